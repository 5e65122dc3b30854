// The search benchmark's corpus: books of Japanese and English text made from fixed word lists by
// a seeded generator, so every run (and both databases) searches the same pages. Word frequencies
// follow Zipf's law like real text; each book has a topic that its pages mention often, so a
// query for a topic finds a few hundred books with many hits and common words find nearly all.

/** mulberry32: small, fast, good enough to spread words; the same seed gives the same corpus. */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Common words first: the generator draws them by rank (Zipf), so the first ones are everywhere.
export const JAPANESE_WORDS = [
  ...'本 日本 時間 今日 世界 場所 言葉 問題 自分 仕事 人生 社会 文化 歴史 経済 自然 学校 先生 図書館 物語'.split(
    ' ',
  ),
  ...'東京 大阪 京都 北海道 沖縄 電車 会社 家族 友達 子供 季節 春 夏 秋 冬 雨 雪 風 空 海'.split(
    ' ',
  ),
  ...'山 川 森 花 猫 犬 鳥 魚 音楽 映画 写真 料理 旅行 研究 技術 情報 資料 記録 調査 方法'.split(
    ' ',
  ),
  ...'結果 理由 意味 説明 経験 関係 将来 過去 現在 未来 政治 法律 医療 健康 環境 教育 科学 数学 物理 化学'.split(
    ' ',
  ),
  ...'文学 小説 詩 作家 読者 出版 編集 印刷 書店 雑誌 新聞 辞書 翻訳 漢字 平仮名 片仮名 コンピュータ インターネット データ システム'.split(
    ' ',
  ),
  ...'ソフトウェア デザイン プログラム ネットワーク サービス ユーザー メール ページ ファイル スマートフォン'.split(
    ' ',
  ),
];
export const JAPANESE_VERBS =
  'です ある いる する なる 見る 書く 読む 考える 思う 話す 聞く 作る 使う 始める 続ける 変わる 残る 伝える 調べる'.split(
    ' ',
  );
const PARTICLES = 'は が を に で と の も へ から まで より'.split(' ');
const CONNECTIVES = 'そして しかし また つまり 例えば さらに 一方 実は ところで'.split(' ');

export const ENGLISH_WORDS = [
  ...'the of and to in is that for it as with was on by be this are from at or an have not'.split(
    ' ',
  ),
  ...'book library reader page chapter story history world time people city river mountain season'.split(
    ' ',
  ),
  ...'publishing publisher edition printing author translation language culture science music film'.split(
    ' ',
  ),
  ...'travel research method result reason meaning system network service software design data'.split(
    ' ',
  ),
  ...'Tokyo Osaka Kyoto Japan Hokkaido railway station garden temple festival winter summer spring autumn'.split(
    ' ',
  ),
];

/** Each book's subject: mentioned on most of its pages, rare elsewhere. */
export const TOPICS = [
  ...'量子 江戸時代 微生物 宇宙 火山 茶道 将棋 俳句 鉄道 建築 彫刻 陶芸 天文学 気象 遺伝子 古墳 城 寺院 祭り 和菓子'.split(
    ' ',
  ),
  ...'quantum volcano astronomy genetics architecture ceramics sculpture meteorology calligraphy origami'.split(
    ' ',
  ),
];

/** Surnames and given names for authors (field search has work: partial and exact matches). */
const SURNAMES =
  '佐藤 鈴木 高橋 田中 伊藤 渡辺 山本 中村 小林 加藤 吉田 山田 佐々木 山口 松本'.split(' ');
const GIVEN = '太郎 花子 健 美咲 翔 陽子 大輔 恵 誠 直子'.split(' ');
export const GENRES = [
  '小説',
  '随筆',
  '歴史',
  '科学',
  '技術',
  '芸術',
  '旅行',
  '料理',
  '児童書',
  '詩集',
];
const DISTRIBUTORS = ['本棚出版', 'Hondana Press', '青空書房', 'Sakura Books', '北斗社'];

