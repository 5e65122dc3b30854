import { addScreenTexts } from '../../i18n/i18n';
import { paymentHistoryTextsEn } from '../../i18n/payment-history-texts-en';
import { paymentHistoryTextsJa } from '../../i18n/payment-history-texts-ja';

// The history loads with the subscription screens (lazily); so do its texts.
addScreenTexts({
  ja: { paymentHistory: paymentHistoryTextsJa },
  en: { paymentHistory: paymentHistoryTextsEn },
});
