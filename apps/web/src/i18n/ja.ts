/**
 * Japanese texts: the default language and the source of the key types (i18next.d.ts).
 * Every other language must have exactly this shape.
 */
export const ja = {
  app: {
    name: 'Hondana',
    loading: '読み込み中…',
    skipToContent: '本文へ移動',
  },
  common: {
    close: '閉じる',
    cancel: 'キャンセル',
    yes: 'はい',
    retry: '再試行',
    goBack: '戻る',
    reload: '再読み込み',
  },
  pager: {
    label: 'ページ送り',
    first: '最初のページ',
    previous: '前のページ',
    next: '次のページ',
    last: '最後のページ',
    page: '{{page}} ページ目',
  },
  routes: {
    viewer: '本の閲覧',
    home: 'ホーム',
    notFound: 'ページが見つかりません',
    login: 'ログイン',
    adminLogin: '管理者ログイン',
    register: '新規登録',
    forgotPassword: 'パスワードの再設定',
    resetPassword: '新しいパスワードの設定',
    confirmEmail: 'メールアドレスの確認',
    profile: 'アカウント設定',
    adminCompanies: '会社一覧',
    adminCompanyDetail: '会社の詳細',
    adminCompanyCreate: '会社を追加',
    companyDashboard: 'ダッシュボード',
    companyContentsImport: 'コンテンツ CSV インポート',
    companyContents: 'コンテンツ',
    companyContentsGroup: 'コンテンツグループ',
    companyWatermark: '透かし',
    companySearchSettings: '検索設定',
    companySearchResults: '検索結果の表示',
    companyHashtags: 'ハッシュタグ',
    companySearchTerms: '検索キーワード',
    contentGroup: '本の一覧',
    contentDetail: '本の詳細',
    search: '検索',
  },
  nav: {
    books: '本を探す',
    home: 'ホーム',
    login: 'ログイン',
    register: '新規登録',
    profile: 'プロフィール',
    subscription: 'サブスクリプション',
    logout: 'ログアウト',
    accountMenu: 'アカウントメニュー',
    mainNavigation: 'メインナビゲーション',
    openDrawer: 'メニューを開く',
    closeDrawer: 'メニューを閉じる',
    logoAlt: '{{name}} のロゴ',
    admin: {
      companies: '会社一覧',
      dashboard: 'ダッシュボード',
      contents: 'コンテンツ',
      contentsGroup: 'コンテンツグループ',
      users: 'ユーザー',
      userGroups: 'ユーザーグループ',
      messages: 'メッセージ',
      customizeTemplate: 'テンプレート設定',
      subscription: 'サブスクリプション',
      coupon: 'クーポン',
      contentsImport: 'CSV インポート',
      watermark: '透かし',
      searchSettings: '検索設定',
      searchResults: '検索結果の表示',
      hashtags: 'ハッシュタグ',
      searchTerms: '検索キーワード',
    },
    backToTop: 'ページの先頭へ戻る',
  },
  language: {
    label: '言語',
    ja: '日本語',
    en: 'English',
  },
  footer: {
    upperLinks: 'フッターリンク',
    lowerLinks: 'その他のリンク',
    copyright: '© {{year}} {{name}}',
  },
  company: {
    loading: 'サイト情報を読み込み中…',
    notConfiguredTitle: 'このサイトは設定されていません',
    notConfiguredBody:
      'ホスト名「{{host}}」に対応する会社が登録されていません。URL をご確認ください。',
    loadFailedTitle: 'サイト情報を読み込めませんでした',
    loadFailedBody: 'しばらくしてから再試行してください。（{{message}}）',
  },
  session: {
    loading: 'ログイン状態を確認中…',
  },
  home: {
    welcomeTitle: '{{name}} へようこそ',
    welcomeBody:
      '公開されている本や資料を検索して、オンラインで読むことができます。「本を探す」から始めましょう。',
  },
  notFound: {
    title: '申し訳ありません。ページが見つかりません',
    body: 'お探しのページは移動または削除されたか、URL が間違っている可能性があります。',
  },
  errors: {
    somethingWentWrong: '問題が発生しました。',
    details: '詳細',
    lazyTitle: 'エラー！',
    lazyBody: '画面を読み込めませんでした。ネットワークを確認して再試行してください。',
  },
  confirm: {
    warning: '確認',
    danger: '注意',
  },
  api: {
    // The catalogue's texts (api.error.<code>) load after the first screen: api-error-catalogue.ts.
    error: { unknown: 'エラーが発生しました。' },
    register: { 200: '登録しました。' },
    create: { 200: '作成しました。' },
    update: { 200: '更新しました。' },
    delete: { 200: '削除しました。' },
    upload: { 200: 'アップロードしました。' },
    cancel: { 200: 'キャンセルしました。' },
    coupon: { 200: 'クーポンを適用しました。' },
    addFavorite: { success: 'お気に入りに追加しました。' },
    removeFavorite: { success: 'お気に入りから削除しました。' },
  },
  text: {
    exceededMessageDefault:
      '同時ログイン数の上限を超えたため、他の端末のセッションを終了しました。',
  },
  // The sign-in and account screens' texts load with them (features/auth/auth-screen-texts.ts);
  // the automatic IP sign-in, which runs on every page, needs this one before.
  auth: {
    wrongDomain: 'このサイトのアカウントではないため、ログインできませんでした。',
  },
};
