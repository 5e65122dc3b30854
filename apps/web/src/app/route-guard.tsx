import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../features/auth/session';
import { cacheReturnRoute, peekReturnRoute, takeReturnRoute } from '../features/auth/return-route';
import { useSite } from '../features/company/company-settings';
import { LoadingScreen } from '../ui/feedback/loading-screen';
import { formatDocumentTitle, useDocumentTitle } from './page-title';
import { adminLoginPath, isLoginPath, loginPath } from '../ui/navigation/site-paths';
import { resolveRouteRedirect } from './route-rules';
import type { AppRoute } from './routes';
import { useLocalized } from '../i18n/localized';
import { useSiteView } from '../features/auth/site-view';

/**
 * Navigates away. A trip to a login page first remembers where the visitor wanted to go (the
 * guard forgets it once a signed-in user is shown a page, below).
 */
function Redirect({ to, from }: { to: string; from: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    const isFromLogin = isLoginPath(from.split('?')[0] ?? '');
    if ((to === loginPath || to === adminLoginPath) && !isFromLogin) cacheReturnRoute(from);
    void navigate(to, { replace: true });
  }, [to, from, navigate]);
  return null;
}

/** Applies the route rules to one route and sets the page title; renders the screen when allowed. */
export function RouteGuard({ route, children }: { route: AppRoute; children: ReactNode }) {
  const { t } = useTranslation();
  const session = useSession();
  const site = useSite();
  const location = useLocation();
  const params = useParams();
  const company = site.company;
  const pick = useLocalized();
  const isViewingSite = useSiteView();

  useDocumentTitle(
    formatDocumentTitle({
      companyTitle: company
        ? pick(company.titlePage, company.titlePageEn) || company.companyName
        : null,
      routeTitle: t(route.titleKey),
    }),
  );

  const redirect =
    session.status === 'loading'
      ? null
      : resolveRouteRedirect({
          pathname: location.pathname,
          search: location.search,
          cachedReturnRoute: peekReturnRoute(),
          route: {
            layout: route.layout,
            access: route.access,
            requiresSubscription: route.requiresSubscription,
            openToSiteView: route.openToSiteView,
            params: { contentId: params.contentId, contentGroupId: params.contentGroupId },
          },
          user: session.user,
          isAdminSite: site.isAdminSite,
          company,
          isViewingSite,
        });
  // The route cached for after a sign-in is used up once a signed-in user is shown a page. Not
  // earlier: forgetting it on the way out of the login page let a re-render of that page, before
  // the navigation landed (the session and the account's language arrive in several renders),
  // send the reader to the landing page instead (issue 21, part 10's return to a book).
  const isShown = session.status !== 'loading' && redirect === null;
  const isSignedInPage = isShown && session.user !== null && !isLoginPath(location.pathname);
  useEffect(() => {
    if (isSignedInPage) takeReturnRoute();
  }, [isSignedInPage]);

  if (session.status === 'loading') return <LoadingScreen message={t('session.loading')} />;
  if (redirect) return <Redirect to={redirect} from={`${location.pathname}${location.search}`} />;
  return children;
}
