import Drawer from '@mui/material/Drawer';
import { uiMetrics } from '@hondana/contract';
import { DrawerList } from './drawer-list';
import type { DrawerItem } from './drawer-list';

/** The phone's side menu: a temporary drawer over the page (loaded only on narrow screens). */
export default function MobileDrawer({
  id,
  label,
  expanded,
  items,
  onClose,
  heading,
}: {
  id: string;
  label: string;
  expanded: boolean;
  items: readonly DrawerItem[];
  onClose: () => void;
  heading?: string;
}) {
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
            bgcolor: (theme) => theme.site.sidebar.background,
          },
        },
      }}
    >
      <DrawerList items={items} showLabels onNavigate={onClose} heading={heading} />
    </Drawer>
  );
}
