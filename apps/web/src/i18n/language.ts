import { DEFAULT_LANGUAGE, Language } from '@hondana/contract';

/** Languages the interface is translated into; ja is the default (product §1). */
export const supportedLanguages: readonly Language[] = [Language.Ja, Language.En];

const storageKey = 'hondana.language';

/** Narrows any text (a stored value, a navigator tag's prefix) to a supported language. */
export function toSupportedLanguage(value: string | null | undefined): Language | null {
  if (!value) return null;
  const prefix = value.toLowerCase().split('-')[0];
  return supportedLanguages.find((language) => language === prefix) ?? null;
}

/** The first browser language we support, else ja. */
export function detectBrowserLanguage(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const language = toSupportedLanguage(tag);
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}

function readBrowserPreferences(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages.length > 0 ? navigator.languages : [navigator.language];
}

/** The browser language we support, else ja (used at start and when a session ends). */
export function readBrowserLanguage(): Language {
  return detectBrowserLanguage(readBrowserPreferences());
}

/** A choice the visitor made with the switcher wins over the browser language. */
export function readInitialLanguage(): Language {
  return toSupportedLanguage(readStoredLanguage()) ?? readBrowserLanguage();
}

function readStoredLanguage(): string | null {
  try {
    return window.localStorage.getItem(storageKey);
  } catch {
    return null;
  }
}

/** Remembers the visitor's choice; `null` forgets it (back to the browser language). */
export function storeLanguageChoice(language: Language | null): void {
  try {
    if (language) window.localStorage.setItem(storageKey, language);
    else window.localStorage.removeItem(storageKey);
  } catch {
    // Storage may be disabled (private mode); the choice then lasts for this page only.
  }
}
