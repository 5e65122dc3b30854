import { randomBytes } from 'node:crypto';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/**
 * A new element id (product.md §5: lowercase alphanumeric, 20 to 64 characters): 24 characters
 * from a 36-letter alphabet carry 124 random bits. Rejection sampling keeps letters uniform.
 */
export function newElementId(length = 24): string {
  let id = '';
  while (id.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < 252 && id.length < length) id += ALPHABET[byte % 36];
    }
  }
  return id;
}
