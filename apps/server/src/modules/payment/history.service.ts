import type { TransactionPageQuery, TransactionWire } from '@hondana/contract';
import type { Clock } from '../../platform/clock/clock.js';
import { toSpreadsheetCsv } from '../../platform/csv/csv-export.js';
import type { Database } from '../../platform/db/database.js';
import type { CompanyContext } from '../../platform/http/request-context.js';
import { readerIdOf } from '../subscription/plan.service.js';
import {
  createPaymentOrderRepository,
  type ListedOrder,
  type OrderFilter,
} from './payment-order.repository.js';

/** Rows read per query while writing the CSV: memory stays flat in the number of orders. */
const CSV_BATCH = 1000;
/**
 * The newest orders a CSV holds at most: a spreadsheet's worth (years of a large company's
 * payments); a longer history is exported a status or a search at a time.
 */
export const CSV_MAX_ROWS = 50_000; // a multiple of CSV_BATCH

export const transactionCsvColumns = [
  'order_id',
  'created_date',
  'status',
  'kind',
  'period',
  'plan_name',
  'price',
  'coupon_code',
  'card_number',
  'message',
  'user_id',
  'user_name',
  'user_email',
] as const;

export function presentTransaction({ order, userName, userEmail }: ListedOrder): TransactionWire {
  return {
    id: order.id,
    name: order.planName,
    price: order.amount,
    created_date: order.createdAt.toISOString(),
    // Superseded orders are never listed (the repository leaves them out); FAILED is their nearest.
    status: order.status === 'SUPERSEDED' ? 'FAILED' : order.status,
    kind: order.kind,
    period: order.period,
    coupon_code: order.couponCode,
    card_number: order.maskedCard,
    message: order.message,
    user_id: order.userId,
    user_name: userName,
    user_email: userEmail,
  };
}

type HistoryFilter = Pick<TransactionPageQuery, 'search_key' | 'status' | 'user_id'>;

/** The payment history: a reader's own orders, or every reader's for the company's administrator. */
export function createHistoryService({ db, clock }: { db: Database; clock: Clock }) {
  const orders = createPaymentOrderRepository(db);

  /** A reader is held to their own orders whatever user_id they send. */
  function filterOf(ctx: CompanyContext, query: HistoryFilter): OrderFilter {
    const readerId = readerIdOf(ctx);
    return {
      userId: readerId ?? query.user_id,
      status: query.status,
      search: query.search_key || undefined,
    };
  }

  return {
    async page(ctx: CompanyContext, query: TransactionPageQuery) {
      const { rows, total } = await orders.page(
        ctx.company.id,
        filterOf(ctx, query),
        query.page,
        query.size,
      );
      return { transactions: rows.map(presentTransaction), total };
    },

    /** The filtered history as a spreadsheet CSV, newest first, at most CSV_MAX_ROWS rows. */
    async csv(ctx: CompanyContext, query: HistoryFilter): Promise<string> {
      // Orders made while the file is written would shift the pages under it: they wait for the next.
      const filter = { ...filterOf(ctx, query), createdBefore: clock.now() };
      const rows: (string | number | null)[][] = [];
      for (let page = 1; rows.length < CSV_MAX_ROWS; page += 1) {
        const batch = await orders.page(ctx.company.id, filter, page, CSV_BATCH);
        for (const listed of batch.rows) {
          const t = presentTransaction(listed);
          rows.push([
            t.id,
            t.created_date,
            t.status,
            t.kind,
            t.period,
            t.name,
            t.price,
            t.coupon_code,
            t.card_number,
            t.message,
            t.user_id,
            t.user_name,
            t.user_email,
          ]);
        }
        if (batch.rows.length < CSV_BATCH) break;
      }
      return toSpreadsheetCsv(transactionCsvColumns, rows);
    },
  };
}

export type HistoryService = ReturnType<typeof createHistoryService>;
