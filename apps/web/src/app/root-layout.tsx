import { Outlet, ScrollRestoration } from 'react-router';
import { useSite } from '../features/company/company-settings';
import { useReauthorizeRedirect } from './use-reauthorize-redirect';

/** Top of the route tree: session-loss handling and scroll restoration for every layout. */
export function RootLayout() {
  const { isAdminSite } = useSite();
  useReauthorizeRedirect(isAdminSite);
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
