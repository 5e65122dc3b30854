import type { BookBlock, BookChapter, DemoBook } from './book-model.js';
import { GUIDE_SECTIONS } from './guide-content.js';
import { createSeededRandom } from './seeded-random.js';
import type { SeededRandom } from './seeded-random.js';
import {
  formatKanjiNumber,
  generateChapterTitles,
  generateEnglishParagraph,
  generateEnglishSentence,
  generateJapaneseParagraph,
} from './sentence-generator.js';

// Japanese headings separate the chapter number and title with an ideographic space.
const FULL_WIDTH_SPACE = '\u3000';
const EDITORIAL_TEAM = 'Hondana 編集部 / Hondana Editorial Team';

function paragraphs(lang: 'ja' | 'en', texts: readonly string[]): BookBlock[] {
  return texts.map((text) => ({ kind: 'paragraph', lang, text }));
}

function generateParagraphs(rng: SeededRandom, lang: 'ja' | 'en', count: number): BookBlock[] {
  return Array.from({ length: count }, () => ({
    kind: 'paragraph',
    lang,
    text: lang === 'ja' ? generateJapaneseParagraph(rng) : generateEnglishParagraph(rng),
  }));
}

/** Bilingual PDF guide: each section in Japanese, then in English. */
function buildUserGuidePdf(): DemoBook {
  const chapters: BookChapter[] = GUIDE_SECTIONS.map((section, index) => ({
    title: `${index + 1}. ${section.titleJa}`,
    subtitle: section.titleEn,
    blocks: [
      ...paragraphs('ja', section.paragraphsJa),
      { kind: 'heading', lang: 'en', text: section.titleEn },
      ...paragraphs('en', section.paragraphsEn),
    ],
  }));
  return {
    fileName: 'hondana-user-guide.pdf',
    type: 'pdf',
    title: 'Hondana 利用ガイド',
    subtitle: 'Hondana User Guide — 日本語 / English',
    author: EDITORIAL_TEAM,
    description:
      'Hondanaで本を探し、読み、お気に入りに登録する方法と、管理者がコンテンツを公開する手順を日本語と英語で説明します。A bilingual guide to reading and publishing with Hondana.',
    keywords: ['ガイド', 'マニュアル', 'guide', 'manual', 'Hondana'],
    language: 'ja',
    contentGroup: 'guides',
    chapters,
  };
}

const LIBRARY_CHAPTERS = 30;
const LIBRARY_PARAGRAPHS_PER_CHAPTER = 46;

/** The long (300+ page) generated Japanese novel, with English chapter subtitles and epigraphs. */
function buildLibraryOfSentencesPdf(): DemoBook {
  const rng = createSeededRandom(20250101);
  const chapters: BookChapter[] = generateChapterTitles(rng, LIBRARY_CHAPTERS).map(
    (titles, index) => {
      return {
        title: `第${formatKanjiNumber(index + 1)}章${FULL_WIDTH_SPACE}${titles.ja}`,
        subtitle: `Chapter ${index + 1}: ${titles.en}`,
        blocks: [
          { kind: 'epigraph', lang: 'en', text: generateEnglishSentence(rng) },
          ...generateParagraphs(rng, 'ja', LIBRARY_PARAGRAPHS_PER_CHAPTER),
        ],
      };
    },
  );
  return {
    fileName: 'library-of-sentences.pdf',
    type: 'pdf',
    title: '文の図書館',
    subtitle: 'The Library of Sentences',
    author: '架空文庫 / Kakuu Bunko',
    description:
      '港町の古い図書館を舞台に、司書や旅人たちが手紙や地図をめぐって出会う連作長編。規則から自動生成された三十の章からなるデモ用の物語です。A generated Japanese novel in thirty chapters.',
    keywords: ['小説', '図書館', '港町', 'novel', 'library'],
    language: 'ja',
    contentGroup: 'novels',
    chapters,
  };
}

const HARBOR_GLOSSARY: readonly [string, string][] = [
  ['harbor', '港（みなと）'],
  ['lighthouse', '灯台（とうだい）'],
  ['librarian', '司書（ししょ）'],
  ['bookbinder', '製本職人（せいほんしょくにん）'],
  ['letter', '手紙（てがみ）'],
  ['map', '地図（ちず）'],
  ['bookmark', '栞（しおり）'],
  ['festival', '祭り（まつり）'],
  ['zelkova tree', '欅（けやき）'],
  ['dusk', '黄昏（たそがれ）'],
];

