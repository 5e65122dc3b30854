/** 本文検索の結果（`fullText.*`）: 検索ページの全文検索ボックスの下に表示されます。 */
export const fullTextTextsJa = {
  results: '本文検索の結果',
  loading: '本文を検索しています…',
  failed: '本文を検索できませんでした。',
  retry: 'もう一度検索',
  empty: '「{{query}}」を含む本は見つかりませんでした。',
  emptyAtBound:
    '「{{query}}」は多くのページにありますが、最初に見つかったページにご覧になれる本はありませんでした。言葉を足して絞り込んでください。',
  booksFound: '{{count}}冊の本に見つかりました',
  booksFoundAtLeast: '{{count}}冊以上の本に見つかりました。言葉を足すと絞り込めます。',
  hitPages: '{{count}}ページで一致',
  page: '{{page}}ページ',
  openHit: '{{title}}の{{page}}ページを開く',
  hitsOf: '{{title}}で一致したページ',
  textHidden: '本文は、この本を開ける方にだけ表示されます。',
  showAll: '一致した{{count}}ページをすべて表示',
  hideAll: '一致ページの一覧を閉じる',
  allHitsOf: '{{title}}で一致したすべてのページ',
  allLoading: '一致したページを読み込んでいます…',
  allFailed: '一致したページを読み込めませんでした。',
};
