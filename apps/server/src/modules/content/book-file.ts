import { PassThrough, Writable, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { buffer } from 'node:stream/consumers';
import { ErrorCode } from '@hondana/contract';
import yauzl from 'yauzl';
import { AppError } from '../../platform/http/app-error.js';
import type { ObjectStorage } from '../../platform/storage/object-storage.js';

export type BookType = 'pdf' | 'epub';

/** Why a file was refused: `details.reason` of the 412 answer, for clients and tests. */
export type BookRefusal =
  'EMPTY_FILE' | 'UNSUPPORTED_TYPE' | 'NOT_AN_EPUB' | 'CORRUPT_ZIP' | 'UNSAFE_PATH' | 'ZIP_BOMB';

export interface EpubLimits {
  /** Sum of every entry's uncompressed size, declared and actual. */
  maxTotalUncompressed: number;
  /** Uncompressed/compressed of one entry, checked for entries above `ratioFloorBytes`. */
  maxEntryRatio: number;
  /** Small entries (a page of repeated spaces) compress very well and are harmless. */
  ratioFloorBytes: number;
  maxEntries: number;
}

/** Far above any real book (the largest demo EPUB unpacks to ~40 KB), far below a bomb. */
export const defaultEpubLimits: EpubLimits = {
  maxTotalUncompressed: 1024 * 1024 * 1024,
  maxEntryRatio: 100,
  ratioFloorBytes: 1024 * 1024,
  maxEntries: 10_000,
};

const PDF_MAGIC = Buffer.from('%PDF-');
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const EPUB_MIMETYPE = 'application/epub+zip';
/** Where PDF readers look for the header (the PDF spec lets it start after some junk). */
const PDF_HEADER_WINDOW = 1024;

function refuse(reason: BookRefusal, message: string): AppError {
  return new AppError(ErrorCode.InvalidFile, { message, details: { reason } });
}

/**
 * PDF or EPUB, judged by the stored bytes (never the name or the declared type); anything else
 * answers 412 with a reason. An EPUB is checked whole before anything reads its contents: see
 * {@link checkEpub}.
 */
export async function detectBookType(
  storage: ObjectStorage,
  key: string,
  size: number,
  limits: EpubLimits = defaultEpubLimits,
): Promise<BookType> {
  if (size === 0) throw refuse('EMPTY_FILE', 'The file is empty.');
  const head = await buffer(
    (await storage.get(key, { start: 0, end: Math.min(size, PDF_HEADER_WINDOW) - 1 })).body,
  );
  if (head.includes(PDF_MAGIC)) return 'pdf';
  if (head.subarray(0, 4).equals(ZIP_MAGIC)) {
    await checkEpub(storage, key, size, limits);
    return 'epub';
  }
  throw refuse(
    'UNSUPPORTED_TYPE',
    'Only PDF and EPUB files are accepted, and this file is neither (judged by its content, not its name).',
  );
}

/**
 * Reads the archive from storage by ranges. The central directory's small reads are served from
 * one window fetched at a time, so a remote bucket sees a few requests, not two per entry.
 */
class StorageReader extends yauzl.RandomAccessReader {
  private window: { start: number; bytes: Buffer } | null = null;

  constructor(
    private readonly storage: ObjectStorage,
    private readonly key: string,
    private readonly size: number,
  ) {
    super();
  }

  override _readStreamForRange(start: number, end: number): Readable {
    const out = new PassThrough();
    if (this.window && start >= this.window.start) {
      const offset = start - this.window.start;
      if (end - this.window.start <= this.window.bytes.length) {
        out.end(this.window.bytes.subarray(offset, end - this.window.start));
        return out;
      }
    }
    const small = end - start <= 64 * 1024;
    const fetchEnd = small ? Math.min(this.size, start + 256 * 1024) : end;
    this.storage
      .get(this.key, { start, end: fetchEnd - 1 })
      .then(async (object) => {
        if (!small) {
          object.body.on('error', (error) => out.destroy(error));
          object.body.pipe(out);
          return;
        }
        const bytes = await buffer(object.body);
        this.window = { start, bytes };
        out.end(bytes.subarray(0, end - start));
      })
      .catch((error: unknown) => out.destroy(error as Error));
    return out;
  }
}

function openZip(reader: StorageReader, size: number): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.fromRandomAccessReader(
      reader,
      size,
      // Names are decoded and judged here, with reasons of our own; sizes are enforced while inflating.
      { lazyEntries: true, autoClose: false, decodeStrings: false, validateEntrySizes: true },
      (error, zip) => (error ? reject(error) : resolve(zip)),
    );
  });
}

function entryNameOf(entry: yauzl.Entry): string {
  return yauzl.getFileNameLowLevel(
    entry.generalPurposeBitFlag,
    entry.fileName as unknown as Buffer,
    entry.extraFields,
    true,
  );
}

/** A path that would land outside the folder it is unpacked into, or means different things per OS. */
export function unsafeEntryPath(name: string): string | null {
  if (name.includes('\\')) return `'${name}' contains a backslash`;
  if (name.includes('\0')) return `'${name}' contains a NUL character`;
  if (/^[a-zA-Z]:/.test(name)) return `'${name}' starts with a drive letter`;
  if (name.startsWith('/')) return `'${name}' is an absolute path`;
  if (name.split('/').includes('..')) return `'${name}' climbs out of the book with '..'`;
  return null;
}

