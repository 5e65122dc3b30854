import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Link as RouterLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../ui/pager/pager';
import { useSession } from '../auth/session';
import { ContentCover } from '../library/content-cover';
import { LoadingState } from '../library/loading-state';
import { useFullTextSearch, type FullTextResultItem } from './full-text-api';
import { fullTextLinksOf, layoutOfPath, type FullTextLinks } from './full-text-links';
import './full-text-texts';
import { AllHits } from './full-text-all-hits';
import { HitEntry } from './full-text-hit';

export interface FullTextResultsProps {
  /** The words as typed in the company's full-text box (the address's `q`). */
  query: string;
  /** The group searched in (home layout), or null for every group the viewer may see. */
  contentGroupId: number | null;
  /** 1-based page of results. */
  page: number;
  onPageChange: (page: number) => void;
}

function ResultItem({
  result,
  links,
  query,
  contentGroupId,
}: {
  result: FullTextResultItem;
  links: FullTextLinks;
  query: string;
  contentGroupId: number | null;
}) {
  const { t } = useTranslation();
  const { content, hits } = result;
  const titleId = useId();
  const allHitsId = useId();
  const [isAllOpen, setAllOpen] = useState(false);
  // The best pages are shown; the rest of a book's matching pages open on demand.
  const hasMore = hits.length > 0 && result.hitPages > hits.length;
  return (
    <Box
      component="li"
      aria-labelledby={titleId}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '64px 1fr', sm: '88px 1fr' },
        gap: 2,
        py: 2,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Box component={RouterLink} to={links.detailPathOf(content)} tabIndex={-1} aria-hidden>
        <ContentCover src={content.coverUrl} ribbon={null} />
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography id={titleId} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
          <Link component={RouterLink} to={links.detailPathOf(content)}>
            {content.title}
          </Link>
        </Typography>
        {content.author ? (
          <Typography variant="body2" color="text.secondary">
            {content.author}
          </Typography>
        ) : null}
        <Typography variant="caption" color="text.secondary">
          {t('fullText.hitPages', { count: result.hitPages })}
        </Typography>
        {hits.length === 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t('fullText.textHidden')}
          </Typography>
        ) : null}
        <Box
          component="ul"
          aria-label={t('fullText.hitsOf', { title: content.title })}
          sx={{
            listStyle: 'none',
            m: 0,
            mt: 1,
            p: 0,
            gap: 1,
            // No hits shown (the text is the readers' who may open it): no empty list either.
            display: hits.length === 0 ? 'none' : 'grid',
          }}
        >
          {hits.map((hit) => (
            <HitEntry
              key={hit.page}
              title={content.title}
              hit={hit}
              to={links.hitPathOf(content, hit.page)}
            />
          ))}
        </Box>
        {hasMore ? (
          <Button
            size="small"
            aria-expanded={isAllOpen}
            aria-controls={allHitsId}
            onClick={() => setAllOpen(!isAllOpen)}
            endIcon={isAllOpen ? <ExpandLessIcon /> : <ExpandMoreIcon />}
            sx={{ mt: 1 }}
          >
            {isAllOpen ? t('fullText.hideAll') : t('fullText.showAll', { count: result.hitPages })}
          </Button>
        ) : null}
        {hasMore && isAllOpen ? (
          <AllHits
            id={allHitsId}
            content={content}
            query={query}
            contentGroupId={contentGroupId}
            links={links}
          />
        ) : null}
      </Box>
    </Box>
  );
}

/**
 * Full-text results (issue 8): the books whose text holds the words, each with its best pages
 * and their snippets; each page links to the reader opened at that page with the words
 * highlighted. Rendered by the search view where the company's full-text box is searched.
 */
export default function FullTextResults({
  query,
  contentGroupId,
  page,
  onPageChange,
}: FullTextResultsProps) {
  const { t } = useTranslation();
  const { user } = useSession();
  const location = useLocation();
  const search = useFullTextSearch({ query, contentGroupId, page, isSignedIn: user !== null });
  const links = fullTextLinksOf({
    layout: layoutOfPath(location.pathname),
    contentGroupId,
    query,
  });

  if (query.trim() === '') return null;
  const shown = search.data;
  if (shown === undefined) {
    return search.isError ? (
      <Box role="alert" sx={{ py: 2, display: 'flex', alignItems: 'center', gap: 2 }}>
        <Typography color="error">{t('fullText.failed')}</Typography>
        <Button variant="outlined" size="small" onClick={() => void search.refetch()}>
          {t('fullText.retry')}
        </Button>
      </Box>
    ) : (
      <LoadingState label={t('fullText.loading')} />
    );
  }
  if (shown.content.length === 0) {
    return (
      <Typography role="status" color="text.secondary" sx={{ py: 2 }}>
        {t(shown.totalIsLowerBound ? 'fullText.emptyAtBound' : 'fullText.empty', {
          query: query.trim(),
        })}
      </Typography>
    );
  }
  return (
    <Box
      component="section"
      aria-label={t('fullText.results')}
      aria-busy={search.isFetching}
      sx={{ opacity: search.isPlaceholderData ? 0.6 : 1 }}
    >
      <Typography role="status" variant="body2" color="text.secondary">
        {t(shown.totalIsLowerBound ? 'fullText.booksFoundAtLeast' : 'fullText.booksFound', {
          count: shown.totalElements,
        })}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {shown.content.map((result) => (
          <ResultItem
            key={result.content.id}
            result={result}
            links={links}
            query={query}
            contentGroupId={contentGroupId}
          />
        ))}
      </Box>
      <Box sx={{ mt: 2 }}>
        <Pager page={page} totalPages={shown.totalPages} onChange={onPageChange} />
      </Box>
    </Box>
  );
}
