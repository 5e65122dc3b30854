import './subscription-admin-texts';
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { useTranslation } from 'react-i18next';
import { pagingDefaults } from '@hondana/contract';
import { AdminList, AdminScreenHeader, adminScreenSx } from '../../ui/admin-list/admin-list';
import { AdminSearchForm, useListParams } from '../../ui/admin-list/list-params';
import { ConfirmDialog } from '../../ui/dialogs/confirm-dialog';
import { describeApiError, notifyApiSuccess } from '../../ui/feedback/api-notify';
import { parsePageParam } from '../../ui/pager/pager-window';
import { CouponDialog } from './coupon-dialog';
import type { Coupon } from './coupon-form';
import { useCouponPage, useDeleteCoupon } from './coupons-api';
import { formatDiscount } from './discount';

/** "2026/12/31" from the coupon's yyyy-MM-dd day (a calendar day: no time zone to apply). */
function formatExpiryDay(day: string): string {
  return day.slice(0, 10).replaceAll('-', '/');
}

/** /company/coupon: the company's coupons with search, paging, add, edit, delete. */
export default function CouponsPage() {
  const { t } = useTranslation();
  const [params, update] = useListParams();
  const page = parsePageParam(params.get('page'));
  const searchKey = params.get('q') ?? '';
  const query = useCouponPage({ page, size: pagingDefaults.size, searchKey });
  const remove = useDeleteCoupon();
  const [editing, setEditing] = useState<Coupon | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Coupon | null>(null);
  const texts = 'subscriptionAdmin.coupons';
  const columns = `${texts}.columns` as const;

  async function confirmDelete() {
    if (!deleting) return;
    await remove.mutateAsync(deleting.id).then(
      () => notifyApiSuccess('delete'),
      () => undefined,
    );
    setDeleting(null);
  }

  return (
    <Box sx={adminScreenSx}>
      <AdminScreenHeader
        title={t(`${texts}.title`)}
        intro={t(`${texts}.intro`)}
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
            {t(`${texts}.add`)}
          </Button>
        }
      />
      <AdminSearchForm
        initialText={searchKey}
        label={t(`${texts}.searchLabel`)}
        placeholder={t(`${texts}.searchHint`)}
        buttonLabel={t('subscriptionAdmin.search')}
        onSearch={(text) => update({ q: text, page: '1' })}
      />
      <AdminList
        query={query}
        page={page}
        onPageChange={(next) => update({ page: String(next) })}
        texts={{
          loading: t('subscriptionAdmin.loading'),
          loadFailed: (error) =>
            t('subscriptionAdmin.loadFailed', { message: describeApiError(error).message }),
          empty: searchKey ? t(`${texts}.noMatch`) : t(`${texts}.empty`),
          tableLabel: t(`${texts}.tableLabel`),
          total: (count) => t('subscriptionAdmin.total', { count }),
        }}
        head={
          <TableRow>
            <TableCell>{t(`${columns}.code`)}</TableCell>
            <TableCell>{t(`${columns}.name`)}</TableCell>
            <TableCell>{t(`${columns}.discount`)}</TableCell>
            <TableCell>{t(`${columns}.expiry`)}</TableCell>
            <TableCell align="right">{t(`${columns}.uses`)}</TableCell>
            <TableCell>{t(`${columns}.actions`)}</TableCell>
          </TableRow>
        }
        row={(coupon) => (
          <TableRow key={coupon.id} hover>
            <TableCell sx={{ fontWeight: 500, fontFamily: 'monospace' }}>
              {coupon.couponCode}
            </TableCell>
            <TableCell>{coupon.name}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDiscount(coupon)}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              {coupon.expiryDate ? formatExpiryDay(coupon.expiryDate) : t(`${texts}.never`)}
            </TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              {t(`${texts}.uses`, { used: coupon.usedCount, max: coupon.numberOfUsages })}
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              <Tooltip title={t(`${texts}.edit`, { code: coupon.couponCode })}>
                <IconButton
                  aria-label={t(`${texts}.edit`, { code: coupon.couponCode })}
                  onClick={() => setEditing(coupon)}
                >
                  <EditIcon />
                </IconButton>
              </Tooltip>
              <Tooltip title={t(`${texts}.delete`, { code: coupon.couponCode })}>
                <IconButton
                  aria-label={t(`${texts}.delete`, { code: coupon.couponCode })}
                  onClick={() => setDeleting(coupon)}
                  color="error"
                >
                  <DeleteIcon />
                </IconButton>
              </Tooltip>
            </TableCell>
          </TableRow>
        )}
      />
      <CouponDialog
        key={editing === null ? 'closed' : editing === 'new' ? 'new' : editing.id}
        open={editing !== null}
        coupon={editing === 'new' ? null : editing}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        level="danger"
        title={t(`${texts}.deleteTitle`)}
        message={t(`${texts}.deleteMessage`, { code: deleting?.couponCode ?? '' })}
        isBusy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </Box>
  );
}
