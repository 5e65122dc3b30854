import { useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { AdminList } from '../../ui/admin-list/admin-list';
import { ConfirmDialog } from '../../ui/dialogs/confirm-dialog';
import { describeApiError } from '../../ui/feedback/api-notify';
import { formatDisplayDate } from '../../ui/format/display-date';
import { formatYen } from '../../ui/format/yen';
import { usePageParam } from '../../ui/pager/use-page-param';
import type { RegisteredPlan } from '../subscription-plans/plan-types';
import { canCancelRegistration, registrationDatesOf, statusColorOf } from './registration-status';
import { useCancelRegistration, useRegisteredPlans } from './subscription-api';

/**
 * The reader's registered plans, 10 a page (product.md §2 Subscription screen): name, status,
 * price with tax, dates, and Cancel (confirmed first) while the plan is not cancelled or expired.
 */
export function RegisteredPlansTable() {
  const { t } = useTranslation();
  const [page, setPage] = usePageParam();
  const query = useRegisteredPlans(page);
  const cancel = useCancelRegistration();
  const [toCancel, setToCancel] = useState<RegisteredPlan | null>(null);
  const columns = 'subscription.registered.columns';
  const none = t('subscription.none');

  const confirmCancel = async () => {
    if (!toCancel) return;
    // A failure shows the shell's toast (815 already cancelled, …); the list reloads either way.
    await cancel.mutateAsync(toCancel.id).catch(() => undefined);
    setToCancel(null);
  };

  return (
    <>
      <AdminList
        query={query}
        page={page}
        onPageChange={setPage}
        texts={{
          loading: t('subscription.loading'),
          loadFailed: (error) =>
            t('subscription.loadFailed', { message: describeApiError(error).message }),
          empty: t('subscription.registered.empty'),
          tableLabel: t('subscription.registered.tableLabel'),
          total: (count) => t('subscription.registered.total', { count }),
        }}
        head={
          <TableRow>
            <TableCell>{t(`${columns}.name`)}</TableCell>
            <TableCell>{t(`${columns}.status`)}</TableCell>
            <TableCell align="right">{t(`${columns}.price`)}</TableCell>
            <TableCell>{t(`${columns}.registeredDate`)}</TableCell>
            <TableCell>{t(`${columns}.expiryDate`)}</TableCell>
            <TableCell>{t(`${columns}.nextBillingDate`)}</TableCell>
            <TableCell>{t(`${columns}.actions`)}</TableCell>
          </TableRow>
        }
        row={(registration) => {
          const dates = registrationDatesOf(registration);
          return (
            <TableRow key={registration.id} hover data-registration-status={registration.status}>
              <TableCell sx={{ wordBreak: 'break-word' }}>
                {registration.nameSubscriptionPlan}
              </TableCell>
              <TableCell>
                <Chip
                  size="small"
                  color={statusColorOf(registration.status)}
                  label={t(`subscription.status.${registration.status}`)}
                />
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatYen(registration.price)}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {formatDisplayDate(registration.createdDate)}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {formatDisplayDate(dates.expiryDate)}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {dates.nextBillingDate ? formatDisplayDate(dates.nextBillingDate) : none}
              </TableCell>
              <TableCell>
                {canCancelRegistration(registration.status) ? (
                  <Button
                    size="small"
                    color="error"
                    variant="outlined"
                    aria-label={t('subscription.registered.cancelOf', {
                      name: registration.nameSubscriptionPlan,
                    })}
                    onClick={() => setToCancel(registration)}
                  >
                    {t('subscription.registered.cancel')}
                  </Button>
                ) : null}
              </TableCell>
            </TableRow>
          );
        }}
      />
      <ConfirmDialog
        open={toCancel !== null}
        level="danger"
        title={t('subscription.registered.cancelTitle')}
        message={
          toCancel
            ? t('subscription.registered.cancelBody', {
                name: toCancel.nameSubscriptionPlan,
                date: formatDisplayDate(toCancel.expiredDate),
              })
            : ''
        }
        confirmLabel={t('subscription.registered.cancelConfirm')}
        isBusy={cancel.isPending}
        onConfirm={() => void confirmCancel()}
        onCancel={() => setToCancel(null)}
      />
    </>
  );
}
