import { ErrorCode, RoleLevel } from '@hondana/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/app-error.js';
import { requireCompany } from '../../platform/http/tenancy.js';
import { envelopeOf, ok, pagedOf, pageQueryOf, toPage } from '../../platform/http/envelope.js';
import {
  createSessionLimitRepository,
  type ExceededSessionListRow,
} from './session-limit.repository.js';

/** Catalogue 793 names 255 characters as the longest search key. */
const MAX_SEARCH_KEY_LENGTH = 255;

const exceededSessionSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  full_name: z.string(),
  email: z.string().nullable(),
  ip_address: z.string().nullable(),
  user_agent: z.string().nullable(),
  occurred_at: z.string(),
});

const pageQuery = pageQueryOf({ search_key: z.string().optional() });

function presentExceededSession(
  row: ExceededSessionListRow,
): z.infer<typeof exceededSessionSchema> {
  return {
    id: row.id,
    user_id: row.userId,
    full_name: row.fullName,
    email: row.email,
    ip_address: row.ipAddress,
    user_agent: row.userAgent,
    occurred_at: row.occurredAt.toISOString(),
  };
}

/** The company administrator's list of sessions ended by the concurrent-session limit. */
export function sessionLimitRoutes(db: Database): FastifyPluginAsyncZod {
  const repository = createSessionLimitRepository(db);
  return async (app) => {
    app.get(
      '/exceed-session/page',
      {
        config: { auth: { roles: [RoleLevel.CompanyAdmin] } },
        schema: {
          tags: ['session-limit'],
          summary: 'Sessions ended because a user went over the concurrent-session limit',
          security: [{ accessToken: [] }],
          querystring: pageQuery,
          response: { 200: envelopeOf(pagedOf(exceededSessionSchema)) },
        },
      },
      async (request) => {
        const company = requireCompany(request);
        const { page, size, search_key: searchKey } = request.query;
        if (searchKey && searchKey.length > MAX_SEARCH_KEY_LENGTH) {
          throw new AppError(ErrorCode.SearchKeyTooLong);
        }
        const { rows, total } = await repository.findExceededPage(company.id, {
          page,
          size,
          searchKey,
        });
        return ok(toPage(rows.map(presentExceededSession), total, page, size));
      },
    );
  };
}
