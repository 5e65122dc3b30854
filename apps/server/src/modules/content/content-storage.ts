import { newElementId } from '../../platform/crypto/ids.js';
import { companyStoragePrefix } from '../company/company-images.js';

/**
 * Every object of a content lives under this prefix (the file, the optimized copy, covers), so
 * deleting the content deletes the prefix. Keys are never shown to clients.
 */
export function contentStoragePrefix(companyId: number, contentId: string): string {
  return `${companyStoragePrefix(companyId)}contents/${contentId}/`;
}

/**
 * A fresh key for an uploaded book: each upload gets its own, so replacing a file never
 * overwrites the one a reader is streaming, and a failed replacement leaves the old one whole.
 */
export function newBookFileKey(companyId: number, contentId: string): string {
  return `${contentStoragePrefix(companyId, contentId)}file-${newElementId(12)}`;
}

export type CoverSize = 'small' | 'large';

/** `cover_key` is a prefix written by processing: `<prefix>-small.webp`, `<prefix>-large.webp`. */
export function coverObjectKey(coverKey: string, size: CoverSize): string {
  return `${coverKey}-${size}.webp`;
}
