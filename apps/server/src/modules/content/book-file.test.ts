import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { strToU8, zipSync, type Zippable } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASSETS_DIR } from '../../assets-dir.js';
import { AppError } from '../../platform/http/app-error.js';
import { createLocalStorage } from '../../platform/storage/local-storage.js';
import type { ObjectStorage } from '../../platform/storage/object-storage.js';
import { defaultEpubLimits, detectBookType, type EpubLimits } from './book-file.js';

const MIMETYPE: Zippable = { mimetype: [strToU8('application/epub+zip'), { level: 0 }] };

/** An EPUB-shaped zip: `mimetype` first (stored), then the given entries. */
export function makeEpub(entries: Record<string, Uint8Array>): Buffer {
  return Buffer.from(zipSync({ ...MIMETYPE, ...entries }, { level: 9 }));
}

/**
 * Rewrites the uncompressed size that the local and central headers of `name` declare, as a
 * crafted zip bomb does to look harmless.
 */
function declareSize(zip: Buffer, name: string, size: number): Buffer {
  const out = Buffer.from(zip);
  for (let i = 0; i < out.length - 4; i++) {
    const sig = out.readUInt32LE(i);
    const [nameLenAt, nameAt, sizeAt] =
      sig === 0x04034b50 ? [26, 30, 22] : sig === 0x02014b50 ? [28, 46, 24] : [0, 0, 0];
    if (!nameAt) continue;
    const nameLen = out.readUInt16LE(i + nameLenAt);
    if (out.toString('utf8', i + nameAt, i + nameAt + nameLen) === name) {
      out.writeUInt32LE(size, i + sizeAt);
    }
  }
  return out;
}

describe('book files are judged by their bytes', () => {
  let root: string;
  let storage: ObjectStorage;

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'hondana-book-'));
    storage = createLocalStorage(root);
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  async function judge(bytes: Buffer, limits?: EpubLimits) {
    const key = `t/${randomBytes(6).toString('hex')}`;
    await storage.put(key, bytes);
    return detectBookType(storage, key, bytes.length, limits);
  }

  async function refusal(bytes: Buffer, limits?: EpubLimits) {
    const error = await judge(bytes, limits).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(AppError);
    const appError = error as AppError;
    expect(appError.code).toBe(412);
    return { reason: (appError.details as { reason: string }).reason, message: appError.message };
  }

  it('accepts the demo PDFs and EPUBs', async () => {
    const demo = path.join(ASSETS_DIR, 'demo-books');
    expect(await judge(await readFile(path.join(demo, 'harbor-town-stories.pdf')))).toBe('pdf');
    expect(await judge(await readFile(path.join(demo, 'letters-on-the-wind.epub')))).toBe('epub');
    expect(await judge(await readFile(path.join(demo, 'getting-started-with-hondana.epub')))).toBe(
      'epub',
    );
  });

  it('finds %PDF- after leading junk within the first 1024 bytes', async () => {
    expect(await judge(Buffer.concat([Buffer.alloc(500, 0x20), Buffer.from('%PDF-1.7\n')]))).toBe(
      'pdf',
    );
    expect(
      (await refusal(Buffer.concat([Buffer.alloc(1100, 0x20), Buffer.from('%PDF-1.7')]))).reason,
    ).toBe('UNSUPPORTED_TYPE');
  });

  it('refuses an executable, a text file and an empty file', async () => {
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00'), randomBytes(4000)]);
    expect((await refusal(exe)).reason).toBe('UNSUPPORTED_TYPE');
    expect((await refusal(Buffer.from('just some text\n'))).reason).toBe('UNSUPPORTED_TYPE');
    expect((await refusal(Buffer.alloc(0))).reason).toBe('EMPTY_FILE');
  });

  it('refuses a zip that is not an EPUB', async () => {
    const plain = Buffer.from(zipSync({ 'readme.txt': strToU8('hello') }));
    expect((await refusal(plain)).reason).toBe('NOT_AN_EPUB');
    const wrongType = Buffer.from(zipSync({ mimetype: strToU8('application/zip') }));
    expect((await refusal(wrongType)).reason).toBe('NOT_AN_EPUB');
    expect(
      (await refusal(Buffer.concat([Buffer.from('PK\x03\x04'), randomBytes(200)]))).reason,
    ).toBe('CORRUPT_ZIP');
  });

  it.each([
    ['../evil.xhtml', 'climbs out'],
    ['OEBPS/../../evil.xhtml', 'climbs out'],
    ['/etc/passwd', 'absolute path'],
    ['C:/Windows/evil.dll', 'drive letter'],
    ['OEBPS\\evil.xhtml', 'backslash'],
  ])('refuses an EPUB with the entry %s', async (name, why) => {
    const { reason, message } = await refusal(makeEpub({ [name]: strToU8('<html/>') }));
    expect(reason).toBe('UNSAFE_PATH');
    expect(message).toContain(why);
  });

  it('refuses a zip bomb by its declared ratio', async () => {
    const bomb = makeEpub({ 'OEBPS/bomb.xhtml': new Uint8Array(20 * 1024 * 1024) });
    expect(bomb.length).toBeLessThan(100_000);
    const { reason, message } = await refusal(bomb);
    expect(reason).toBe('ZIP_BOMB');
    expect(message).toContain('expands');
  });

  it('refuses a bomb whose headers lie about the size, by inflating into nothing', async () => {
    const liar = declareSize(
      makeEpub({ 'OEBPS/bomb.xhtml': new Uint8Array(8 * 1024 * 1024) }),
      'OEBPS/bomb.xhtml',
      1000,
    );
    const { reason, message } = await refusal(liar);
    expect(reason).toBe('ZIP_BOMB');
    expect(message).toContain('larger than its header declares');
  });

  it('refuses an EPUB over the total uncompressed size', async () => {
    const limits = { ...defaultEpubLimits, maxTotalUncompressed: 100_000 };
    const many = makeEpub({
      'a.xhtml': randomBytes(60_000),
      'b.xhtml': randomBytes(60_000),
    });
    expect((await refusal(many, limits)).reason).toBe('ZIP_BOMB');
  });
});
