import { useId } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ContentListType } from '@hondana/contract';
import { ContentGrid } from '../library/content-grid';
import { useFavoritesRecentlyRead } from '../library/library-api';
import { contentDetailPath } from '../library/library-paths';
import type { Shelf } from '../library/library-types';
import { shelfLayout } from '../library/shelf-layout';
import { LoadingState } from '../library/loading-state';

function ReaderShelf({ shelf, base }: { shelf: Shelf; base: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const isFavorites = shelf.listType === ContentListType.Favorite;
  const title = isFavorites ? t('library.menu.favorites') : t('library.menu.recentlyRead');
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 4 }}>
      <Typography id={headingId} component="h2" variant="h6" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {shelf.contents.length === 0 ? (
        <Typography color="text.secondary">
          {isFavorites ? t('library.home.favoritesEmpty') : t('library.home.recentlyReadEmpty')}
        </Typography>
      ) : (
        <ContentGrid
          contents={shelf.contents}
          layout={shelfLayout(shelf)}
          // A favourite opens in a group that holds the book; the reader's own list is none.
          linkOf={(content) =>
            contentDetailPath(base, content.contentGroupIds[0] ?? shelf.id, content.id)
          }
          label={title}
        />
      )}
    </Box>
  );
}

/**
 * A signed-in reader's favourites and recently read books, shown where the company's default
 * favourite group stands (product.md §4: only when such a group exists).
 */
export function ReaderShelves({ base }: { base: string }) {
  const { t } = useTranslation();
  const query = useFavoritesRecentlyRead(true);
  if (query.isError) return <Typography color="error">{t('library.home.loadFailed')}</Typography>;
  if (!query.data) return <LoadingState label={t('library.home.loading')} />;
  const shelves = [ContentListType.Favorite, ContentListType.RecentlyRead].flatMap((listType) =>
    query.data.filter((shelf) => shelf.listType === listType),
  );
  return (
    <>
      {shelves.map((shelf) => (
        <ReaderShelf key={shelf.listType} shelf={shelf} base={base} />
      ))}
    </>
  );
}
