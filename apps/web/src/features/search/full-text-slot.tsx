/**
 * SLOT for the full-text results (helper H, branch full-text-web): the default export of
 * `./full-text-results.tsx`, `FullTextResults({ query, contentGroupId, page, onPageChange })`.
 * The search view renders it where the words go to the company's full-text box. Until that
 * file is merged the slot says the results are not wired in; once it exists, replace this glob
 * with `lazy(() => import('./full-text-results'))` so its props are type-checked.
 */
import { lazy, Suspense } from 'react';
import type { ComponentType } from 'react';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { LoadingState } from '../library/loading-state';

export interface FullTextResultsProps {
  query: string;
  contentGroupId: number | null;
  page: number;
  onPageChange: (page: number) => void;
}

// Resolved at build time: an empty record while the file is absent.
const modules = import.meta.glob<{ default: ComponentType<FullTextResultsProps> }>(
  './full-text-results.tsx',
);
const load = modules['./full-text-results.tsx'];
const FullTextResults = load ? lazy(load) : null;

export function FullTextSlot(props: FullTextResultsProps) {
  const { t } = useTranslation();
  if (!FullTextResults) {
    return <Typography color="text.secondary">{t('search.results.fullTextPending')}</Typography>;
  }
  return (
    <Suspense fallback={<LoadingState label={t('search.results.loading')} />}>
      <FullTextResults {...props} />
    </Suspense>
  );
}
