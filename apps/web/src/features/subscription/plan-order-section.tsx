import { useState } from 'react';
import type { FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ErrorCode, priceOf } from '@hondana/contract';
import { isApiError } from '../../api/api-error';
import { describeApiError, notifyApiError } from '../../ui/feedback/api-notify';
import { formatYen } from '../../ui/format/yen';
import { formatOrdinal } from '../subscription-plans/plan-format';
import { decideRegistration, orderLinesOf, pricedPlanOf } from '../subscription-plans/plan-price';
import type { CouponCheck, OrderPrice, Plan } from '../subscription-plans/plan-types';
import { useCouponCheck, useRegisterPlan } from './subscription-api';
import { PanelSection } from '../../ui/forms/panel-section';

/** The card payment of a paid order (issue 20 builds that screen). */
export function orderEntryPath(planId: number): string {
  return `/order-entry/${planId}`;
}

/** The order's price lines, struck list price and total in bold (the checkout shows them too). */
export function OrderLines({ price }: { price: OrderPrice }) {
  const { t } = useTranslation();
  return (
    <Table size="small" aria-label={t('subscription.order.tableLabel')}>
      <TableBody>
        {orderLinesOf(price).map((line) => {
          const isTotal = line.key === 'total';
          const weight = isTotal ? 700 : undefined;
          return (
            <TableRow key={line.key} data-order-line={line.key}>
              <TableCell component="th" scope="row" sx={{ fontWeight: weight }}>
                {t(`subscription.order.${line.key}`)}
              </TableCell>
              <TableCell align="right" sx={{ fontWeight: weight, whiteSpace: 'nowrap' }}>
                {line.struckAmount !== undefined ? (
                  <Box component="s" sx={{ color: 'text.secondary', mr: 1 }}>
                    {formatYen(line.struckAmount)}
                  </Box>
                ) : null}
                {formatYen(line.amount)}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}

/**
 * Registering a plan on its detail: an optional coupon (checked by the server, which answers the
 * order's lines with it), the order's lines (without a coupon from `priceOf`, the price function
 * the server charges with) and Register. A free order registers at once; a paid one goes to the
 * card payment.
 */
export function PlanOrderSection({ plan }: { plan: Plan }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const [applied, setApplied] = useState<CouponCheck | null>(null);
  const check = useCouponCheck();
  const registerPlan = useRegisterPlan();

  const price: OrderPrice = applied
    ? applied.price
    : priceOf({ plan: pricedPlanOf(plan), period: 1 });
  // The plan's free days go to a first registration only; the coupon check's answer knows.
  const freeDays = applied ? applied.price.freeDays : plan.numberFreeTerm;
  const period = applied ? applied.price.period : 1;
  const couponError = check.isError ? describeApiError(check.error).message : null;

  const apply = async (event: FormEvent) => {
    event.preventDefault();
    const couponCode = code.trim();
    if (!couponCode) return;
    const result = await check
      .mutateAsync({ couponCode, subscriptionPlanId: plan.id })
      .catch(() => null);
    setApplied(result);
  };
  const editCode = (value: string) => {
    setCode(value);
    // Lines of a code no longer in the field would be charged for a coupon not shown.
    setApplied(null);
    check.reset();
  };

  const toOrderEntry = () =>
    void navigate(orderEntryPath(plan.id), { state: { couponCode: applied?.couponCode ?? null } });
  const register = async () => {
    if (decideRegistration({ isFree: price.isFree, freeDays }) === 'order-entry') {
      toOrderEntry();
      return;
    }
    try {
      await registerPlan.mutateAsync({
        subscriptionPlanId: plan.id,
        couponCode: applied?.couponCode ?? null,
      });
      void navigate('/subscription');
    } catch (error) {
      // A paid order after all: to the card payment (no card on file answers 841 here).
      const paid = [ErrorCode.PaymentSettingNotFound, ErrorCode.CreditCardInvalid] as number[];
      if (isApiError(error) && paid.includes(error.status)) toOrderEntry();
      else notifyApiError(error);
    }
  };

  return (
    <PanelSection title={t('subscription.order.title')}>
      <Box
        component="form"
        onSubmit={(event) => void apply(event)}
        sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}
      >
        <TextField
          label={t('subscription.coupon.label')}
          value={code}
          onChange={(event) => editCode(event.target.value)}
          size="small"
          error={couponError !== null}
          helperText={couponError ?? ' '}
          autoComplete="off"
          slotProps={{ htmlInput: { maxLength: 32 } }}
        />
        <Button type="submit" variant="outlined" disabled={!code.trim() || check.isPending}>
          {t('subscription.coupon.apply')}
        </Button>
      </Box>
      {applied ? (
        <Alert
          severity="success"
          role="status"
          action={
            <Button color="inherit" size="small" onClick={() => editCode('')}>
              {t('subscription.coupon.remove')}
            </Button>
          }
        >
          {t('subscription.coupon.applied', { name: applied.name })}
        </Alert>
      ) : null}
      <Typography component="h3" variant="subtitle1">
        {t('subscription.order.firstPeriod', { ordinal: formatOrdinal(period, i18n.language) })}
      </Typography>
      <OrderLines price={price} />
      {freeDays > 0 ? (
        <Typography color="text.secondary">
          {t('subscription.order.freeDaysNote', { count: freeDays })}
        </Typography>
      ) : null}
      <Box>
        <Button
          variant="contained"
          size="large"
          onClick={() => void register()}
          disabled={registerPlan.isPending}
        >
          {registerPlan.isPending
            ? t('subscription.order.registering')
            : t('subscription.order.register')}
        </Button>
      </Box>
    </PanelSection>
  );
}
