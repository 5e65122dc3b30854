import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '../../ui/feedback/api-notify';
import { LoadFailedAlert } from '../../ui/feedback/load-failed-alert';
import { PlanCard } from './plan-card';
import type { Plan } from './plan-types';

/** A plan list query as the cards need it (TanStack Query's result). */
export interface PlanListQuery {
  data: { content: Plan[] } | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/** Plans as cards, with the loading, failure (Retry) and empty states around them. */
export function PlanCardList({
  query,
  emptyText,
  headingLevel,
}: {
  query: PlanListQuery;
  emptyText: string;
  headingLevel?: 'h2' | 'h3';
}) {
  const { t } = useTranslation();
  if (query.isPending) {
    return (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 2 }}>
        <CircularProgress size={20} aria-hidden="true" />
        <Typography color="text.secondary">{t('subscription.loading')}</Typography>
      </Box>
    );
  }
  if (query.isError || !query.data) {
    return (
      <LoadFailedAlert onRetry={() => void query.refetch()}>
        {t('subscription.loadFailed', { message: describeApiError(query.error).message })}
      </LoadFailedAlert>
    );
  }
  if (query.data.content.length === 0) {
    return (
      <Paper variant="outlined" role="status" sx={{ p: 4, textAlign: 'center' }}>
        <Typography color="text.secondary">{emptyText}</Typography>
      </Paper>
    );
  }
  return (
    <Box
      component="ul"
      aria-label={t('subscription.card.listLabel')}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
      }}
    >
      {query.data.content.map((plan) => (
        <li key={plan.id}>
          <PlanCard plan={plan} headingLevel={headingLevel} />
        </li>
      ))}
    </Box>
  );
}
