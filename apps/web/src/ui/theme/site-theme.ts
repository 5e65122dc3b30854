import { createTheme } from '@mui/material/styles';
import type { Breakpoints, Theme } from '@mui/material/styles';

type BreakpointValues = Breakpoints['values'];
import type { ViewSettings } from '@hondana/contract';
import type { CamelCasedDeep } from '../../api/case-conversion';
import { appThemeOptions, siteDefaults } from './app-theme';
import type { SiteColors } from './app-theme';

/** The branding parts as the web reads them (camelCase). */
export type SiteBranding = CamelCasedDeep<ViewSettings>;

/** The company's colours over the defaults: a null colour keeps the default. */
export function siteColorsOf(branding: SiteBranding): SiteColors {
  const { header, body, footer } = branding;
  const pick = (value: string | null, fallback: string) => value ?? fallback;
  const d = siteDefaults;
  return {
    header: {
      background: pick(header.backgroundColor, d.header.background),
      text: pick(header.textColor, d.header.text),
    },
    body: {
      background: pick(body.backgroundColor, d.body.background),
      text: pick(body.textColor, d.body.text),
    },
    button: {
      background: pick(body.buttonBackgroundColor, d.button.background),
      text: pick(body.buttonTextColor, d.button.text),
    },
    sidebar: {
      background: pick(body.sidebarBackgroundColor, d.sidebar.background),
      highlight: pick(body.sidebarHighlightColor, d.sidebar.highlight),
      text: pick(body.sidebarTextColor, d.sidebar.text),
      textHighlight: pick(body.sidebarTextHighlightColor, d.sidebar.textHighlight),
      barBackground: pick(body.sidebarBarBackgroundColor, d.sidebar.barBackground),
      barText: pick(body.sidebarBarTextColor, d.sidebar.barText),
    },
    moreLess: {
      background: pick(body.moreLessBackgroundColor, d.moreLess.background),
      text: pick(body.moreLessTextColor, d.moreLess.text),
    },
    footer: {
      background: pick(footer.backgroundColor, d.footer.background),
      text: pick(footer.color, d.footer.text),
    },
    input: { border: branding.input.borderColor, hoverBorder: branding.input.hoverBorderColor },
  };
}

const themes = new WeakMap<SiteBranding, Theme>();

/**
 * The readers' theme: the app's theme with the company's colours (page background, buttons as `primary`,
 * input borders, and `theme.site` for the header, side menu, more/less and footer). Built once
 * per settings object, so the reader's layouts and the customisation preview share the work.
 */
export function buildSiteTheme(
  branding: SiteBranding,
  /** Other breakpoints than the window's (a preview drawn at another width). */
  breakpoints?: BreakpointValues,
): Theme {
  const cached = breakpoints ? undefined : themes.get(branding);
  if (cached) return cached;
  const site = siteColorsOf(branding);
  const options = appThemeOptions(site);
  // Breakpoints go in before the theme is made: its up()/down() are built from them.
  if (breakpoints) options.breakpoints = { values: breakpoints };
  const theme = createTheme(options, {
    palette: {
      primary: { main: site.button.background, contrastText: site.button.text },
      // The body's text colour is set on the page, not as text.primary: cards and dialogs
      // keep their own dark-on-white text whatever the page's background.
      background: { default: site.body.background },
    },
  });
  if (!breakpoints) themes.set(branding, theme);
  return theme;
}
