import { addScreenTexts } from '../../i18n/i18n';
import { searchAdminTextsEn } from '../../i18n/search-admin-texts-en';
import { searchAdminTextsJa } from '../../i18n/search-admin-texts-ja';

// The search settings screen loads lazily; so do its texts (`searchAdmin.*`).
addScreenTexts({
  ja: { searchAdmin: searchAdminTextsJa },
  en: { searchAdmin: searchAdminTextsEn },
});
