import { unzipSync, type UnzipFileInfo } from 'fflate';
import { Parser } from 'htmlparser2';
import path from 'node:path/posix';
import {
  cleanDescription,
  cleanLanguage,
  cleanLine,
  compactMetadata,
  joinNames,
  METADATA_LIMITS,
  type BookMetadata,
} from './book-metadata.js';
import { ProcessingError, yieldToEventLoop } from './processing-error.js';
import { isUnspacedScript, normalizeText } from './text-normalizer.js';

/** Limits on what an EPUB may declare before anything is inflated (zip bombs). */
export const EPUB_LIMITS = {
  /** Uncompressed size of one entry we read. */
  maxEntryBytes: 64 * 1024 * 1024,
  /** Uncompressed size of all entries of the archive. */
  maxTotalBytes: 1024 * 1024 * 1024,
  /** Uncompressed/compressed ratio of an entry larger than 1 MiB. */
  maxRatio: 100,
  maxEntries: 10_000,
};

export interface EpubContents {
  /** Title, creators, language, publisher and description from the package's metadata. */
  metadata: BookMetadata;
  /** Text of each spine item, in reading order (page n = spine item n). */
  chapters: string[];
  /** The cover image's bytes (manifest cover, else the first image of the book), if any. */
  coverImage: Uint8Array | null;
}

const READ_ENTRY = /\.(opf|xml|xhtml|html|htm|jpe?g|png|gif|webp|svg)$/i;

/** Reads the text and cover of an EPUB held in memory; a broken book throws ProcessingError. */
export async function readEpub(bytes: Uint8Array): Promise<EpubContents> {
  const files = unzipChecked(bytes);
  const container = files.get('META-INF/container.xml');
  if (!container) throw new ProcessingError('The EPUB has no META-INF/container.xml.');
  const opfPath = attributesOf(decodeText(container), 'rootfile')[0]?.['full-path'];
  const opfBytes = opfPath ? files.get(opfPath) : undefined;
  if (!opfPath || !opfBytes) {
    throw new ProcessingError('The EPUB does not name a package document (OPF) it contains.');
  }
  const opf = parsePackage(decodeText(opfBytes), path.dirname(opfPath));
  if (opf.spine.length === 0) throw new ProcessingError('The EPUB has no chapters in its spine.');

  const chapters: string[] = [];
  let firstImage: string | null = null;
  for (const href of opf.spine) {
    const chapter = files.get(href);
    if (!chapter)
      throw new ProcessingError(`The EPUB lists a chapter it does not contain: ${href}`);
    const { text, images } = chapterText(decodeText(chapter));
    chapters.push(text);
    firstImage ??= images.map((src) => resolveHref(path.dirname(href), src)).find(Boolean) ?? null;
    await yieldToEventLoop();
  }
  const coverPath = opf.cover ?? firstImage;
  return {
    metadata: opf.metadata,
    chapters,
    coverImage: (coverPath && files.get(coverPath)) || null,
  };
}

/**
 * Inflates the entries we read after checking what every entry declares: safe paths, sizes and
 * ratios. fflate inflates each entry into a buffer of its declared size, so an entry that lies
 * about its size cannot grow past it; one shorter than declared is refused.
 */
function unzipChecked(bytes: Uint8Array): Map<string, Uint8Array> {
  let total = 0;
  let count = 0;
  const declared = new Map<string, number>();
  const check = (file: UnzipFileInfo): boolean => {
    count += 1;
    total += file.originalSize;
    if (count > EPUB_LIMITS.maxEntries) throw new ProcessingError('The EPUB has too many files.');
    if (!isSafeEntryName(file.name)) {
      throw new ProcessingError(`The EPUB contains an unsafe file path: ${file.name}`);
    }
    if (total > EPUB_LIMITS.maxTotalBytes) {
      throw new ProcessingError('The EPUB unpacks to more than 1 GiB (a zip bomb?).');
    }
    if (!READ_ENTRY.test(file.name) || file.name.endsWith('/')) return false;
    const ratio = file.originalSize / Math.max(file.size, 1);
    if (
      file.originalSize > EPUB_LIMITS.maxEntryBytes ||
      (file.originalSize > 1024 * 1024 && ratio > EPUB_LIMITS.maxRatio)
    ) {
      throw new ProcessingError(`The EPUB file ${file.name} unpacks too large (a zip bomb?).`);
    }
    declared.set(file.name, file.originalSize);
    return true;
  };
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(bytes, { filter: check });
  } catch (error) {
    if (error instanceof ProcessingError) throw error;
    throw new ProcessingError(
      `The EPUB is not a readable zip archive (truncated or corrupt): ${messageOf(error)}`,
      { cause: error },
    );
  }
  const files = new Map<string, Uint8Array>();
  for (const [name, data] of Object.entries(entries)) {
    if (data.length !== declared.get(name)) {
      throw new ProcessingError(`The EPUB file ${name} is shorter than its zip entry declares.`);
    }
    files.set(name, data);
  }
  return files;
}

