import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

export interface AccountMenuLink {
  to: string;
  label: string;
}

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
  const close = () => setAnchor(null);
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
        onClick={(event) => setAnchor(event.currentTarget)}
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
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        slotProps={{ list: { 'aria-labelledby': buttonId } }}
      >
        {links.map((link) => (
          <MenuItem key={link.to} component={Link} to={link.to} onClick={close}>
            {link.label}
          </MenuItem>
        ))}
        {links.length > 0 ? <Divider /> : null}
        <MenuItem
          onClick={() => {
            close();
            onLogout();
          }}
        >
          {t('nav.logout')}
        </MenuItem>
      </Menu>
    </>
  );
}
