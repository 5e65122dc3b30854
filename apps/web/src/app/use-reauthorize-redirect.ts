import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { registerReauthorizeHandler } from '../api/reauthorize';
import { clearSession, useSession } from '../features/auth/session';
import { cacheReturnRoute } from '../features/auth/return-route';
import { applyLanguage } from '../i18n/i18n';
import { readBrowserLanguage, storeLanguageChoice } from '../i18n/language';
import { getLoginPathFor, isLoginPath } from '../ui/navigation/site-paths';

/**
 * Registers what happens when the API says the session is gone (401, 601, 602): remember the
 * route, clear the session, reset the language to the browser's, and go to the right login.
 */
export function useReauthorizeRedirect(isAdminSite: boolean): void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { user } = useSession();
  // The handler runs after the session is cleared, so it keeps the last known role.
  const roleLevel = useRef(user?.roleLevel ?? null);
  useEffect(() => {
    if (user) roleLevel.current = user.roleLevel;
  }, [user]);

  useEffect(
    () =>
      registerReauthorizeHandler(() => {
        const { pathname, search } = window.location;
        if (!isLoginPath(pathname)) cacheReturnRoute(`${pathname}${search}`);
        clearSession(queryClient);
        storeLanguageChoice(null);
        void applyLanguage(readBrowserLanguage());
        void navigate(getLoginPathFor(roleLevel.current, isAdminSite), { replace: true });
      }),
    [navigate, queryClient, isAdminSite],
  );
}
