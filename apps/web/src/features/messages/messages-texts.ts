import { addScreenTexts } from '../../i18n/i18n';
import { messagesTextsEn } from '../../i18n/messages-texts-en';
import { messagesTextsJa } from '../../i18n/messages-texts-ja';

// The messages screen loads lazily; so do its texts (`messages.*`).
addScreenTexts({ ja: { messages: messagesTextsJa }, en: { messages: messagesTextsEn } });
