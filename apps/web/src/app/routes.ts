/**
 * The route table of product.md §2, kept as data: the router, the guard and the page title
 * read it. Only routes whose screens exist are listed; unknown paths show the 404 page.
 *
 * To add a screen: create `features/<area>/<name>-page.tsx` with a default export, then add
 * an entry here (path, layout, access, title key under `routes.*` in i18n, lazy import).
 */
import type { ComponentType } from 'react';
import type { TranslationResource } from '../i18n/translation-resource';
import type { RouteAccess, RouteLayout } from './route-rules';

/** i18n key of a route title. */
export type RouteTitleKey = `routes.${keyof TranslationResource['routes'] & string}`;

export interface AppRoute {
  /** Stable id (used as the router's route id). */
  id: string;
  /** react-router path pattern; params named `contentId` and `contentGroupId` are checked by the rules. */
  path: string;
  layout: RouteLayout;
  access: RouteAccess;
  titleKey: RouteTitleKey;
  /** Shown only when the company enables subscriptions. */
  requiresSubscription?: boolean;
  /** The screen, loaded on first visit (its own bundle chunk). */
  load: () => Promise<{ default: ComponentType }>;
}

export const notFoundRouteId = 'not-found';

export const appRoutes: readonly AppRoute[] = [
  {
    id: 'home',
    path: '/',
    layout: 'home',
    access: 'public',
    titleKey: 'routes.home',
    load: () => import('../features/home/home-page'),
  },
  {
    id: notFoundRouteId,
    path: '/404',
    layout: 'none',
    access: 'public',
    titleKey: 'routes.notFound',
    load: () => import('../features/not-found/not-found-page'),
  },
];

/** Any path no route matches shows the 404 screen in place (the address stays as typed). */
export const fallbackRoute: AppRoute = {
  id: 'unknown-path',
  path: '*',
  layout: 'none',
  access: 'public',
  titleKey: 'routes.notFound',
  load: () => import('../features/not-found/not-found-page'),
};
