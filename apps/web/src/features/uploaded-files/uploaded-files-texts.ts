import { addScreenTexts } from '../../i18n/i18n';
import { documentsTextsEn, uploadedFilesTextsEn } from '../../i18n/uploaded-files-texts-en';
import { documentsTextsJa, uploadedFilesTextsJa } from '../../i18n/uploaded-files-texts-ja';

// The uploaded-file screen and the readers' page load lazily; so do their texts.
addScreenTexts({
  ja: { uploadedFiles: uploadedFilesTextsJa, documents: documentsTextsJa },
  en: { uploadedFiles: uploadedFilesTextsEn, documents: documentsTextsEn },
});
