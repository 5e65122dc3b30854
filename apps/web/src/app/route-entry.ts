/** An entry of the route table (routes.ts and its parts, routes-*.ts) and what the parts share. */
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
  /** A company administrator viewing the site sees it as readers do (issue 21, part 8). */
  openToSiteView?: boolean;
  /** The screen, loaded on first visit (its own bundle chunk). */
  load: () => Promise<{ default: ComponentType }>;
}

export const notFoundRouteId = 'not-found';

/**
 * A screen that also shows another feature's parts (the search's hits use the library's texts, the
 * profile the sign-in dialogs' texts): its route loads those texts with it, so no feature loads
 * another's texts as a side effect of an import.
 */
export function withTexts(
  load: AppRoute['load'],
  ...texts: (() => Promise<unknown>)[]
): AppRoute['load'] {
  return () =>
    Promise.all([load(), ...texts.map((loadTexts) => loadTexts())]).then(([screen]) => screen);
}

export const libraryTexts = () => import('../features/library/library-texts');
export const libraryDetailTexts = () => import('../features/library/library-detail-texts');
export const authScreenTexts = () => import('../features/auth/auth-screen-texts');
export const subscriptionTexts = () => import('../features/subscription-plans/subscription-texts');
export const paymentTexts = () => import('../features/payment-card/payment-texts');
