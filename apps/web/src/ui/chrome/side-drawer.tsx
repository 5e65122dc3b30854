import { lazy, Suspense } from 'react';
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { uiMetrics } from '@hondana/contract';
import type { DrawerMode } from './drawer-mode';

/** One entry of a side menu. */
export interface DrawerItem {
  to: string;
  label: string;
  icon: ReactNode;
  /** Match the path exactly (for '/'). */
  end?: boolean;
}

export const miniDrawerWidthPx = 64;

// Tooltips (and the popper engine under them) serve only the narrow, icons-only menu: they load
// when it first shows, not with every page. Until then the entry still has its aria-label.
const Tooltip = lazy(() => import('@mui/material/Tooltip'));

export interface SideDrawerProps {
  id: string;
  mode: DrawerMode;
  expanded: boolean;
  items: readonly DrawerItem[];
  onClose: () => void;
}

function DrawerList({
  items,
  showLabels,
  onNavigate,
}: {
  items: readonly DrawerItem[];
  showLabels: boolean;
  onNavigate?: () => void;
}) {
  return (
    <List>
      {items.map((item) => {
        const button = (
          <ListItemButton
            component={NavLink}
            to={item.to}
            end={item.end}
            onClick={onNavigate}
            aria-label={showLabels ? undefined : item.label}
            sx={{ '&.active': { bgcolor: 'action.selected' }, minHeight: 48 }}
          >
            <ListItemIcon sx={{ minWidth: showLabels ? 40 : 0 }} aria-hidden="true">
              {item.icon}
            </ListItemIcon>
            {showLabels ? <ListItemText primary={item.label} /> : null}
          </ListItemButton>
        );
        // A list holds only items: each entry is an <li> around its link.
        return (
          <ListItem key={item.to} disablePadding>
            {showLabels ? (
              button
            ) : (
              <Suspense fallback={button}>
                <Tooltip title={item.label} placement="right">
                  {button}
                </Tooltip>
              </Suspense>
            )}
          </ListItem>
        );
      })}
    </List>
  );
}

/**
 * The side menu: a temporary drawer on phones, a permanent one elsewhere that is narrow (icons
 * only) or wide (icons and labels) as the menu button chooses.
 */
export function SideDrawer({ id, mode, expanded, items, onClose }: SideDrawerProps) {
  const { t } = useTranslation();
  const label = t('nav.mainNavigation');
  if (mode === 'mobile') {
    return (
      <Drawer
        id={id}
        variant="temporary"
        open={expanded}
        onClose={onClose}
        ModalProps={{ keepMounted: true }}
        slotProps={{
          paper: {
            component: 'nav',
            'aria-label': label,
            // Opens below the sticky header (which stays above it), so the first entry is not
            // hidden under the header and the menu button can close the drawer again.
            sx: {
              width: uiMetrics.sidebarWidthPx,
              top: uiMetrics.menuBarHeightPx,
              height: `calc(100% - ${uiMetrics.menuBarHeightPx}px)`,
            },
          },
        }}
      >
        <DrawerList items={items} showLabels onNavigate={onClose} />
      </Drawer>
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
      <Drawer
        variant="permanent"
        open
        sx={{ height: '100%' }}
        slotProps={{
          paper: {
            sx: {
              width,
              // Fills the row under the header, so the footer stays at the bottom of short pages.
              position: 'relative',
              height: '100%',
              overflowX: 'hidden',
              transition: 'width 150ms',
            },
          },
        }}
      >
        <DrawerList items={items} showLabels={expanded} />
      </Drawer>
    </Box>
  );
}
