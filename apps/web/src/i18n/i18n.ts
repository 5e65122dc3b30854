import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en';
import { ja } from './ja';
import { readInitialLanguage, storeLanguageChoice, supportedLanguages } from './language';
import type { Language } from '@hondana/contract';
import type { TranslationResource } from './translation-resource';

/** The app's i18next instance, ready synchronously (resources are bundled). */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: { ja: { translation: ja }, en: { translation: en } },
  lng: readInitialLanguage(),
  fallbackLng: 'ja',
  supportedLngs: [...supportedLanguages],
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
  showSupportNotice: false,
});

function syncDocumentLanguage(language: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}
syncDocumentLanguage(i18n.language);
i18n.on('languageChanged', syncDocumentLanguage);

/** Switches the language and remembers the choice (the header switcher). */
export async function chooseLanguage(language: Language): Promise<void> {
  storeLanguageChoice(language);
  await i18n.changeLanguage(language);
}

/** Texts a lazy screen adds: whole branches, or parts of one that others complete (deep merge). */
export type ScreenTexts = { [K in keyof TranslationResource]?: Partial<TranslationResource[K]> };

/**
 * Adds the texts of screens that load lazily (`{ ja: { admin: … }, en: { admin: … } }`): a module
 * of such a screen calls it when it is imported, before anything renders with those keys.
 */
export function addScreenTexts(texts: Record<Language, ScreenTexts>): void {
  for (const [language, resource] of Object.entries(texts)) {
    i18n.addResourceBundle(language, 'translation', resource, true, true);
  }
}

/**
 * Translates a key built at run time (`api.error.${status}`); null when no such key exists.
 * Static keys should use the typed `t` instead.
 */
export function translateDynamicKey(key: string, options?: Record<string, unknown>): string | null {
  if (!i18n.exists(key)) return null;
  // The key is checked at run time above; the typed `t` cannot know run-time keys.
  return (i18n.t as unknown as (key: string, options?: Record<string, unknown>) => string)(
    key,
    options,
  );
}
