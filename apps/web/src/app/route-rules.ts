/**
 * The route rules of product.md §2 as pure functions: the guard in route-guard.tsx asks
 * `resolveRouteRedirect` where to go, and the unit tests check each rule on its own.
 */
import {
  AccountType,
  allowedContentGroupIdWords,
  isAdminRoleLevel,
  LayoutMode,
  patterns,
  reservedPathSegments,
  RoleLevel,
  SettingLogin,
} from '@hondana/contract';
import type {
  AccountType as AccountTypeValue,
  LayoutMode as LayoutModeValue,
} from '@hondana/contract';
import {
  adminLoginPath,
  getFirstSegment,
  getLandingPath,
  getProfilePath,
  isLoginPath,
  loginPath,
  notFoundPath,
} from '../ui/navigation/site-paths';

/**
 * Page frame of a route: home (header, sidebar, footer), search, none (bare), admin, auth, and
 * checkout (header and footer: the payment pages, which product.md §2 keeps without a sidebar).
 */
export type RouteLayout = 'home' | 'search' | 'none' | 'admin' | 'auth' | 'checkout';

/** 'public': anyone (subject to the company's login setting); else the role levels allowed. */
export type RouteAccess = 'public' | readonly RoleLevel[];

/** Route facts the rules need (a subset of the route table entry plus the matched params). */
export interface RuleRoute {
  layout: RouteLayout;
  access: RouteAccess;
  /** Only when the company shows subscriptions (/subscription, /order-entry, …). */
  requiresSubscription?: boolean;
  /** A readers' page a company administrator may see while viewing the site (site-view.ts). */
  openToSiteView?: boolean;
  params?: { contentId?: string; contentGroupId?: string };
}

/** The company facts the rules read (null on the admin site). */
export interface RuleCompany {
  accountType: AccountTypeValue;
  settingLogin: number;
  viewPage: number;
  showLinkRegisterUser: boolean;
  showSubscriptionStatus: boolean;
}

export interface RouteRuleInput {
  pathname: string;
  /** The query string ('?google=true&fl=true' keeps a signed-in visitor on the login page). */
  search?: string;
  route: RuleRoute;
  user: { roleLevel: RoleLevel } | null;
  isAdminSite: boolean;
  company: RuleCompany | null;
  /** The route cached before a login redirect, where a fresh sign-in returns to. */
  cachedReturnRoute?: string | null;
  /** A company administrator chose "View the site" in this tab. */
  isViewingSite?: boolean;
}

/** True for first segments that can never be a content group id. */
export function isReservedFirstSegment(segment: string): boolean {
  return (reservedPathSegments as readonly string[]).includes(segment);
}

/** Element ids: lowercase letters and digits, 20 to 64 characters. */
export function isElementId(value: string): boolean {
  return patterns.elementId.test(value);
}

/**
 * A content group id in a path: ids without lowercase letters, element ids and the route words
 * of the spec pass; any other value with lowercase letters sends the user to /.
 */
export function isAcceptableContentGroupId(segment: string): boolean {
  if (!/[a-z]/.test(segment)) return true;
  if (isElementId(segment)) return true;
  return (allowedContentGroupIdWords as readonly string[]).includes(segment);
}

/** After login: the cached route unless it is a login route, else the role's landing page. */
export function chooseReturnRoute(cached: string | null, roleLevel: RoleLevel): string {
  // '//host' would leave the site: only same-site paths are restored.
  const isSitePath = cached?.startsWith('/') === true && !cached.startsWith('//');
  if (cached && isSitePath && !isLoginPath(cached.split('?')[0] ?? '')) return cached;
  return getLandingPath(roleLevel);
}

// End-user paths of a company whose layout is 'no layout' (product.md §2 Route rules).
const noLayoutAllowedPatterns: readonly RegExp[] = [
  /^\/404$/,
  /^\/content\/[^/]+$/,
  /^\/search\/[^/]+$/,
  /^\/direct-view\/[^/]+$/,
  /^\/view-online\/[^/]+\/[^/]+$/,
  /^\/view-online\/[^/]+$/,
  /^\/[^/]+\/[^/]+$/,
  /^\/[^/]+$/,
];

/** True when a non-administrator may open `pathname` on a 'no layout' company. */
export function isNoLayoutAllowedPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return noLayoutAllowedPatterns.some((pattern) => pattern.test(path));
}

function isRoleAllowed(access: RouteAccess, roleLevel: RoleLevel): boolean {
  return access === 'public' || access.includes(roleLevel);
}

/** Where a signed-in non-administrator goes from an admin route, by company layout mode. */
export function getAdminLayoutFallback(viewPage: LayoutModeValue | number | null): string {
  return viewPage === LayoutMode.Search ? '/search' : '/';
}

function isOpenType(company: RuleCompany | null): boolean {
  return company?.accountType === AccountType.OpenType;
}

/** True for '?google=true&fl=true': clear the session, then start Google sign-in (product §2). */
export function isGoogleRestartSearch(search: string | undefined): boolean {
  const params = new URLSearchParams(search ?? '');
  return params.get('google') === 'true' && params.get('fl') === 'true';
}

