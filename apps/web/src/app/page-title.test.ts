import { describe, expect, it } from 'vitest';
import { formatDocumentTitle } from './page-title';

describe('formatDocumentTitle', () => {
  it('uses the company title when there is one', () => {
    expect(formatDocumentTitle({ companyTitle: 'ACME Library', routeTitle: 'Home' })).toBe(
      'ACME Library',
    );
  });

  it('falls back to the route title plus the app name', () => {
    expect(formatDocumentTitle({ companyTitle: null, routeTitle: 'Companies' })).toBe(
      'Companies | Hondana',
    );
    expect(formatDocumentTitle({ companyTitle: '  ', routeTitle: 'Home' })).toBe('Home | Hondana');
    expect(formatDocumentTitle({ companyTitle: null, routeTitle: null })).toBe('Hondana');
  });
});
