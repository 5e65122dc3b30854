import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingState } from '../library/loading-state';
import type { FullTextResultsProps } from './full-text-results';

// Loaded only when the words go to the company's full-text box.
const FullTextResults = lazy(() => import('./full-text-results'));

/** Where the search view shows the full-text results (helper H's `FullTextResults`). */
export function FullTextSlot(props: FullTextResultsProps) {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<LoadingState label={t('search.results.loading')} />}>
      <FullTextResults {...props} />
    </Suspense>
  );
}
