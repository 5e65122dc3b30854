import { describe, expect, it } from 'vitest';
import { detectBrowserLanguage, toSupportedLanguage } from './language';

describe('language detection', () => {
  it('uses the first supported browser language', () => {
    expect(detectBrowserLanguage(['fr-FR', 'en-US', 'ja'])).toBe('en');
    expect(detectBrowserLanguage(['ja-JP', 'en'])).toBe('ja');
  });

  it('falls back to ja', () => {
    expect(detectBrowserLanguage(['de', 'fr'])).toBe('ja');
    expect(detectBrowserLanguage([])).toBe('ja');
  });

  it('narrows stored values to supported languages', () => {
    expect(toSupportedLanguage('EN')).toBe('en');
    expect(toSupportedLanguage('zh')).toBeNull();
    expect(toSupportedLanguage(null)).toBeNull();
  });
});
