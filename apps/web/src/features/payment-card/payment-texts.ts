import { addScreenTexts } from '../../i18n/i18n';
import { paymentTextsEn } from '../../i18n/payment-texts-en';
import { paymentTextsJa } from '../../i18n/payment-texts-ja';

// The payment screens and the profile's card section load lazily; so do their texts.
addScreenTexts({ ja: { payment: paymentTextsJa }, en: { payment: paymentTextsEn } });
