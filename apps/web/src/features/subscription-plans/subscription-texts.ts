import { addScreenTexts } from '../../i18n/i18n';
import { subscriptionTextsEn } from '../../i18n/subscription-texts-en';
import { subscriptionTextsJa } from '../../i18n/subscription-texts-ja';

// The subscription screens and the Purchase Subscription modal load lazily; so do their texts.
addScreenTexts({
  ja: { subscription: subscriptionTextsJa },
  en: { subscription: subscriptionTextsEn },
});