function readEntries(zip: yauzl.ZipFile): AsyncGenerator<yauzl.Entry> {
  const queue: Array<{ entry?: yauzl.Entry; error?: Error; end?: true }> = [];
  let wake: (() => void) | null = null;
  const push = (item: (typeof queue)[number]) => {
    queue.push(item);
    wake?.();
  };
  zip.on('entry', (entry: yauzl.Entry) => push({ entry }));
  zip.on('end', () => push({ end: true }));
  zip.on('error', (error: Error) => push({ error }));
  return (async function* () {
    for (;;) {
      zip.readEntry();
      while (queue.length === 0) await new Promise<void>((resolve) => (wake = resolve));
      wake = null;
      const item = queue.shift()!;
      if (item.error) throw item.error;
      if (item.end) return;
      yield item.entry!;
    }
  })();
}

function openEntry(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<Readable> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) => (error ? reject(error) : resolve(stream)));
  });
}

/**
 * Refuses an EPUB (412) that could hurt whoever unpacks it, before anything does: every entry
 * name is safe (no '..', absolute paths, drive letters, backslashes), the declared sizes stay
 * under the total cap and ratio, and then every entry is inflated into nothing to count its real
 * size (yauzl fails an entry that inflates past its declared size, so a lying header is caught
 * after at most one entry's declared size). The first entry is `mimetype` = application/epub+zip.
 */
export async function checkEpub(
  storage: ObjectStorage,
  key: string,
  size: number,
  limits: EpubLimits = defaultEpubLimits,
): Promise<void> {
  const reader = new StorageReader(storage, key, size);
  let zip: yauzl.ZipFile;
  try {
    zip = await openZip(reader, size);
  } catch (error) {
    throw refuse(
      'CORRUPT_ZIP',
      `The EPUB is not a readable zip archive: ${(error as Error).message}.`,
    );
  }
  try {
    if (zip.entryCount > limits.maxEntries) {
      throw refuse(
        'ZIP_BOMB',
        `The EPUB has ${zip.entryCount} entries (at most ${limits.maxEntries}).`,
      );
    }
    const entries: yauzl.Entry[] = [];
    let declaredTotal = 0;
    for await (const entry of readEntries(zip)) {
      const name = entryNameOf(entry);
      const unsafe = unsafeEntryPath(name);
      if (unsafe) throw refuse('UNSAFE_PATH', `The EPUB has an unsafe entry: ${unsafe}.`);
      declaredTotal += entry.uncompressedSize;
      if (declaredTotal > limits.maxTotalUncompressed) {
        throw refuse(
          'ZIP_BOMB',
          `The EPUB would unpack to more than ${limits.maxTotalUncompressed} bytes.`,
        );
      }
      checkRatio(name, entry.uncompressedSize, entry.compressedSize, limits);
      entries.push(entry);
    }
    const first = entries[0];
    if (!first || entryNameOf(first) !== 'mimetype') {
      throw refuse('NOT_AN_EPUB', "The zip is not an EPUB: its first entry is not 'mimetype'.");
    }
    let actualTotal = 0;
    for (const entry of entries) {
      const name = entryNameOf(entry);
      let actual = 0;
      let head = Buffer.alloc(0);
      const counter = new Writable({
        write(chunk: Buffer, _encoding, callback) {
          actual += chunk.length;
          actualTotal += chunk.length;
          if (entry === first && head.length < 64)
            head = Buffer.concat([head, chunk]).subarray(0, 64);
          if (actualTotal > limits.maxTotalUncompressed) {
            callback(
              refuse(
                'ZIP_BOMB',
                `The EPUB unpacks to more than ${limits.maxTotalUncompressed} bytes.`,
              ),
            );
          } else callback();
        },
      });
      try {
        await pipeline(await openEntry(zip, entry), counter);
      } catch (error) {
        if (error instanceof AppError) throw error;
        const message = (error as Error).message;
        // validateEntrySizes: the entry inflates past the size its header declares.
        if (message.includes('too many bytes')) {
          throw refuse('ZIP_BOMB', `The EPUB entry '${name}' is larger than its header declares.`);
        }
        throw refuse('CORRUPT_ZIP', `The EPUB entry '${name}' cannot be read: ${message}.`);
      }
      checkRatio(name, actual, entry.compressedSize, limits);
      if (entry === first && head.toString('latin1').trim() !== EPUB_MIMETYPE) {
        throw refuse(
          'NOT_AN_EPUB',
          `The zip is not an EPUB: 'mimetype' does not say ${EPUB_MIMETYPE}.`,
        );
      }
    }
  } finally {
    zip.close();
  }
}

function checkRatio(name: string, uncompressed: number, compressed: number, limits: EpubLimits) {
  if (uncompressed <= limits.ratioFloorBytes) return;
  if (uncompressed > Math.max(compressed, 1) * limits.maxEntryRatio) {
    throw refuse(
      'ZIP_BOMB',
      `The EPUB entry '${name}' expands ${Math.round(uncompressed / Math.max(compressed, 1))} times (at most ${limits.maxEntryRatio}).`,
    );
  }
}
