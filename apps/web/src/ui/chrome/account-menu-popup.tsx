import Divider from '@mui/material/Divider';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

export interface AccountMenuLink {
  to: string;
  label: string;
}

export interface AccountMenuPopupProps {
  menuId: string;
  buttonId: string;
  anchor: HTMLElement | null;
  links: readonly AccountMenuLink[];
  onClose: () => void;
  onLogout: () => void;
}

/** The account menu's entries (loaded by AccountMenu when first needed). */
export default function AccountMenuPopup({
  menuId,
  buttonId,
  anchor,
  links,
  onClose: close,
  onLogout,
}: AccountMenuPopupProps) {
  const { t } = useTranslation();
  return (
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
  );
}
