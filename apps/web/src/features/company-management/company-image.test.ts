import { describe, expect, it } from 'vitest';
import { checkImageFile } from './company-image';

const megabyte = 1024 * 1024;

describe('checkImageFile', () => {
  it('accepts PNG, JPEG, GIF and WebP up to 2 MB', () => {
    expect(checkImageFile({ type: 'image/png', size: 2 * megabyte, name: 'a.png' }, 'logo')).toBe(
      null,
    );
    expect(checkImageFile({ type: 'image/webp', size: 10, name: 'a.webp' }, 'favicon')).toBe(null);
  });

  it('refuses other types, SVG included, and ICO for logos', () => {
    expect(checkImageFile({ type: 'image/svg+xml', size: 10, name: 'a.svg' }, 'logo')).toBe('type');
    expect(checkImageFile({ type: 'application/pdf', size: 10, name: 'a.pdf' }, 'logo')).toBe(
      'type',
    );
    expect(checkImageFile({ type: 'image/x-icon', size: 10, name: 'a.ico' }, 'logo')).toBe('type');
  });

  it('accepts ICO favicons, also when the system gives no MIME type', () => {
    expect(checkImageFile({ type: 'image/x-icon', size: 10, name: 'f.ico' }, 'favicon')).toBe(null);
    expect(checkImageFile({ type: '', size: 10, name: 'F.ICO' }, 'favicon')).toBe(null);
    expect(checkImageFile({ type: '', size: 10, name: 'f.bin' }, 'favicon')).toBe('type');
  });

  it('refuses files over 2 MB and empty files', () => {
    expect(
      checkImageFile({ type: 'image/png', size: 2 * megabyte + 1, name: 'a.png' }, 'logo'),
    ).toBe('size');
    expect(checkImageFile({ type: 'image/png', size: 0, name: 'a.png' }, 'logo')).toBe('empty');
  });
});
