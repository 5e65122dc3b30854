import { z } from 'zod';

/** Success envelope: `{status: 200, results, message}`. */
export function ok<T>(results: T, message = 'OK') {
  return { status: 200 as const, results, message };
}

/** Response schema of a route answering `results` in the envelope; used for serialization and OpenAPI. */
export function envelopeOf<T extends z.ZodType>(results: T) {
  return z.object({ status: z.number().int(), results, message: z.string() });
}

export const errorEnvelopeSchema = envelopeOf(z.unknown());

/** Wire shape of a page (architecture.md §3): `number` is 1-based unless a call says otherwise. */
export function pagedOf<T extends z.ZodType>(item: T) {
  return z.object({
    content: z.array(item),
    total_elements: z.number().int(),
    total_pages: z.number().int(),
    size: z.number().int(),
    number: z.number().int(),
  });
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
