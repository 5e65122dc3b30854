import { addScreenTexts } from '../../i18n/i18n';
import { hashtagAdminTextsEn } from '../../i18n/hashtag-admin-texts-en';
import { hashtagAdminTextsJa } from '../../i18n/hashtag-admin-texts-ja';
import { searchDisplayAdminTextsEn } from '../../i18n/search-display-admin-texts-en';
import { searchDisplayAdminTextsJa } from '../../i18n/search-display-admin-texts-ja';

// The search display screens load lazily; so do their texts (`searchDisplayAdmin.*`,
// `hashtagAdmin.*`). The content edit dialog's hashtag picker reads `hashtagAdmin` too.
addScreenTexts({
  ja: { searchDisplayAdmin: searchDisplayAdminTextsJa, hashtagAdmin: hashtagAdminTextsJa },
  en: { searchDisplayAdmin: searchDisplayAdminTextsEn, hashtagAdmin: hashtagAdminTextsEn },
});
