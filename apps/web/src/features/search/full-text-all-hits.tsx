import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../ui/pager/pager';
import { useSession } from '../auth/session';
import { LoadingState } from '../library/loading-state';
import { useFullTextPages } from './full-text-api';
import { HitEntry } from './full-text-hit';
import type { FullTextLinks } from './full-text-links';

/**
 * Every matching page of one book (issue 21, all the matches), in page order and paged: the list
 * behind a result's "n pages match", each page linking to the reader with the words marked.
 */
export function AllHits({
  content,
  query,
  contentGroupId,
  links,
  id,
}: {
  content: { id: string; title: string; contentGroupIds: number[] };
  query: string;
  contentGroupId: number | null;
  links: FullTextLinks;
  id: string;
}) {
  const { t } = useTranslation();
  const { user } = useSession();
  const [page, setPage] = useState(1);
  const hits = useFullTextPages(
    { query, contentId: content.id, contentGroupId, page },
    user !== null,
  );
  const shown = hits.data;
  let body;
  if (shown === undefined) {
    body = hits.isError ? (
      <Box role="alert" sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Typography color="error">{t('fullText.allFailed')}</Typography>
        <Button variant="outlined" size="small" onClick={() => void hits.refetch()}>
          {t('fullText.retry')}
        </Button>
      </Box>
    ) : (
      <LoadingState label={t('fullText.allLoading')} />
    );
  } else {
    body = (
      <>
        <Box
          component="ul"
          aria-label={t('fullText.allHitsOf', { title: content.title })}
          aria-busy={hits.isFetching}
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gap: 1,
            opacity: hits.isPlaceholderData ? 0.6 : 1,
          }}
        >
          {shown.content.map((hit) => (
            <HitEntry
              key={hit.page}
              title={content.title}
              hit={hit}
              to={links.hitPathOf(content, hit.page)}
            />
          ))}
        </Box>
        <Box sx={{ mt: 1 }}>
          <Pager page={page} totalPages={shown.totalPages} onChange={setPage} />
        </Box>
      </>
    );
  }
  return (
    <Box id={id} sx={{ mt: 1, pl: 1.5, borderLeft: 2, borderColor: 'divider' }}>
      {body}
    </Box>
  );
}
