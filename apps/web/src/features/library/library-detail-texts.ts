import { addScreenTexts } from '../../i18n/i18n';
import { libraryDetailTextsEn } from '../../i18n/library-texts-en';
import { libraryDetailTextsJa } from '../../i18n/library-texts-ja';
import './library-texts';

// The detail screen's texts (`library.detail.*`), merged into the library's.
addScreenTexts({
  ja: { library: { detail: libraryDetailTextsJa } },
  en: { library: { detail: libraryDetailTextsEn } },
});
