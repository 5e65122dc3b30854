import { lazy, Suspense, useCallback } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ContentListType } from '@hondana/contract';
import { siteNameOf, useSite } from '../company/company-settings';
import {
  contentDetailPath,
  groupPath,
  libraryBasePath,
  parseGroupId,
  recentlyReadPath,
} from '../library/library-paths';
import type { Content, Shelf } from '../library/library-types';
import { LoadingState } from '../library/loading-state';
import { SortBar } from '../library/sort-bar';
import { parseSort, writeSort } from '../library/sort-options';
import type { ShelfSort } from '../library/sort-options';
import { parsePageParam } from '../../ui/pager/pager-window';
import { useLibraryGroups } from '../library/use-library-groups';
import { GroupShelf } from './group-shelf';
import type { GroupShelfProps, ShelfPaging } from './group-shelf';
import type { ContinueShelfProps } from './continue-shelf';

// Only readers with recently read books see it: visitors never load it (the home page's budget).
const ContinueShelf = lazy(() => import('./continue-shelf'));
import { useLocalized } from '../../i18n/localized';

/**
 * The home library (product.md §2 Home layout): at / (and /home-search, the header's Books) a
 * signed-in reader's books to continue first (issue 21; Google Play Books and Kavita put them
 * first), then a shelf per content group in home order, then the favourites; at
 * /:contentGroupId one group (or the favourites) and at /recently-read the recently read books,
 * with paging. Sort and page live in the address, so a shared or reloaded link shows the same
 * books.
 */
export default function HomePage() {
  const { t } = useTranslation();
  const pick = useLocalized();
  const { company } = useSite();
  const { pathname } = useLocation();
  const params = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const base = libraryBasePath(pathname);
  const library = useLibraryGroups(base);
  const { query, groups, readerShelves, favoriteGroupId } = library;
  const sort = parseSort(searchParams);
  const page = parsePageParam(searchParams.get('page'));
  const isRecentPage = pathname === recentlyReadPath;
  const isGroupPage = params.contentGroupId !== undefined;
  const groupId = isGroupPage ? parseGroupId(params.contentGroupId) : null;

  const changeSort = (next: ShelfSort) => setSearchParams(writeSort(searchParams, next));
  const changePage = useCallback(
    (next: number, options?: { replace: boolean }) =>
      setSearchParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next > 1) updated.set('page', String(next));
          else updated.delete('page');
          return updated;
        },
        { replace: options?.replace ?? false },
      ),
    [setSearchParams],
  );

  // Favourites and recently read open in a group the reader can see that holds the book.
  const visibleGroupIds = new Set(groups.map((group) => group.id));
  const groupOf = (content: Content) =>
    content.contentGroupIds.find((id) => visibleGroupIds.has(id)) ??
    content.contentGroupIds[0] ??
    favoriteGroupId ??
    0;
  const readerLink = (content: Content) => contentDetailPath(base, groupOf(content), content.id);
  /** A group's shelf, or the favourites (recently read is ContinueShelf). */
  const shelfProps = (shelf: Shelf, paging?: ShelfPaging): GroupShelfProps & { key: string } => {
    const isGroup = shelf.listType === ContentListType.Normal;
    const title = isGroup ? pick(shelf.name, shelf.nameEn) : t('library.menu.favorites');
    return {
      key: `${shelf.listType}-${shelf.id}-${sort.key}-${sort.period}`,
      shelf,
      title,
      emptyText: t(isGroup ? 'library.home.emptyGroup' : 'library.home.favoritesEmpty'),
      linkOf: isGroup ? (content) => contentDetailPath(base, shelf.id, content.id) : readerLink,
      sort,
      listUpdatedAt: isGroup ? query.dataUpdatedAt : library.favoritesQuery.dataUpdatedAt,
      paging,
      headingLink: paging
        ? undefined
        : {
            to: groupPath(base, shelf.id),
            label: t('library.home.seeAll', { name: title }),
          },
    };
  };

  // The call answers the favourites, then recently read.
  const [favorites, recent] = readerShelves;
  const continueProps = (paging?: ShelfPaging): ContinueShelfProps => ({
    shelf: recent,
    allPath: recentlyReadPath,
    sort,
    listUpdatedAt: library.favoritesQuery.dataUpdatedAt,
    paging,
    groupOf,
    detailLink: readerLink,
  });

  const isFavoritesPage = isGroupPage && groupId !== null && groupId === favoriteGroupId;
  const group = isGroupPage ? groups.find((candidate) => candidate.id === groupId) : undefined;
  // The name the header shows, so the welcome line and the header agree (issue 21, part 12).
  let title = t('home.welcomeTitle', { name: company ? siteNameOf(company) : t('app.name') });
  if (isFavoritesPage) title = t('library.menu.favorites');
  else if (isRecentPage) title = t('library.menu.recentlyRead');
  else if (group) title = pick(group.name, group.nameEn);

  let body;
  if (query.isError) {
    body = (
      <Box>
        <Typography color="error">{t('library.home.loadFailed')}</Typography>
        <Button sx={{ mt: 1 }} variant="outlined" onClick={() => void query.refetch()}>
          {t('common.retry')}
        </Button>
      </Box>
    );
  } else if (
    !query.data ||
    ((isRecentPage || (isGroupPage && !group)) && library.favoritesQuery.isLoading)
  ) {
    body = <LoadingState label={t('library.home.loading')} />;
  } else if (isRecentPage) {
    body = (
      <Suspense>
        <ContinueShelf {...continueProps({ page, onChange: changePage })} />
      </Suspense>
    );
  } else if (isFavoritesPage && favorites) {
    // Recently read has a page of its own (the side menu's next entry).
    const { key, ...props } = shelfProps(favorites);
    body = <GroupShelf key={key} {...props} headingLink={undefined} />;
  } else if (isGroupPage && !group) {
    body = <Typography color="text.secondary">{t('library.home.groupNotFound')}</Typography>;
  } else if (group) {
    const { key, ...props } = shelfProps(group, { page, onChange: changePage });
    body = <GroupShelf key={key} {...props} />;
  } else if (groups.length === 0 && readerShelves.length === 0) {
    body = <Typography color="text.secondary">{t('library.home.empty')}</Typography>;
  } else {
    // Books to continue come first, and only when there are some: no empty shelf on top.
    body = [
      recent?.totalElements ? (
        <Suspense key="continue">
          <ContinueShelf {...continueProps()} />
        </Suspense>
      ) : null,
      ...[...groups, ...(favorites ? [favorites] : [])].map((shelf) => {
        const { key, ...props } = shelfProps(shelf);
        return <GroupShelf key={key} {...props} />;
      }),
    ];
  }

  return (
    <Box sx={{ maxWidth: 1280, mx: 'auto' }}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
          flexWrap: 'wrap',
          mb: 3,
        }}
      >
        <Typography component="h1" variant="h5">
          {title}
        </Typography>
        {/* Recently read is in the order the reader opened the books. */}
        {isRecentPage ? null : <SortBar sort={sort} onChange={changeSort} />}
      </Box>
      {body}
    </Box>
  );
}
