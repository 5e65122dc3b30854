import { addScreenTexts } from '../../i18n/i18n';
import { dashboardTextsEn } from '../../i18n/dashboard-texts-en';
import { dashboardTextsJa } from '../../i18n/dashboard-texts-ja';

// The company administrator's screens load lazily; so do their texts (`companyAdmin.*`).
addScreenTexts({ ja: { companyAdmin: dashboardTextsJa }, en: { companyAdmin: dashboardTextsEn } });
