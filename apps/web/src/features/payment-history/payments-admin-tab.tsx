import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import DownloadIcon from '@mui/icons-material/Download';
import { useTranslation } from 'react-i18next';
import { OrderStatus } from '@hondana/contract';
import { AdminScreenHeader, adminScreenSx } from '../../ui/admin-list/admin-list';
import { AdminSearchForm, useListParams } from '../../ui/admin-list/list-params';
import { describeApiError } from '../../ui/feedback/api-notify';
import { enqueueToast } from '../../ui/toasts/toast-store';
import { parsePageParam } from '../../ui/pager/pager-window';
import {
  saveTransactionsCsv,
  useTransactionPage,
  type TransactionFilter,
} from './payment-history-api';
import { TransactionsTable } from './transactions-table';

const statuses = [OrderStatus.Success, OrderStatus.Pending, OrderStatus.Failed] as const;

/** The tab's list state in the address (?q=&status=&page=), so back and reload keep it. */
function usePaymentListParams() {
  const [params, update] = useListParams();
  const status = statuses.find((value) => value === params.get('status'));
  const filter: TransactionFilter = {
    searchKey: params.get('q') ?? '',
    ...(status ? { status } : {}),
  };
  return { page: parsePageParam(params.get('page')), filter, update };
}

/**
 * The company administrator's payments tab of /company/subscription: every reader's payments,
 * newest first, searchable (plan, order number, reader) and filtered by status, with the CSV of
 * what the filters select.
 */
export function PaymentsAdminTab() {
  const { t } = useTranslation();
  const { page, filter, update } = usePaymentListParams();
  const query = useTransactionPage(page, filter);
  const [isSaving, setIsSaving] = useState(false);
  const texts = 'paymentHistory.admin';

  async function downloadCsv() {
    setIsSaving(true);
    await saveTransactionsCsv(filter).catch((error: unknown) =>
      enqueueToast({ severity: 'error', message: describeApiError(error).message }),
    );
    setIsSaving(false);
  }

  return (
    <Box sx={adminScreenSx}>
      <AdminScreenHeader
        title={t(`${texts}.title`)}
        intro={t(`${texts}.intro`)}
        actions={
          <Button
            variant="outlined"
            startIcon={<DownloadIcon />}
            disabled={isSaving}
            onClick={() => void downloadCsv()}
          >
            {t(`${texts}.downloadCsv`)}
          </Button>
        }
      />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <AdminSearchForm
          initialText={filter.searchKey ?? ''}
          label={t(`${texts}.searchLabel`)}
          buttonLabel={t(`${texts}.search`)}
          onSearch={(text) => update({ q: text, page: '1' })}
        />
        <TextField
          select
          size="small"
          label={t(`${texts}.statusFilter`)}
          value={filter.status ?? ''}
          onChange={(event) => update({ status: event.target.value, page: '1' })}
          // "All" is the empty value: shown as chosen, with the label above it.
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 160 }}
        >
          <MenuItem value="">{t(`${texts}.allStatuses`)}</MenuItem>
          {statuses.map((status) => (
            <MenuItem key={status} value={status}>
              {t(`paymentHistory.status.${status === OrderStatus.Failed ? 'error' : status}`)}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <TransactionsTable
        query={query}
        page={page}
        onPageChange={(next) => update({ page: String(next) })}
        showReader
        filtered={Boolean(filter.searchKey || filter.status)}
      />
    </Box>
  );
}
