import type { ComponentType } from 'react';
import Box from '@mui/material/Box';
import HomeIcon from '@mui/icons-material/Home';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AccountType } from '@hondana/contract';
import { useSession } from '../../features/auth/session';
import { useSite } from '../../features/company/company-settings';
import type { DrawerItem } from '../../ui/chrome/side-drawer';
import { getAdminMenu } from '../admin-menu';
import { adminMenuIcons } from '../admin-menu-icons';
import type { RouteLayout } from '../route-rules';
import { AppShell } from './app-shell';

/** Home layout: header, side menu, footer. The library's group menu joins the side menu later. */
function HomeLayout() {
  const { t } = useTranslation();
  const items: DrawerItem[] = [
    { to: '/', label: t('nav.home'), icon: <HomeIcon />, end: true },
    { to: '/home-search', label: t('nav.books'), icon: <MenuBookIcon /> },
  ];
  return <AppShell drawerItems={items} />;
}

/** Admin layout: the side menu filtered by role, open account type and subscriptions. */
function AdminLayout() {
  const { t } = useTranslation();
  const { user } = useSession();
  const { company } = useSite();
  const entries = user
    ? getAdminMenu(user.roleLevel, {
        isOpenType: company?.accountType === AccountType.OpenType,
        isSubscriptionEnabled: Boolean(company?.showSubscriptionStatus),
      })
    : [];
  const items: DrawerItem[] = entries.map((entry) => ({
    to: entry.to,
    label: t(`nav.admin.${entry.key}`),
    icon: adminMenuIcons[entry.key],
  }));
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

/** The frame component of each layout kind of the route table. */
export const layoutComponents: Record<RouteLayout, ComponentType> = {
  home: HomeLayout,
  search: PlainLayout,
  auth: PlainLayout,
  admin: AdminLayout,
  none: BareLayout,
};
