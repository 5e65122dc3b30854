import type { paymentHistoryTextsJa } from './payment-history-texts-ja';

/** English texts of the payment history (`paymentHistory.*`). */
export const paymentHistoryTextsEn: typeof paymentHistoryTextsJa = {
  loading: 'Loading…',
  loadFailed: 'Could not load the payment history. ({{message}})',
  total: '{{count}} in all',
  none: '—',
  tableLabel: 'Payment history',
  empty: 'No payments yet.',
  noMatch: 'No payment matches.',
  status: {
    SUCCESS: 'Confirmed',
    PENDING: 'Before payment',
    error: 'Payment error',
  },
  kind: {
    FIRST: 'First',
    RENEWAL: 'Renewal (period {{period}})',
  },
  columns: {
    date: 'Date',
    plan: 'Plan',
    kind: 'Type',
    price: 'Amount (tax incl.)',
    status: 'Status',
    card: 'Card',
    coupon: 'Coupon',
    reader: 'Reader',
    orderId: 'Order number',
  },
  admin: {
    tabsLabel: 'Subscription management',
    plansTab: 'Plans',
    paymentsTab: 'Payment history',
    title: 'Payment history',
    intro: 'Every reader’s card payments, newest first.',
    searchLabel: 'Plan, order number or reader',
    search: 'Search',
    statusFilter: 'Status',
    allStatuses: 'All',
    downloadCsv: 'Download CSV',
  },
};
