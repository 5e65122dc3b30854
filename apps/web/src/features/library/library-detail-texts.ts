import type { Language } from '@hondana/contract';
import { addScreenTexts } from '../../i18n/i18n';
import { libraryDetailTextsEn } from '../../i18n/library-texts-en';
import { libraryDetailTextsJa } from '../../i18n/library-texts-ja';
import type { TranslationResource } from '../../i18n/translation-resource';
import './library-texts';

// The detail screen's texts (`library.detail.*`), merged into the library's.
addScreenTexts({
  ja: { library: { detail: libraryDetailTextsJa } },
  en: { library: { detail: libraryDetailTextsEn } },
} as Record<Language, Partial<TranslationResource>>);
