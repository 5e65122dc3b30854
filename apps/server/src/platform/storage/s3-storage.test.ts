import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeObjectStorageContract } from './object-storage.contract.js';
import type { ObjectStorage } from './object-storage.js';
import { createS3Storage } from './s3-storage.js';
import { createStorage } from './storage.js';

// s3rver ships no types; this is the part of its API the test uses.
interface S3rverServer {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
  store: { deleteObject(bucket: string, key: string): Promise<void> };
}
type S3rverConstructor = new (options: {
  address: string;
  port: number;
  directory: string;
  silent: boolean;
  configureBuckets: { name: string }[];
}) => S3rverServer;
const S3rver = createRequire(import.meta.url)('s3rver') as S3rverConstructor;

const BUCKET = 'hondana-test';
// s3rver accepts exactly these credentials.
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

describe('S3 storage (against a local s3rver)', () => {
  let dir: string;
  let server: S3rverServer;
  let endpoint: string;
  let storage: ObjectStorage;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'hondana-s3rver-'));
    server = new S3rver({
      address: '127.0.0.1',
      port: 0,
      directory: dir,
      silent: true,
      configureBuckets: [{ name: BUCKET }],
    });
    serializeDeletes(server);
    const address = await server.run();
    endpoint = `http://127.0.0.1:${address.port}`;
    storage = createS3Storage({
      bucket: BUCKET,
      endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      ...CREDENTIALS,
    });
  });
  afterAll(async () => {
    await server?.close();
    await rm(dir, { recursive: true, force: true });
  });

  describeObjectStorageContract(() => storage);

  it('keeps the content type', async () => {
    await storage.put('c5/page.png', Buffer.from('png bytes'), 'image/png');
    expect((await storage.get('c5/page.png')).contentType).toBe('image/png');
  });

  it('is what createStorage builds for STORAGE=s3://bucket', async () => {
    const configured = createStorage({
      storage: `s3://${BUCKET}`,
      dataDir: dir,
      s3Endpoint: endpoint,
      s3Region: 'us-east-1',
      s3AccessKeyId: CREDENTIALS.accessKeyId,
      s3SecretAccessKey: CREDENTIALS.secretAccessKey,
    });
    await configured.put('c7/via-config.txt', Buffer.from('configured'));
    expect((await buffer((await storage.get('c7/via-config.txt')).body)).toString()).toBe(
      'configured',
    );
  });
});

/**
 * s3rver deletes the keys of one DeleteObjects request concurrently and then removes emptied
 * folders with a racy readdir/rmdir, answering InternalError. Real S3 has no folders; running
 * its deletes one at a time keeps the test about our adapter, not that bug.
 */
function serializeDeletes(server: S3rverServer): void {
  const deleteObject = server.store.deleteObject.bind(server.store);
  let queue: Promise<void> = Promise.resolve();
  server.store.deleteObject = (bucket, key) => {
    const result = queue.then(() => deleteObject(bucket, key));
    queue = result.catch(() => undefined);
    return result;
  };
}
