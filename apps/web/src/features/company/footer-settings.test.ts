import { describe, expect, it } from 'vitest';
import { readViewSettings } from '@hondana/contract';
import { convertKeysToCamel } from '../../api/case-conversion';
import { footerRowsOf } from './footer-settings';

const footerOf = (stored: unknown) => convertKeysToCamel(readViewSettings(stored)).footer;

describe('footerRowsOf', () => {
  it('splits links into the upper and lower rows', () => {
    const rows = footerRowsOf(
      footerOf({
        footer: {
          links: [
            { id: 1, position_link: 'upper', type_link: 'internal', url: '/help', label: 'Help' },
            {
              id: 2,
              position_link: 'lower',
              type_link: 'external',
              url: 'https://example.com',
              label: 'Corp',
            },
          ],
          copy_right: '© ACME',
        },
      }),
    );
    expect(rows.upperLinks).toEqual([{ id: '1', label: 'Help', url: '/help', isExternal: false }]);
    expect(rows.lowerLinks).toEqual([
      { id: '2', label: 'Corp', url: 'https://example.com', isExternal: true },
    ]);
  });

  it('gives empty rows when there is no footer or it is malformed', () => {
    expect(footerRowsOf(footerOf({}))).toEqual({ upperLinks: [], lowerLinks: [] });
    expect(footerRowsOf(footerOf({ footer: { links: 'nope' } })).upperLinks).toEqual([]);
    expect(footerRowsOf(footerOf(null)).lowerLinks).toEqual([]);
  });
});
