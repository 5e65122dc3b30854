import { useEffect, useId, useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../ui/pager/pager';
import { ContentGrid } from '../library/content-grid';
import { useShelfContents } from '../library/library-api';
import type { ContentPage } from '../library/library-api';
import type { Content, Shelf } from '../library/library-types';
import { shelfLayout } from '../library/shelf-layout';
import { isDefaultSort } from '../library/sort-options';
import type { ShelfSort } from '../library/sort-options';
import { stepBackPage } from '../../ui/pager/pager-window';
import { LoadingState } from '../library/loading-state';

/** The page a shelf shows: its own (home overview) or the address's (group page). */
export interface ShelfPaging {
  page: number;
  /** `replace`: the step back replaces the empty page in the history instead of adding to it. */
  onChange: (page: number, options?: { replace: boolean }) => void;
}

/** The list brings page 1 in the default order: the shelf shows it without a second call. */
function firstPageOf(shelf: Shelf, size: number): ContentPage {
  return {
    content: shelf.contents,
    totalElements: shelf.totalElements,
    totalPages: shelf.totalPages,
    size,
    number: 1,
  };
}

export interface GroupShelfProps {
  shelf: Shelf;
  title: string;
  emptyText: string;
  linkOf: (content: Content) => string;
  sort: ShelfSort;
  /** When the list that brought the shelf's first page was loaded. */
  listUpdatedAt: number;
  /** Absent: the shelf keeps its own page (home overview). */
  paging?: ShelfPaging;
  /** On the home overview the heading links to the shelf's own page. */
  headingLink?: { to: string; label: string };
}

/**
 * One shelf (a content group, the favourites or recently read): heading, books, pager. An empty
 * page above 1 asks for the page before it (product.md §4).
 */
export function GroupShelf({
  shelf,
  title,
  emptyText,
  linkOf,
  sort,
  listUpdatedAt,
  paging,
  headingLink,
}: GroupShelfProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const [ownPage, setOwnPage] = useState(1);
  const page = paging?.page ?? ownPage;
  const setPage = paging?.onChange ?? setOwnPage;
  const layout = shelfLayout(shelf);
  const canUseListPage = page === 1 && isDefaultSort(sort) && shelf.page === 1;
  const query = useShelfContents(
    { shelf, page, size: layout.pageSize, sort },
    canUseListPage
      ? { initialData: firstPageOf(shelf, layout.pageSize), initialDataUpdatedAt: listUpdatedAt }
      : {},
  );
  const data = query.isPlaceholderData ? undefined : query.data;
  const previousPage = data ? stepBackPage(page, data.content.length, data.totalPages) : null;
  useEffect(() => {
    if (previousPage !== null) setPage(previousPage, { replace: true });
  }, [previousPage, setPage]);

  const shown = query.data;
  let body;
  if (shown === undefined) {
    body = query.isError ? (
      <Typography color="error">{t('library.home.loadFailed')}</Typography>
    ) : (
      <LoadingState label={t('library.home.loading')} />
    );
  } else if (shown.content.length === 0) {
    body = <Typography color="text.secondary">{emptyText}</Typography>;
  } else {
    body = (
      <>
        <ContentGrid
          contents={shown.content}
          // A shelf on the overview keeps its rows; a shelf's own page shows the whole page.
          layout={headingLink ? layout : { rows: 1, wrap: true }}
          linkOf={linkOf}
          listType={shelf.listType}
          label={title}
        />
        <Box sx={{ mt: 1.5 }}>
          <Pager page={page} totalPages={shown.totalPages} onChange={setPage} />
        </Box>
      </>
    );
  }
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 4 }}>
      <Typography id={headingId} component="h2" variant="h6" sx={{ mb: 1.5 }}>
        {headingLink ? (
          <Box
            component={Link}
            to={headingLink.to}
            sx={{ color: 'inherit' }}
            aria-label={headingLink.label}
          >
            {title}
          </Box>
        ) : (
          title
        )}
      </Typography>
      {body}
    </Box>
  );
}
