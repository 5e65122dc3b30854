import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ErrorCode, priceOf } from '@hondana/contract';
import { isApiError } from '../../api/api-error';
import { describeApiError } from '../../ui/feedback/api-notify';
import { formatYen } from '../../ui/format/yen';
import { enqueueToast } from '../../ui/toasts/toast-store';
import { useSession } from '../auth/session';
import { CardFields } from '../payment-card/card-fields';
import { cardFieldErrors, emptyCardFields, isCardEmpty } from '../payment-card/card-validation';
import { useTokenSetting } from '../payment-card/payment-card-api';
import { OrderLines } from '../subscription/plan-order-section';
import { useCouponCheck } from '../subscription/subscription-api';
import { pricedPlanOf } from '../subscription-plans/plan-price';
import type { CouponCheck, OrderPrice, Plan } from '../subscription-plans/plan-types';
import { usePayOrder, type OrderFailure } from './use-pay-order';
import { AlreadyRegisteredAlert } from './already-registered-alert';
import { PanelSection } from '../../ui/forms/panel-section';

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A 0-yen order the server found paid after all: no card given (841), or none on file (846). */
function isPaidAfterAll(failure: OrderFailure): boolean {
  if (failure.kind !== 'payment' && failure.kind !== 'other') return false;
  const { error } = failure;
  return (
    isApiError(error) &&
    (error.status === ErrorCode.CreditCardInvalid ||
      error.status === ErrorCode.PaymentSettingNotFound)
  );
}

/** The coupon field: applying a code asks the server for the order's lines with it. */
function CouponField({
  plan,
  initialCode,
  applied,
  onApplied,
  disabled,
  failure,
}: {
  plan: Plan;
  initialCode: string | null;
  applied: CouponCheck | null;
  onApplied: (coupon: CouponCheck | null) => void;
  disabled: boolean;
  /** A coupon refused at payment time (854/855). */
  failure: unknown;
}) {
  const { t } = useTranslation();
  const [code, setCode] = useState(initialCode ?? '');
  const check = useCouponCheck();
  const started = useRef(false);

  const apply = async (couponCode: string) => {
    if (!couponCode) return;
    const result = await check
      .mutateAsync({ couponCode, subscriptionPlanId: plan.id })
      .catch(() => null);
    onApplied(result);
  };
  // The plan's page may hand over a code the reader applied there: check it again here.
  useEffect(() => {
    if (started.current || !initialCode) return;
    started.current = true;
    void apply(initialCode);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const edit = (value: string) => {
    setCode(value);
    onApplied(null);
    check.reset();
  };
  const error = check.isError ? check.error : failure;
  const errorText = error ? describeApiError(error).message : null;

  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Box
        component="form"
        aria-label={t('subscription.coupon.label')}
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          void apply(code.trim());
        }}
        sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}
      >
        <TextField
          id="checkout-coupon"
          label={t('subscription.coupon.label')}
          value={code}
          onChange={(event) => edit(event.target.value)}
          size="small"
          disabled={disabled}
          error={errorText !== null}
          helperText={errorText ?? ' '}
          autoComplete="off"
          slotProps={{ htmlInput: { maxLength: 32 } }}
        />
        <Button
          type="submit"
          variant="outlined"
          disabled={disabled || !code.trim() || check.isPending}
        >
          {t('subscription.coupon.apply')}
        </Button>
      </Box>
      {applied ? (
        <Alert
          severity="success"
          role="status"
          action={
            <Button color="inherit" size="small" onClick={() => edit('')} disabled={disabled}>
              {t('subscription.coupon.remove')}
            </Button>
          }
        >
          {t('subscription.coupon.applied', { name: applied.name })}
        </Alert>
      ) : null}
    </Box>
  );
}

/** Why the last Pay did not go through, in words (the coupon's refusal shows at its field). */
function FailureAlert({ failure }: { failure: OrderFailure }) {
  const { t } = useTranslation();
  if (failure.kind === 'coupon') return null;
  if (failure.kind === 'registered') {
    return <AlreadyRegisteredAlert />;
  }
  const { message } = describeApiError(failure.error);
  // 860 and 841 carry the gateway's own words: shown under the catalogue's text.
  const gatewayMessage =
    isApiError(failure.error) && failure.error.message && failure.error.message !== message
      ? failure.error.message
      : null;
  return (
    <Alert severity={failure.kind === 'verifying' ? 'warning' : 'error'} role="alert">
      {failure.kind === 'payment' ? <AlertTitle>{t('payment.order.failed')}</AlertTitle> : null}
      {message}
      {gatewayMessage ? (
        <Box component="span" sx={{ display: 'block', mt: 0.5 }} data-testid="gateway-message">
          {gatewayMessage}
        </Box>
      ) : null}
    </Alert>
  );
}

/**
 * The checkout of a plan (/order-entry/:id): the plan, the order's lines (the server's with a
 * coupon, else `priceOf`, the function the server charges with), the coupon, the purchaser, the
 * card fields and Pay. An order of 0 yen registers without a card.
 */
