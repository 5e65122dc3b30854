import { Parser } from 'htmlparser2';

/**
 * What a book says about itself (EPUB package metadata, PDF Info dictionary and XMP), cleaned:
 * plain text, no control characters, within the content fields' lengths. A value the file does
 * not give is absent.
 */
export interface BookMetadata {
  title?: string;
  author?: string;
  /** A BCP 47 language tag (`ja`, `en-US`). */
  language?: string;
  publisher?: string;
  description?: string;
}

/** The lengths of the content fields each value fills (contract: contentFieldsShape). */
export const METADATA_LIMITS = {
  title: 255,
  author: 255,
  publisher: 255,
  description: 10_000,
} as const;

/** What a metadata value may hold before it is cleaned: a hostile file may carry megabytes. */
const MAX_RAW_LENGTH = 200_000;

// C0 and C1 controls, DEL, and the bidi overrides/isolates a title could use to disguise itself.
// eslint-disable-next-line no-control-regex
const CONTROLS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
// The same, without the line breaks a description keeps.
// eslint-disable-next-line no-control-regex
const CONTROLS_AND_BREAKS = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** Cuts at `max` code points, never inside a surrogate pair. */
function truncate(text: string, max: number): string {
  const points = Array.from(text);
  return points.length <= max ? text : points.slice(0, max).join('').trimEnd();
}

/** A one-line value (title, author, publisher): whitespace collapsed, controls dropped. */
export function cleanLine(raw: string | null | undefined, max: number): string | undefined {
  if (typeof raw !== 'string') return undefined;
  const text = raw
    .slice(0, MAX_RAW_LENGTH)
    .replace(/\s+/g, ' ')
    .replace(CONTROLS_AND_BREAKS, '')
    .trim();
  return text === '' ? undefined : truncate(text, max);
}

/** Elements whose text is never shown. */
const HIDDEN = new Set(['script', 'style', 'head', 'title', 'template']);
const BREAKS = new Set(['p', 'div', 'br', 'li', 'tr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

/**
 * A description as plain text: EPUB descriptions are often HTML (escaped inside the OPF), and
 * the content's description is shown as text, so tags go and their text stays; paragraphs and
 * line breaks become single line breaks.
 */
export function cleanDescription(raw: string | null | undefined): string | undefined {
  if (typeof raw !== 'string') return undefined;
  let text = '';
  let hidden = 0;
  const parser = new Parser(
    {
      onopentag(name) {
        if (HIDDEN.has(name)) hidden += 1;
        else if (BREAKS.has(name)) text += '\n';
      },
      ontext(data) {
        if (hidden === 0) text += data;
      },
      onclosetag(name) {
        if (HIDDEN.has(name)) hidden = Math.max(0, hidden - 1);
        else if (BREAKS.has(name)) text += '\n';
      },
    },
    { decodeEntities: true, lowerCaseTags: true },
  );
  parser.end(raw.slice(0, MAX_RAW_LENGTH));
  const lines = text
    .replace(/\r\n?/g, '\n')
    .replace(CONTROLS, '')
    .split('\n')
    .map((line) => line.replace(/[^\S\n]+/g, ' ').trim())
    .filter((line) => line !== '');
  return lines.length === 0 ? undefined : truncate(lines.join('\n'), METADATA_LIMITS.description);
}

/** A BCP 47 tag as files write it (`ja`, `en-US`, `en_GB`), or undefined for anything else. */
export function cleanLanguage(raw: string | null | undefined): string | undefined {
  if (typeof raw !== 'string') return undefined;
  const tag = raw.trim().replace(/_/g, '-');
  if (!/^[a-z]{2,3}(?:-[a-z0-9]{1,8}){0,3}$/i.test(tag)) return undefined;
  const [primary = '', ...rest] = tag.split('-');
  // Canonical case: language lower, region upper, script title (en-US, zh-Hant).
  return [
    primary.toLowerCase(),
    ...rest.map((part) =>
      part.length === 2
        ? part.toUpperCase()
        : part.length === 4
          ? part[0]!.toUpperCase() + part.slice(1).toLowerCase()
          : part.toLowerCase(),
    ),
  ].join('-');
}

/** Several creators as one author field, in the file's order, without repeats. */
export function joinNames(names: readonly (string | undefined)[]): string | undefined {
  const unique = [...new Set(names.filter((name): name is string => Boolean(name)))];
  return cleanLine(unique.join(', '), METADATA_LIMITS.author);
}

/** Drops the absent values, so a result carries only what the file gave. */
export function compactMetadata(metadata: BookMetadata): BookMetadata {
  return Object.fromEntries(
    Object.entries(metadata).filter(([, value]) => value !== undefined),
  ) as BookMetadata;
}