function isSafeEntryName(name: string): boolean {
  if (name.startsWith('/') || name.includes('\\') || name.includes('\0') || /^[a-zA-Z]:/.test(name))
    return false;
  return !name.split('/').some((segment) => segment === '..');
}

interface PackageDocument {
  metadata: BookMetadata;
  /** Archive paths of the spine items, in order. */
  spine: string[];
  cover: string | null;
}

/** The Dublin Core elements of the package's metadata we read. */
const DC_FIELDS = new Set(['title', 'creator', 'language', 'publisher', 'description']);

interface Creator {
  name: string;
  id: string | undefined;
  /** EPUB 2 `opf:role`; EPUB 3 gives it by a `<meta refines="#id" property="role">`. */
  role: string | undefined;
}

function parsePackage(xml: string, baseDir: string): PackageDocument {
  const manifest = new Map<string, { href: string; properties: string; mediaType: string }>();
  const spineIds: string[] = [];
  let coverId: string | null = null;
  const dc = new Map<string, string>();
  const creators: Creator[] = [];
  const refinedRoles = new Map<string, string>();
  // The element whose text is being read: a Dublin Core field, or a role refinement.
  let reading: { field: string; attrs: Record<string, string>; text: string } | null = null;
  const parser = new Parser(
    {
      onopentag(rawName, attrs) {
        const name = localName(rawName);
        if (name === 'item' && attrs.id && attrs.href) {
          manifest.set(attrs.id, {
            href: attrs.href,
            properties: attrs.properties ?? '',
            mediaType: attrs['media-type'] ?? '',
          });
        } else if (name === 'itemref' && attrs.idref) {
          spineIds.push(attrs.idref);
        } else if (name === 'meta' && attrs.name === 'cover' && attrs.content) {
          coverId = attrs.content;
        } else if (name === 'meta' && attrs.property === 'role' && attrs.refines) {
          reading = { field: 'role', attrs, text: '' };
        } else if (DC_FIELDS.has(name)) {
          // Only the package's metadata has elements of these names (dc:title, dc:creator…).
          reading = { field: name, attrs, text: '' };
        }
      },
      ontext(text) {
        if (reading) reading.text += text;
      },
      onclosetag(rawName) {
        const done = reading;
        const name = localName(rawName);
        if (!done || (name !== done.field && !(done.field === 'role' && name === 'meta'))) return;
        reading = null;
        if (done.field === 'role') {
          refinedRoles.set(done.attrs.refines!.replace(/^#/, ''), done.text.trim());
        } else if (done.field === 'creator') {
          creators.push({
            name: done.text,
            id: done.attrs.id,
            role: done.attrs['opf:role'] ?? done.attrs.role,
          });
        } else if (!dc.has(done.field) && done.text.trim() !== '') {
          dc.set(done.field, done.text);
        }
      },
    },
    { xmlMode: true, decodeEntities: true },
  );
  parser.end(xml);

  const roleOf = (creator: Creator) =>
    (creator.role ?? (creator.id ? refinedRoles.get(creator.id) : undefined))?.toLowerCase();
  // Authors first; illustrators, editors and translators only when no author is named.
  const authors = creators.filter((creator) => (roleOf(creator) ?? 'aut') === 'aut');
  const metadata = compactMetadata({
    title: cleanLine(dc.get('title'), METADATA_LIMITS.title),
    author: joinNames(
      (authors.length > 0 ? authors : creators).map((creator) =>
        cleanLine(creator.name, METADATA_LIMITS.author),
      ),
    ),
    language: cleanLanguage(dc.get('language')),
    publisher: cleanLine(dc.get('publisher'), METADATA_LIMITS.publisher),
    description: cleanDescription(dc.get('description')),
  });

  const resolve = (id: string | null) => {
    const item = id ? manifest.get(id) : undefined;
    return item ? resolveHref(baseDir, item.href) : null;
  };
  const coverItem = [...manifest.values()].find((item) =>
    item.properties.split(/\s+/).includes('cover-image'),
  );
  const metaCover = coverId ? manifest.get(coverId) : undefined;
  const cover = coverItem
    ? resolveHref(baseDir, coverItem.href)
    : metaCover?.mediaType.startsWith('image/')
      ? resolve(coverId)
      : null;
  const spine = spineIds.map(resolve).filter((href): href is string => href !== null);
  return { metadata, spine, cover };
}

/** Elements whose text is not the book's text: ruby readings and annotations, code, styles. */
const SKIPPED = new Set(['rt', 'rp', 'script', 'style', 'head']);
const BLOCKS = new Set([
  'p',
  'div',
  'section',
  'article',
  'aside',
  'header',
  'footer',
  'nav',
  'blockquote',
  'li',
  'ul',
  'ol',
  'dd',
  'dt',
  'tr',
  'table',
  'figure',
  'figcaption',
  'pre',
  'br',
  'hr',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'body',
]);

/** The readable text of an XHTML chapter: ruby reads as its base, blocks become lines. */
export function chapterText(xhtml: string): { text: string; images: string[] } {
  let skipDepth = 0;
  let text = '';
  const images: string[] = [];
  const parser = new Parser(
    {
      onopentag(rawName, attrs) {
        const name = localName(rawName);
        if (SKIPPED.has(name)) skipDepth += 1;
        else if (BLOCKS.has(name)) text += '\n';
        if (name === 'img' && attrs.src) images.push(attrs.src);
        if (name === 'image') {
          const href = attrs['xlink:href'] ?? attrs.href;
          if (href) images.push(href);
        }
      },
      ontext(data) {
        if (skipDepth === 0) text += data;
      },
      onclosetag(rawName) {
        const name = localName(rawName);
        if (SKIPPED.has(name)) skipDepth = Math.max(0, skipDepth - 1);
        else if (BLOCKS.has(name)) text += '\n';
      },
    },
    { xmlMode: false, decodeEntities: true, lowerCaseTags: true },
  );
  parser.end(xhtml);
  return { text: normalizeText(collapseSourceLineBreaks(text)), images };
}

/**
 * Line breaks inside a paragraph are formatting of the source file: between Japanese characters
 * they vanish (as browsers render them), elsewhere they are a space. Block boundaries ('\n' runs
 * made above from tags) are kept as line breaks.
 */
function collapseSourceLineBreaks(text: string): string {
  return text
    .split(/\n(?:[^\S\n]*\n)+/)
    .map((block) =>
      block.replace(/[^\S\n]*\n\s*/g, (match, offset: number) => {
        const before = Array.from(block.slice(Math.max(0, offset - 2), offset)).at(-1);
        const after = block[offset + match.length];
        return isUnspacedScript(before) && isUnspacedScript(after) ? '' : ' ';
      }),
    )
    .join('\n');
}

function localName(name: string): string {
  return (name.split(':').pop() ?? name).toLowerCase();
}

function attributesOf(xml: string, tag: string): Record<string, string>[] {
  const found: Record<string, string>[] = [];
  const parser = new Parser(
    {
      onopentag(name, attrs) {
        if (localName(name) === tag) found.push(attrs);
      },
    },
    { xmlMode: true },
  );
  parser.end(xml);
  return found;
}

/** An href of the book resolved to an archive path; external or data URLs resolve to null. */
function resolveHref(baseDir: string, href: string): string | null {
  if (/^[a-z][a-z0-9+.-]*:/i.test(href)) return null;
  const withoutFragment = href.split('#')[0] ?? '';
  let decoded: string;
  try {
    decoded = decodeURIComponent(withoutFragment);
  } catch {
    decoded = withoutFragment;
  }
  if (decoded === '') return null;
  const joined = path.normalize(path.join(baseDir, decoded));
  return joined.startsWith('../') || joined.startsWith('/') ? null : joined;
}

function decodeText(bytes: Uint8Array): string {
  return new TextDecoder('utf-8').decode(bytes);
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
