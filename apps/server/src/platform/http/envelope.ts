import { limits, pagedSchemaOf, pagingDefaults } from '@hondana/contract';
import { z } from 'zod';

/** Success envelope: `{status: 200, results, message}`. */
export function ok<T>(results: T, message = 'OK') {
  return { status: 200 as const, results, message };
}

/** Response schema of a route answering `results` in the envelope; used for serialization and OpenAPI. */
export function envelopeOf<T extends z.core.$ZodType>(results: T) {
  return z.object({ status: z.number().int(), results, message: z.string() });
}

export const errorEnvelopeSchema = envelopeOf(z.unknown());

/** Wire shape of a page (architecture.md §3): `number` is 1-based unless a call says otherwise. */
export const pagedOf = pagedSchemaOf;

/** The `page` (1-based) and `size` (1-100, default 10) query of every list call. */
const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(limits.int4Max).default(pagingDefaults.page),
  size: z.coerce.number().int().min(1).max(100).default(pagingDefaults.size),
});

/** A list call's query: page and size plus the call's own filters. */
export function pageQueryOf<T extends z.ZodRawShape>(filters: T) {
  return pageQuerySchema.extend(filters);
}

export function toPage<T>(content: T[], total: number, page: number, size: number) {
  return {
    content,
    total_elements: total,
    total_pages: size > 0 ? Math.ceil(total / size) : 0,
    size,
    number: page,
  };
}
