import { addScreenTexts } from '../../i18n/i18n';
import { fullTextTextsEn } from '../../i18n/full-text-texts-en';
import { fullTextTextsJa } from '../../i18n/full-text-texts-ja';

// The full-text results load with the search pages; so do their texts (`fullText.*`).
addScreenTexts({ ja: { fullText: fullTextTextsJa }, en: { fullText: fullTextTextsEn } });
