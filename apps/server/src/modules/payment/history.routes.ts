import { transactionPageQuerySchema, transactionWireSchema } from '@hondana/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf, ok, pagedOf, toPage } from '../../platform/http/envelope.js';
import { companyContextOf } from '../../platform/http/request-context.js';
import { attachmentHeader } from '../content-import/content-import.presenter.js';
import type { HistoryService } from './history.service.js';

const tags = ['payment'];
const csvQuerySchema = transactionPageQuerySchema.omit({ page: true, size: true });

/** The payment history (api-catalogue.md §7 Payment `transaction/page`) and its CSV export. */
export function historyRoutes(service: HistoryService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/transaction/page',
      {
        config: { action: 'payment.transactions' },
        schema: {
          tags,
          summary:
            'Payments, newest first: a reader’s own, or for the company’s administrator every reader’s (filters: search_key, status, user_id)',
          querystring: transactionPageQuerySchema,
          response: { 200: envelopeOf(pagedOf(transactionWireSchema)) },
        },
      },
      async (request) => {
        const { page, size } = request.query;
        const { transactions, total } = await service.page(
          companyContextOf(request),
          request.query,
        );
        return ok(toPage(transactions, total, page, size));
      },
    );

    app.get(
      '/transaction/csv',
      {
        config: { action: 'payment.transactions-csv' },
        schema: {
          tags,
          summary:
            'Every reader’s payments matching the history’s filters as CSV (UTF-8 with BOM, formula cells escaped; the newest 50,000)',
          querystring: csvQuerySchema,
        },
      },
      async (request, reply) => {
        const csv = await service.csv(companyContextOf(request), request.query);
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', attachmentHeader('payments.csv'))
          .header('cache-control', 'no-store')
          .send(csv);
      },
    );
  };
}
