import { useEffect, useId, useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../ui/pager/pager';
import { ContentGrid } from '../library/content-grid';
import { useGroupContents } from '../library/library-api';
import type { ContentPage } from '../library/library-api';
import { contentDetailPath, groupPath } from '../library/library-paths';
import type { Shelf } from '../library/library-types';
import { shelfLayout } from '../library/shelf-layout';
import { isDefaultSort } from '../library/sort-options';
import type { ShelfSort } from '../library/sort-options';
import { stepBackPage } from '../library/step-back';
import { LoadingState } from '../library/loading-state';

/** The page a shelf shows: its own (home overview) or the address's (group page). */
export interface ShelfPaging {
  page: number;
  /** `replace`: the step back replaces the empty page in the history instead of adding to it. */
  onChange: (page: number, options?: { replace: boolean }) => void;
}

/** The group list brings page 1 in the default order: the shelf shows it without a second call. */
function firstPageOf(group: Shelf, size: number): ContentPage {
  return {
    content: group.contents,
    totalElements: group.totalElements,
    totalPages: group.totalPages,
    size,
    number: 1,
  };
}

/**
 * One content group's shelf: heading, books, pager. An empty page above 1 asks for the page
 * before it (product.md §4).
 */
export function GroupShelf({
  group,
  base,
  sort,
  listUpdatedAt,
  paging,
  isOverview,
}: {
  group: Shelf;
  base: string;
  sort: ShelfSort;
  /** When the group list (and so its first page) was loaded. */
  listUpdatedAt: number;
  /** Absent: the shelf keeps its own page. */
  paging?: ShelfPaging;
  /** On the home overview the heading links to the group's own page. */
  isOverview: boolean;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const [ownPage, setOwnPage] = useState(1);
  const page = paging?.page ?? ownPage;
  const setPage = paging?.onChange ?? setOwnPage;
  const layout = shelfLayout(group);
  const canUseListPage = page === 1 && isDefaultSort(sort) && group.page === 1;
  const query = useGroupContents(
    { contentGroupId: group.id, page, size: layout.pageSize, sort },
    canUseListPage
      ? { initialData: firstPageOf(group, layout.pageSize), initialDataUpdatedAt: listUpdatedAt }
      : {},
  );
  const data = query.isPlaceholderData ? undefined : query.data;
  const previousPage = data ? stepBackPage(page, data.content.length) : null;
  useEffect(() => {
    if (previousPage !== null) setPage(previousPage, { replace: true });
  }, [previousPage, setPage]);

  const shown = query.data;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 4 }}>
      <Typography id={headingId} component="h2" variant="h6" sx={{ mb: 1.5 }}>
        {isOverview ? (
          <Box
            component={Link}
            to={groupPath(base, group.id)}
            sx={{ color: 'inherit' }}
            aria-label={t('library.home.seeAll', { name: group.name })}
          >
            {group.name}
          </Box>
        ) : (
          group.name
        )}
      </Typography>
      {shown === undefined ? (
        query.isError ? (
          <Typography color="error">{t('library.home.loadFailed')}</Typography>
        ) : (
          <LoadingState label={t('library.home.loading')} />
        )
      ) : shown.content.length === 0 ? (
        <Typography color="text.secondary">{t('library.home.emptyGroup')}</Typography>
      ) : (
        <>
          <ContentGrid
            contents={shown.content}
            layout={isOverview ? layout : { rows: 1, wrap: true }}
            linkOf={(content) => contentDetailPath(base, group.id, content.id)}
            listType={group.listType}
            label={group.name}
          />
          <Box sx={{ mt: 1.5 }}>
            <Pager page={page} totalPages={shown.totalPages} onChange={setPage} />
          </Box>
        </>
      )}
    </Box>
  );
}
