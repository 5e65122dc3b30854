import { useMemo } from 'react';
import Box from '@mui/material/Box';
import HomeIcon from '@mui/icons-material/Home';
import { Outlet } from 'react-router';
import type { RouteObject } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSite } from '../../features/company/company-settings';
import { useHomeMenuItems } from '../../ui/chrome/home-menu-store';
import { SiteBanner } from '../../ui/chrome/site-banner';
import type { DrawerItem } from '../../ui/chrome/side-drawer';
import type { RouteLayout } from '../route-rules';
import { AppShell } from './app-shell';
import { SiteThemeProvider } from './site-theme-provider';

/** The company's banner, on the pages readers browse (home and search). */
function CompanyBanner() {
  const { t } = useTranslation();
  const { company } = useSite();
  if (!company) return null;
  return <SiteBanner banner={company.viewSettings.banner} alt={t('nav.banner')} />;
}

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
  return (
    <SiteThemeProvider>
      <AppShell
        drawerItems={items}
        drawerHeading={t('nav.menuHeading')}
        banner={<CompanyBanner />}
      />
    </SiteThemeProvider>
  );
}

/** Search screens: header, banner and footer without a side menu. */
function SearchLayout() {
  return (
    <SiteThemeProvider>
      <AppShell banner={<CompanyBanner />} />
    </SiteThemeProvider>
  );
}

/** Auth screens: header and footer. */
function AuthLayout() {
  return (
    <SiteThemeProvider>
      <AppShell />
    </SiteThemeProvider>
  );
}

/**
 * Checkout: header and footer, no side menu and no banner, so nothing but the order holds the
 * reader's attention (product.md §2: no sidebar on the order, payment and thank-you pages).
 */
function CheckoutLayout() {
  return (
    <SiteThemeProvider>
      <AppShell />
    </SiteThemeProvider>
  );
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
  search: { Component: SearchLayout },
  auth: { Component: AuthLayout },
  checkout: { Component: CheckoutLayout },
  admin: { lazy: async () => ({ Component: (await import('./admin-layout')).default }) },
  none: { Component: BareLayout },
};
