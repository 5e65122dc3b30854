import { createElement, useEffect, useMemo } from 'react';
import FolderIcon from '@mui/icons-material/Folder';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import StarIcon from '@mui/icons-material/Star';
import { useTranslation } from 'react-i18next';
import { setHomeMenuItems } from '../../ui/chrome/home-menu-store';
import type { DrawerItem } from '../../ui/chrome/drawer-list';
import { isReader, useSession } from '../auth/session';
import { findDefaultFavoriteGroup, homeGroups } from './group-order';
import { useFavoritesRecentlyRead, useHomeShelves } from './library-api';
import { groupPath, recentlyReadPath } from './library-paths';
import { useLocalized } from '../../i18n/localized';

/**
 * The content groups a visitor may see, in home order, a signed-in reader's favourites and
 * recently read shelves, and the side menu built from them. Every library screen calls it, so
 * the menu is there whichever screen the visitor opens first.
 */
export function useLibraryGroups(base: string) {
  const { t } = useTranslation();
  const pick = useLocalized();
  const { user } = useSession();
  const isSignedIn = user !== null;
  // An administrator viewing the site has no favourites or reading history of their own.
  const hasReaderShelves = isReader(user);
  const query = useHomeShelves(isSignedIn);
  const favoritesQuery = useFavoritesRecentlyRead(hasReaderShelves);
  const groups = useMemo(
    () => (query.data ? homeGroups(query.data, hasReaderShelves) : []),
    [query.data, hasReaderShelves],
  );
  // product.md §4: favourites show when the company has a default favourite group.
  const favoriteGroup = hasReaderShelves
    ? findDefaultFavoriteGroup(favoritesQuery.data ?? [])
    : undefined;
  const readerShelves = favoriteGroup ? (favoritesQuery.data ?? []) : [];
  const favoriteGroupId = favoriteGroup?.id ?? null;

  const favoritesLabel = t('library.menu.favorites');
  const recentlyReadLabel = t('library.menu.recentlyRead');
  const items = useMemo<DrawerItem[]>(() => {
    const entries: DrawerItem[] = groups.map((group) => ({
      to: groupPath(base, group.id),
      label: pick(group.name, group.nameEn),
      icon: createElement(FolderIcon),
    }));
    // The default favourite group comes after every other group (product.md §4), then the
    // reader's recently read books, which the same group's settings show.
    if (favoriteGroupId !== null) {
      entries.push({
        to: groupPath(base, favoriteGroupId),
        label: favoritesLabel,
        icon: createElement(StarIcon),
      });
      entries.push({
        to: recentlyReadPath,
        label: recentlyReadLabel,
        // The book icon covers already load: no icon of its own on the home page's budget.
        icon: createElement(MenuBookIcon),
      });
    }
    return entries;
  }, [groups, base, favoriteGroupId, favoritesLabel, recentlyReadLabel, pick]);
  useEffect(() => setHomeMenuItems(items), [items]);

  return { query, groups, isSignedIn, favoritesQuery, readerShelves, favoriteGroupId };
}
