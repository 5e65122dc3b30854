import { addScreenTexts } from '../../i18n/i18n';
import { adminTextsEn } from '../../i18n/admin-texts-en';
import { adminTextsJa } from '../../i18n/admin-texts-ja';

// The system administrator's screens load lazily; so do their texts (`admin.*`).
addScreenTexts({ ja: { admin: adminTextsJa }, en: { admin: adminTextsEn } });
