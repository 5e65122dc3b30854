import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import FolderIcon from '@mui/icons-material/Folder';
import HomeIcon from '@mui/icons-material/Home';
import { ThemeProvider } from '@mui/material/styles';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LayoutMode } from '@hondana/contract';
import { AppFooter } from '../../ui/chrome/app-footer';
import { AppHeader } from '../../ui/chrome/app-header';
import { SideDrawer } from '../../ui/chrome/side-drawer';
import { SiteBanner } from '../../ui/chrome/site-banner';
import { MoreLessText } from '../../ui/text/more-less-text';
import { buildSiteTheme } from '../../ui/theme/site-theme';
import type { SiteBranding } from '../../ui/theme/site-theme';
import { AuthCard } from '../auth/auth-card';
import { footerRowsOf } from '../company/footer-settings';
import { tabColorsSx } from '../search/search-controls';
import type { Branding } from './branding-api';

export type PreviewViewport = 'desktop' | 'mobile';
export const viewportWidths: Record<PreviewViewport, number> = { desktop: 1280, mobile: 375 };

/**
 * Media queries follow the browser window, not the preview's box: the preview's theme answers
 * every breakpoint as the chosen width would (all true up to lg for 1280 px, none for 375 px).
 */
const previewBreakpoints: Record<
  PreviewViewport,
  Record<'xs' | 'sm' | 'md' | 'lg' | 'xl', number>
> = {
  desktop: { xs: 0, sm: 0, md: 0, lg: 0, xl: 100_000 },
  mobile: { xs: 0, sm: 100_000, md: 100_000, lg: 100_000, xl: 100_000 },
};

/** The preview's box scaled to the column it has (CSS zoom keeps layout and hit areas in step). */
function useFitZoom(width: number) {
  const ref = useRef<HTMLDivElement>(null);
  const [zoom, setZoom] = useState(1);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const measure = () => setZoom(Math.min(1, element.clientWidth / width));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [width]);
  return { ref, zoom };
}

export interface BrandingPreviewProps {
  draft: Branding;
  viewport: PreviewViewport;
  /** The sign-in page instead of a reader's page. */
  showLogin: boolean;
  companyName: string;
  logoUrl: string | null;
}

/**
 * A reader's page drawn by the real reader components (header, side menu, banner, tabs, inputs,
 * more/less, footer, sign-in card) in a theme built from the unsaved values. It is `inert`: a
 * picture of the page, not a second page to tab through.
 */
export function BrandingPreview({
  draft,
  viewport,
  showLogin,
  companyName,
  logoUrl,
}: BrandingPreviewProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const width = viewportWidths[viewport];
  const { ref, zoom } = useFitZoom(width);
  const branding = useMemo<SiteBranding>(
    () => ({
      header: draft.header,
      body: draft.body,
      input: draft.input,
      footer: draft.footer,
      banner: draft.banner,
      customLogin: draft.login,
    }),
    [draft],
  );
  const theme = useMemo(
    () => buildSiteTheme(branding, previewBreakpoints[viewport]),
    [branding, viewport],
  );
  const isMobile = viewport === 'mobile';
  const viewPage = draft.layout.viewPage;
  const showDrawer = !isMobile && viewPage === LayoutMode.Home && !showLogin;
  const p = 'branding.preview';
  const footerRows = footerRowsOf(draft.footer);
  const login = draft.login;

  const readerPage = (
    <>
      <SiteBanner banner={draft.banner} alt={t('nav.banner')} />
      <Typography component="p" variant="h5" sx={{ mb: 1 }}>
        {t(`${p}.heading`)}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t(`${p}.body`)}</Typography>
      {draft.tabs.showTabs ? (
        <Tabs
          value={0}
          variant="scrollable"
          aria-label={t('search.tabs.label')}
          sx={{ mb: 2, borderBottom: 1, borderColor: 'divider', ...tabColorsSx(draft.tabs) }}
        >
          <Tab value={0} label={draft.tabs.allTabLabel || t(`${p}.tabAll`)} />
          <Tab value={1} label={t(`${p}.tab1`)} />
          <Tab value={2} label={t(`${p}.tab2`)} />
        </Tabs>
      ) : null}
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
        <TextField size="small" label={t(`${p}.input`)} />
        <TextField
          size="small"
          label={t(`${p}.inputHover`)}
          sx={{
            '& .MuiOutlinedInput-notchedOutline': {
              borderColor: `${draft.input.hoverBorderColor} !important`,
            },
          }}
        />
        <Button variant="contained">{t(`${p}.button`)}</Button>
      </Box>
      <Paper variant="outlined" sx={{ p: 2, maxWidth: 520 }}>
        <MoreLessText text={t(`${p}.longText`)} />
      </Paper>
    </>
  );

  const loginPage = (
    <AuthCard
      title={login.title ?? t('auth.loginTitle')}
      backdrop={{
        backgroundColor: login.backgroundColor,
        textColor: login.textColor,
        text: login.description,
      }}
    >
      <Box sx={{ display: 'grid', gap: 2 }}>
        <TextField
          size="small"
          label={login.titleOfEmailField ?? t('auth.identity.emailOrUsername')}
        />
        <TextField
          size="small"
          type="password"
          label={login.titleOfPasswordField ?? t('auth.password')}
        />
        <Button variant="contained">{t(`${p}.loginButton`)}</Button>
      </Box>
    </AuthCard>
  );

  return (
    <Box
      ref={ref}
      component="figure"
      aria-label={t(`${p}.label`)}
      sx={{
        m: 0,
        width: '100%',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        overflow: 'hidden',
      }}
    >
      <ThemeProvider theme={theme}>
        <Box
          inert
          sx={{
            width,
            zoom,
            bgcolor: 'background.default',
            color: theme.site.body.text,
            display: 'flex',
            flexDirection: 'column',
            minHeight: isMobile ? 640 : 560,
            mx: isMobile ? 'auto' : undefined,
          }}
        >
          {viewPage === LayoutMode.None && !showLogin ? null : (
            <AppHeader
              brand={{
                name: draft.header.title || companyName,
                logoUrl: draft.header.showLogo ? logoUrl : null,
                homePath: '/',
              }}
              drawer={
                viewPage === LayoutMode.Home
                  ? { drawerId: 'preview-drawer', expanded: !isMobile, onToggle: () => undefined }
                  : undefined
              }
              showBooks
              loginPath="/login"
              showRegister={false}
            />
          )}
          <Box sx={{ display: 'flex', flex: 1 }}>
            {showDrawer ? (
              <SideDrawer
                id="preview-drawer"
                mode="normal"
                expanded
                heading={t('nav.menuHeading')}
                items={[
                  { to: '/', label: t('nav.home'), icon: <HomeIcon />, end: true },
                  { to: pathname, label: t(`${p}.tab1`), icon: <FolderIcon /> },
                  { to: '/preview-group', label: t(`${p}.tab2`), icon: <FolderIcon /> },
                ]}
                onClose={() => undefined}
              />
            ) : null}
            <Box sx={{ flex: 1, minWidth: 0, p: isMobile ? 2 : 3 }}>
              {showLogin ? loginPage : readerPage}
            </Box>
          </Box>
          {viewPage === LayoutMode.None && !showLogin ? null : (
            <AppFooter
              {...footerRows}
              copyright={draft.footer.copyRight ?? `© ${new Date().getFullYear()} ${companyName}`}
              fontSize={draft.footer.fontSize ?? undefined}
            />
          )}
        </Box>
      </ThemeProvider>
    </Box>
  );
}
