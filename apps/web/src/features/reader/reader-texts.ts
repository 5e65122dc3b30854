import { addScreenTexts } from '../../i18n/i18n';
import { readerTextsEn } from '../../i18n/reader-texts-en';
import { readerTextsJa } from '../../i18n/reader-texts-ja';

// The reader loads lazily; so do its texts (`reader.*`).
addScreenTexts({ ja: { reader: readerTextsJa }, en: { reader: readerTextsEn } });
