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
import PercentIcon from '@mui/icons-material/Percent';
import { useTranslation } from 'react-i18next';
import { pagingDefaults, SubscriptionDiscountType } from '@hondana/contract';
import { AdminList, AdminScreenHeader, adminScreenSx } from '../../ui/admin-list/admin-list';
import { AdminSearchForm, SortHeaderCell, useListParams } from '../../ui/admin-list/list-params';
import { ConfirmDialog } from '../../ui/dialogs/confirm-dialog';
import { describeApiError, notifyApiSuccess } from '../../ui/feedback/api-notify';
import { parsePageParam } from '../../ui/pager/pager-window';
import { DiscountOrdinalsDialog } from './discount-ordinals-dialog';
import { PlanDialog } from './plan-dialog';
import { PlanPrice, useDurationText } from './plan-display';
import { useDeletePlan, usePlanPage, type Plan, type PlanSortField } from './plans-api';

const sortFields: readonly PlanSortField[] = ['ordinal', 'name', 'price', 'created_date'];

function usePlanListParams() {
  const [params, update] = useListParams();
  const state = {
    page: parsePageParam(params.get('page')),
    searchKey: params.get('q') ?? '',
    sortField: sortFields.find((field) => field === params.get('sort_field')) ?? 'ordinal',
    sort: params.get('sort') === 'desc' ? ('desc' as const) : ('asc' as const),
  };
  return { state, update };
}

/** /company/subscription: the company's plans with search, sort, paging, add, edit, delete. */
export default function PlansPage() {
  const { t } = useTranslation();
  const durationText = useDurationText();
  const { state, update } = usePlanListParams();
  const query = usePlanPage({ ...state, size: pagingDefaults.size });
  const remove = useDeletePlan();
  const [editing, setEditing] = useState<Plan | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Plan | null>(null);
  const [ordinalsOf, setOrdinalsOf] = useState<Plan | null>(null);
  const texts = 'subscriptionAdmin.plans';
  const columns = `${texts}.columns` as const;

  async function confirmDelete() {
    if (!deleting) return;
    // 849 (readers hold it) comes back as the usual error toast.
    await remove.mutateAsync(deleting.id).then(
      () => notifyApiSuccess('delete'),
      () => undefined,
    );
    setDeleting(null);
  }

  const sortHeader = (field: PlanSortField, label: string) => (
    <SortHeaderCell
      field={field}
      label={label}
      sortField={state.sortField}
      sort={state.sort}
      onSort={(sortField, sort) => update({ sort_field: sortField, sort, page: '1' })}
    />
  );

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
        initialText={state.searchKey}
        label={t(`${texts}.searchLabel`)}
        buttonLabel={t('subscriptionAdmin.search')}
        onSearch={(text) => update({ q: text, page: '1' })}
      />
      <AdminList
        query={query}
        page={state.page}
        onPageChange={(page) => update({ page: String(page) })}
        texts={{
          loading: t('subscriptionAdmin.loading'),
          loadFailed: (error) =>
            t('subscriptionAdmin.loadFailed', { message: describeApiError(error).message }),
          empty: state.searchKey ? t(`${texts}.noMatch`) : t(`${texts}.empty`),
          tableLabel: t(`${texts}.tableLabel`),
          total: (count) => t('subscriptionAdmin.total', { count }),
        }}
        head={
          <TableRow>
            {sortHeader('name', t(`${columns}.name`))}
            <TableCell>{t(`${columns}.image`)}</TableCell>
            {sortHeader('price', t(`${columns}.price`))}
            <TableCell>{t(`${columns}.duration`)}</TableCell>
            <TableCell>{t(`${columns}.freeDays`)}</TableCell>
            <TableCell>{t(`${columns}.contentGroups`)}</TableCell>
            <TableCell align="right">{t(`${columns}.readers`)}</TableCell>
            <TableCell>{t(`${columns}.actions`)}</TableCell>
          </TableRow>
        }
        row={(plan) => (
          <TableRow key={plan.id} hover>
            <TableCell sx={{ fontWeight: 500 }}>{plan.name}</TableCell>
            <TableCell>
              {plan.imageUrl ? (
                <Box
                  component="img"
                  src={plan.imageUrl}
                  alt={t(`${texts}.imageAlt`, { name: plan.name })}
                  sx={{ width: 64, height: 40, objectFit: 'cover', borderRadius: 0.5 }}
                />
              ) : (
                t(`${texts}.noImage`)
              )}
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              <PlanPrice plan={plan} />
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              {durationText(plan.duration, plan.durationType)}
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              {plan.numberFreeTerm > 0
                ? durationText(plan.numberFreeTerm, 0)
                : t(`${texts}.freeNone`)}
            </TableCell>
            <TableCell>
              {plan.subscriptionContentGroups.map((group) => group.contentGroupName).join(', ')}
            </TableCell>
            <TableCell align="right">{plan.registeredCount}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              <Tooltip title={t(`${texts}.edit`, { name: plan.name })}>
                <IconButton
                  aria-label={t(`${texts}.edit`, { name: plan.name })}
                  onClick={() => setEditing(plan)}
                >
                  <EditIcon />
                </IconButton>
              </Tooltip>
              {plan.subscriptionDiscountType === SubscriptionDiscountType.Ordinal ? (
                <Tooltip title={t(`${texts}.ordinals`, { name: plan.name })}>
                  <IconButton
                    aria-label={t(`${texts}.ordinals`, { name: plan.name })}
                    onClick={() => setOrdinalsOf(plan)}
                  >
                    <PercentIcon />
                  </IconButton>
                </Tooltip>
              ) : null}
              <Tooltip title={t(`${texts}.delete`, { name: plan.name })}>
                <IconButton
                  aria-label={t(`${texts}.delete`, { name: plan.name })}
                  onClick={() => setDeleting(plan)}
                  color="error"
                >
                  <DeleteIcon />
                </IconButton>
              </Tooltip>
            </TableCell>
          </TableRow>
        )}
      />
      <PlanDialog
        key={editing === null ? 'closed' : editing === 'new' ? 'new' : editing.id}
        open={editing !== null}
        plan={editing === 'new' ? null : editing}
        onClose={() => setEditing(null)}
      />
      {ordinalsOf ? (
        <DiscountOrdinalsDialog plan={ordinalsOf} onClose={() => setOrdinalsOf(null)} />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        level="danger"
        title={t(`${texts}.deleteTitle`)}
        message={
          deleting && deleting.registeredCount > 0
            ? t(`${texts}.deleteHeld`, { name: deleting.name, count: deleting.registeredCount })
            : t(`${texts}.deleteMessage`, { name: deleting?.name ?? '' })
        }
        isBusy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </Box>
  );
}
