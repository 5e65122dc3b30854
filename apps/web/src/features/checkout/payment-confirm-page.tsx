import { useCallback, useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ErrorCode, orderIdSchema } from '@hondana/contract';
import { isApiError } from '../../api/api-error';
import { i18n } from '../../i18n/i18n';
import { describeApiError } from '../../ui/feedback/api-notify';
import { LoadingScreen } from '../../ui/feedback/loading-screen';
import { enqueueToast } from '../../ui/toasts/toast-store';
import { useConfirmOrder, useRefreshAfterOrder } from './checkout-api';
import {
  forgetPendingOrder,
  orderEntryPathOf,
  readPendingOrder,
  thankYouPathOf,
} from './checkout-paths';

/** 859 (not settled yet) is asked again this many times, this far apart, before the reader is. */
const verifyingRetries = 3;
const verifyingRetryMs = 2000;

type ConfirmState =
  | { kind: 'confirming' }
  | { kind: 'verifying' }
  | { kind: 'failed'; error: unknown }
  | { kind: 'missing' };

/**
 * /veritrans-payment/confirm?order_id=…: where the browser lands after 3-D Secure. Settles the
 * order (`confirm-order`): paid → the thank-you page; still verifying (859) → asked again a few
 * times, then the reader may check again; refused (860) → the gateway's words and the way back.
 */
export default function PaymentConfirmPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const parsed = orderIdSchema.safeParse(params.get('order_id') ?? params.get('orderId') ?? '');
  const orderId = parsed.success ? parsed.data : null;
  const pending = orderId ? readPendingOrder(orderId) : null;
  const confirm = useConfirmOrder();
  const refresh = useRefreshAfterOrder();
  const [state, setState] = useState<ConfirmState>(
    orderId ? { kind: 'confirming' } : { kind: 'missing' },
  );
  const started = useRef(false);
  // The reader left the page: the waits between checks stop asking.
  const left = useRef(false);

  const settle = useCallback(
    async (retries: number) => {
      if (!orderId) return;
      setState({ kind: 'confirming' });
      for (let attempt = 0; ; attempt += 1) {
        try {
          const answer = await confirm.mutateAsync({ orderId, couponCode: pending?.couponCode });
          if (answer.status === 'PENDING') throw new Error('still pending');
          if (answer.status === 'FAILED') {
            setState({ kind: 'failed', error: null });
            return;
          }
          forgetPendingOrder();
          enqueueToast({ severity: 'success', message: i18n.t('payment.toast.success') });
          await refresh();
          const planId = answer.registration?.subscriptionPlanId ?? pending?.planId ?? null;
          void navigate(thankYouPathOf(planId), { replace: true });
          return;
        } catch (error) {
          const isVerifying = !isApiError(error) || error.status === ErrorCode.PaymentVerifying;
          if (!isVerifying) {
            enqueueToast({ severity: 'error', message: i18n.t('payment.toast.error') });
            setState({ kind: 'failed', error });
            return;
          }
          if (attempt >= retries) {
            setState({ kind: 'verifying' });
            return;
          }
          await new Promise((resolve) => setTimeout(resolve, verifyingRetryMs));
          if (left.current) return;
        }
      }
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [orderId],
  );

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void settle(verifyingRetries);
  }, [settle]);
  useEffect(() => {
    left.current = false;
    return () => {
      left.current = true;
    };
  }, []);

  const backToOrder = pending ? orderEntryPathOf(pending.planId) : '/subscription';
  return (
    <Box sx={{ maxWidth: 720, mx: 'auto', display: 'grid', gap: 3 }}>
      <Typography component="h1" variant="h5">
        {t('payment.confirm.title')}
      </Typography>
      {state.kind === 'confirming' ? (
        <LoadingScreen message={t('payment.confirm.verifying')} />
      ) : null}
      {state.kind === 'missing' ? (
        <Alert
          severity="info"
          action={
            <Button color="inherit" size="small" component={RouterLink} to="/subscription">
              {t('payment.confirm.toSubscription')}
            </Button>
          }
        >
          {t('payment.confirm.missingOrder')}
        </Alert>
      ) : null}
      {state.kind === 'verifying' ? (
        <Alert
          severity="warning"
          role="status"
          action={
            <Button color="inherit" size="small" onClick={() => void settle(0)}>
              {t('payment.confirm.checkAgain')}
            </Button>
          }
        >
          {t('payment.confirm.stillVerifying')}
        </Alert>
      ) : null}
      {state.kind === 'failed' ? (
        <Alert severity="error" role="alert">
          <AlertTitle>{t('payment.confirm.failed')}</AlertTitle>
          <Box component="span" sx={{ display: 'block' }}>
            {state.error ? describeApiError(state.error).message : t('payment.toast.error')}
          </Box>
          {isApiError(state.error) &&
          state.error.message &&
          state.error.message !== describeApiError(state.error).message ? (
            <Box component="span" sx={{ display: 'block', mt: 0.5 }} data-testid="gateway-message">
              {state.error.message}
            </Box>
          ) : null}
          <Button
            component={RouterLink}
            to={backToOrder}
            variant="outlined"
            color="inherit"
            size="small"
            sx={{ mt: 1.5 }}
          >
            {pending ? t('payment.confirm.backToOrder') : t('payment.confirm.toSubscription')}
          </Button>
        </Alert>
      ) : null}
    </Box>
  );
}
