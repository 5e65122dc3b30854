import { errorCatalogue } from '@hondana/contract';
import type { ErrorCode, Language } from '@hondana/contract';

/** `api.error.<code>` texts, one per catalogue code, so the toasts and the server agree. */
export type ApiErrorTexts = Record<`${ErrorCode}`, string>;

/** Builds the `api.error` table of one language from the contract's catalogue. */
export function buildApiErrorTexts(language: Language): ApiErrorTexts {
  const texts: Record<string, string> = {};
  for (const [code, definition] of Object.entries(errorCatalogue)) {
    texts[code] = definition[language];
  }
  return texts as ApiErrorTexts;
}
