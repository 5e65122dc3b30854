import { lazy, Suspense } from 'react';
import type { ReactNode } from 'react';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { NavLink } from 'react-router';

/** One entry of a side menu. */
export interface DrawerItem {
  to: string;
  label: string;
  icon: ReactNode;
  /** Match the path exactly (for '/'). */
  end?: boolean;
}

// Tooltips (and the popper engine under them) serve only the narrow, icons-only menu: they load
// when it first shows, not with every page. Until then the entry still has its aria-label.
const Tooltip = lazy(() => import('@mui/material/Tooltip'));

export function DrawerList({
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
