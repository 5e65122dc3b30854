import { useState, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useTheme } from '@mui/material/styles';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BackToTopButton } from '../../ui/chrome/back-to-top-button';
import { getDrawerMode, isDrawerExpanded } from '../../ui/chrome/drawer-mode';
import type { DrawerMode } from '../../ui/chrome/drawer-mode';
import { SideDrawer } from '../../ui/chrome/side-drawer';
import type { DrawerItem } from '../../ui/chrome/side-drawer';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

const drawerId = 'side-drawer';

function subscribeResize(listener: () => void): () => void {
  window.addEventListener('resize', listener);
  return () => window.removeEventListener('resize', listener);
}

function useWindowWidth(): number {
  return useSyncExternalStore(
    subscribeResize,
    () => window.innerWidth,
    () => 1280,
  );
}

/** Follows the window size; the menu button's choice lasts until the mode changes. */
function useDrawerState() {
  const theme = useTheme();
  const mode = getDrawerMode(useWindowWidth(), theme.breakpoints.values);
  const [toggle, setToggle] = useState<{ mode: DrawerMode; isToggled: boolean }>({
    mode,
    isToggled: false,
  });
  const isToggled = toggle.mode === mode && toggle.isToggled;
  return {
    mode,
    expanded: isDrawerExpanded(mode, isToggled),
    toggle: () => setToggle({ mode, isToggled: !isToggled }),
    close: () => setToggle({ mode, isToggled: mode === 'normal' }),
  };
}

/**
 * Skip link, header, optional side menu (with its heading bar), the banner and the screen,
 * footer and back-to-top button; the page in the theme's body colours.
 */
export function AppShell({
  drawerItems,
  drawerHeading,
  banner,
}: {
  drawerItems?: readonly DrawerItem[];
  drawerHeading?: string;
  banner?: ReactNode;
}) {
  const { t } = useTranslation();
  const drawer = useDrawerState();
  const hasDrawer = drawerItems !== undefined && drawerItems.length > 0;
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        bgcolor: 'background.default',
        color: (theme) => theme.site.body.text,
      }}
    >
      <Link
        href="#main-content"
        sx={{
          position: 'absolute',
          left: 8,
          top: -48,
          zIndex: (theme) => theme.zIndex.tooltip,
          bgcolor: 'background.paper',
          p: 1,
          '&:focus': { top: 8 },
        }}
      >
        {t('app.skipToContent')}
      </Link>
      <SiteHeader
        drawer={
          hasDrawer ? { drawerId, expanded: drawer.expanded, onToggle: drawer.toggle } : undefined
        }
      />
      <Box sx={{ display: 'flex', flex: 1, minHeight: 0 }}>
        {hasDrawer ? (
          <SideDrawer
            id={drawerId}
            mode={drawer.mode}
            expanded={drawer.expanded}
            items={drawerItems}
            onClose={drawer.close}
            heading={drawerHeading}
          />
        ) : null}
        <Box
          component="main"
          id="main-content"
          tabIndex={-1}
          sx={{ flex: 1, minWidth: 0, p: { xs: 2, md: 3 }, outline: 'none' }}
        >
          {banner}
          <Outlet />
        </Box>
      </Box>
      <SiteFooter />
      <BackToTopButton />
    </Box>
  );
}
