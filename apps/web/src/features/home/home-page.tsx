import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useCallback } from 'react';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSite } from '../company/company-settings';
import '../library/library-texts';
import { findDefaultFavoriteGroup, isFavoriteGroup } from '../library/group-order';
import { libraryBasePath, parseGroupId } from '../library/library-paths';
import { parseSort, writeSort } from '../library/sort-options';
import type { ShelfSort } from '../library/sort-options';
import { parsePageParam } from '../library/step-back';
import { SortBar } from '../library/sort-bar';
import { GroupShelf } from './group-shelf';
import { LoadingState } from '../library/loading-state';
import { ReaderShelves } from './reader-shelves';
import { useLibraryGroups } from '../library/use-library-groups';

/**
 * The home library (product.md §2 Home layout): at / (and /home-search, the header's Books) a
 * shelf per content group in home order; at /:contentGroupId one group with paging. Sort and
 * page live in the address, so a shared or reloaded link shows the same books.
 */
export default function HomePage() {
  const { t } = useTranslation();
  const { company } = useSite();
  const { pathname } = useLocation();
  const params = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const base = libraryBasePath(pathname);
  const { query, groups, isSignedIn } = useLibraryGroups(base);
  const sort = parseSort(searchParams);
  const page = parsePageParam(searchParams.get('page'));
  const groupId = params.contentGroupId === undefined ? null : parseGroupId(params.contentGroupId);
  const isGroupPage = params.contentGroupId !== undefined;

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

  const favoriteGroup = isSignedIn ? findDefaultFavoriteGroup(groups) : undefined;
  const group = isGroupPage ? groups.find((candidate) => candidate.id === groupId) : undefined;
  const title = group
    ? isFavoriteGroup(group)
      ? t('library.menu.favorites')
      : group.name
    : t('home.welcomeTitle', { name: company?.companyName ?? t('app.name') });

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
  } else if (!query.data) {
    body = <LoadingState label={t('library.home.loading')} />;
  } else if (isGroupPage && !group) {
    body = <Typography color="text.secondary">{t('library.home.groupNotFound')}</Typography>;
  } else if (group && isFavoriteGroup(group)) {
    body = <ReaderShelves base={base} />;
  } else if (group) {
    body = (
      <GroupShelf
        key={`${group.id}-${sort.key}-${sort.period}`}
        group={group}
        base={base}
        sort={sort}
        listUpdatedAt={query.dataUpdatedAt}
        paging={{ page, onChange: changePage }}
        isOverview={false}
      />
    );
  } else if (groups.length === 0) {
    body = <Typography color="text.secondary">{t('library.home.empty')}</Typography>;
  } else {
    body = groups.map((shelf) =>
      isFavoriteGroup(shelf) ? (
        shelf === favoriteGroup ? (
          <ReaderShelves key={shelf.id} base={base} />
        ) : null
      ) : (
        <GroupShelf
          key={`${shelf.id}-${sort.key}-${sort.period}`}
          group={shelf}
          base={base}
          sort={sort}
          listUpdatedAt={query.dataUpdatedAt}
          isOverview
        />
      ),
    );
  }

  const showSort = !(group && isFavoriteGroup(group));
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
        {showSort ? <SortBar sort={sort} onChange={changeSort} /> : null}
      </Box>
      {body}
    </Box>
  );
}
