import { describe, expect, it } from 'vitest';
import { getDrawerMode, isDrawerExpanded } from './drawer-mode';

const breakpoints = { md: 768, lg: 1200 };

describe('getDrawerMode', () => {
  it('is mobile below md, mini below lg, else normal', () => {
    expect(getDrawerMode(767, breakpoints)).toBe('mobile');
    expect(getDrawerMode(768, breakpoints)).toBe('mini');
    expect(getDrawerMode(1199, breakpoints)).toBe('mini');
    expect(getDrawerMode(1200, breakpoints)).toBe('normal');
  });
});

describe('isDrawerExpanded', () => {
  it('starts closed on mobile and mini, wide on normal; the toggle flips it', () => {
    expect(isDrawerExpanded('mobile', false)).toBe(false);
    expect(isDrawerExpanded('mobile', true)).toBe(true);
    expect(isDrawerExpanded('mini', false)).toBe(false);
    expect(isDrawerExpanded('normal', false)).toBe(true);
    expect(isDrawerExpanded('normal', true)).toBe(false);
  });
});
