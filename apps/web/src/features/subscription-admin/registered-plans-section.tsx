import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import type { ChipProps } from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { SubscriptionStatus } from '@hondana/contract';
import { AdminList } from '../../ui/admin-list/admin-list';
import { ConfirmDialog } from '../../ui/dialogs/confirm-dialog';
import { describeApiError, notifyApiSuccess } from '../../ui/feedback/api-notify';
import { formatDisplayDate } from '../../ui/format/display-date';
import { formatYen } from '../../ui/format/yen';
import {
  isCancellable,
  useCancelUserPlan,
  useUserRegisteredPlans,
  type RegisteredPlan,
} from './registered-plans-api';

const statusColors: Record<SubscriptionStatus, ChipProps['color']> = {
  [SubscriptionStatus.Active]: 'success',
  [SubscriptionStatus.Inactive]: 'warning',
  [SubscriptionStatus.Cancel]: 'default',
  [SubscriptionStatus.Expired]: 'default',
};

/**
 * The user detail's registered plans (10 a page), each cancellable for the reader while ACTIVE or
 * INACTIVE; cancelling reloads the user detail. Shown only when the company has subscriptions on.
 */
export function RegisteredPlansSection({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const headingId = useId();
  const [page, setPage] = useState(1);
  const plans = useUserRegisteredPlans(userId, page);
  const cancel = useCancelUserPlan();
  const [cancelling, setCancelling] = useState<RegisteredPlan | null>(null);
  const texts = 'subscriptionAdmin.registered';
  const columns = `${texts}.columns` as const;
  const none = t('subscriptionAdmin.none');
  const day = (value: string | null) => (value ? formatDisplayDate(value) : none);

  async function confirmCancel() {
    if (!cancelling) return;
    // 815 (already over) and 851 come back as the usual error toast.
    await cancel.mutateAsync({ id: cancelling.id, userId }).then(
      () => notifyApiSuccess('cancel'),
      () => undefined,
    );
    setCancelling(null);
  }

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      sx={{ p: 2, display: 'grid', gap: 1.5 }}
    >
      <Typography id={headingId} component="h2" variant="h6">
        {t(`${texts}.title`)}
      </Typography>
      <AdminList
        query={plans}
        page={page}
        onPageChange={setPage}
        texts={{
          loading: t('subscriptionAdmin.loading'),
          loadFailed: (error) =>
            t('subscriptionAdmin.loadFailed', { message: describeApiError(error).message }),
          empty: t(`${texts}.empty`),
          tableLabel: t(`${texts}.tableLabel`),
          total: (count) => t('subscriptionAdmin.total', { count }),
        }}
        head={
          <TableRow>
            <TableCell>{t(`${columns}.name`)}</TableCell>
            <TableCell>{t(`${columns}.status`)}</TableCell>
            <TableCell align="right">{t(`${columns}.price`)}</TableCell>
            <TableCell>{t(`${columns}.created`)}</TableCell>
            <TableCell>{t(`${columns}.firstPayment`)}</TableCell>
            <TableCell>{t(`${columns}.expires`)}</TableCell>
            <TableCell>{t(`${columns}.nextBilling`)}</TableCell>
            <TableCell>{t(`${columns}.cancelReason`)}</TableCell>
            <TableCell>{t(`${columns}.actions`)}</TableCell>
          </TableRow>
        }
        row={(plan) => (
          <TableRow key={plan.id}>
            <TableCell sx={{ fontWeight: 500 }}>{plan.nameSubscriptionPlan}</TableCell>
            <TableCell>
              <Chip
                size="small"
                variant="outlined"
                color={statusColors[plan.status]}
                label={t(`${texts}.statuses.${plan.status}`)}
              />
            </TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              {formatYen(plan.price)}
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{day(plan.createdDate)}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{day(plan.firstPaymentDate)}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{day(plan.expiredDate)}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              {/* A cancelled plan shows its expiry and no next billing (product.md §4). */}
              {plan.cancel ? none : day(plan.nextBillingDate)}
            </TableCell>
            <TableCell>
              {plan.cancelReason ? t(`${texts}.cancelReasons.${plan.cancelReason}`) : none}
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              {isCancellable(plan) ? (
                <Button
                  size="small"
                  color="error"
                  variant="outlined"
                  aria-label={t(`${texts}.cancelLabel`, { name: plan.nameSubscriptionPlan })}
                  onClick={() => setCancelling(plan)}
                >
                  {t(`${texts}.cancel`)}
                </Button>
              ) : null}
            </TableCell>
          </TableRow>
        )}
      />
      <ConfirmDialog
        open={cancelling !== null}
        level="danger"
        title={t(`${texts}.cancelTitle`)}
        message={t(`${texts}.cancelMessage`, {
          name: cancelling?.nameSubscriptionPlan ?? '',
          date: cancelling ? formatDisplayDate(cancelling.expiredDate) : '',
        })}
        isBusy={cancel.isPending}
        onConfirm={() => void confirmCancel()}
        onCancel={() => setCancelling(null)}
      />
    </Paper>
  );
}
