import './payment-history-texts';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { AdminList, type PagedQuery } from '../../ui/admin-list/admin-list';
import { describeApiError } from '../../ui/feedback/api-notify';
import { formatDisplayDateTime } from '../../ui/format/display-date';
import { formatYen } from '../../ui/format/yen';
import type { Transaction } from './payment-history-api';
import { transactionStatusColorOf, transactionStatusLabelOf } from './transaction-status';

export interface TransactionsTableProps {
  query: PagedQuery<Transaction>;
  page: number;
  onPageChange: (page: number) => void;
  /** The administrator's view: every reader's payments, with the reader and the order number. */
  showReader?: boolean;
  /** A search or filter is applied (the empty state says no payment matches). */
  filtered?: boolean;
}

/**
 * Payments, newest first, 10 a page: when, which plan (first order or a renewal), the amount
 * with tax, the status as product.md §3 says, and the card (at most 6 + 4 digits), with the
 * gateway's message under a failed one.
 */
export function TransactionsTable({
  query,
  page,
  onPageChange,
  showReader = false,
  filtered = false,
}: TransactionsTableProps) {
  const { t } = useTranslation();
  const texts = 'paymentHistory';
  const columns = `${texts}.columns` as const;
  const none = t(`${texts}.none`);

  return (
    <AdminList
      query={query}
      page={page}
      onPageChange={onPageChange}
      texts={{
        loading: t(`${texts}.loading`),
        loadFailed: (error) =>
          t(`${texts}.loadFailed`, { message: describeApiError(error).message }),
        empty: filtered ? t(`${texts}.noMatch`) : t(`${texts}.empty`),
        tableLabel: t(`${texts}.tableLabel`),
        total: (count) => t(`${texts}.total`, { count }),
      }}
      head={
        <TableRow>
          <TableCell>{t(`${columns}.date`)}</TableCell>
          {showReader ? <TableCell>{t(`${columns}.reader`)}</TableCell> : null}
          <TableCell>{t(`${columns}.plan`)}</TableCell>
          <TableCell>{t(`${columns}.kind`)}</TableCell>
          <TableCell align="right">{t(`${columns}.price`)}</TableCell>
          <TableCell>{t(`${columns}.status`)}</TableCell>
          <TableCell>{t(`${columns}.card`)}</TableCell>
          {showReader ? <TableCell>{t(`${columns}.coupon`)}</TableCell> : null}
          {showReader ? <TableCell>{t(`${columns}.orderId`)}</TableCell> : null}
        </TableRow>
      }
      row={(payment) => {
        const status = transactionStatusLabelOf(payment.status);
        return (
          <TableRow key={payment.id} hover data-payment-status={payment.status}>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              {formatDisplayDateTime(payment.createdDate)}
            </TableCell>
            {showReader ? (
              <TableCell sx={{ wordBreak: 'break-word' }}>
                <Box>{payment.userName || none}</Box>
                {payment.userEmail ? (
                  <Typography variant="body2" color="text.secondary">
                    {payment.userEmail}
                  </Typography>
                ) : null}
              </TableCell>
            ) : null}
            <TableCell sx={{ wordBreak: 'break-word' }}>{payment.name}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              {t(`${texts}.kind.${payment.kind}`, { period: payment.period })}
            </TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              {formatYen(payment.price)}
            </TableCell>
            <TableCell>
              <Chip
                size="small"
                variant="outlined"
                color={transactionStatusColorOf(payment.status)}
                label={t(`${texts}.status.${status}`)}
              />
              {status === 'error' && payment.message ? (
                <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                  {payment.message}
                </Typography>
              ) : null}
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap', fontFamily: 'monospace' }}>
              {payment.cardNumber ?? none}
            </TableCell>
            {showReader ? <TableCell>{payment.couponCode ?? none}</TableCell> : null}
            {showReader ? (
              <TableCell sx={{ wordBreak: 'break-all', fontSize: '0.75rem' }}>
                {payment.id}
              </TableCell>
            ) : null}
          </TableRow>
        );
      }}
    />
  );
}
