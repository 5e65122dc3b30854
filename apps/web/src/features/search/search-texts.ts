import { addScreenTexts } from '../../i18n/i18n';
import { searchTextsEn } from '../../i18n/search-texts-en';
import { searchTextsJa } from '../../i18n/search-texts-ja';

// The search pages' texts load with them, not with every page.
addScreenTexts({
  ja: { search: searchTextsJa },
  en: { search: searchTextsEn },
});
