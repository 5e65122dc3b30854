import { randomUUID } from 'node:crypto';
import { createWriteStream, type WriteStream } from 'node:fs';
import { once } from 'node:events';
import {
  mkdir,
  open,
  rename,
  rm,
  stat,
  unlink,
  writeFile,
  type FileHandle,
} from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { READ_BLOCK_BYTES, writeFileBlocks } from './file-blocks.js';
import {
  assertValidKey,
  assertValidPrefix,
  assertValidRange,
  StorageNotFoundError,
  StorageRangeError,
  type ByteRange,
  type ObjectStorage,
  type StoredObject,
} from './object-storage.js';

/**
 * Bytes `start` to `end` (the last byte when undefined) of an open file of `size` bytes, as a
 * stream or written by `writeTo`; whichever is taken closes the file when done.
 */
function openedFile(handle: FileHandle, size: number, start = 0, end?: number): StoredObject {
  let taken: 'body' | 'writeTo' | undefined;
  let body: Readable | undefined;
  const alreadyTaken = () => new Error(`the object's bytes were already taken (${taken})`);
  return {
    size,
    get body() {
      if (taken === 'writeTo') throw alreadyTaken();
      taken = 'body';
      body ??= handle.createReadStream({ start, end, highWaterMark: READ_BLOCK_BYTES });
      return body;
    },
    async writeTo(out) {
      if (taken !== undefined) throw alreadyTaken();
      taken = 'writeTo';
      try {
        await writeFileBlocks(handle, start, end ?? size - 1, out);
      } finally {
        await handle.close();
      }
    },
  };
}

/** Partial uploads are written here and renamed into place, so they never show up under a key. */
const TEMP_DIR_NAME = '.tmp';

/**
 * Stores objects as files under `rootDir` (DATA_DIR/files by default). The content type is not
 * kept: callers that serve files know the media type from their own records.
 */
export function createLocalStorage(rootDir: string): ObjectStorage {
  const root = path.resolve(rootDir);
  const tempDir = path.join(root, TEMP_DIR_NAME);

  function resolveKeyPath(key: string): string {
    assertValidKey(key);
    if (key === TEMP_DIR_NAME || key.startsWith(`${TEMP_DIR_NAME}/`)) {
      throw new Error(`invalid storage key "${key}": '${TEMP_DIR_NAME}' is reserved`);
    }
    const filePath = path.resolve(root, key);
    // assertValidKey already forbids '..'; this guards against anything path.resolve still treats specially.
    if (!filePath.startsWith(root + path.sep)) {
      throw new Error(`invalid storage key "${key}": escapes the storage root`);
    }
    return filePath;
  }

  return {
    async put(key, body, _contentType) {
      const filePath = resolveKeyPath(key);
      await mkdir(tempDir, { recursive: true });
      const tempPath = path.join(tempDir, randomUUID());
      let out: WriteStream | null = null;
      try {
        if (Buffer.isBuffer(body)) {
          await writeFile(tempPath, body);
        } else {
          out = createWriteStream(tempPath);
          await pipeline(body as Readable, out);
        }
        await mkdir(path.dirname(filePath), { recursive: true });
        await rename(tempPath, filePath);
      } catch (error) {
        // A failed upload destroys the file stream, whose open may still be on its way: removing
        // the file before it has closed let the open create it afterwards (a temp file left).
        if (out && !out.closed) await once(out, 'close').catch(() => undefined);
        await rm(tempPath, { force: true });
        throw error;
      }
    },

    async get(key, range?: ByteRange): Promise<StoredObject> {
      const filePath = resolveKeyPath(key);
      if (range) assertValidRange(range);
      // Open first and measure the open file, so a concurrent put (a rename) cannot mix two versions.
      const handle = await open(filePath, 'r').catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT' || error.code === 'ENOTDIR')
          throw new StorageNotFoundError(key);
        throw error;
      });
      try {
        const info = await handle.stat();
        if (!info.isFile()) throw new StorageNotFoundError(key);
        const size = info.size;
        if (!range) return openedFile(handle, size);
        if (range.start >= size) throw new StorageRangeError(key, size);
        return openedFile(handle, size, range.start, Math.min(range.end ?? size - 1, size - 1));
      } catch (error) {
        await handle.close();
        throw error;
      }
    },

    async stat(key) {
      const filePath = resolveKeyPath(key);
      try {
        const info = await stat(filePath);
        return info.isFile() ? { size: info.size } : null;
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code === 'ENOENT' || code === 'ENOTDIR') return null;
        throw error;
      }
    },

    async delete(key) {
      const filePath = resolveKeyPath(key);
      try {
        await unlink(filePath);
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        // A directory at the key means "no object here" (only deeper keys), as in a bucket.
        if (code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR' || code === 'EPERM')
          return;
        throw error;
      }
    },

    async deletePrefix(prefix) {
      assertValidPrefix(prefix);
      const dirPath = resolveKeyPath(prefix.slice(0, -1));
      // A file at `a` is not under the prefix `a/`; only a directory is.
      const info = await stat(dirPath).catch(() => null);
      if (info?.isDirectory()) await rm(dirPath, { recursive: true, force: true });
    },
  };
}
