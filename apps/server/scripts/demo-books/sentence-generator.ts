import type { SeededRandom } from './seeded-random.js';
import * as ja from './japanese-words.js';
import * as en from './english-words.js';

type SentenceTemplate = (rng: SeededRandom) => string;

const JAPANESE_TEMPLATES: SentenceTemplate[] = [
  (r) =>
    `${r.pick(ja.JA_TIMES)}、${r.pick(ja.JA_PEOPLE)}は${r.pick(ja.JA_PLACES)}で${r.pick(ja.JA_OBJECTS)}を${r.pick(ja.JA_VERBS_PAST)}。`,
  (r) =>
    `${r.pick(ja.JA_PLACES)}には、${r.pick(ja.TITLE_ADJECTIVES)[0]}${r.pick(ja.JA_OBJECTS)}が${r.pick(ja.JA_EXIST)}。`,
  (r) =>
    `${r.pick(ja.JA_PEOPLE)}は${r.pick(ja.JA_FEELINGS)}気持ちで、${r.pick(ja.TITLE_ADJECTIVES)[0]}${r.pick(ja.TITLE_NOUNS)[0]}のことを考えていた。`,
  (r) => `「${r.pick(ja.JA_DIALOGUES)}」と${r.pick(ja.JA_PEOPLE)}は${r.pick(ja.JA_SAY_VERBS)}。`,
  (r) => `${r.pick(ja.JA_WEATHER)}。${r.pick(ja.JA_PEOPLE)}は${r.pick(ja.JA_THOUGHTS)}。`,
  (r) =>
    `その${r.pick(ja.JA_OBJECTS)}には、${r.pick(ja.TITLE_ADJECTIVES)[0]}${r.pick(ja.TITLE_NOUNS)[0]}についての話が書かれていた。`,
  (r) =>
    `${r.pick(ja.JA_PEOPLE)}が${r.pick(ja.JA_PLACES)}を訪れるのは、これで${r.pick(ja.JA_COUNTS)}度目だった。`,
  (r) => `${r.pick(ja.TITLE_NOUNS)[0]}とは何だろう、と${r.pick(ja.JA_PEOPLE)}は思った。`,
];

const ENGLISH_TEMPLATES: SentenceTemplate[] = [
  (r) =>
    `${r.pick(en.EN_TIMES)}, ${r.pick(en.EN_PEOPLE)} ${r.pick(en.EN_VERBS_PAST)} ${r.pick(en.EN_OBJECTS)} ${r.pick(en.EN_PLACES)}.`,
  (r) =>
    `There was ${withArticle(r.pick(en.EN_ADJECTIVES))} box of letters ${r.pick(en.EN_PLACES)}.`,
  (r) =>
    `${capitalize(r.pick(en.EN_PEOPLE))} kept thinking about ${withArticle(r.pick(en.EN_ADJECTIVES))} ${r.pick(en.EN_NOUNS)}.`,
  (r) =>
    `"${endWithPunctuation(r.pick(en.EN_DIALOGUES))}" ${r.pick(en.EN_PEOPLE)} ${r.pick(en.EN_SAY_VERBS)}.`,
  (r) => `${r.pick(en.EN_WEATHER)}. ${capitalize(r.pick(en.EN_PEOPLE))} ${r.pick(en.EN_THOUGHTS)}.`,
  (r) =>
    `Inside ${r.pick(en.EN_OBJECTS)} was the story of ${withArticle(r.pick(en.EN_ADJECTIVES))} ${r.pick(en.EN_NOUNS)}.`,
  (r) =>
    `It was not the first time ${r.pick(en.EN_PEOPLE)} had come ${r.pick(en.EN_PLACES).replace(/^(in|at|along|beneath) /, 'to ')}.`,
  (r) => `What is a ${r.pick(en.EN_NOUNS)}, ${r.pick(en.EN_PEOPLE)} wondered.`,
];

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function withArticle(adjective: string): string {
  return /^[aeiou]/i.test(adjective) ? `an ${adjective}` : `a ${adjective}`;
}

function endWithPunctuation(text: string): string {
  return /[.?!]$/.test(text) ? text.replace(/\.$/, ',') : `${text},`;
}

/** Picks a template index different from the previous one, so a paragraph never repeats a shape twice in a row. */
function pickTemplateIndex(rng: SeededRandom, count: number, previous: number): number {
  const index = rng.int(0, count - 2);
  return index >= previous && previous >= 0 ? index + 1 : index;
}

function generateSentences(
  rng: SeededRandom,
  templates: SentenceTemplate[],
  count: number,
): string[] {
  const sentences: string[] = [];
  let previous = -1;
  for (let i = 0; i < count; i++) {
    previous = pickTemplateIndex(rng, templates.length, previous);
    sentences.push((templates[previous] as SentenceTemplate)(rng));
  }
  return sentences;
}

/** One generated Japanese sentence (may contain ruby markup). */
export function generateJapaneseSentence(rng: SeededRandom): string {
  return generateSentences(rng, JAPANESE_TEMPLATES, 1).join('');
}

/** One generated English sentence. */
export function generateEnglishSentence(rng: SeededRandom): string {
  return generateSentences(rng, ENGLISH_TEMPLATES, 1).join('');
}

/** A paragraph of 3 to 6 Japanese sentences, written without spaces as Japanese prose is. */
export function generateJapaneseParagraph(rng: SeededRandom): string {
  return generateSentences(rng, JAPANESE_TEMPLATES, rng.int(3, 6)).join('');
}

/** A paragraph of 3 to 6 English sentences. */
export function generateEnglishParagraph(rng: SeededRandom): string {
  return generateSentences(rng, ENGLISH_TEMPLATES, rng.int(3, 6)).join(' ');
}

const KANJI_DIGITS = ['', '一', '二', '三', '四', '五', '六', '七', '八', '九'] as const;

/** Writes 1..99 in kanji numerals (第二十三章), as chapter headings in Japanese books do. */
export function formatKanjiNumber(value: number): string {
  if (!Number.isInteger(value) || value < 1 || value > 99) {
    throw new Error(`Kanji numerals are supported for 1..99, got ${value}`);
  }
  const tens = Math.floor(value / 10);
  const ones = value % 10;
  const tensText = tens === 0 ? '' : `${tens === 1 ? '' : KANJI_DIGITS[tens]}十`;
  return `${tensText}${KANJI_DIGITS[ones]}`;
}

/** Draws chapter title pairs such as 「静かな書庫」 / "The Quiet Archive", never the same pair twice. */
export function generateChapterTitles(
  rng: SeededRandom,
  count: number,
): { ja: string; en: string }[] {
  const available = ja.TITLE_ADJECTIVES.length * ja.TITLE_NOUNS.length;
  if (count > available)
    throw new Error(`Only ${available} distinct chapter titles exist, asked for ${count}`);
  const used = new Set<string>();
  const titles: { ja: string; en: string }[] = [];
  while (titles.length < count) {
    const [adjectiveJa, adjectiveEn] = rng.pick(ja.TITLE_ADJECTIVES);
    const [nounJa, nounEn] = rng.pick(ja.TITLE_NOUNS);
    const title = { ja: `${adjectiveJa}${nounJa}`, en: `The ${adjectiveEn} ${nounEn}` };
    if (used.has(title.ja)) continue;
    used.add(title.ja);
    titles.push(title);
  }
  return titles;
}
