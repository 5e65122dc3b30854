import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link as RouterLink, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ErrorCode } from '@hondana/contract';
import { isApiError } from '../../api/api-error';
import { describeApiError } from '../../ui/feedback/api-notify';
import { LoadFailedAlert } from '../../ui/feedback/load-failed-alert';
import { formatYen } from '../../ui/format/yen';
import { usePublicPlan } from '../subscription-plans/plan-api';
import { PlanFacts, PlanImage, RegisteredChip } from '../subscription-plans/plan-card';
import { formatOrdinal } from '../subscription-plans/plan-format';
import { periodPriceRunsOf } from '../subscription-plans/plan-price';
import type { PeriodPriceRun } from '../subscription-plans/plan-price';
import type { Plan } from '../subscription-plans/plan-types';
import { PlanOrderSection } from './plan-order-section';

/** "1st period: free", "2nd to 3rd periods: ¥500", "From the 4th period: ¥1,000". */
function PeriodPrices({ runs }: { runs: PeriodPriceRun[] }) {
  const { t, i18n } = useTranslation();
  const ordinal = (value: number) => formatOrdinal(value, i18n.language);
  const periodText = (run: PeriodPriceRun) => {
    if (run.to === null)
      return t('subscription.detail.periodOnward', { ordinal: ordinal(run.from) });
    if (run.to === run.from)
      return t('subscription.detail.periodOne', { ordinal: ordinal(run.from) });
    return t('subscription.detail.periodRange', { from: ordinal(run.from), to: ordinal(run.to) });
  };
  return (
    <Box component="section" aria-labelledby="period-prices-title">
      <Typography id="period-prices-title" component="h2" variant="subtitle1" sx={{ mb: 0.5 }}>
        {t('subscription.detail.pricePerPeriod')}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 3 }}>
        {runs.map((run) => (
          <li key={run.from}>
            {t('subscription.detail.periodPrice', {
              period: periodText(run),
              price: run.subtotal === 0 ? t('subscription.detail.free') : formatYen(run.subtotal),
            })}
          </li>
        ))}
      </Box>
    </Box>
  );
}

function PlanDetail({ plan }: { plan: Plan }) {
  const { t } = useTranslation();
  const runs = periodPriceRunsOf(plan);
  return (
    <>
      <Box
        component="article"
        aria-labelledby="plan-title"
        sx={{
          display: 'grid',
          gap: { xs: 2, md: 4 },
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '360px minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ borderRadius: 1, overflow: 'hidden', border: 1, borderColor: 'divider' }}>
          <PlanImage src={plan.imageUrl} />
        </Box>
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography
              id="plan-title"
              component="h1"
              variant="h4"
              sx={{ wordBreak: 'break-word' }}
            >
              {plan.name}
            </Typography>
            {plan.isRegistered ? <RegisteredChip /> : null}
          </Box>
          <PlanFacts plan={plan} />
          {plan.numberFreeTerm > 0 && !plan.isRegistered ? (
            <Typography color="text.secondary">
              {t('subscription.detail.freeDaysNote', { count: plan.numberFreeTerm })}
            </Typography>
          ) : null}
          {runs.length > 0 ? <PeriodPrices runs={runs} /> : null}
        </Box>
      </Box>
      {plan.isRegistered ? (
        <Alert
          severity="info"
          action={
            <Button color="inherit" size="small" component={RouterLink} to="/subscription">
              {t('subscription.detail.toRegistered')}
            </Button>
          }
        >
          {t('subscription.detail.alreadyRegistered')}
        </Alert>
      ) : (
        <PlanOrderSection plan={plan} />
      )}
    </>
  );
}

function PlanLoader({ planId }: { planId: number }) {
  const { t } = useTranslation();
  const query = usePublicPlan(planId);
  if (query.data) return <PlanDetail plan={query.data} />;
  if (query.isError) {
    const isMissing =
      isApiError(query.error) &&
      (query.error.status === ErrorCode.PlanNotFound || query.error.httpStatus === 404);
    if (isMissing) return <NotFound />;
    return (
      <LoadFailedAlert onRetry={() => void query.refetch()}>
        {t('subscription.loadFailed', { message: describeApiError(query.error).message })}
      </LoadFailedAlert>
    );
  }
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 2 }}>
      <CircularProgress size={20} aria-hidden="true" />
      <Typography color="text.secondary">{t('subscription.loading')}</Typography>
    </Box>
  );
}

function NotFound() {
  const { t } = useTranslation();
  return (
    <Typography component="h1" variant="h6" color="text.secondary">
      {t('subscription.detail.notFound')}
    </Typography>
  );
}

/** /subscription/:subscriptionId: a plan's detail, where a reader registers it (product.md §2). */
export default function PlanDetailPage() {
  const { t } = useTranslation();
  const params = useParams();
  const planId = Number(params.subscriptionId);
  const isPlanId = Number.isSafeInteger(planId) && planId > 0;
  return (
    <Box sx={{ maxWidth: 1100, mx: 'auto', display: 'grid', gap: 3 }}>
      <Link
        component={RouterLink}
        to="/subscription?view=available"
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, justifySelf: 'start' }}
      >
        <ArrowBackIcon fontSize="small" aria-hidden="true" />
        {t('subscription.detail.back')}
      </Link>
      {isPlanId ? <PlanLoader planId={planId} /> : <NotFound />}
    </Box>
  );
}
