import type { ChipProps } from '@mui/material/Chip';

/** How a payment reads (product.md §3): SUCCESS confirmed, PENDING before payment, else an error. */
export type TransactionStatusLabel = 'SUCCESS' | 'PENDING' | 'error';

export function transactionStatusLabelOf(status: string): TransactionStatusLabel {
  return status === 'SUCCESS' || status === 'PENDING' ? status : 'error';
}

const colors: Record<TransactionStatusLabel, ChipProps['color']> = {
  SUCCESS: 'success',
  PENDING: 'default',
  error: 'error',
};

export function transactionStatusColorOf(status: string): ChipProps['color'] {
  return colors[transactionStatusLabelOf(status)];
}
