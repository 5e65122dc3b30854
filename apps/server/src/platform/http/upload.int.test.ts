import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from '../storage/local-storage.js';
import type { ObjectStorage } from '../storage/object-storage.js';
import { registerErrorHandler } from './error-handler.js';
import { readUploadedFile, registerUploads, streamUploadToStorage } from './upload.js';

const MB = 1024 * 1024;

function multipart(bytes: Buffer) {
  const boundary = `----hondana${randomBytes(8).toString('hex')}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="book.pdf"\r\nContent-Type: application/pdf\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('uploads with a limit per route', () => {
  let app: FastifyInstance;
  let root: string;
  let storage: ObjectStorage;
  /** What storage.put was handed on the last call. */
  let received: { isStream: boolean; chunks: number; largestChunk: number } | null = null;

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'hondana-upload-'));
    const local = createLocalStorage(root);
    storage = {
      ...local,
      async put(key, body, contentType) {
        const seen = { isStream: body instanceof Readable, chunks: 0, largestChunk: 0 };
        received = seen;
        if (!(body instanceof Readable)) return local.put(key, body, contentType);
        const observed = body.map((chunk: Buffer) => {
          seen.chunks += 1;
          seen.largestChunk = Math.max(seen.largestChunk, chunk.length);
          return chunk;
        });
        return local.put(key, observed, contentType);
      },
    };
    app = Fastify();
    await registerUploads(app);
    registerErrorHandler(app);
    const howTo = 'Send one file as multipart/form-data.';
    app.post('/image', async (request) => {
      const bytes = await readUploadedFile(request, { maxBytes: 2 * MB, howTo });
      return { size: bytes.length };
    });
    // What a book route will do: a large limit of its own (MAX_UPLOAD_MB), streamed to storage.
    for (const [route, maxBytes] of [
      ['/book', 8 * MB],
      ['/small-book', 1 * MB],
    ] as const) {
      app.post(route, async (request) =>
        streamUploadToStorage(request, storage, `books${route}.pdf`, { maxBytes, howTo }),
      );
    }
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await rm(root, { recursive: true, force: true });
  });

  it('refuses an image over its 2 MB with 412 and the reason', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/image',
      ...multipart(Buffer.alloc(2 * MB + 1)),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      status: 412,
      results: { reason: 'FILE_TOO_LARGE', max_bytes: 2 * MB },
    });
    const exact = await app.inject({
      method: 'POST',
      url: '/image',
      ...multipart(Buffer.alloc(2 * MB)),
    });
    expect(exact.json()).toEqual({ size: 2 * MB });
  });

  it('honours a larger limit a route declares, streaming the file to storage in chunks', async () => {
    const bytes = randomBytes(6 * MB);
    // Sent in 64 KB pieces as a socket delivers it (inject would hand over one buffer).
    const { payload, headers } = multipart(bytes);
    const pieces = Array.from({ length: Math.ceil(payload.length / 65_536) }, (_, i) =>
      payload.subarray(i * 65_536, (i + 1) * 65_536),
    );
    const response = await app.inject({
      method: 'POST',
      url: '/book',
      headers: { ...headers, 'content-length': String(payload.length) },
      payload: Readable.from(pieces),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ size: 6 * MB, filename: 'book.pdf' });
    // Storage got a stream of small chunks, not the file as one buffer.
    expect(received).toMatchObject({ isStream: true });
    expect(received!.chunks).toBeGreaterThan(10);
    expect(received!.largestChunk).toBeLessThan(1 * MB);
    const stored = await storage.get('books/book.pdf');
    const chunks: Buffer[] = [];
    for await (const chunk of stored.body) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(bytes)).toBe(true);
  });

  it('refuses a file over the route’s limit and keeps nothing of it', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/small-book',
      ...multipart(Buffer.alloc(3 * MB, 1)),
    });
    expect(response.json()).toMatchObject({
      status: 412,
      results: { reason: 'FILE_TOO_LARGE', max_bytes: 1 * MB },
    });
    expect(await storage.stat('books/small-book.pdf')).toBeNull();
    expect(await readdir(path.join(root, '.tmp')).catch(() => [])).toEqual([]);
  });

  it('refuses a request that is not multipart with 412', async () => {
    const response = await app.inject({ method: 'POST', url: '/book', payload: { a: 1 } });
    expect(response.json()).toMatchObject({ status: 412 });
  });
});
