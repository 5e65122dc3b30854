import { addScreenTexts } from '../../i18n/i18n';
import { peopleTextsEn } from '../../i18n/people-texts-en';
import { peopleTextsJa } from '../../i18n/people-texts-ja';

// The people screens load lazily; so do their texts (`people.*`).
addScreenTexts({ ja: { people: peopleTextsJa }, en: { people: peopleTextsEn } });
