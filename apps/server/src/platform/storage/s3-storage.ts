import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import {
  assertValidKey,
  assertValidPrefix,
  assertValidRange,
  StorageNotFoundError,
  StorageRangeError,
  type ObjectStorage,
} from './object-storage.js';

export interface S3StorageOptions {
  bucket: string;
  /** For S3-compatible services (MinIO, R2, ...); unset means AWS. */
  endpoint?: string;
  region: string;
  /** Unset: the SDK's default chain (environment, instance role). */
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle?: boolean;
}

/** Stores objects in an S3 bucket; a single PUT is atomic, so no temp object is needed. */
export function createS3Storage(opts: S3StorageOptions): ObjectStorage {
  const { bucket } = opts;
  if (!bucket) throw new Error('S3 storage needs a bucket name');
  if (Boolean(opts.accessKeyId) !== Boolean(opts.secretAccessKey)) {
    throw new Error('S3 storage needs both an access key id and a secret access key, or neither');
  }
  const client = new S3Client({
    region: opts.region,
    endpoint: opts.endpoint,
    forcePathStyle: opts.forcePathStyle,
    credentials:
      opts.accessKeyId && opts.secretAccessKey
        ? { accessKeyId: opts.accessKeyId, secretAccessKey: opts.secretAccessKey }
        : undefined,
    // Recent SDKs add CRC checksums (and aws-chunked uploads) by default, which many
    // S3-compatible servers reject; only send checksums where the API demands them.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });

  async function readSize(key: string): Promise<number | null> {
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
      return head.ContentLength ?? 0;
    } catch (error) {
      if (isStatus(error, 404)) return null;
      throw error;
    }
  }

  return {
    async put(key, body, contentType) {
      assertValidKey(key);
      if (Buffer.isBuffer(body)) {
        await client.send(
          new PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentType: contentType }),
        );
        return;
      }
      // A plain PUT needs the length up front; spooling to disk keeps large uploads out of memory.
      const spoolPath = path.join(tmpdir(), `hondana-s3-${randomUUID()}`);
      try {
        await pipeline(body as Readable, createWriteStream(spoolPath));
        const { size } = await stat(spoolPath);
        await client.send(
          new PutObjectCommand({
            Bucket: bucket,
            Key: key,
            Body: createReadStream(spoolPath),
            ContentLength: size,
            ContentType: contentType,
          }),
        );
      } finally {
        await rm(spoolPath, { force: true });
      }
    },

    async get(key, range) {
      assertValidKey(key);
      if (range) assertValidRange(range);
      try {
        const response = await client.send(
          new GetObjectCommand({
            Bucket: bucket,
            Key: key,
            Range: range ? `bytes=${range.start}-${range.end ?? ''}` : undefined,
          }),
        );
        const size = parseTotalSize(response.ContentRange) ?? response.ContentLength ?? 0;
        return { body: response.Body as Readable, size, contentType: response.ContentType };
      } catch (error) {
        if (isStatus(error, 404)) throw new StorageNotFoundError(key);
        if (isStatus(error, 416)) {
          const size = await readSize(key);
          if (size === null) throw new StorageNotFoundError(key);
          throw new StorageRangeError(key, size);
        }
        throw error;
      }
    },

    async stat(key) {
      assertValidKey(key);
      const size = await readSize(key);
      return size === null ? null : { size };
    },

    async delete(key) {
      assertValidKey(key);
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },

    async deletePrefix(prefix) {
      assertValidPrefix(prefix);
      // Deleting while listing is safe: each page is fetched fresh, so no token goes stale.
      for (;;) {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, MaxKeys: 1000 }),
        );
        const keys = (page.Contents ?? []).flatMap((item) => (item.Key ? [{ Key: item.Key }] : []));
        if (keys.length === 0) return;
        const result = await client.send(
          new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: keys, Quiet: true } }),
        );
        const failure = result.Errors?.[0];
        if (failure) {
          throw new Error(
            `could not delete ${failure.Key ?? prefix}: ${failure.Code ?? ''} ${failure.Message ?? ''}`,
          );
        }
        if (!page.IsTruncated) return;
      }
    },
  };
}

function isStatus(error: unknown, status: number): boolean {
  if (error instanceof S3ServiceException) return error.$metadata.httpStatusCode === status;
  const metadata = (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata;
  return metadata?.httpStatusCode === status;
}

/** `bytes 0-9/100` → 100 */
function parseTotalSize(contentRange: string | undefined): number | null {
  const match = contentRange ? /\/(\d+)\s*$/.exec(contentRange) : null;
  return match?.[1] ? Number(match[1]) : null;
}
