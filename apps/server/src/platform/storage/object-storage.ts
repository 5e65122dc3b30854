import type { Readable, Writable } from 'node:stream';

/** Inclusive byte range, as in an HTTP Range header; `end` defaults to the last byte. */
export interface ByteRange {
  start: number;
  end?: number;
}

export interface StoredObject {
  /** The requested bytes (the whole object without a range). */
  body: Readable;
  /** Size of the whole object, so a caller can write `Content-Range: bytes a-b/size`. */
  size: number;
  /** Only providers that keep metadata know it (S3 does, the local directory does not). */
  contentType?: string;
  /**
   * The local directory's cheaper way to send the same bytes: written straight to `out`
   * through two reused blocks (file-blocks.ts), resolving when all are written; `out` stays
   * open. Take either `body` or this, once.
   */
  writeTo?: (out: Writable) => Promise<void>;
}

/**
 * Where uploaded files, thumbnails and exports live. Keys are relative paths such as
 * `companies/<id>/contents/<id>/source.pdf`; one implementation per provider.
 */
export interface ObjectStorage {
  /** Atomic: readers see the old object or the complete new one, never a partial write. */
  put(key: string, body: Buffer | Readable, contentType?: string): Promise<void>;
  /** Throws StorageNotFoundError when the key is missing, StorageRangeError when `range.start` is past the end. */
  get(key: string, range?: ByteRange): Promise<StoredObject>;
  stat(key: string): Promise<{ size: number } | null>;
  /** Deleting a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** Deletes every object whose key starts with `prefix`, which must end with '/'. */
  deletePrefix(prefix: string): Promise<void>;
}

export class StorageNotFoundError extends Error {
  constructor(readonly key: string) {
    super(`object not found: ${key}`);
    this.name = 'StorageNotFoundError';
  }
}

/** The range starts at or after the end of the object (HTTP 416). */
export class StorageRangeError extends Error {
  constructor(
    readonly key: string,
    readonly size: number,
  ) {
    super(`range not satisfiable for ${key} (size ${size})`);
    this.name = 'StorageRangeError';
  }
}

/**
 * Keys come partly from user-visible ids, so both providers reject anything that could
 * escape the root or mean different things on disk and in a bucket.
 */
export function assertValidKey(key: string): void {
  if (typeof key !== 'string' || key.length === 0 || key.length > 1024) {
    throw new Error(`invalid storage key: must be 1-1024 characters`);
  }
  if (key.startsWith('/') || key.includes('\\') || key.includes('\0') || /^[a-zA-Z]:/.test(key)) {
    throw new Error(`invalid storage key "${key}": must be a relative path with '/' separators`);
  }
  for (const segment of key.split('/')) {
    if (segment === '' || segment === '.' || segment === '..') {
      throw new Error(`invalid storage key "${key}": empty, '.' or '..' path segment`);
    }
  }
}

/** A prefix is a key of a "folder": same rules, plus a trailing '/' so `a/1` cannot match `a/10`. */
export function assertValidPrefix(prefix: string): void {
  if (typeof prefix !== 'string' || !prefix.endsWith('/')) {
    throw new Error(`invalid storage prefix "${prefix}": must end with '/'`);
  }
  assertValidKey(prefix.slice(0, -1));
}

export function assertValidRange(range: ByteRange): void {
  const { start, end } = range;
  if (!Number.isSafeInteger(start) || start < 0) {
    throw new Error(`invalid byte range: start must be an integer >= 0`);
  }
  if (end !== undefined && (!Number.isSafeInteger(end) || end < start)) {
    throw new Error(`invalid byte range: end must be an integer >= start`);
  }
}
