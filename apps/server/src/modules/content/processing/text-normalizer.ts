/**
 * Text of books as full-text search reads it. PDFs made by Chrome and others write some kanji as
 * Kangxi radicals (色 as ⾊ U+2F8A) or CJK Radicals Supplement forms (長 as ⻑ U+2ED1): they look
 * the same on the page but a search for 色 would not find ⾊. NFKC maps the Kangxi block (and
 * fullwidth Latin, halfwidth katakana); the supplement has no NFKC mapping except two code points,
 * so the forms that stand for an ordinary kanji are mapped here.
 */
const RADICALS_SUPPLEMENT: Record<string, string> = {
  '\u2E85': '亻',
  '\u2E89': '刂',
  '\u2E8F': '尢',
  '\u2E98': '扌',
  '\u2E9B': '旡',
  '\u2E9F': '母',
  '\u2EA0': '民',
  '\u2EA1': '氵',
  '\u2EA3': '灬',
  '\u2EA8': '犭',
  '\u2EA9': '王',
  '\u2EAC': '示',
  '\u2EAD': '礻',
  '\u2EB6': '羊',
  '\u2EB7': '羊',
  '\u2EBC': '月',
  '\u2EBE': '艹',
  '\u2EBF': '艹',
  '\u2EC0': '艹',
  '\u2EC1': '虎',
  '\u2EC2': '衤',
  '\u2EC4': '西',
  '\u2EC6': '角',
  '\u2ECC': '辶',
  '\u2ECD': '辶',
  '\u2ECF': '阝',
  '\u2ED1': '長',
  '\u2ED6': '阝',
  '\u2ED8': '青',
  '\u2EDD': '食',
  '\u2EDF': '飠',
  '\u2EE3': '骨',
  '\u2EE4': '鬼',
  '\u2EE8': '麦',
  '\u2EE9': '黄',
  '\u2EEB': '斉',
  '\u2EED': '歯',
  '\u2EEF': '竜',
  '\u2EF2': '亀',
  '\u2EF3': '亀',
};

const SUPPLEMENT_PATTERN = /[\u2E80-\u2EFF]/g;

/** NFKC, radicals mapped to kanji, whitespace runs collapsed (newlines kept), trimmed. */
export function normalizeText(text: string): string {
  return text
    .normalize('NFKC')
    .replace(SUPPLEMENT_PATTERN, (char) => RADICALS_SUPPLEMENT[char] ?? char)
    .replace(/[^\S\n]+/g, ' ')
    .replace(/ ?\n ?/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * Characters written without spaces between words: kana, kanji (incl. the radicals PDFs use) and
 * the CJK punctuation and fullwidth forms. A line break between two of them is not a word break.
 */
const UNSPACED =
  /[\u2E80-\u2FDF\u3000-\u303F\u3040-\u30FF\u31F0-\u31FF\u3400-\u4DBF\u4E00-\u9FFF\uF900-\uFAFF\uFF00-\uFF65]/;

export function isUnspacedScript(char: string | undefined): boolean {
  return char !== undefined && UNSPACED.test(char);
}

/** A run of text from pdf.js's getTextContent (TextItem; marked-content items have no `str`). */
export interface PdfTextItem {
  str?: string;
  hasEOL?: boolean;
}

/**
 * One page's text from pdf.js text items: items of a line are concatenated as pdf.js gives them,
 * and lines (`hasEOL`) are joined with nothing between two Japanese characters and a space
 * otherwise, so 「…物\n語…」 is found as 物語 and "end of\nline" as "end of line".
 */
export function joinPdfTextItems(items: readonly PdfTextItem[]): string {
  const lines: string[] = [];
  let line = '';
  for (const item of items) {
    if (typeof item.str !== 'string') continue;
    line += item.str;
    if (item.hasEOL) {
      lines.push(line);
      line = '';
    }
  }
  lines.push(line);
  return normalizeText(joinLines(lines.map((l) => normalizeText(l))));
}

/** Joins lines: no space between two Japanese characters, one space otherwise. */
export function joinLines(lines: readonly string[]): string {
  let text = '';
  for (const line of lines) {
    if (line === '') continue;
    if (text === '') {
      text = line;
      continue;
    }
    const joiner = isUnspacedScript(lastChar(text)) && isUnspacedScript(line[0]) ? '' : ' ';
    text += joiner + line;
  }
  return text;
}

function lastChar(text: string): string | undefined {
  return Array.from(text.slice(-2)).at(-1);
}
