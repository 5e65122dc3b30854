import type { FileHandle } from 'node:fs/promises';
import type { Writable } from 'node:stream';

/**
 * Read in large blocks: a book is streamed whole or in big ranges, and 64 KB reads (the default)
 * cost an event-loop turn and a syscall per block, a third of the throughput of nginx's sendfile.
 */
export const READ_BLOCK_BYTES = 1024 * 1024;

/**
 * Resolves when `out` has handed `chunk` on (to the kernel, for a socket): its error, if any, or
 * one when `out` closes first. Node's HTTP response drops a write, callback and all, once its
 * socket is destroyed and until it hears the socket's 'close' (`_writeRaw`): a reader who left in
 * that moment kept the book's file open for good (reader.int.test.ts caught it, 2 runs in 3).
 */
function written(out: Writable, chunk: Buffer): Promise<Error | null | undefined> {
  return new Promise((resolve) => {
    const closed = () => resolve(new Error('the connection closed before the bytes were written'));
    out.once('close', closed);
    out.write(chunk, (error) => {
      out.off('close', closed);
      resolve(error);
    });
  });
}

/**
 * Writes bytes `start` to `end` (inclusive) of an open file to `out`, reading into the same two
 * blocks again and again: one is read while the other is written, and a block is read into again
 * only once `out` has called back for it. A file stream takes a new buffer for every block, and
 * each is memory outside V8's heap that brings a full garbage collection nearer: sending a 50 MB
 * book cost one or two, whose price grows with the whole server's heap (docs/decisions.md).
 * Resolves once every byte is written; rejects with `out`'s error (the client went away) or when
 * the file ends early. `out` is left open.
 */
export async function writeFileBlocks(
  handle: FileHandle,
  start: number,
  end: number,
  out: Writable,
): Promise<void> {
  if (end < start) return; // an empty file
  const blockBytes = Math.min(READ_BLOCK_BYTES, end - start + 1);
  const blocks = [Buffer.allocUnsafe(blockBytes), Buffer.allocUnsafe(blockBytes)] as const;
  const pending: (Promise<Error | null | undefined> | undefined)[] = [undefined, undefined];
  let position = start;
  for (let turn: 0 | 1 = 0; position <= end; turn = turn === 0 ? 1 : 0) {
    const error = await pending[turn];
    if (error) throw error;
    const block = blocks[turn];
    const wanted = Math.min(blockBytes, end - position + 1);
    const { bytesRead } = await handle.read(block, 0, wanted, position);
    if (bytesRead === 0) throw new Error(`the file ended at byte ${position}, before ${end + 1}`);
    position += bytesRead;
    pending[turn] = written(out, bytesRead === blockBytes ? block : block.subarray(0, bytesRead));
  }
  for (const write of pending) {
    const error = await write;
    if (error) throw error;
  }
}
