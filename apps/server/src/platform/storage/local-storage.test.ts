import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable, Writable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from './local-storage.js';
import { describeObjectStorageContract } from './object-storage.contract.js';
import type { ObjectStorage } from './object-storage.js';

describe('local storage', () => {
  let baseDir: string;
  let rootDir: string;
  let storage: ObjectStorage;

  beforeAll(async () => {
    baseDir = await mkdtemp(path.join(tmpdir(), 'hondana-local-storage-'));
    rootDir = path.join(baseDir, 'files');
    storage = createLocalStorage(rootDir);
  });
  afterAll(async () => {
    await rm(baseDir, { recursive: true, force: true });
  });

  describeObjectStorageContract(() => storage);

  it('writes objects as files under the root and leaves no temp file behind', async () => {
    await storage.put('c9/file.txt', Buffer.from('hello'));
    async function* failingUpload() {
      yield Buffer.from('partial');
      throw new Error('aborted');
    }
    await expect(storage.put('c9/broken.txt', Readable.from(failingUpload()))).rejects.toThrow(
      'aborted',
    );
    expect(await readdir(path.join(rootDir, 'c9'))).toEqual(['file.txt']);
    expect(await readdir(path.join(rootDir, '.tmp'))).toEqual([]);
  });

  it('does not let a key reach the temp area or a file beside the root', async () => {
    await writeFile(path.join(baseDir, 'secret.txt'), 'outside');
    await expect(storage.get('.tmp/x')).rejects.toThrow(/reserved/);
    await expect(storage.get('../secret.txt')).rejects.toThrow(/invalid storage key/);
    await expect(storage.deletePrefix('../')).rejects.toThrow(/invalid storage key/);
  });

  it('does not treat a file as a folder in deletePrefix', async () => {
    await storage.put('c8/a', Buffer.from('file named a'));
    await storage.deletePrefix('c8/a/');
    expect(await storage.stat('c8/a')).toEqual({ size: 12 });
  });

  it('writes the same bytes as its stream, straight to a writable, once', async () => {
    await storage.put('c7/book.bin', Buffer.from('0123456789'));
    const received: Buffer[] = [];
    const out = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        received.push(Buffer.from(chunk));
        callback();
      },
    });
    const range = await storage.get('c7/book.bin', { start: 2, end: 5 });
    await range.writeTo!(out);
    expect(Buffer.concat(received).toString()).toBe('2345');
    expect(() => range.body).toThrow(/already taken/);
    await expect(range.writeTo!(out)).rejects.toThrow(/already taken/);

    const whole = await storage.get('c7/book.bin');
    expect((await buffer(whole.body)).toString()).toBe('0123456789');
    await expect(whole.writeTo!(out)).rejects.toThrow(/already taken/);
  });
});