function zipfPicker<T>(words: readonly T[], random: () => number): () => T {
  // Cumulative weights 1/rank; a binary search per draw.
  const cumulative: number[] = [];
  let sum = 0;
  for (let rank = 1; rank <= words.length; rank++) cumulative.push((sum += 1 / rank));
  return () => {
    const target = random() * sum;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (cumulative[middle]! < target) low = middle + 1;
      else high = middle;
    }
    return words[low]!;
  };
}

/** UTF-8 bytes of a string without encoding it. */
function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code >= 0xd800 && code < 0xdc00 ? 2 : 3;
  }
  return bytes;
}

export interface BookFields {
  title: string;
  author: string;
  keywords: string;
  description: string;
  distributorName: string;
  /** Genre: one of GENRES (exact match, choices). */
  param1: string;
  /** Year of publication, yyyy (year range). */
  param2: string;
  /** Date of publication, yyyy-MM-dd (date range). */
  param3: string;
  toc: string;
}

export interface Book {
  fields: BookFields;
  topic: string;
  pages: string[];
}

/** Target size of a page of text in UTF-8 bytes. */
export const PAGE_BYTES = 1000;

/**
 * Book `index` of company `companySeed`: the same arguments always give the same book. Pages are
 * ~PAGE_BYTES of text, about seven sentences in ten Japanese and three in ten English.
 */
export function makeBook(companySeed: number, index: number, pageCount: number): Book {
  const random = seeded(companySeed * 1_000_003 + index);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const japanese = zipfPicker(JAPANESE_WORDS, random);
  const english = zipfPicker(ENGLISH_WORDS, random);
  const topic = TOPICS[index % TOPICS.length]!;
  const japaneseTopic = /[^\x20-\x7e]/.test(topic);

  const japaneseSentence = (withTopic: boolean) => {
    const parts: string[] = [];
    if (random() < 0.2) parts.push(`${pick(CONNECTIVES)}、`);
    const clauses = 1 + Math.floor(random() * 3);
    for (let c = 0; c < clauses; c++) {
      const noun = withTopic && c === 0 ? topic : japanese();
      parts.push(noun, pick(PARTICLES), japanese(), pick(PARTICLES), pick(JAPANESE_VERBS));
      if (c < clauses - 1) parts.push('、');
    }
    return `${parts.join('')}。`;
  };
  const englishSentence = (withTopic: boolean) => {
    const words: string[] = [];
    const length = 6 + Math.floor(random() * 10);
    for (let w = 0; w < length; w++) words.push(english());
    if (withTopic) words.splice(Math.floor(random() * words.length), 0, topic);
    const sentence = words.join(' ');
    return `${sentence[0]!.toUpperCase()}${sentence.slice(1)}.`;
  };

  const pages: string[] = [];
  for (let p = 0; p < pageCount; p++) {
    const sentences: string[] = [];
    let bytes = 0;
    // The topic shows on about two pages in three, once or twice.
    let topicMentions = random() < 0.66 ? 1 + Math.floor(random() * 2) : 0;
    while (bytes < PAGE_BYTES) {
      const isJapanese = random() < 0.7;
      const withTopic = topicMentions > 0 && isJapanese === japaneseTopic && random() < 0.4;
      if (withTopic) topicMentions--;
      const sentence = isJapanese ? japaneseSentence(withTopic) : englishSentence(withTopic);
      sentences.push(sentence);
      bytes += utf8Length(sentence) + 1;
    }
    pages.push(sentences.join(' '));
  }

  const year = 1950 + Math.floor(random() * 75);
  const month = 1 + Math.floor(random() * 12);
  const day = 1 + Math.floor(random() * 28);
  const titleWords = [japanese(), topic, random() < 0.5 ? japanese() : english()];
  return {
    topic,
    pages,
    fields: {
      title: `${titleWords.join('と')} 第${1 + (index % 9)}巻`,
      author: `${pick(SURNAMES)} ${pick(GIVEN)}`,
      keywords: [topic, japanese(), english()].join(' '),
      description: [japaneseSentence(true), englishSentence(false)].join(' '),
      distributorName: pick(DISTRIBUTORS),
      param1: pick(GENRES),
      param2: String(year),
      param3: `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
      toc: Array.from({ length: 5 }, (_, c) => `第${c + 1}章 ${japanese()}`).join(' / '),
    },
  };
}
