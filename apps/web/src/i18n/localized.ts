import { localized } from '@hondana/contract';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

// Company texts arrive in both languages (`name` and `nameEn`, docs/decisions.md); every screen
// picks the reader's with this one helper, so cached answers stay language-independent.
export { localized };

/** `pick(name, nameEn)`: the company text in the interface's language, else the other one. */
export function useLocalized(): (
  text: string | null | undefined,
  textEn: string | null | undefined,
) => string {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useCallback((text, textEn) => localized(text, textEn, language), [language]);
}
