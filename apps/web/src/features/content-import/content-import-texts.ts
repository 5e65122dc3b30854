import { addScreenTexts } from '../../i18n/i18n';
import { contentImportTextsEn } from '../../i18n/content-import-texts-en';
import { contentImportTextsJa } from '../../i18n/content-import-texts-ja';

// The import screen loads lazily; so do its texts (`contentImport.*`).
addScreenTexts({
  ja: { contentImport: contentImportTextsJa },
  en: { contentImport: contentImportTextsEn },
});
