/** Japanese texts of the home library and the content detail screen, mounted at `library.*`. */
export const libraryTextsJa = {
  menu: {
    favorites: 'お気に入り',
    recentlyRead: '最近読んだ本',
  },
  home: {
    loading: '本棚を読み込み中…',
    loadFailed: '本棚を読み込めませんでした。',
    empty: '公開されている本はまだありません。',
    emptyGroup: 'このグループには本がありません。',
    groupNotFound: 'このグループは見つかりません。',
    seeAll: '「{{name}}」をすべて見る',
    favoritesEmpty: 'お気に入りはまだありません。本の詳細画面の星で追加できます。',
    recentlyReadEmpty: '最近読んだ本はありません。',
    pageStatus: '{{page}} / {{total}} ページ',
    continueReading: '続きを読む',
  },
  sort: {
    label: '並び順',
    newest: '新しい順',
    title: 'タイトル順',
    author: '著者順',
    popular: '人気順',
    periodLabel: '集計期間',
    LAST_30_DAYS: '過去 30 日',
    LAST_3_MONTHS: '過去 3 か月',
    LAST_6_MONTHS: '過去 6 か月',
    LONGEST: '全期間',
  },
  ribbon: {
    new: 'New',
    popular: '人気',
    recommend: 'おすすめ',
  },
  card: {
    noCover: '表紙なし',
    favorite: 'お気に入り',
  },
  progress: {
    page: '{{total}} ページ中 {{page}} ページ',
    percent: '{{percent}}% 読了',
  },
};

/** The content detail screen's texts, mounted at `library.detail.*` when that screen loads. */
export const libraryDetailTextsJa = {
  loading: '本の情報を読み込み中…',
  noData: 'この本の情報はありません。公開が終わったか、URL が間違っている可能性があります。',
  backToGroup: '一覧に戻る',
  viewBook: '本を読む',
  viewBookNewTab: '（新しいタブで開きます）',
  addFavorite: 'お気に入りに追加',
  removeFavorite: 'お気に入りから削除',
  fields: {
    title: 'タイトル',
    author: '著者',
    keywords: 'キーワード',
    toc: '目次',
    distributorName: '提供元',
    description: '説明',
    param1: '追加項目 1',
    param2: '追加項目 2',
    param3: '追加項目 3',
    param4: '追加項目 4',
    param5: '追加項目 5',
    created_date: '登録日',
  },
  loginTitle: 'ログインが必要です',
  loginBody: 'この本を読むにはログインしてください。ログイン後にこの画面へ戻ります。',
  loginBodyFromResults:
    'この本を読むにはログインしてください。ログイン後にこの本のページから開けます。',
  loginAction: 'ログイン',
  openTitle: '本を開きますか？',
  openBody: 'ログインしました。「{{title}}」を新しいタブで開きます。',
  openAction: '本を開く',
  tick: {
    subscribed: '購読中',
    free: '無料',
    subscription: 'サブスクリプション対象',
  },
};
