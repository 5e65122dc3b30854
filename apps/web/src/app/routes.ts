/**
 * The route table of product.md §2, kept as data: the router, the guard and the page title
 * read it. Only routes whose screens exist are listed; unknown paths show the 404 page.
 *
 * To add a screen: create `features/<area>/<name>-page.tsx` with a default export, then add
 * an entry here (path, layout, access, title key under `routes.*` in i18n, lazy import).
 */
import type { ComponentType } from 'react';
import type { TranslationResource } from '../i18n/translation-resource';
import { roles } from './route-rules';
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

/**
 * A screen that also shows another feature's parts (the search's hits use the library's texts, the
 * profile the sign-in dialogs' texts): its route loads those texts with it, so no feature loads
 * another's texts as a side effect of an import.
 */
function withTexts(load: AppRoute['load'], ...texts: (() => Promise<unknown>)[]): AppRoute['load'] {
  return () =>
    Promise.all([load(), ...texts.map((loadTexts) => loadTexts())]).then(([screen]) => screen);
}

const libraryTexts = () => import('../features/library/library-texts');
const libraryDetailTexts = () => import('../features/library/library-detail-texts');
const authScreenTexts = () => import('../features/auth/auth-screen-texts');

export const appRoutes: readonly AppRoute[] = [
  {
    id: 'home',
    path: '/',
    layout: 'home',
    access: 'public',
    titleKey: 'routes.home',
    load: withTexts(() => import('../features/home/home-page'), libraryTexts),
  },
  // ---- The home library (features/home, features/library) and the search (features/search) ----
  {
    // The header's Books link: the search above the library, which shows until one searches.
    id: 'home-search',
    path: '/home-search',
    layout: 'home',
    access: 'public',
    titleKey: 'routes.home',
    load: withTexts(() => import('../features/search/home-search-page'), libraryTexts),
  },
  {
    id: 'home-search-group',
    path: '/home-search/:contentGroupId',
    layout: 'home',
    access: 'public',
    titleKey: 'routes.contentGroup',
    load: withTexts(() => import('../features/search/home-search-page'), libraryTexts),
  },
  {
    id: 'home-search-content',
    path: '/home-search/:contentGroupId/:contentId',
    layout: 'home',
    access: 'public',
    titleKey: 'routes.contentDetail',
    load: () => import('../features/library/content-detail-page'),
  },
  {
    id: 'search',
    path: '/search',
    layout: 'search',
    access: 'public',
    titleKey: 'routes.search',
    load: withTexts(() => import('../features/search/search-page'), libraryTexts),
  },
  {
    id: 'search-content',
    path: '/search/:contentId',
    layout: 'search',
    access: 'public',
    titleKey: 'routes.contentDetail',
    // One chunk with /search: a chunk of its own would split the library modules the home page
    // shares with it into more files, over the home page's budget.
    load: withTexts(
      () =>
        import('../features/search/search-page').then((page) => ({
          default: page.SearchDetailPage,
        })),
      libraryDetailTexts,
    ),
  },
  {
    // Static first segments (/login, /profile, …) win over this pattern in react-router.
    id: 'content-group',
    path: '/:contentGroupId',
    layout: 'home',
    access: 'public',
    titleKey: 'routes.contentGroup',
    load: withTexts(() => import('../features/home/home-page'), libraryTexts),
  },
  {
    id: 'content-detail',
    path: '/:contentGroupId/:contentId',
    layout: 'home',
    access: 'public',
    titleKey: 'routes.contentDetail',
    load: () => import('../features/library/content-detail-page'),
  },
  {
    id: notFoundRouteId,
    path: '/404',
    layout: 'none',
    access: 'public',
    titleKey: 'routes.notFound',
    load: () => import('../features/not-found/not-found-page'),
  },
  // ---- Online reader (features/reader): no layout, opened in a new tab ----
  {
    id: 'view-online-group',
    path: '/view-online/:contentId/:contentGroupId',
    layout: 'none',
    access: roles.user,
    titleKey: 'routes.viewer',
    load: () => import('../features/reader/viewer-page'),
  },
  {
    id: 'view-online',
    path: '/view-online/:contentId',
    layout: 'none',
    access: roles.reader,
    titleKey: 'routes.viewer',
    load: () => import('../features/reader/viewer-page'),
  },
  {
    // Public detail token: the book's access mode decides (visitors read "anyone may view" books).
    id: 'content-token-viewer',
    path: '/content/:contentToken',
    layout: 'none',
    access: 'public',
    titleKey: 'routes.viewer',
    load: () => import('../features/reader/viewer-page'),
  },
  {
    // The administrator's direct-view link: login-guarded (product.md §2).
    id: 'direct-view',
    path: '/direct-view/:viewToken',
    layout: 'none',
    access: roles.reader,
    titleKey: 'routes.viewer',
    load: () => import('../features/reader/viewer-page'),
  },
  // ---- Accounts and access (features/auth, features/account) ----
  {
    // Also /login/ (Google's return address): react-router ignores the trailing slash.
    id: 'login',
    path: '/login',
    layout: 'auth',
    access: 'public',
    titleKey: 'routes.login',
    load: () => import('../features/auth/login-page'),
  },
  {
    id: 'admin-login',
    path: '/admin-login',
    layout: 'auth',
    access: 'public',
    titleKey: 'routes.adminLogin',
    load: () => import('../features/auth/login-page'),
  },
  {
    id: 'register',
    path: '/register',
    layout: 'auth',
    access: 'public',
    titleKey: 'routes.register',
    load: () => import('../features/auth/register-page'),
  },
  {
    id: 'forgot-password',
    path: '/forget-password',
    layout: 'auth',
    access: 'public',
    titleKey: 'routes.forgotPassword',
    load: () => import('../features/auth/forgot-password-page'),
  },
  {
    id: 'reset-password',
    path: '/forget-password/reset',
    layout: 'auth',
    access: 'public',
    titleKey: 'routes.resetPassword',
    load: () => import('../features/auth/reset-password-page'),
  },
  {
    // The page of the link in registration and e-mail change mails (auth/confirm-email).
    id: 'confirm-email',
    path: '/confirm-email',
    layout: 'auth',
    access: 'public',
    titleKey: 'routes.confirmEmail',
    load: () => import('../features/auth/confirm-email-page'),
  },
  {
    // Group users (level 4) have no profile (product.md §2 Header); they land on /.
    id: 'profile',
    path: '/profile',
    layout: 'home',
    access: roles.user,
    titleKey: 'routes.profile',
    load: withTexts(() => import('../features/account/profile-page'), authScreenTexts),
  },
  {
    id: 'company-profile',
    path: '/company/profile',
    layout: 'admin',
    access: roles.companyAdmin,
    titleKey: 'routes.profile',
    load: withTexts(() => import('../features/account/profile-page'), authScreenTexts),
  },
  {
    id: 'admin-profile',
    path: '/admin/profile',
    layout: 'admin',
    access: roles.systemAdmin,
    titleKey: 'routes.profile',
    load: withTexts(() => import('../features/account/profile-page'), authScreenTexts),
  },
  {
    id: 'admin-companies',
    path: '/admin/companies',
    layout: 'admin',
    access: roles.systemAdmin,
    titleKey: 'routes.adminCompanies',
    load: () => import('../features/company-management/company-list-page'),
  },
  {
    // After /admin/companies and /admin/profile: static segments win over :id in react-router.
    id: 'admin-company-detail',
    path: '/admin/:id',
    layout: 'admin',
    access: roles.systemAdmin,
    titleKey: 'routes.adminCompanyDetail',
    load: () => import('../features/company-management/company-detail-page'),
  },
  {
    id: 'admin-company-create',
    path: '/create',
    layout: 'admin',
    access: roles.systemAdmin,
    titleKey: 'routes.adminCompanyCreate',
    load: () => import('../features/company-management/company-create-page'),
  },
  {
    id: 'company-dashboard',
    path: '/company/dashboard',
    layout: 'admin',
    access: roles.companyAdmin,
    titleKey: 'routes.companyDashboard',
    load: withTexts(
      () => import('../features/dashboard/dashboard-page'),
      () => import('../features/branding/branding-texts'),
    ),
  },
  {
    id: 'company-contents-import',
    path: '/company/contents-import',
    layout: 'admin',
    access: roles.companyAdmin,
    titleKey: 'routes.companyContentsImport',
    load: () => import('../features/content-import/content-import-page'),
  },
  // ---- Library administration (features/contents, content-groups, watermark) ----
  {
    id: 'company-contents',
    path: '/company/contents',
    layout: 'admin',
    access: roles.companyAdmin,
    titleKey: 'routes.companyContents',
    load: withTexts(
      () => import('../features/contents/contents-page'),
      () => import('../features/search-display/search-display-texts'),
    ),
  },
  {
    id: 'company-contents-group',
    path: '/company/contents-group',
    layout: 'admin',
    access: roles.companyAdmin,
    titleKey: 'routes.companyContentsGroup',
    load: withTexts(
      () => import('../features/content-groups/content-groups-page'),
      () => import('../features/contents/contents-texts'),
    ),
  },
  {
    id: 'company-watermark',
    path: '/company/watermark',
    layout: 'admin',
    access: roles.companyAdmin,
    titleKey: 'routes.companyWatermark',
    load: withTexts(
      () => import('../features/watermark/watermark-page'),
      () => import('../features/contents/contents-texts'),
    ),
  },
  // ---- Search administration (features/search-admin) ----
  {
    id: 'company-search-settings',
    path: '/company/search-settings',
    layout: 'admin',
    access: roles.companyAdmin,
    titleKey: 'routes.companySearchSettings',
    load: () => import('../features/search-admin/search-settings-page'),
  },
  // ---- Search display administration (features/search-display) ----
  {
    id: 'company-search-results',
    path: '/company/search-results',
    layout: 'admin',
    access: roles.companyAdmin,
    titleKey: 'routes.companySearchResults',
    load: () => import('../features/search-display/search-results-page'),
  },
  {
    id: 'company-hashtags',
    path: '/company/hashtags',
    layout: 'admin',
    access: roles.companyAdmin,
    titleKey: 'routes.companyHashtags',
    load: () => import('../features/search-display/hashtags-page'),
  },
  {
    id: 'company-search-terms',
    path: '/company/search-terms',
    layout: 'admin',
    access: roles.companyAdmin,
    titleKey: 'routes.companySearchTerms',
    load: () => import('../features/search-display/search-terms-page'),
  },
  // ---- People (features/people) ----
  {
    id: 'company-users',
    path: '/company/user',
    layout: 'admin',
    access: roles.companyAdmin,
    titleKey: 'routes.companyUsers',
    load: () => import('../features/people/users-page'),
  },
  {
    id: 'company-user-detail',
    path: '/company/user/:id',
    layout: 'admin',
    access: roles.companyAdmin,
    titleKey: 'routes.companyUserDetail',
    load: () => import('../features/people/user-detail-page'),
  },
  {
    id: 'company-user-groups',
    path: '/company/user-group',
    layout: 'admin',
    access: roles.companyAdmin,
    titleKey: 'routes.companyUserGroups',
    load: () => import('../features/people/user-groups-page'),
  },
  {
    id: 'company-user-import',
    path: '/company/user-import',
    layout: 'admin',
    access: roles.companyAdmin,
    titleKey: 'routes.companyUserImport',
    load: withTexts(
      () => import('../features/user-import/user-import-page'),
      () => import('../features/content-import/content-import-texts'),
      () => import('../features/people/people-texts'),
    ),
  },
  {
    id: 'company-exceeded-sessions',
    path: '/company/exceeded-sessions',
    layout: 'admin',
    access: roles.companyAdmin,
    titleKey: 'routes.companyExceededSessions',
    load: () => import('../features/people/exceeded-sessions-page'),
  },
  {
    id: 'company-messages',
    path: '/company/messages',
    layout: 'admin',
    access: roles.companyAdmin,
    titleKey: 'routes.companyMessages',
    load: () => import('../features/messages/messages-page'),
  },
  {
    id: 'company-customize-template',
    path: '/company/customize-template',
    layout: 'admin',
    access: roles.companyAdmin,
    titleKey: 'routes.companyCustomizeTemplate',
    load: withTexts(() => import('../features/branding/customize-page'), authScreenTexts),
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
