import path from 'node:path';
import { createLocalStorage } from './local-storage.js';
import type { ObjectStorage } from './object-storage.js';
import { createS3Storage } from './s3-storage.js';

export interface StorageConfig {
  /** `s3://bucket`, or unset for files under DATA_DIR/files. */
  storage?: string;
  dataDir: string;
  s3Endpoint?: string;
  s3Region: string;
  s3AccessKeyId?: string;
  s3SecretAccessKey?: string;
}

/** Picks the provider named by STORAGE. */
export function createStorage(config: StorageConfig): ObjectStorage {
  if (!config.storage) {
    return createLocalStorage(path.join(config.dataDir, 'files'));
  }
  const bucket = parseS3Bucket(config.storage);
  return createS3Storage({
    bucket,
    endpoint: config.s3Endpoint,
    region: config.s3Region,
    accessKeyId: config.s3AccessKeyId,
    secretAccessKey: config.s3SecretAccessKey,
    // Self-hosted S3-compatible servers rarely have wildcard DNS for bucket subdomains.
    forcePathStyle: Boolean(config.s3Endpoint),
  });
}

/** `s3://bucket` → `bucket`; anything else is a configuration mistake worth stopping for. */
export function parseS3Bucket(storage: string): string {
  const match = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])\/?$/.exec(storage);
  if (!match?.[1]) {
    throw new Error(
      `STORAGE must be unset or "s3://<bucket>" (a valid bucket name), got "${storage}"`,
    );
  }
  return match[1];
}
