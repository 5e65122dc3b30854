// zod/mini, as wire-branding.ts explains: the home page's lists are pages.
import * as z from 'zod/mini';

/** Schema of a page of `item` on the wire (see {@link Paged} in wire.ts). */
export function pagedSchemaOf<T extends z.core.$ZodType>(item: T) {
  return z.object({
    content: z.array(item),
    total_elements: z.int(),
    total_pages: z.int(),
    size: z.int(),
    number: z.int(),
  });
}
