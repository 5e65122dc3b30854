import { addScreenTexts } from '../../i18n/i18n';
import { subscriptionAdminTextsEn } from '../../i18n/subscription-admin-texts-en';
import { subscriptionAdminTextsJa } from '../../i18n/subscription-admin-texts-ja';

// The subscription screens load lazily; so do their texts (`subscriptionAdmin.*`). The user
// detail's registered plans read them too (its route loads this module).
addScreenTexts({
  ja: { subscriptionAdmin: subscriptionAdminTextsJa },
  en: { subscriptionAdmin: subscriptionAdminTextsEn },
});
