/**
 * Japanese texts of the payment history (`paymentHistory.*`): the reader's tab 2 of
 * /subscription and the administrator's payments tab of /company/subscription.
 */
export const paymentHistoryTextsJa = {
  loading: '読み込み中…',
  loadFailed: '支払い履歴を読み込めませんでした。（{{message}}）',
  total: '全{{count}}件',
  none: '—',
  tableLabel: '支払い履歴',
  empty: '支払い履歴はまだありません。',
  noMatch: '条件に合う支払いはありません。',
  status: {
    SUCCESS: '確定',
    PENDING: '決済前',
    error: '決済エラー',
  },
  kind: {
    FIRST: '初回',
    RENEWAL: '更新（{{period}}期目）',
  },
  columns: {
    date: '日時',
    plan: 'プラン',
    kind: '種別',
    price: '金額（税込）',
    status: '状態',
    card: 'カード',
    coupon: 'クーポン',
    reader: '読者',
    orderId: '注文番号',
  },
  admin: {
    tabsLabel: 'サブスクリプションの管理',
    plansTab: 'プラン',
    paymentsTab: '支払い履歴',
    title: '支払い履歴',
    intro: 'すべての読者のカード決済です。新しい順に表示します。',
    searchLabel: 'プラン・注文番号・読者',
    search: '検索',
    statusFilter: '状態',
    allStatuses: 'すべて',
    downloadCsv: 'CSVをダウンロード',
  },
};
