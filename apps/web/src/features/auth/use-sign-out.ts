import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { getLoginPathFor } from '../../ui/navigation/site-paths';
import { useSite } from '../company/company-settings';
import { storeGoogleLoginFlag } from './google-login-state';
import { suppressNextReturnRoute, takeReturnRoute } from './return-route';
import { useSession } from './session';

/**
 * Logout (product.md §2): end the session, then administrators go to /admin-login and everyone
 * else to /login. `afterAccountCancel` ends a session the server already closed (withdrawal),
 * which always goes to /login.
 */
export function useSignOut(): (options?: { afterAccountCancel?: boolean }) => Promise<void> {
  const navigate = useNavigate();
  const session = useSession();
  const { isAdminSite } = useSite();
  const roleLevel = session.user?.roleLevel ?? null;
  const { signOut } = session;

  return useCallback(
    async (options) => {
      suppressNextReturnRoute();
      takeReturnRoute();
      await signOut();
      storeGoogleLoginFlag(false);
      const target = options?.afterAccountCancel
        ? getLoginPathFor(null, isAdminSite)
        : getLoginPathFor(roleLevel, isAdminSite);
      await navigate(target, { replace: true });
    },
    [signOut, navigate, roleLevel, isAdminSite],
  );
}
