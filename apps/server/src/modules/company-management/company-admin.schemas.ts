import { companySettingsInputSchema, limits, idParamSchema } from '@hondana/contract';
import { z } from 'zod';
import { pageQueryOf } from '../../platform/http/envelope.js';

// Wire shapes (snake_case) of the system administrator's company calls (api-catalogue.md §7
// Company). The bodies the web sends come from the contract; the rest are the server's own.

export const companyUpdateBodySchema = companySettingsInputSchema;

export const companyIdParamsSchema = z.object({ id: idParamSchema });
export const companyIdQuerySchema = companyIdParamsSchema;

export const companyPageQuerySchema = pageQueryOf({
  search_key: z.string().max(limits.companyTextMaxLength).optional(),
  sort_field: z.enum(['id', 'name']).default('id'),
  sort: z.enum(['asc', 'desc']).default('desc'),
});
