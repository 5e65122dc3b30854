import { lazy, Suspense, useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import { useTranslation } from 'react-i18next';
import type { AccountMenuLink } from './account-menu-popup';

// The menu itself (popover, menu list) loads on first open or when the pointer or focus nears
// the button; most pages never open it.
const loadAccountMenuPopup = () => import('./account-menu-popup');
const AccountMenuPopup = lazy(loadAccountMenuPopup);

export type { AccountMenuLink };

export interface AccountMenuProps {
  userName: string;
  links: readonly AccountMenuLink[];
  onLogout: () => void;
}

/** The signed-in user's menu: profile and subscription links, then logout. */
export function AccountMenu({ userName, links, onLogout }: AccountMenuProps) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const buttonId = useId();
  const menuId = useId();
  const [menuLoaded, setMenuLoaded] = useState(false);
  const close = () => setAnchor(null);
  const preload = () => void loadAccountMenuPopup();
  return (
    <>
      <Button
        id={buttonId}
        color="inherit"
        startIcon={<AccountCircleIcon />}
        aria-label={`${t('nav.accountMenu')}: ${userName}`}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => {
          setMenuLoaded(true);
          setAnchor(event.currentTarget);
        }}
        onPointerEnter={preload}
        onFocus={preload}
        sx={{
          textTransform: 'none',
          maxWidth: 220,
          flexShrink: 0,
          // Phones show the icon alone; the button's aria-label still names the user.
          minWidth: { xs: 40, sm: 64 },
          '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 } },
        }}
      >
        <Box
          component="span"
          sx={{
            display: { xs: 'none', sm: 'inline' },
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
          }}
        >
          {userName}
        </Box>
      </Button>
      {anchor || menuLoaded ? (
        <Suspense fallback={null}>
          <AccountMenuPopup
            menuId={menuId}
            buttonId={buttonId}
            anchor={anchor}
            links={links}
            onClose={close}
            onLogout={onLogout}
          />
        </Suspense>
      ) : null}
    </>
  );
}
