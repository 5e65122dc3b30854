import { Outlet, ScrollRestoration } from 'react-router';
import { useIpAutoLogin } from '../features/auth/use-ip-auto-login';
import { useSite } from '../features/company/company-settings';
import { useReauthorizeRedirect } from './use-reauthorize-redirect';

/**
 * Top of the route tree: session-loss handling, the automatic IP sign-in and scroll restoration
 * for every layout.
 */
export function RootLayout() {
  const { isAdminSite } = useSite();
  useReauthorizeRedirect(isAdminSite);
  useIpAutoLogin();
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
