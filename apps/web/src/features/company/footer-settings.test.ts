import { describe, expect, it } from 'vitest';
import { readFooterSettings } from './footer-settings';

describe('readFooterSettings', () => {
  it('splits links into the upper and lower rows', () => {
    const footer = readFooterSettings({
      footer: {
        links: [
          { id: 1, positionLink: 'upper', typeLink: 'internal', url: '/help', label: 'Help' },
          {
            id: 2,
            positionLink: 'lower',
            typeLink: 'external',
            url: 'https://example.com',
            label: 'Corp',
          },
        ],
        copyRight: '© ACME',
        backgroundColor: '#000',
      },
    });
    expect(footer.upperLinks).toEqual([
      { id: '1', label: 'Help', url: '/help', isExternal: false },
    ]);
    expect(footer.lowerLinks).toEqual([
      { id: '2', label: 'Corp', url: 'https://example.com', isExternal: true },
    ]);
    expect(footer.copyright).toBe('© ACME');
    expect(footer.backgroundColor).toBe('#000');
  });

  it('gives empty rows when there is no footer or it is malformed', () => {
    expect(readFooterSettings({})).toEqual({ upperLinks: [], lowerLinks: [], copyright: null });
    expect(readFooterSettings({ footer: { links: 'nope' } }).upperLinks).toEqual([]);
    expect(readFooterSettings(null).lowerLinks).toEqual([]);
  });
});
