// Word pools for the generated Japanese prose. A few rarer words carry ruby markup
// (`{base|reading}`): the EPUB shows it as <ruby>, the PDF prints the base text only.
// The pools are kept small on purpose: fewer distinct kanji keep the embedded font subset small.

export const JA_PEOPLE = [
  '司書の{葵|あおい}',
  '少年の{湊|みなと}',
  '古書店の店主',
  '旅の写真家',
  '{灯台守|とうだいもり}の老人',
  '郵便配達の娘',
  '年老いた翻訳家',
  '見習いの製本職人',
  '港の子どもたち',
  '地図を描く青年',
] as const;

export const JA_TIMES = [
  'ある朝',
  '夕暮れ時',
  '雨の降る午後',
  '夜が明ける少し前',
  '冬の終わりに',
  '祭りの翌日',
  '月の明るい晩',
  '{黄昏|たそがれ}どき',
  '日曜日の昼下がり',
  'その年の秋',
] as const;

export const JA_PLACES = [
  '図書館の奥の書庫',
  '港に近い古い倉庫',
  '坂の上の喫茶店',
  '川沿いの小道',
  '{欅|けやき}並木の下',
  '駅の待合室',
  '屋根裏の小部屋',
  '閉館後の閲覧室',
  '灯台のふもと',
  '市場の片隅',
] as const;

export const JA_OBJECTS = [
  '古い地図',
  '一通の手紙',
  '青い表紙の本',
  '{栞|しおり}',
  '錆びた鍵',
  '{硝子|ガラス}の瓶',
  '色あせた写真',
  '手書きの目録',
  '小さな木箱',
  '折りたたまれた楽譜',
] as const;

export const JA_VERBS_PAST = [
  '見つけた',
  '読み返した',
  'そっと開いた',
  '机の上に置いた',
  '大切にしまった',
  '見知らぬ人に手渡した',
  '光にかざした',
  'ノートに書き写した',
  '棚に戻した',
  '鞄に入れた',
] as const;

export const JA_EXIST = ['あった', '置かれていた', '残されていた', '隠されていた'] as const;

export const JA_FEELINGS = [
  '懐かしい',
  '落ち着かない',
  '晴れやかな',
  '少し寂しい',
  '不思議な',
  '穏やかな',
] as const;

export const JA_WEATHER = [
  '窓の外では細い雨が降っていた',
  '風が{欅|けやき}の葉を揺らしていた',
  '空には薄い雲が広がっていた',
  '遠くで汽笛が鳴った',
  '雪が音もなく積もっていた',
  '夕日が川面を赤く染めていた',
] as const;

export const JA_THOUGHTS = [
  '昔のことを思い出した',
  '次の{頁|ページ}をめくる勇気を探した',
  '誰がこれを書いたのかを考えた',
  '言葉にならない何かを感じた',
  'しばらく黙っていた',
  '小さく息をついた',
] as const;

export const JA_DIALOGUES = [
  'この本は、まだ終わっていないのです',
  'どこかで会ったことがありませんか',
  '明日もここに来てもいいですか',
  '言葉は、読まれるのを待っているんだよ',
  '地図の端に、まだ名前のない町がある',
  'あなたの探している{頁|ページ}は、きっとこの棚にあります',
  '急がなくていい。本は逃げないから',
  'この手紙は、誰に宛てたものでしょう',
] as const;

export const JA_SAY_VERBS = [
  '言った',
  'つぶやいた',
  '{囁|ささや}いた',
  '笑って答えた',
  '静かに言った',
] as const;

export const JA_COUNTS = ['二', '三', '四', '五', '七'] as const;

/** Adjective and noun pairs for chapter titles: [Japanese, English]. */
export const TITLE_ADJECTIVES = [
  ['静かな', 'Quiet'],
  ['古びた', 'Weathered'],
  ['不思議な', 'Curious'],
  ['懐かしい', 'Familiar'],
  ['小さな', 'Small'],
  ['遠い', 'Distant'],
  ['忘れられた', 'Forgotten'],
  ['温かい', 'Warm'],
] as const;

export const TITLE_NOUNS = [
  ['物語', 'Story'],
  ['記憶', 'Memory'],
  ['約束', 'Promise'],
  ['季節', 'Season'],
  ['旅', 'Journey'],
  ['町', 'Town'],
  ['夢', 'Dream'],
  ['言葉', 'Word'],
  ['海', 'Sea'],
  ['星', 'Star'],
  ['書庫', 'Archive'],
  ['手紙', 'Letter'],
] as const;
