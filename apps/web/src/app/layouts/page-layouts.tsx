import { useMemo } from 'react';
import Box from '@mui/material/Box';
import HomeIcon from '@mui/icons-material/Home';
import { Outlet } from 'react-router';
import type { RouteObject } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useHomeMenuItems } from '../../ui/chrome/home-menu-store';
import type { DrawerItem } from '../../ui/chrome/side-drawer';
import type { RouteLayout } from '../route-rules';
import { AppShell } from './app-shell';

/**
 * Home layout: header, side menu, footer. The side menu is Home and then the content groups,
 * which the library's screens publish once they have loaded them (home-menu-store).
 */
function HomeLayout() {
  const { t } = useTranslation();
  const groupItems = useHomeMenuItems();
  const items = useMemo<DrawerItem[]>(
    () => [{ to: '/', label: t('nav.home'), icon: <HomeIcon />, end: true }, ...groupItems],
    [t, groupItems],
  );
  return <AppShell drawerItems={items} />;
}

/** Search and auth screens: header and footer without a side menu. */
function PlainLayout() {
  return <AppShell />;
}

/** No layout: the screen alone (viewer, 404). */
function BareLayout() {
  return (
    <Box
      component="main"
      id="main-content"
      tabIndex={-1}
      sx={{ minHeight: '100vh', outline: 'none' }}
    >
      <Outlet />
    </Box>
  );
}

/**
 * The frame of each layout kind of the route table. The admin layout (its menu and icons) loads
 * with the first admin screen: readers never see it, and the home page's initial JS has a budget.
 */
export const layoutFrames: Record<RouteLayout, Pick<RouteObject, 'Component' | 'lazy'>> = {
  home: { Component: HomeLayout },
  search: { Component: PlainLayout },
  auth: { Component: PlainLayout },
  admin: { lazy: async () => ({ Component: (await import('./admin-layout')).default }) },
  none: { Component: BareLayout },
};
