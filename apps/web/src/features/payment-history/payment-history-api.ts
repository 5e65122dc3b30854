/**
 * The payment history (api-catalogue §7 Payment `transaction/page`): a reader's own payments,
 * or every reader's for the company administrator, and the administrator's CSV of them.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { pagedSchemaOf, transactionWireSchema, type OrderStatus } from '@hondana/contract';
import { apiClient } from '../../api/api-client';
import { saveApiFile } from '../../api/api-download';
import type { CamelCasedDeep } from '../../api/case-conversion';

export type Transaction = CamelCasedDeep<z.output<typeof transactionWireSchema>>;

/** Payment history shows 10 a page (product.md §9). */
export const transactionPageSize = 10;

export interface TransactionFilter {
  searchKey?: string;
  status?: OrderStatus;
}

/** Under the subscription keys: a payment also changes the reader's registrations. */
export const transactionQueryKey = ['subscription', 'transactions'] as const;

const transactionPageSchema = pagedSchemaOf(transactionWireSchema);

function queryOf(filter: TransactionFilter) {
  return {
    ...(filter.searchKey ? { search_key: filter.searchKey } : {}),
    ...(filter.status ? { status: filter.status } : {}),
  };
}

export function useTransactionPage(page: number, filter: TransactionFilter = {}) {
  return useQuery({
    queryKey: [...transactionQueryKey, page, filter],
    queryFn: ({ signal }) =>
      apiClient.get('/transaction/page', {
        query: { page, size: transactionPageSize, ...queryOf(filter) },
        schema: transactionPageSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** `GET transaction/csv`: the administrator's filtered history, saved by the browser. */
export function saveTransactionsCsv(filter: TransactionFilter): Promise<void> {
  return saveApiFile('/transaction/csv', { query: queryOf(filter), fallbackName: 'payments.csv' });
}
