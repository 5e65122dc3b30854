import { addScreenTexts } from '../../i18n/i18n';
import { contentsTextsEn } from '../../i18n/contents-texts-en';
import { contentsTextsJa } from '../../i18n/contents-texts-ja';

// The library administration screens load lazily; so do their texts (`contentAdmin.*`).
addScreenTexts({ ja: { contentAdmin: contentsTextsJa }, en: { contentAdmin: contentsTextsEn } });
