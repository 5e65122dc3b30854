import { randomBytes } from 'node:crypto';
import { mkdtemp, open, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { READ_BLOCK_BYTES, writeFileBlocks } from './file-blocks.js';

/**
 * A slow socket: it keeps each chunk as it is 20 ms after it was written, then calls back. A
 * writer that read into a block again before its callback would have changed it by then.
 */
function slowSink() {
  const received: Buffer[] = [];
  const out = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      setTimeout(() => {
        received.push(Buffer.from(chunk));
        callback();
      }, 20);
    },
  });
  return { out, bytes: () => Buffer.concat(received) };
}

describe('writeFileBlocks', () => {
  // Two and a half blocks and a few bytes: the first block is read into twice.
  const bytes = randomBytes(READ_BLOCK_BYTES * 2 + READ_BLOCK_BYTES / 2 + 7);
  let dir: string;
  let file: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'hondana-file-blocks-'));
    file = path.join(dir, 'book.bin');
    await writeFile(file, bytes);
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));
  afterEach(() => vi.restoreAllMocks());

  async function send(start: number, end: number, out: Writable) {
    const handle = await open(file, 'r');
    try {
      await writeFileBlocks(handle, start, end, out);
    } finally {
      await handle.close();
    }
  }

  it('writes exactly the bytes asked for, a block reused only once it is written', async () => {
    const ranges: [number, number][] = [
      [0, bytes.length - 1],
      [READ_BLOCK_BYTES - 3, READ_BLOCK_BYTES * 2 + 5],
      [17, 17],
      [bytes.length - 10, bytes.length - 1],
    ];
    for (const [start, end] of ranges) {
      const sink = slowSink();
      await send(start, end, sink.out);
      expect(sink.bytes().equals(bytes.subarray(start, end + 1)), `${start}-${end}`).toBe(true);
    }
  });

  /**
   * The sizes of the buffers file-blocks.ts takes while `run` runs. Only its own: the test
   * runner's messages take buffers of their own meanwhile (one of 4 bytes failed a run).
   */
  async function blocksTakenDuring(run: () => Promise<void>): Promise<number[]> {
    const sizes: number[] = [];
    const allocate = Buffer.allocUnsafe;
    vi.spyOn(Buffer, 'allocUnsafe').mockImplementation((size) => {
      if (new Error().stack?.includes('file-blocks.ts')) sizes.push(size);
      return allocate(size);
    });
    await run();
    vi.restoreAllMocks();
    return sizes;
  }

  it('takes two blocks for a whole book, and blocks no larger than a short range', async () => {
    const whole = await blocksTakenDuring(() => send(0, bytes.length - 1, slowSink().out));
    expect(whole).toEqual([READ_BLOCK_BYTES, READ_BLOCK_BYTES]);
    const short = await blocksTakenDuring(() => send(100, 199, slowSink().out));
    expect(short).toEqual([100, 100]);
  });

  it("stops with the socket's error, and when the file ends before the range", async () => {
    const gone = new Writable({
      write(_chunk, _encoding, callback) {
        callback(new Error('socket closed'));
      },
    });
    gone.on('error', () => undefined);
    await expect(send(0, bytes.length - 1, gone)).rejects.toThrow('socket closed');
    await expect(send(0, bytes.length + 99, slowSink().out)).rejects.toThrow(
      `the file ended at byte ${bytes.length}`,
    );
  });

  it('stops when the socket closes under a write that is never called back', async () => {
    // As Node's HTTP response does with a write once its socket is destroyed. The socket goes
    // while the first write is under way: a timer could fire before it began (a loaded machine
    // reading the file slowly), and a write after the close fails at once, another path.
    const dropping: Writable = new Writable({
      write() {
        setImmediate(() => dropping.destroy());
      },
    });
    const sending = send(0, bytes.length - 1, dropping);
    await expect(sending).rejects.toThrow('the connection closed before the bytes were written');
  });
});