export function CheckoutForm({
  plan,
  initialCoupon,
}: {
  plan: Plan;
  initialCoupon: string | null;
}) {
  const { t } = useTranslation();
  const { user } = useSession();
  const [applied, setApplied] = useState<CouponCheck | null>(null);
  const [holderName, setHolderName] = useState(user?.name ?? '');
  const [holderEmail, setHolderEmail] = useState(user?.email ?? '');
  const [card, setCard] = useState(emptyCardFields);
  const [submitted, setSubmitted] = useState(false);
  const [cardFormKey, setCardFormKey] = useState(0);
  const [failure, setFailure] = useState<OrderFailure | null>(null);
  const { pay, phase } = usePayOrder();

  const price: OrderPrice = applied
    ? applied.price
    : priceOf({ plan: pricedPlanOf(plan), period: 1 });
  // The plan's free days go to a first registration only; the coupon check's answer knows.
  // The server answers a 0-yen order it finds paid (free days had before) with 841 or 846: the
  // page then asks for the card.
  const [paidAfterAll, setPaidAfterAll] = useState(false);
  const freeDays = paidAfterAll ? 0 : applied ? applied.price.freeDays : plan.numberFreeTerm;
  // Nothing to pay now (a free period, a 100 % coupon, free days): registered without a card,
  // as the server does (isClose).
  const isClose = !paidAfterAll && (price.isFree || freeDays > 0);
  const tokenSetting = useTokenSetting(!isClose);
  const noCardPayments =
    isApiError(tokenSetting.error) &&
    tokenSetting.error.status === ErrorCode.PaymentSettingNotFound;
  const busy = phase !== 'idle';

  const cardErrors = cardFieldErrors(card, new Date());
  const nameError = holderName.trim() ? null : t('payment.holder.nameRequired');
  const emailError = emailPattern.test(holderEmail.trim())
    ? null
    : t('payment.holder.emailInvalid');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setSubmitted(true);
    if (!isClose) {
      if (isCardEmpty(card)) {
        enqueueToast({ severity: 'error', message: t('payment.toast.emptyCard') });
        return;
      }
      if (Object.keys(cardErrors).length > 0 || nameError || emailError) return;
      if (!tokenSetting.data) return;
    }
    setFailure(null);
    const result = await pay({
      planId: plan.id,
      couponCode: applied?.couponCode ?? null,
      card: isClose ? null : card,
      tokenSetting: isClose ? null : (tokenSetting.data ?? null),
      holderName,
      holderEmail,
    });
    if (isClose && result && isPaidAfterAll(result)) {
      setPaidAfterAll(true);
      setFailure(null);
      enqueueToast({ severity: 'info', message: t('payment.order.cardNeeded') });
      return;
    }
    if (result?.kind === 'coupon') setApplied(null);
    // A token pays once: the reader types the security code again for the next try.
    if (result?.kind === 'payment') {
      setCard((current) => ({ ...current, securityCode: '' }));
      // The emptied code is not the reader's mistake: its error waits for the next Pay (a new
      // key forgets which fields were left).
      setSubmitted(false);
      setCardFormKey((key) => key + 1);
    }
    setFailure(result);
  };

  const payLabel = () => {
    if (phase === 'redirecting') return t('payment.order.redirecting');
    if (isClose) return busy ? t('payment.order.registering') : t('payment.order.register');
    return busy
      ? t('payment.order.paying')
      : t('payment.order.pay', { total: formatYen(price.total) });
  };

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <PanelSection title={t('subscription.order.title')}>
        <Typography data-testid="checkout-plan-name" sx={{ fontWeight: 600 }}>
          {plan.name}
        </Typography>
        <CouponField
          plan={plan}
          initialCode={initialCoupon}
          applied={applied}
          onApplied={(coupon) => {
            setApplied(coupon);
            if (failure?.kind === 'coupon') setFailure(null);
          }}
          disabled={busy}
          failure={failure?.kind === 'coupon' ? failure.error : null}
        />
        <OrderLines price={price} />
        {freeDays > 0 ? (
          <Typography color="text.secondary">
            {t('subscription.order.freeDaysNote', { count: freeDays })}
          </Typography>
        ) : null}
        {isClose ? (
          <Typography color="text.secondary">{t('payment.order.freeOrder')}</Typography>
        ) : null}
      </PanelSection>

      <Paper
        variant="outlined"
        component="form"
        noValidate
        aria-labelledby="checkout-pay-title"
        onSubmit={(event: FormEvent) => void submit(event)}
        sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2 }}
      >
        <Typography id="checkout-pay-title" component="h2" variant="h6">
          {isClose ? t('payment.order.register') : t('payment.card.title')}
        </Typography>
        {!isClose && noCardPayments ? (
          <Alert severity="warning">{t('payment.order.noCardPayments')}</Alert>
        ) : null}
        {!isClose && tokenSetting.isError && !noCardPayments ? (
          <Alert severity="error">
            {t('payment.order.loadFailed', {
              message: describeApiError(tokenSetting.error).message,
            })}
          </Alert>
        ) : null}
        {!isClose && !noCardPayments ? (
          <>
            <Box
              sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
            >
              <TextField
                id="checkout-holder-name"
                label={t('payment.holder.name')}
                value={holderName}
                onChange={(event) => setHolderName(event.target.value)}
                required
                disabled={busy}
                autoComplete="cc-name"
                error={submitted && nameError !== null}
                helperText={(submitted && nameError) || ' '}
                slotProps={{ htmlInput: { maxLength: 255 } }}
              />
              <TextField
                id="checkout-holder-email"
                label={t('payment.holder.email')}
                type="email"
                value={holderEmail}
                onChange={(event) => setHolderEmail(event.target.value)}
                required
                disabled={busy}
                autoComplete="email"
                error={submitted && emailError !== null}
                helperText={(submitted && emailError) || ' '}
                slotProps={{ htmlInput: { maxLength: 255 } }}
              />
            </Box>
            <CardFields
              key={cardFormKey}
              idPrefix="checkout-card"
              value={card}
              errors={cardErrors}
              onChange={setCard}
              showAllErrors={submitted}
              disabled={busy}
            />
          </>
        ) : null}
        {failure ? <FailureAlert failure={failure} /> : null}
        <Box>
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={busy || (!isClose && !tokenSetting.data)}
          >
            {payLabel()}
          </Button>
        </Box>
      </Paper>
    </Box>
  );
}
