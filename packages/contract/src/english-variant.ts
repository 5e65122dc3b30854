import { z } from 'zod';

// The English variants of company texts in requests and admin answers (localized.ts explains
// the rule). The readers' first answers (wire.ts, wire-library.ts) write theirs in zod/mini.

/**
 * A change's English variant of a text whose own field allows `max` characters: the same length
 * rule, optional and nullable. Blank or null clears it; absent keeps the stored value on a change
 * (and stores none on an addition), so a client that does not know the field never erases it.
 */
export function englishVariantSchema(max: number) {
  return z.string().trim().max(max).nullable().optional();
}

/**
 * An answer's English variant: null when the company has not written one. The server always sends
 * it; it is optional here so that a client's fixtures and an older server's answers still parse.
 */
export const englishVariantWireSchema = z.string().nullable().optional();

/** The stored value of a change's English variant: a blank text is no variant. */
export function englishVariantValue(value: string | null | undefined): string | null | undefined {
  if (value === undefined) return undefined;
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/**
 * The columns a change writes for English variants: `{ labelEn: 'Title' }` for a text, null for a
 * blank, nothing for an absent one (the stored variant stays).
 */
export function englishVariantChanges<K extends string>(
  variants: Record<K, string | null | undefined>,
): Partial<Record<K, string | null>> {
  const changes: Partial<Record<K, string | null>> = {};
  for (const key of Object.keys(variants) as K[]) {
    const value = englishVariantValue(variants[key]);
    if (value !== undefined) changes[key] = value;
  }
  return changes;
}
