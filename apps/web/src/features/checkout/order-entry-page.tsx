import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ErrorCode } from '@hondana/contract';
import { isApiError } from '../../api/api-error';
import { describeApiError } from '../../ui/feedback/api-notify';
import { LoadFailedAlert } from '../../ui/feedback/load-failed-alert';
import { LoadingScreen } from '../../ui/feedback/loading-screen';
import { usePublicPlan } from '../subscription-plans/plan-api';
import { CheckoutForm } from './checkout-form';
import { AlreadyRegisteredAlert } from './already-registered-alert';

/** The coupon the plan's page handed over (navigation state), if any. */
function couponOfState(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const code = (state as { couponCode?: unknown }).couponCode;
  return typeof code === 'string' && code.trim() ? code.trim() : null;
}

function PlanNotFound() {
  const { t } = useTranslation();
  return <Alert severity="info">{t('payment.order.planNotFound')}</Alert>;
}

function CheckoutLoader({ planId }: { planId: number }) {
  const { t } = useTranslation();
  const location = useLocation();
  const query = usePublicPlan(planId);
  if (query.isPending) return <LoadingScreen message={t('payment.order.loading')} />;
  if (query.isError) {
    const isMissing =
      isApiError(query.error) &&
      (query.error.status === ErrorCode.PlanNotFound || query.error.httpStatus === 404);
    if (isMissing) return <PlanNotFound />;
    return (
      <LoadFailedAlert onRetry={() => void query.refetch()}>
        {t('payment.order.loadFailed', { message: describeApiError(query.error).message })}
      </LoadFailedAlert>
    );
  }
  if (query.data.isRegistered) {
    return <AlreadyRegisteredAlert />;
  }
  return <CheckoutForm plan={query.data} initialCoupon={couponOfState(location.state)} />;
}

/** /order-entry/:subscriptionId: paying for a plan by card (product.md §2, issue 20). */
export default function OrderEntryPage() {
  const { t } = useTranslation();
  const params = useParams();
  const planId = Number(params.subscriptionId);
  const isPlanId = Number.isSafeInteger(planId) && planId > 0;
  return (
    <Box sx={{ maxWidth: 720, mx: 'auto', display: 'grid', gap: 3 }}>
      {isPlanId ? (
        <Link
          component={RouterLink}
          to={`/subscription/${planId}`}
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, justifySelf: 'start' }}
        >
          <ArrowBackIcon fontSize="small" aria-hidden="true" />
          {t('payment.order.back')}
        </Link>
      ) : null}
      <Typography component="h1" variant="h5">
        {t('payment.order.title')}
      </Typography>
      {isPlanId ? <CheckoutLoader planId={planId} /> : <PlanNotFound />}
    </Box>
  );
}
