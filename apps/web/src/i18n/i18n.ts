import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { ja } from './ja';
import { readInitialLanguage, storeLanguageChoice, supportedLanguages } from './language';
import type { Language } from '@hondana/contract';
import type { BaseTranslationResource, TranslationResource } from './translation-resource';

/** The app's i18next instance, ready synchronously with Japanese (the default and fallback). */
export const i18n = i18next.createInstance();

/**
 * English loads on demand: most visitors read Japanese, and the home page's JS has a budget.
 * main.tsx waits for it before the first render when the visitor's language is English.
 */
const loaders: Record<Language, () => Promise<BaseTranslationResource>> = {
  ja: () => Promise.resolve(ja),
  en: () => import('./en').then((module) => module.en),
};
const loadedLanguages = new Set<Language>(['ja']);

void i18n.use(initReactI18next).init({
  resources: { ja: { translation: ja } },
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

/** Brings the texts of `language` (kept once loaded); screens' own texts merge into them. */
export async function loadLanguage(language: Language): Promise<void> {
  if (loadedLanguages.has(language)) return;
  const resource = await loaders[language]();
  i18n.addResourceBundle(language, 'translation', resource, true, false);
  loadedLanguages.add(language);
}

/** Switches to `language` once its texts are here. */
export async function applyLanguage(language: Language): Promise<void> {
  await loadLanguage(language);
  await i18n.changeLanguage(language);
}

/** Switches the language and remembers the choice (the header switcher). */
export async function chooseLanguage(language: Language): Promise<void> {
  storeLanguageChoice(language);
  await applyLanguage(language);
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
