import type { ReactNode } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';
import MenuOpenIcon from '@mui/icons-material/MenuOpen';
import SearchIcon from '@mui/icons-material/Search';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { uiMetrics } from '@hondana/contract';
import { LanguageSwitcher } from './language-switcher';

export interface HeaderBrand {
  name: string;
  logoUrl: string | null;
  /** Where the logo leads (role landing page). */
  homePath: string;
}

export interface HeaderDrawerControl {
  drawerId: string;
  expanded: boolean;
  onToggle: () => void;
}

/** A link between the admin area and the readers' site, for a company administrator. */
export interface HeaderSiteSwitch {
  to: string;
  label: string;
  onClick: () => void;
}

export interface AppHeaderProps {
  brand: HeaderBrand;
  drawer?: HeaderDrawerControl;
  showBooks: boolean;
  /** Login link target, or null to hide it (signed in, open account type). */
  loginPath: string | null;
  showRegister: boolean;
  siteSwitch?: HeaderSiteSwitch;
  /** The account menu of a signed-in user. */
  account?: ReactNode;
}

/** Top bar: menu button, logo, Books, language, then Login/Register or the account menu. */
export function AppHeader({
  brand,
  drawer,
  showBooks,
  loginPath,
  showRegister,
  siteSwitch,
  account,
}: AppHeaderProps) {
  const { t } = useTranslation();
  return (
    <AppBar
      position="sticky"
      color="default"
      elevation={1}
      sx={(theme) => ({
        zIndex: theme.zIndex.drawer + 1,
        bgcolor: theme.site.header.background,
        color: theme.site.header.text,
      })}
    >
      <Toolbar
        sx={{
          minHeight: uiMetrics.menuBarHeightPx,
          gap: { xs: 0.5, sm: 1 },
          px: { xs: 1, sm: 3 },
          // On a 390 px phone the actions keep their one-line labels; the company name yields.
          '& > .MuiButton-root': { whiteSpace: 'nowrap', flexShrink: 0 },
          '& > .MuiButton-root:not(.MuiButton-text)': { px: { xs: 1, sm: 2 } },
        }}
        variant="dense"
      >
        {drawer ? (
          <IconButton
            // The header's text colour, which the company sets against its background.
            color="inherit"
            edge="start"
            onClick={drawer.onToggle}
            aria-controls={drawer.drawerId}
            aria-expanded={drawer.expanded}
            aria-label={drawer.expanded ? t('nav.closeDrawer') : t('nav.openDrawer')}
          >
            {drawer.expanded ? <MenuOpenIcon /> : <MenuIcon />}
          </IconButton>
        ) : null}
        <Box
          component={Link}
          to={brand.homePath}
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            color: 'inherit',
            textDecoration: 'none',
            minWidth: 0,
          }}
        >
          {brand.logoUrl ? (
            <Box
              component="img"
              src={brand.logoUrl}
              alt={t('nav.logoAlt', { name: brand.name })}
              sx={{ height: 36, maxWidth: 160, objectFit: 'contain' }}
            />
          ) : null}
          <Typography
            component="span"
            variant="h6"
            noWrap
            sx={{ display: brand.logoUrl ? { xs: 'none', sm: 'block' } : 'block' }}
          >
            {brand.name}
          </Typography>
        </Box>
        <Box sx={{ flexGrow: 1, minWidth: 0 }} />
        {showBooks ? (
          <Button
            color="inherit"
            component={Link}
            to="/home-search"
            sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
          >
            {t('nav.books')}
          </Button>
        ) : null}
        {showBooks ? (
          // A phone has no room for the label: the same way to the search, as an icon.
          <IconButton
            color="inherit"
            component={Link}
            to="/home-search"
            aria-label={t('nav.books')}
            sx={{ display: { xs: 'inline-flex', sm: 'none' } }}
          >
            <SearchIcon />
          </IconButton>
        ) : null}
        {siteSwitch ? (
          <Button color="inherit" component={Link} to={siteSwitch.to} onClick={siteSwitch.onClick}>
            {siteSwitch.label}
          </Button>
        ) : null}
        <LanguageSwitcher />
        {loginPath ? (
          // In the header's own text colour, which the company keeps readable on its background.
          <Button color="inherit" variant="outlined" component={Link} to={loginPath}>
            {t('nav.login')}
          </Button>
        ) : null}
        {showRegister ? (
          <Button color="primary" variant="contained" component={Link} to="/register">
            {t('nav.register')}
          </Button>
        ) : null}
        {account}
      </Toolbar>
    </AppBar>
  );
}
