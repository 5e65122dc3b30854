import { useEffect, useMemo } from 'react';
import { createElement } from 'react';
import FolderIcon from '@mui/icons-material/Folder';
import StarIcon from '@mui/icons-material/Star';
import { useTranslation } from 'react-i18next';
import { setHomeMenuItems } from '../../ui/chrome/home-menu-store';
import type { DrawerItem } from '../../ui/chrome/drawer-list';
import { useSession } from '../auth/session';
import { homeGroups, isFavoriteGroup } from './group-order';
import { useHomeShelves } from './library-api';
import { groupPath } from './library-paths';

/**
 * The content groups a visitor may see, in home order, and the side menu built from them. Every
 * library screen calls it, so the menu is there whichever screen the visitor opens first.
 */
export function useLibraryGroups(base: string) {
  const { t } = useTranslation();
  const { user } = useSession();
  const isSignedIn = user !== null;
  const query = useHomeShelves(isSignedIn);
  const groups = useMemo(
    () => (query.data ? homeGroups(query.data, isSignedIn) : []),
    [query.data, isSignedIn],
  );
  const favoritesLabel = t('library.menu.favorites');
  const items = useMemo<DrawerItem[]>(
    () =>
      groups.map((group) => {
        const isFavorite = isFavoriteGroup(group);
        return {
          to: groupPath(base, group.id),
          label: isFavorite && group.isDefault ? favoritesLabel : group.name,
          icon: createElement(isFavorite ? StarIcon : FolderIcon),
        };
      }),
    [groups, base, favoritesLabel],
  );
  useEffect(() => setHomeMenuItems(items), [items]);
  return { query, groups, isSignedIn };
}
