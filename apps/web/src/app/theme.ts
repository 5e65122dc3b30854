import { createTheme } from '@mui/material/styles';
import { DEFAULT_BRAND_COLOR, uiMetrics } from '@hondana/contract';

/**
 * md is the spec's mobile breakpoint (768 px) rather than MUI's 900 px, so "mobile below md"
 * and the 768 px home sidebar rule are the same line.
 */
export const appTheme = createTheme({
  breakpoints: {
    values: { xs: 0, sm: 600, md: uiMetrics.mobileBreakpointPx, lg: 1200, xl: 1536 },
  },
  palette: {
    primary: { main: DEFAULT_BRAND_COLOR, contrastText: '#fff' },
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
    // Side-menu rows sit in a clipped drawer, so their ring goes inside.
    MuiListItemButton: {
      styleOverrides: { root: { '&.Mui-focusVisible': { outlineOffset: -2 } } },
    },
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
