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
  /** The labelled section the entry belongs to (the admin menu); consecutive entries share it. */
  section?: string;
}

/** Consecutive items of one section, in order; `label` is undefined for items of none. */
export function sectionsOf<T extends { section?: string }>(
  items: readonly T[],
): { label: T['section']; items: T[] }[] {
  const sections: { label: T['section']; items: T[] }[] = [];
  for (const item of items) {
    const last = sections.at(-1);
    if (last && last.label === item.section) last.items.push(item);
    else sections.push({ label: item.section, items: [item] });
  }
  return sections;
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
  function renderEntry(item: DrawerItem) {
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
        <ListItemIcon sx={{ minWidth: showLabels ? 40 : 0, color: 'inherit' }} aria-hidden="true">
          {item.icon}
        </ListItemIcon>
        {showLabels ? (
          <ListItemText
            primary={item.label}
            // A section's entries are short words in a 200 px menu: a smaller type keeps each on
            // one line, and a Japanese word never breaks between its characters.
            slotProps={{
              primary: item.section ? { variant: 'body2', sx: { wordBreak: 'keep-all' } } : {},
            }}
          />
        ) : null}
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
  }

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
      {sectionsOf(items).map((section, index) =>
        section.label === undefined ? (
          section.items.map(renderEntry)
        ) : (
          // A section is an item holding its heading and its own list, which the heading names.
          <ListItem key={section.label} disablePadding sx={{ display: 'block' }}>
            {/* Plain boxes: MUI's ListSubheader and Divider would add to the home page's JS. */}
            {showLabels ? (
              <Box
                id={`drawer-section-${index}`}
                sx={{ px: 2, pt: 1.5, pb: 0.5, fontSize: 14, fontWeight: 700 }}
              >
                {section.label}
              </Box>
            ) : (
              <Box
                component="hr"
                aria-hidden="true"
                sx={{ m: 0, border: 0, borderTop: 1, borderColor: 'divider' }}
              />
            )}
            <List
              disablePadding
              aria-labelledby={showLabels ? `drawer-section-${index}` : undefined}
              aria-label={showLabels ? undefined : section.label}
            >
              {section.items.map(renderEntry)}
            </List>
          </ListItem>
        ),
      )}
    </List>
  );
}
