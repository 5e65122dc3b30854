import { describe, expect, it } from 'vitest';
import { readViewSettings } from '@hondana/contract';
import { convertKeysToCamel } from '../../api/case-conversion';
import { siteDefaults } from './app-theme';
import { buildSiteTheme, siteColorsOf } from './site-theme';

const brandingOf = (stored: unknown) => convertKeysToCamel(readViewSettings(stored));

describe('buildSiteTheme', () => {
  it('is Hondana’s look without settings', () => {
    const branding = brandingOf({});
    expect(siteColorsOf(branding)).toEqual(siteDefaults);
    expect(buildSiteTheme(branding).palette.primary.main).toBe(siteDefaults.button.background);
  });

  it('takes the company’s colours: buttons as primary, page background, site colours', () => {
    const theme = buildSiteTheme(
      brandingOf({
        header: { background_color: '#1d3557', text_color: '#ffffff', show_logo: true },
        body: {
          background_color: '#fafafa',
          button_background_color: '#204080',
          button_text_color: '#ffffff',
        },
        input: { border_color: '#204080', hover_border_color: '#102040' },
      }),
    );
    expect(theme.palette.primary.main).toBe('#204080');
    expect(theme.palette.primary.contrastText).toBe('#ffffff');
    expect(theme.palette.background.default).toBe('#fafafa');
    expect(theme.site.header).toEqual({ background: '#1d3557', text: '#ffffff' });
    expect(theme.site.input).toEqual({ border: '#204080', hoverBorder: '#102040' });
    // Unset parts keep the defaults.
    expect(theme.site.footer).toEqual(siteDefaults.footer);
  });

  it('builds one theme per settings object, and another for other breakpoints', () => {
    const branding = brandingOf({});
    expect(buildSiteTheme(branding)).toBe(buildSiteTheme(branding));
    const phone = buildSiteTheme(branding, {
      xs: 0,
      sm: 100_000,
      md: 100_000,
      lg: 100_000,
      xl: 100_000,
    });
    expect(phone.breakpoints.up('md')).toBe('@media (min-width:100000px)');
  });
});
