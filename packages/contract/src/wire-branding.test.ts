import { describe, expect, it } from 'vitest';
import {
  contrastRatio,
  defaultBodySetting,
  defaultHeaderSetting,
  isValidLink,
  meetsContrastAA,
  readViewSettings,
} from './wire-branding';

describe('readViewSettings', () => {
  it('gives every part its defaults when nothing is stored', () => {
    const settings = readViewSettings({});
    expect(settings.header).toEqual(defaultHeaderSetting);
    expect(settings.body).toEqual(defaultBodySetting);
    expect(settings.input.border_color).toBe('#3d993a');
    expect(readViewSettings(null).footer.links).toEqual([]);
  });

  it('keeps the good parts when one is malformed, and fills fields a part lacks', () => {
    const settings = readViewSettings({
      header: { background_color: 'not a colour', show_logo: false },
      footer: { copy_right: '© Us', links: [] },
    });
    expect(settings.header).toEqual(defaultHeaderSetting);
    expect(settings.footer).toMatchObject({ copy_right: '© Us', font_size: null, color: null });
  });
});

describe('contrast', () => {
  it('measures WCAG ratios: black on white 21, the brand green on white under 4.5', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    expect(meetsContrastAA('#3d993a', '#ffffff')).toBe(false);
    expect(meetsContrastAA('#3d993a', '#ffffff', true)).toBe(true);
    expect(meetsContrastAA('#317a2e', '#ffffff')).toBe(true);
  });
});

describe('isValidLink', () => {
  it('accepts internal paths and http(s) addresses only', () => {
    expect(isValidLink('/search', 'internal')).toBe(true);
    expect(isValidLink('/', 'internal')).toBe(true);
    expect(isValidLink('//evil.example', 'internal')).toBe(false);
    expect(isValidLink('search', 'internal')).toBe(false);
    expect(isValidLink('https://example.com/a', 'external')).toBe(true);
    expect(isValidLink('javascript:alert(1)', 'external')).toBe(false);
  });
});
