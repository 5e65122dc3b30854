import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { StorageNotFoundError, StorageRangeError, type ObjectStorage } from './object-storage.js';

/** Behaviour every provider must share; each provider's test file runs it against a real backend. */
export function describeObjectStorageContract(getStorage: () => ObjectStorage): void {
  const text = Buffer.from('0123456789abcdefghij');

  async function readAll(
    storage: ObjectStorage,
    key: string,
    range?: { start: number; end?: number },
  ) {
    const object = await storage.get(key, range);
    return { ...object, bytes: await buffer(object.body) };
  }

  describe('object storage contract', () => {
    it('stores a buffer and reads it back with its size', async () => {
      const storage = getStorage();
      await storage.put('c1/docs/a.txt', text, 'text/plain');
      const object = await readAll(storage, 'c1/docs/a.txt');
      expect(object.bytes.equals(text)).toBe(true);
      expect(object.size).toBe(text.length);
      if (object.contentType !== undefined) expect(object.contentType).toBe('text/plain');
      expect(await storage.stat('c1/docs/a.txt')).toEqual({ size: text.length });
    });

    it('stores a stream and replaces an existing object', async () => {
      const storage = getStorage();
      await storage.put('c1/stream.bin', Buffer.from('old'));
      const chunks = [Buffer.alloc(70_000, 1), Buffer.alloc(50_000, 2)];
      await storage.put('c1/stream.bin', Readable.from(chunks), 'application/octet-stream');
      const object = await readAll(storage, 'c1/stream.bin');
      expect(object.bytes.equals(Buffer.concat(chunks))).toBe(true);
      expect(object.size).toBe(120_000);
    });

    it('keeps the old object when an upload stream fails midway', async () => {
      const storage = getStorage();
      await storage.put('c1/atomic.txt', Buffer.from('complete old version'));
      async function* failingUpload() {
        yield Buffer.alloc(10_000, 7);
        throw new Error('client disconnected');
      }
      await expect(storage.put('c1/atomic.txt', Readable.from(failingUpload()))).rejects.toThrow(
        'client disconnected',
      );
      await expect(storage.put('c1/never.txt', Readable.from(failingUpload()))).rejects.toThrow(
        'client disconnected',
      );
      expect((await readAll(storage, 'c1/atomic.txt')).bytes.toString()).toBe(
        'complete old version',
      );
      expect(await storage.stat('c1/never.txt')).toBeNull();
    });

    it('reads inclusive byte ranges and reports the whole size', async () => {
      const storage = getStorage();
      await storage.put('c1/range.txt', text);
      const middle = await readAll(storage, 'c1/range.txt', { start: 2, end: 5 });
      expect(middle.bytes.toString()).toBe('2345');
      expect(middle.size).toBe(text.length);
      expect((await readAll(storage, 'c1/range.txt', { start: 15 })).bytes.toString()).toBe(
        'fghij',
      );
      // An end past the object is clamped, as HTTP servers do.
      expect(
        (await readAll(storage, 'c1/range.txt', { start: 18, end: 500 })).bytes.toString(),
      ).toBe('ij');
      await expect(storage.get('c1/range.txt', { start: 20 })).rejects.toBeInstanceOf(
        StorageRangeError,
      );
      await expect(storage.get('c1/range.txt', { start: 5, end: 2 })).rejects.toThrow(
        /invalid byte range/,
      );
    });

    it('treats missing keys as not found', async () => {
      const storage = getStorage();
      await expect(storage.get('c1/missing.txt')).rejects.toBeInstanceOf(StorageNotFoundError);
      await expect(storage.get('c1/missing.txt', { start: 0 })).rejects.toBeInstanceOf(
        StorageNotFoundError,
      );
      expect(await storage.stat('c1/missing.txt')).toBeNull();
      await expect(storage.delete('c1/missing.txt')).resolves.toBeUndefined();
    });

    it('deletes one object', async () => {
      const storage = getStorage();
      await storage.put('c1/del/x.txt', text);
      await storage.put('c1/del/y.txt', text);
      await storage.delete('c1/del/x.txt');
      expect(await storage.stat('c1/del/x.txt')).toBeNull();
      expect(await storage.stat('c1/del/y.txt')).toEqual({ size: text.length });
    });

    it('deletes everything under a prefix and nothing beside it', async () => {
      const storage = getStorage();
      const inside = ['c2/items/1/a.pdf', 'c2/items/1/thumbs/p1.png', 'c2/items/1/thumbs/p2.png'];
      const outside = ['c2/items/10/a.pdf', 'c2/items/1.txt', 'c3/items/1/a.pdf'];
      for (const key of [...inside, ...outside]) await storage.put(key, Buffer.from(key));
      await storage.deletePrefix('c2/items/1/');
      for (const key of inside) expect(await storage.stat(key)).toBeNull();
      for (const key of outside) expect(await storage.stat(key)).not.toBeNull();
      await expect(storage.deletePrefix('c2/nothing-here/')).resolves.toBeUndefined();
    });

    it('rejects keys that could escape the root or are ambiguous', async () => {
      const storage = getStorage();
      for (const key of ['../x', 'a/../../x', '/etc/passwd', 'a//b', '', 'a\\b', 'a/./b']) {
        await expect(storage.put(key, text), key).rejects.toThrow(/invalid storage key/);
        await expect(storage.get(key), key).rejects.toThrow(/invalid storage key/);
      }
      await expect(storage.deletePrefix('c2')).rejects.toThrow(/must end with '\/'/);
      await expect(storage.deletePrefix('/')).rejects.toThrow(/invalid storage key/);
      await expect(storage.deletePrefix('../')).rejects.toThrow(/invalid storage key/);
    });
  });
}
