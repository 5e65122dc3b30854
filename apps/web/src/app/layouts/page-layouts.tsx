import { useMemo } from 'react';
import type { ComponentType } from 'react';
import Box from '@mui/material/Box';
import HomeIcon from '@mui/icons-material/Home';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AccountType } from '@hondana/contract';
import { useSession } from '../../features/auth/session';
import { useSite } from '../../features/company/company-settings';
import { useHomeMenuItems } from '../../ui/chrome/home-menu-store';
import type { DrawerItem } from '../../ui/chrome/side-drawer';
import { AdminMenuContext } from '../../ui/navigation/admin-menu-context';
import type { AdminMenu } from '../../ui/navigation/admin-menu-context';
import { getAdminMenu, hasScreenAt } from '../admin-menu';
import { adminMenuIcons } from '../../ui/navigation/admin-menu-icons';
import { getProfilePath } from '../../ui/navigation/site-paths';
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

/**
 * Admin layout: the side menu filtered by role, open account type and subscriptions. The admin
 * screens read the same menu through AdminMenuContext (the dashboard lists the areas).
 */
function AdminLayout() {
  const { t } = useTranslation();
  const { user } = useSession();
  const { company } = useSite();
  const roleLevel = user?.roleLevel ?? null;
  const isOpenType = company?.accountType === AccountType.OpenType;
  const isSubscriptionEnabled = Boolean(company?.showSubscriptionStatus);
  const menu = useMemo<AdminMenu>(() => {
    if (roleLevel === null) return { entries: [], profilePath: null };
    const profilePath = getProfilePath(roleLevel);
    return {
      entries: getAdminMenu(roleLevel, { isOpenType, isSubscriptionEnabled }),
      profilePath: profilePath && hasScreenAt(profilePath) ? profilePath : null,
    };
  }, [roleLevel, isOpenType, isSubscriptionEnabled]);
  const items: DrawerItem[] = menu.entries.map((entry) => ({
    to: entry.to,
    label: t(`nav.admin.${entry.key}`),
    icon: adminMenuIcons[entry.key],
  }));
  return (
    <AdminMenuContext value={menu}>
      <AppShell drawerItems={items} />
    </AdminMenuContext>
  );
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

/** The frame component of each layout kind of the route table. */
export const layoutComponents: Record<RouteLayout, ComponentType> = {
  home: HomeLayout,
  search: PlainLayout,
  auth: PlainLayout,
  admin: AdminLayout,
  none: BareLayout,
};
