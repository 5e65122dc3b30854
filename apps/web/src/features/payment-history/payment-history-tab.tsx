import { usePageParam } from '../../ui/pager/use-page-param';
import { useTransactionPage } from './payment-history-api';
import { TransactionsTable } from './transactions-table';

/** Tab 2 of the reader's /subscription: their own payments, 10 a page (`?page=`). */
export function PaymentHistoryTab() {
  const [page, setPage] = usePageParam();
  const query = useTransactionPage(page);
  return <TransactionsTable query={query} page={page} onPageChange={setPage} />;
}
