import { addScreenTexts } from '../../i18n/i18n';
import { authTextsEn, authTextsJa } from '../../i18n/auth-texts';
import { sessionTextsEn, sessionTextsJa } from '../../i18n/session-texts';

// The sign-in, registration, password and account screens load lazily; so do their texts
// (`auth.*`, `account.*`, `toast.*`). Every module that shows them imports this one.
addScreenTexts({
  ja: {
    auth: authTextsJa.auth,
    account: { ...authTextsJa.account, sessions: sessionTextsJa },
    toast: authTextsJa.toast,
  },
  en: {
    auth: authTextsEn.auth,
    account: { ...authTextsEn.account, sessions: sessionTextsEn },
    toast: authTextsEn.toast,
  },
});