/** English short stories with Japanese story subtitles and a Japanese glossary. */
function buildHarborTownStoriesPdf(): DemoBook {
  const rng = createSeededRandom(4242);
  const stories: BookChapter[] = generateChapterTitles(rng, 8).map((titles, index) => {
    return {
      title: `Story ${index + 1}: ${titles.en}`,
      subtitle: `第${formatKanjiNumber(index + 1)}話${FULL_WIDTH_SPACE}${titles.ja}`,
      blocks: generateParagraphs(rng, 'en', 14),
    };
  });
  const glossary: BookChapter = {
    title: 'Glossary　用語集',
    subtitle: 'Words from the stories, with their Japanese names / 物語に出てくる言葉',
    blocks: HARBOR_GLOSSARY.map(([english, japanese]) => ({
      kind: 'paragraph',
      lang: 'en',
      text: `${english} — ${japanese}`,
    })),
  };
  return {
    fileName: 'harbor-town-stories.pdf',
    type: 'pdf',
    title: 'Harbor Town Stories',
    subtitle: '港町の物語',
    author: 'Hondana Demo Press',
    description:
      'Eight short stories about the people of a small harbor town, its library and its lighthouse, with a Japanese glossary. 港町を舞台にした八つの短編（英語）。',
    keywords: ['short stories', 'harbor', 'lighthouse', '短編', '港町'],
    language: 'en',
    contentGroup: 'novels',
    chapters: [...stories, glossary],
  };
}

const LETTERS_PROLOGUE =
  '{灯台守|とうだいもり}の老人は、毎朝{欅|けやき}の木の下で風の音を聞いた。風はときどき、遠い町から{便|たよ}りを運んでくるのだという。{栞|しおり}をはさんだままの本を{膝|ひざ}に置き、老人は{黄昏|たそがれ}どきまで海を眺めていた。';

/** Japanese EPUB in vertical writing with ruby annotations. */
function buildLettersOnTheWindEpub(): DemoBook {
  const rng = createSeededRandom(7);
  const chapters: BookChapter[] = generateChapterTitles(rng, 5).map((titles, index) => {
    const opening: BookBlock[] =
      index === 0 ? [{ kind: 'paragraph', lang: 'ja', text: LETTERS_PROLOGUE }] : [];
    return {
      title: `第${formatKanjiNumber(index + 1)}章${FULL_WIDTH_SPACE}${titles.ja}`,
      blocks: [...opening, ...generateParagraphs(rng, 'ja', 12)],
    };
  });
  return {
    fileName: 'letters-on-the-wind.epub',
    type: 'epub',
    title: '風の手紙',
    subtitle: 'Letters on the Wind',
    author: '架空文庫 / Kakuu Bunko',
    description: '灯台守の老人と、風が運ぶ手紙をめぐる五つの章。縦書き・ルビ付きのデモ用EPUBです。',
    keywords: ['小説', '縦書き', 'ルビ', '手紙', '灯台'],
    language: 'ja',
    contentGroup: 'novels',
    isVertical: true,
    chapters,
  };
}

/** English EPUB guide built from the English half of the user guide. */
function buildGettingStartedEpub(): DemoBook {
  return {
    fileName: 'getting-started-with-hondana.epub',
    type: 'epub',
    title: 'Getting Started with Hondana',
    author: 'Hondana Editorial Team',
    description: 'A short English guide to finding, reading and publishing books with Hondana.',
    keywords: ['guide', 'getting started', 'reading', 'publishing', 'Hondana'],
    language: 'en',
    contentGroup: 'guides',
    chapters: GUIDE_SECTIONS.map((section) => ({
      title: section.titleEn,
      blocks: paragraphs('en', section.paragraphsEn),
    })),
  };
}

/** All demo books, in the order the manifest lists them. */
export function buildDemoBookCatalogue(): DemoBook[] {
  return [
    buildUserGuidePdf(),
    buildLibraryOfSentencesPdf(),
    buildHarborTownStoriesPdf(),
    buildLettersOnTheWindEpub(),
    buildGettingStartedEpub(),
  ];
}
