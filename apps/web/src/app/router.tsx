import type { RouteObject } from 'react-router';
import { createBrowserRouter } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoadingScreen } from '../ui/feedback/loading-screen';
import { RouteError } from '../ui/errors/route-error';
import { layoutFrames } from './layouts/page-layouts';
import { RootLayout } from './root-layout';
import { RouteGuard } from './route-guard';
import type { RouteLayout } from './route-rules';
import { appRoutes, fallbackRoute } from './routes';
import type { AppRoute } from './routes';

const layoutOrder: readonly RouteLayout[] = ['home', 'search', 'auth', 'checkout', 'admin', 'none'];

function RouteLoading() {
  const { t } = useTranslation();
  return <LoadingScreen message={t('app.loading')} />;
}

/** One leaf: the screen's code loads on first visit, then renders behind the guard. */
function toRouteObject(route: AppRoute): RouteObject {
  return {
    id: route.id,
    path: route.path,
    lazy: async () => {
      const { default: Screen } = await route.load();
      return {
        Component: function GuardedScreen() {
          return (
            <RouteGuard route={route}>
              <Screen />
            </RouteGuard>
          );
        },
      };
    },
  };
}

/** Builds the route objects: routes grouped under their layout, the 404 fallback last. */
export function buildRouteObjects(routes: readonly AppRoute[]): RouteObject[] {
  const all = [...routes, fallbackRoute];
  const layoutRoutes: RouteObject[] = layoutOrder
    .map((layout) => ({ layout, children: all.filter((route) => route.layout === layout) }))
    .filter((group) => group.children.length > 0)
    .map((group) => ({
      id: `layout-${group.layout}`,
      ...layoutFrames[group.layout],
      errorElement: <RouteError />,
      children: group.children.map(toRouteObject),
    }));
  return [
    {
      id: 'root',
      Component: RootLayout,
      errorElement: <RouteError />,
      hydrateFallbackElement: <RouteLoading />,
      children: layoutRoutes,
    },
  ];
}

/** The browser router of the app. */
export function createAppRouter() {
  return createBrowserRouter(buildRouteObjects(appRoutes));
}
