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

/**
 * Navigates away. A trip to a login page first remembers where the visitor wanted to go; leaving
 * a login page (the sign-in succeeded) uses that route up.
 */
function Redirect({ to, from }: { to: string; from: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    const isFromLogin = isLoginPath(from.split('?')[0] ?? '');
    if (to === loginPath || to === adminLoginPath) {
      if (!isFromLogin) cacheReturnRoute(from);
    } else if (isFromLogin) {
      takeReturnRoute();
    }
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

  useDocumentTitle(
    formatDocumentTitle({
      companyTitle: company
        ? pick(company.titlePage, company.titlePageEn) || company.companyName
        : null,
      routeTitle: t(route.titleKey),
    }),
  );

  if (session.status === 'loading') return <LoadingScreen message={t('session.loading')} />;

  const redirect = resolveRouteRedirect({
    pathname: location.pathname,
    search: location.search,
    cachedReturnRoute: peekReturnRoute(),
    route: {
      layout: route.layout,
      access: route.access,
      requiresSubscription: route.requiresSubscription,
      params: { contentId: params.contentId, contentGroupId: params.contentGroupId },
    },
    user: session.user,
    isAdminSite: site.isAdminSite,
    company,
  });
  if (redirect) return <Redirect to={redirect} from={`${location.pathname}${location.search}`} />;
  return children;
}
