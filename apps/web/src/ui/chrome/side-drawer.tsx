import { lazy, Suspense } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { useTranslation } from 'react-i18next';
import { uiMetrics } from '@hondana/contract';
import { DrawerList } from './drawer-list';
import type { DrawerItem } from './drawer-list';
import type { DrawerMode } from './drawer-mode';

export type { DrawerItem };

export const miniDrawerWidthPx = 64;

// The phone's drawer is a modal (focus trap, backdrop, slide); wider screens never need it.
const MobileDrawer = lazy(() => import('./mobile-drawer'));

export interface SideDrawerProps {
  id: string;
  mode: DrawerMode;
  expanded: boolean;
  items: readonly DrawerItem[];
  onClose: () => void;
  heading?: string;
}

/**
 * The side menu: a temporary drawer on phones, a permanent one elsewhere that is narrow (icons
 * only) or wide (icons and labels) as the menu button chooses.
 */
export function SideDrawer({ id, mode, expanded, items, onClose, heading }: SideDrawerProps) {
  const { t } = useTranslation();
  const label = t('nav.mainNavigation');
  if (mode === 'mobile') {
    return (
      <Suspense fallback={null}>
        <MobileDrawer
          id={id}
          label={label}
          expanded={expanded}
          items={items}
          onClose={onClose}
          heading={heading}
        />
      </Suspense>
    );
  }
  const width = expanded ? uiMetrics.sidebarWidthPx : miniDrawerWidthPx;
  return (
    <Box
      component="nav"
      id={id}
      aria-label={label}
      sx={{ width, flexShrink: 0, transition: 'width 150ms' }}
    >
      {/* What MUI's permanent Drawer draws (a flat paper with a right border), without the
          modal machinery its temporary variant needs. */}
      <Paper
        square
        elevation={0}
        sx={{
          width,
          // Fills the row under the header, so the footer stays at the bottom of short pages.
          height: '100%',
          display: 'flex',
          flexDirection: 'column',
          overflowX: 'hidden',
          overflowY: 'auto',
          borderRight: 1,
          borderColor: 'divider',
          transition: 'width 150ms',
          bgcolor: (theme) => theme.site.sidebar.background,
        }}
      >
        <DrawerList items={items} showLabels={expanded} heading={heading} />
      </Paper>
    </Box>
  );
}
