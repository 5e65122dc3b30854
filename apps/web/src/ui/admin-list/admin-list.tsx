import { useEffect, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import Typography from '@mui/material/Typography';
import { LoadingScreen } from '../feedback/loading-screen';
import { Pager } from '../pager/pager';
import { LoadFailedAlert } from '../feedback/load-failed-alert';

/** What a paged list query gives the frame (TanStack Query's result, camel-cased page). */
export interface PagedQuery<T> {
  data: { content: T[]; totalElements: number; totalPages: number; number: number } | undefined;
  isPending: boolean;
  isError: boolean;
  isPlaceholderData: boolean;
  error: unknown;
  refetch: () => unknown;
}

export interface AdminListProps<T> {
  query: PagedQuery<T>;
  /** The page asked for; an empty page past the first steps back to the last one. */
  page: number;
  onPageChange: (page: number) => void;
  texts: {
    loading: string;
    loadFailed: (error: unknown) => string;
    empty: string;
    tableLabel: string;
    total: (count: number) => string;
  };
  head: ReactNode;
  row: (item: T) => ReactNode;
}

/**
 * The body of an administrator's list screen: loading, error with retry, empty state, the table
 * with a progress bar while the next page loads, the total and the pager. Screens keep their
 * own heading, toolbar, rows and dialogs.
 */
export function AdminList<T>({ query, page, onPageChange, texts, head, row }: AdminListProps<T>) {
  const { data } = query;
  const stepBackTo =
    data && data.content.length === 0 && page > 1 ? Math.max(1, data.totalPages) : null;
  useEffect(() => {
    if (stepBackTo !== null && stepBackTo !== page) onPageChange(stepBackTo);
    // onPageChange is rebuilt every render; the step depends on the numbers only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stepBackTo, page]);

  if (query.isPending) return <LoadingScreen message={texts.loading} />;
  if (query.isError && !data) {
    return (
      <LoadFailedAlert onRetry={() => void query.refetch()}>
        {texts.loadFailed(query.error)}
      </LoadFailedAlert>
    );
  }
  if (!data) return null;
  if (data.content.length === 0) {
    return (
      <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }} role="status">
        <Typography color="text.secondary">{texts.empty}</Typography>
      </Paper>
    );
  }
  return (
    <>
      <Paper variant="outlined" sx={{ position: 'relative' }} aria-busy={query.isPlaceholderData}>
        {query.isPlaceholderData ? (
          <LinearProgress
            aria-label={texts.loading}
            sx={{ position: 'absolute', top: 0, left: 0, right: 0 }}
          />
        ) : null}
        {/* A wide table scrolls sideways on a narrow screen: keyboard users scroll it once focused. */}
        <TableContainer tabIndex={0} role="region" aria-label={texts.tableLabel}>
          <Table size="small" aria-label={texts.tableLabel}>
            <TableHead>{head}</TableHead>
            <TableBody>{data.content.map(row)}</TableBody>
          </Table>
        </TableContainer>
      </Paper>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography color="text.secondary" sx={{ flex: 1 }} aria-live="polite">
          {texts.total(data.totalElements)}
        </Typography>
        <Pager page={data.number} totalPages={data.totalPages} onChange={onPageChange} />
      </Box>
    </>
  );
}

/** The page heading of an administrator's screen with its buttons and an introduction. */
export function AdminScreenHeader({
  title,
  intro,
  actions,
}: {
  title: string;
  intro?: string;
  actions?: ReactNode;
}) {
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography component="h1" variant="h5" sx={{ flex: 1 }}>
          {title}
        </Typography>
        {actions}
      </Box>
      {intro ? <Typography color="text.secondary">{intro}</Typography> : null}
    </Box>
  );
}

/** The column layout every administrator's list screen uses. */
export const adminScreenSx = {
  maxWidth: 1200,
  mx: 'auto',
  display: 'grid',
  // minmax(0, …): a wide table scrolls in its container instead of widening the page.
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: 2,
} as const;
