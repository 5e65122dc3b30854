import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseS3Bucket, createStorage } from './storage.js';

describe('createStorage', () => {
  it('parses s3://bucket and rejects other values', () => {
    expect(parseS3Bucket('s3://my-bucket')).toBe('my-bucket');
    expect(parseS3Bucket('s3://my.bucket/')).toBe('my.bucket');
    for (const bad of [
      'my-bucket',
      's3://',
      's3://Upper',
      's3://b/prefix',
      'gs://bucket',
      'file:///tmp',
    ]) {
      expect(() => parseS3Bucket(bad), bad).toThrow(/STORAGE must be unset or "s3:\/\/<bucket>"/);
    }
  });

  it('uses DATA_DIR/files when STORAGE is unset', async () => {
    const dataDir = path.join('/tmp', `hondana-create-storage-${process.pid}`);
    const storage = createStorage({ dataDir, s3Region: 'us-east-1' });
    await expect(storage.stat('x/y')).resolves.toBeNull();
  });

  it('refuses half of a key pair', () => {
    expect(() =>
      createStorage({
        storage: 's3://bucket-a',
        dataDir: '/tmp',
        s3Region: 'us-east-1',
        s3AccessKeyId: 'id',
      }),
    ).toThrow(/both an access key id and a secret access key/);
  });
});
