import { addScreenTexts } from '../../i18n/i18n';
import { brandingTextsEn } from '../../i18n/branding-texts-en';
import { brandingTextsJa } from '../../i18n/branding-texts-ja';

// The customisation screen loads lazily; so do its texts (`branding.*`).
addScreenTexts({ ja: { branding: brandingTextsJa }, en: { branding: brandingTextsEn } });
