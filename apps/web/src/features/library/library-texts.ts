import { addScreenTexts } from '../../i18n/i18n';
import { libraryTextsEn } from '../../i18n/library-texts-en';
import { libraryTextsJa } from '../../i18n/library-texts-ja';

// The library's texts load with its screens (home, group, detail), not with every page; the
// detail screen adds its own (library-detail-texts.ts). i18next merges the two under `library`.
addScreenTexts({
  ja: { library: libraryTextsJa },
  en: { library: libraryTextsEn },
});
