import { createTheme } from '@mui/material/styles';
import type { ThemeOptions } from '@mui/material/styles';
import { DEFAULT_BRAND_COLOR, uiMetrics } from '@hondana/contract';

/** The colours a company may change (product.md §3 "Layout and branding"), resolved. */
export interface SiteColors {
  header: { background: string; text: string };
  body: { background: string; text: string };
  button: { background: string; text: string };
  sidebar: {
    background: string;
    highlight: string;
    text: string;
    textHighlight: string;
    barBackground: string;
    barText: string;
  };
  moreLess: { background: string; text: string };
  footer: { background: string; text: string };
  input: { border: string; hoverBorder: string };
}

declare module '@mui/material/styles' {
  interface Theme {
    site: SiteColors;
  }
  interface ThemeOptions {
    site?: SiteColors;
  }
}

/**
 * md is the spec's mobile breakpoint (768 px) rather than MUI's 900 px, so "mobile below md"
 * and the 768 px home sidebar rule are the same line.
 */
/**
 * The brand green darkened (same hue, 80 %) until white text on it and it on white reach 5.3:1:
 * #3d993a reaches 3.6:1, under the 4.5:1 text needs (WCAG 1.4.3). Buttons, links and anything
 * else drawn in `primary` use this shade.
 */
export const brandTextColor = '#317a2e';

/** Hondana's own look: what every colour is until a company sets its own. */
export const siteDefaults: SiteColors = {
  header: { background: '#f5f5f5', text: '#212121' },
  body: { background: '#ffffff', text: '#212121' },
  button: { background: brandTextColor, text: '#ffffff' },
  sidebar: {
    background: '#ffffff',
    highlight: '#e0e0e0',
    text: '#212121',
    textHighlight: '#212121',
    barBackground: '#f5f5f5',
    barText: '#424242',
  },
  moreLess: { background: '#ffffff', text: brandTextColor },
  footer: { background: '#f5f5f5', text: '#616161' },
  input: { border: DEFAULT_BRAND_COLOR, hoverBorder: DEFAULT_BRAND_COLOR },
};

/** Tooltips of a screen without a hovering pointer (phones, tablets). */
export const touchTooltipProps = {
  disableHoverListener: true,
  disableFocusListener: true,
  leaveTouchDelay: 1500,
} as const;

/** A screen whose only pointer is a finger: no hover (a media query, read once per theme). */
function isTouchOnlyScreen(): boolean {
  return typeof window !== 'undefined' && Boolean(window.matchMedia?.('(hover: none)').matches);
}

/** The app's theme options around a set of site colours (readers' pages use the company's). */
export const appThemeOptions = (site: SiteColors): ThemeOptions => ({
  site,
  breakpoints: {
    values: { xs: 0, sm: 600, md: uiMetrics.mobileBreakpointPx, lg: 1200, xl: 1536 },
  },
  palette: {
    primary: { main: brandTextColor, contrastText: '#fff' },
  },
  components: {
    // A clear keyboard focus ring: MUI's default is a faint ripple that is easy to miss.
    MuiButtonBase: {
      styleOverrides: {
        root: ({ theme }) => ({
          '&.Mui-focusVisible': {
            outline: `2px solid ${theme.palette.text.primary}`,
            outlineOffset: 2,
          },
        }),
      },
    },
    // Input borders in the brand's own green by default: a boundary needs 3:1 (WCAG 1.4.11),
    // which #3d993a reaches; focus and error states keep MUI's colours.
    MuiOutlinedInput: {
      styleOverrides: {
        root: {
          '&:not(.Mui-focused):not(.Mui-error):not(.Mui-disabled) .MuiOutlinedInput-notchedOutline':
            { borderColor: site.input.border },
          '&:hover:not(.Mui-focused):not(.Mui-error):not(.Mui-disabled) .MuiOutlinedInput-notchedOutline':
            { borderColor: site.input.hoverBorder },
        },
      },
    },
    // On a touch screen a tap is an emulated hover and a focus, and either kept the tooltip open
    // after the tap until something else was touched: there, a tooltip shows on a long press
    // only (MUI's touch listener) and leaves by itself.
    MuiTooltip: { defaultProps: isTouchOnlyScreen() ? touchTooltipProps : {} },
    // Side-menu rows sit in a clipped drawer, so their ring goes inside.
    MuiListItemButton: {
      styleOverrides: { root: { '&.Mui-focusVisible': { outlineOffset: -2 } } },
    },
    // A narrow column broke a Japanese header between any two characters (ページ/数): headers
    // break at spaces only, and a table wider than its screen scrolls in its container.
    MuiTableCell: { styleOverrides: { head: { wordBreak: 'keep-all' } } },
  },
  typography: {
    // English labels read as written ("Log in", not "LOG IN"), like the Japanese ones.
    button: { textTransform: 'none' },
    fontFamily: [
      '"Noto Sans JP"',
      '"Hiragino Kaku Gothic ProN"',
      '"Hiragino Sans"',
      'Meiryo',
      'system-ui',
      'sans-serif',
    ].join(','),
  },
});

export const appTheme = createTheme(appThemeOptions(siteDefaults));
