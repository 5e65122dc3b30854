import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiClient } from '../../api/api-client';
import { notifyExceededSession } from '../../ui/feedback/api-notify';
import { chooseLanguage } from '../../i18n/i18n';
import { enqueueToast } from '../../ui/toasts/toast-store';
import { useSite } from '../company/company-settings';
import { storeGoogleLoginFlag } from './google-login-state';
import { isLoginResultForSite, toSessionUserFromLogin } from './login-result';
import type { LoginResults } from './login-result';
import { startSession } from './session';

export interface SignInOptions {
  isGoogleLogin: boolean;
}

/**
 * Turns a login answer into the browser session: checks it belongs to this site, records the
 * signed-in user (the server keeps the session in its httpOnly cookie; 'remember me' went to it
 * as keep_login), shows the exceeded-session notice and applies the account's language. Returns false
 * (keeping nothing) for an answer of another site. Navigation is left to the route guard, which
 * sends a signed-in visitor from a login page to the cached route or the landing page.
 */
export function useCompleteSignIn(): (results: LoginResults, options: SignInOptions) => boolean {
  const queryClient = useQueryClient();
  const { t, i18n } = useTranslation();
  const { company } = useSite();
  const siteDomain = company?.domain ?? null;

  return useCallback(
    (results, options) => {
      if (!isLoginResultForSite(results.domain, siteDomain)) {
        // The server set its cookie for this answer; end that session so nothing of it stays.
        void apiClient.get('auth/logout', { skipReauthorize: true }).catch(() => undefined);
        enqueueToast({ severity: 'error', message: t('auth.wrongDomain') });
        return false;
      }
      const user = toSessionUserFromLogin(results, { isGoogleLogin: options.isGoogleLogin });
      storeGoogleLoginFlag(options.isGoogleLogin);
      startSession(user, queryClient);
      if (results.displayMessageExceededSession) {
        notifyExceededSession(results.exceededSessionMessage);
      }
      if (user.lang && user.lang !== i18n.language) void chooseLanguage(user.lang);
      return true;
    },
    [queryClient, siteDomain, t, i18n],
  );
}
