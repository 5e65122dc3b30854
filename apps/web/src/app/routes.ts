/**
 * The route table of product.md §2, kept as data: the router, the guard and the page title
 * read it. Only routes whose screens exist are listed; unknown paths show the 404 page.
 *
 * To add a screen: create `features/<area>/<name>-page.tsx` with a default export, then add
 * an entry to the part of its area, routes-<area>.ts (path, layout, access, title key under
 * `routes.*` in i18n, lazy import). build/bundle-budget.ts reads these files too.
 */
import type { AppRoute } from './route-entry';
import { accountRoutes } from './routes-account';
import { adminRoutes } from './routes-admin';
import { readingRoutes } from './routes-reading';

export type { AppRoute, RouteTitleKey } from './route-entry';
export { notFoundRouteId } from './route-entry';

export const appRoutes: readonly AppRoute[] = [...readingRoutes, ...accountRoutes, ...adminRoutes];

/** Any path no route matches shows the 404 screen in place (the address stays as typed). */
export const fallbackRoute: AppRoute = {
  id: 'unknown-path',
  path: '*',
  layout: 'none',
  access: 'public',
  titleKey: 'routes.notFound',
  load: () => import('../features/not-found/not-found-page'),
};