function resolveAuthRouteRedirect(input: RouteRuleInput): string | null {
  const { pathname, user, company } = input;
  const first = getFirstSegment(pathname);
  if (user) {
    if (!isLoginPath(pathname)) return getLandingPath(user.roleLevel);
    // The login page itself ends the session first for a Google restart.
    if (isGoogleRestartSearch(input.search)) return null;
    // A fresh sign-in lands here: back to the cached route, else the role's landing page.
    return chooseReturnRoute(input.cachedReturnRoute ?? null, user.roleLevel);
  }
  if (first === 'admin-login') return null;
  if (isOpenType(company)) return '/';
  if (first === 'register' && !company?.showLinkRegisterUser) return '/';
  return null;
}

function resolveParamRedirect(input: RouteRuleInput): string | null {
  const { contentId, contentGroupId } = input.route.params ?? {};
  // No book can have such an id: the not-found page says so (product.md sends other layouts to
  // /, which left a reader who followed a broken link on the home page without a word; issue 21).
  if (contentId !== undefined && !isElementId(contentId)) return notFoundPath;
  if (contentGroupId !== undefined && !isAcceptableContentGroupId(contentGroupId)) return '/';
  return null;
}

/**
 * With the search layout (layout setting 1), the readers' library is the search view: the home,
 * its search and a group's shelf go to /search, a book's page to /search/{contentId}; account
 * pages of the home layout (/profile) stay.
 */
function resolveSearchLayoutRedirect(input: RouteRuleInput): string | null {
  if (input.company?.viewPage !== LayoutMode.Search || input.route.layout !== 'home') return null;
  const { contentId, contentGroupId } = input.route.params ?? {};
  if (contentId !== undefined) return `/search/${contentId}`;
  const isLibraryPath =
    input.pathname === '/' ||
    getFirstSegment(input.pathname) === 'home-search' ||
    contentGroupId !== undefined;
  return isLibraryPath ? '/search' : null;
}

/** The redirect the rules demand for this visit, or null to show the route. */
function resolveRedirectTarget(input: RouteRuleInput): string | null {
  const { pathname, route, user, isAdminSite, company } = input;
  // Viewing the site, a company administrator meets the readers' pages as a reader does.
  const viewsSiteAsReader =
    input.isViewingSite === true &&
    route.openToSiteView === true &&
    user?.roleLevel === RoleLevel.CompanyAdmin &&
    !isAdminSite;
  const isAdmin = user !== null && isAdminRoleLevel(user.roleLevel) && !viewsSiteAsReader;
  const isNotFoundPage = getFirstSegment(pathname) === '404';

  // The system administrators' site only serves the admin login to anonymous visitors.
  if (isAdminSite && !user && !isNotFoundPage && getFirstSegment(pathname) !== 'admin-login') {
    return adminLoginPath;
  }
  if (route.layout === 'auth') return resolveAuthRouteRedirect(input);
  if (isNotFoundPage) return null;

  // Administrators always get the admin layout: end-user screens send them to their landing page.
  if (isAdmin && route.layout !== 'admin') return getLandingPath(user.roleLevel);

  const isNoLayoutCompany = company?.viewPage === LayoutMode.None;
  if (isNoLayoutCompany && !isAdmin && !isNoLayoutAllowedPath(pathname)) return notFoundPath;

  const paramRedirect = resolveParamRedirect(input);
  if (paramRedirect) return paramRedirect;
  const searchLayoutRedirect = resolveSearchLayoutRedirect(input);
  if (searchLayoutRedirect) return searchLayoutRedirect;

  if (!user) {
    if (route.access !== 'public') return route.layout === 'admin' ? adminLoginPath : loginPath;
    if (company?.settingLogin === SettingLogin.LoginRequired && !isOpenType(company))
      return loginPath;
    return null;
  }

  if (!viewsSiteAsReader && !isRoleAllowed(route.access, user.roleLevel)) {
    if (route.layout === 'admin' && !isAdmin)
      return getAdminLayoutFallback(company?.viewPage ?? null);
    return getLandingPath(user.roleLevel);
  }
  if (route.requiresSubscription && !company?.showSubscriptionStatus) return '/';
  return null;
}

/**
 * Applies the route rules of product.md §2 in order. Returns the path to redirect to, or null
 * when the visitor may see the route. Never returns the path being visited (no loops).
 */
export function resolveRouteRedirect(input: RouteRuleInput): string | null {
  const target = resolveRedirectTarget(input);
  if (target === null) return null;
  const current = input.pathname.length > 1 ? input.pathname.replace(/\/+$/, '') : input.pathname;
  return target === current ? null : target;
}

/** Role levels as a readable list, for route tables. */
export const roles = {
  systemAdmin: [RoleLevel.SystemAdmin],
  companyAdmin: [RoleLevel.CompanyAdmin],
  reader: [RoleLevel.User, RoleLevel.GroupUser],
  user: [RoleLevel.User],
} as const satisfies Record<string, readonly RoleLevel[]>;

/** One entry of the header's account menu (Logout is always added after them). */
export interface AccountMenuEntry {
  key: 'profile' | 'subscription';
  to: string;
}

/**
 * The header's account menu by role (product.md §2 Header): Profile for every role with an
 * account page (not group users), Subscription for readers when the company shows it.
 */
export function getAccountMenuEntries(
  roleLevel: RoleLevel,
  company: { isSubscriptionEnabled: boolean },
): AccountMenuEntry[] {
  const entries: AccountMenuEntry[] = [];
  const profilePath = getProfilePath(roleLevel);
  if (profilePath) entries.push({ key: 'profile', to: profilePath });
  if (!isAdminRoleLevel(roleLevel) && company.isSubscriptionEnabled) {
    entries.push({ key: 'subscription', to: '/subscription' });
  }
  return entries;
}
