import { lazy, Suspense } from 'react';
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
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
  heading,
}: {
  items: readonly DrawerItem[];
  showLabels: boolean;
  onNavigate?: () => void;
  /** A bar above the entries (the company's sidebar bar colours), shown with the labels. */
  heading?: string;
}) {
  return (
    <List
      sx={{ color: (theme) => theme.site.sidebar.text, pt: heading && showLabels ? 0 : undefined }}
      aria-label={heading}
    >
      {heading && showLabels ? (
        <Box
          component="li"
          aria-hidden="true"
          sx={{
            px: 2,
            py: 1,
            mb: 1,
            fontSize: 14,
            fontWeight: 'bold',
            bgcolor: (theme) => theme.site.sidebar.barBackground,
            color: (theme) => theme.site.sidebar.barText,
          }}
        >
          {heading}
        </Box>
      ) : null}
      {items.map((item) => {
        const button = (
          <ListItemButton
            component={NavLink}
            to={item.to}
            end={item.end}
            onClick={onNavigate}
            aria-label={showLabels ? undefined : item.label}
            sx={(theme) => ({
              minHeight: 48,
              '&.active': {
                bgcolor: theme.site.sidebar.highlight,
                color: theme.site.sidebar.textHighlight,
              },
            })}
          >
            <ListItemIcon
              sx={{ minWidth: showLabels ? 40 : 0, color: 'inherit' }}
              aria-hidden="true"
            >
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
