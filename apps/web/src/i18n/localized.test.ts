import { describe, expect, it } from 'vitest';
import { localized } from './localized';

describe('localized: a company text in the reader’s language, else the other one', () => {
  it('gives English readers the English variant and everyone else the company’s own text', () => {
    expect(localized('新着順', 'Newest first', 'en')).toBe('Newest first');
    expect(localized('新着順', 'Newest first', 'en-US')).toBe('Newest first');
    expect(localized('新着順', 'Newest first', 'ja')).toBe('新着順');
  });

  it('falls back to the other language when the reader’s is missing or blank', () => {
    expect(localized('新着順', null, 'en')).toBe('新着順');
    expect(localized('新着順', '  ', 'en')).toBe('新着順');
    expect(localized(null, 'Company library', 'ja')).toBe('Company library');
    expect(localized('', 'Company library', 'ja')).toBe('Company library');
  });

  it('answers an empty text when neither language has one (callers show their default)', () => {
    expect(localized(null, null, 'en')).toBe('');
    expect(localized(undefined, undefined, undefined)).toBe('');
  });
});
