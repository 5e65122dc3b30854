import { buildApiErrorTexts } from './api-error-texts';
import { i18n } from './i18n';

/*
 * The texts of every catalogue code (`api.error.<code>`), both languages: some 6 KB that no page
 * needs to show, only to explain a failure. main.tsx loads this module right after the first
 * render and forms that show errors import it; until it arrives a toast shows the server's
 * message, which the server writes from the same catalogue in the language the client asked for.
 */
for (const language of ['ja', 'en'] as const) {
  i18n.addResourceBundle(
    language,
    'translation',
    { api: { error: buildApiErrorTexts(language) } },
    true,
    false,
  );
}
