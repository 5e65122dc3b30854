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
  typography: {
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
