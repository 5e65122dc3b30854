// resolveRouteRedirect: where each visitor goes from each route (helpers: route-rules.test.ts).
import { describe, expect, it } from 'vitest';
import { AccountType, LayoutMode, RoleLevel, SettingLogin } from '@hondana/contract';
import { resolveRouteRedirect, roles } from './route-rules';
import type { RouteRuleInput, RuleCompany, RuleRoute } from './route-rules';

const elementId = 'abcdefghij0123456789';

const company: RuleCompany = {
  accountType: AccountType.All,
  settingLogin: SettingLogin.Open,
  viewPage: LayoutMode.Home,
  showLinkRegisterUser: true,
  showSubscriptionStatus: true,
};

const homeRoute: RuleRoute = { layout: 'home', access: 'public' };
const authRoute: RuleRoute = { layout: 'auth', access: 'public' };
const readerRoute: RuleRoute = { layout: 'home', access: roles.reader };
const companyAdminRoute: RuleRoute = { layout: 'admin', access: roles.companyAdmin };

function visit(overrides: Partial<RouteRuleInput> & { pathname: string }): string | null {
  return resolveRouteRedirect({
    route: homeRoute,
    user: null,
    isAdminSite: false,
    company,
    ...overrides,
  });
}

const asRole = (roleLevel: RoleLevel) => ({ roleLevel });

describe('resolveRouteRedirect', () => {
  it('lets an anonymous visitor see a public page of an open-browsing company', () => {
    expect(visit({ pathname: '/' })).toBeNull();
  });

  it('sends anonymous visitors to /login when the company requires login', () => {
    const loginRequired = { ...company, settingLogin: SettingLogin.LoginRequired };
    expect(visit({ pathname: '/', company: loginRequired })).toBe('/login');
    expect(
      visit({ pathname: '/', company: loginRequired, user: asRole(RoleLevel.User) }),
    ).toBeNull();
    expect(visit({ pathname: '/login', route: authRoute, company: loginRequired })).toBeNull();
    expect(
      visit({
        pathname: '/404',
        route: { layout: 'none', access: 'public' },
        company: loginRequired,
      }),
    ).toBeNull();
  });

  it('lets open-type companies browse without login even when login is required', () => {
    const open = {
      ...company,
      accountType: AccountType.OpenType,
      settingLogin: SettingLogin.LoginRequired,
    };
    expect(visit({ pathname: '/', company: open })).toBeNull();
  });

  it('sends anonymous visitors on protected routes to the right login', () => {
    expect(visit({ pathname: '/profile', route: readerRoute })).toBe('/login');
    expect(visit({ pathname: '/company/dashboard', route: companyAdminRoute })).toBe(
      '/admin-login',
    );
  });

  it('sends signed-in users on routes of another role to their landing page', () => {
    const systemAdminRoute: RuleRoute = { layout: 'admin', access: roles.systemAdmin };
    expect(
      visit({
        pathname: '/admin/companies',
        route: systemAdminRoute,
        user: asRole(RoleLevel.CompanyAdmin),
      }),
    ).toBe('/company/dashboard');
    const viewOnlineGroup: RuleRoute = { layout: 'none', access: roles.user };
    expect(
      visit({
        pathname: '/view-online/1/2',
        route: viewOnlineGroup,
        user: asRole(RoleLevel.GroupUser),
      }),
    ).toBe('/');
  });

  it('sends readers away from admin routes by layout mode', () => {
    const user = asRole(RoleLevel.User);
    expect(visit({ pathname: '/company/dashboard', route: companyAdminRoute, user })).toBe('/');
    const searchCompany = { ...company, viewPage: LayoutMode.Search };
    expect(
      visit({
        pathname: '/company/dashboard',
        route: companyAdminRoute,
        user,
        company: searchCompany,
      }),
    ).toBe('/search');
  });

  it('shows readers the search view for the library when the company uses the search layout', () => {
    const searchLayout = { ...company, viewPage: LayoutMode.Search };
    const user = asRole(RoleLevel.User);
    expect(visit({ pathname: '/', company: searchLayout })).toBe('/search');
    expect(visit({ pathname: '/home-search', company: searchLayout, user })).toBe('/search');
    const shelf = { ...homeRoute, params: { contentGroupId: '12' } };
    expect(visit({ pathname: '/12', route: shelf, company: searchLayout })).toBe('/search');
    const book = { ...homeRoute, params: { contentGroupId: '12', contentId: elementId } };
    expect(visit({ pathname: `/12/${elementId}`, route: book, company: searchLayout })).toBe(
      `/search/${elementId}`,
    );
    expect(
      visit({ pathname: '/profile', route: readerRoute, company: searchLayout, user }),
    ).toBeNull();
    expect(
      visit({
        pathname: '/search',
        route: { layout: 'search', access: 'public' },
        company: searchLayout,
      }),
    ).toBeNull();
    // The home layout keeps the library where it is.
    expect(visit({ pathname: '/12', route: shelf })).toBeNull();
  });

  it('sends administrators visiting end-user screens to their landing page', () => {
    expect(visit({ pathname: '/', user: asRole(RoleLevel.CompanyAdmin) })).toBe(
      '/company/dashboard',
    );
    expect(visit({ pathname: '/', user: asRole(RoleLevel.SystemAdmin) })).toBe('/admin/companies');
    expect(
      visit({
        pathname: '/company/dashboard',
        route: companyAdminRoute,
        user: asRole(RoleLevel.CompanyAdmin),
      }),
    ).toBeNull();
  });

  it('shows a company administrator viewing the site the readers’ pages opened to it (issue 21, part 8)', () => {
    const companyAdmin = asRole(RoleLevel.CompanyAdmin);
    const siteHome: RuleRoute = { ...homeRoute, openToSiteView: true };
    const viewer: RuleRoute = { layout: 'none', access: roles.user, openToSiteView: true };
    const book = `/view-online/${elementId}`;
    expect(visit({ pathname: '/', route: siteHome, user: companyAdmin })).toBe(
      '/company/dashboard',
    );
    expect(
      visit({ pathname: '/', route: siteHome, user: companyAdmin, isViewingSite: true }),
    ).toBeNull();
    expect(
      visit({ pathname: book, route: viewer, user: companyAdmin, isViewingSite: true }),
    ).toBeNull();
    // Only the pages opened to it: a reader's own page still sends the administrator home.
    expect(
      visit({
        pathname: '/recently-read',
        route: readerRoute,
        user: companyAdmin,
        isViewingSite: true,
      }),
    ).toBe('/company/dashboard');
    // The site's layout setting applies as it does to readers.
    const searchLayout = { ...company, viewPage: LayoutMode.Search };
    expect(
      visit({
        pathname: '/',
        route: siteHome,
        user: companyAdmin,
        isViewingSite: true,
        company: searchLayout,
      }),
    ).toBe('/search');
    // A system administrator has no site of their own to view.
    expect(
      visit({
        pathname: '/',
        route: siteHome,
        user: asRole(RoleLevel.SystemAdmin),
        isViewingSite: true,
      }),
    ).toBe('/admin/companies');
  });

  it('redirects auth pages of open-type companies to / except the admin login', () => {
    const open = { ...company, accountType: AccountType.OpenType };
    expect(visit({ pathname: '/login', route: authRoute, company: open })).toBe('/');
    expect(visit({ pathname: '/register', route: authRoute, company: open })).toBe('/');
    expect(visit({ pathname: '/admin-login', route: authRoute, company: open })).toBeNull();
  });

  it('redirects /register to / unless registering users is enabled', () => {
    expect(visit({ pathname: '/register', route: authRoute })).toBeNull();
    expect(
      visit({
        pathname: '/register',
        route: authRoute,
        company: { ...company, showLinkRegisterUser: false },
      }),
    ).toBe('/');
  });

  it('sends signed-in users away from auth pages', () => {
    expect(visit({ pathname: '/login', route: authRoute, user: asRole(RoleLevel.User) })).toBe('/');
    expect(
      visit({ pathname: '/forget-password', route: authRoute, user: asRole(RoleLevel.User) }),
    ).toBe('/');
  });

  it('sends a fresh sign-in from a login page to the cached route, else the landing page', () => {
    const user = asRole(RoleLevel.User);
    expect(
      visit({ pathname: '/login', route: authRoute, user, cachedReturnRoute: '/profile' }),
    ).toBe('/profile');
    expect(
      visit({ pathname: '/login/', route: authRoute, user, cachedReturnRoute: '/login?x=1' }),
    ).toBe('/');
    expect(
      visit({
        pathname: '/admin-login',
        route: authRoute,
        user: asRole(RoleLevel.CompanyAdmin),
        cachedReturnRoute: null,
      }),
    ).toBe('/company/dashboard');
    expect(
      visit({
        pathname: '/admin-login',
        route: authRoute,
        isAdminSite: true,
        company: null,
        user: asRole(RoleLevel.SystemAdmin),
      }),
    ).toBe('/admin/companies');
    // Other auth pages never use the cached route.
    expect(
      visit({ pathname: '/register', route: authRoute, user, cachedReturnRoute: '/profile' }),
    ).toBe('/');
  });

  it('keeps a signed-in visitor on the login page for a Google restart (fl=true)', () => {
    const user = asRole(RoleLevel.User);
    expect(
      visit({ pathname: '/login', search: '?google=true&fl=true', route: authRoute, user }),
    ).toBeNull();
    expect(visit({ pathname: '/login', search: '?google=true', route: authRoute, user })).toBe('/');
  });

  it('guards the account pages by role', () => {
    const profile: RuleRoute = { layout: 'home', access: roles.user };
    const companyProfile: RuleRoute = { layout: 'admin', access: roles.companyAdmin };
    const adminProfile: RuleRoute = { layout: 'admin', access: roles.systemAdmin };
    expect(visit({ pathname: '/profile', route: profile })).toBe('/login');
    expect(
      visit({ pathname: '/profile', route: profile, user: asRole(RoleLevel.User) }),
    ).toBeNull();
    expect(visit({ pathname: '/profile', route: profile, user: asRole(RoleLevel.GroupUser) })).toBe(
      '/',
    );
    expect(
      visit({ pathname: '/profile', route: profile, user: asRole(RoleLevel.CompanyAdmin) }),
    ).toBe('/company/dashboard');
    expect(
      visit({
        pathname: '/company/profile',
        route: companyProfile,
        user: asRole(RoleLevel.CompanyAdmin),
      }),
    ).toBeNull();
    expect(visit({ pathname: '/company/profile', route: companyProfile })).toBe('/admin-login');
    expect(
      visit({
        pathname: '/admin/profile',
        route: adminProfile,
        isAdminSite: true,
        company: null,
        user: asRole(RoleLevel.SystemAdmin),
      }),
    ).toBeNull();
  });

  it('limits no-layout companies to their end-user paths, except for administrators', () => {
    const none = { ...company, viewPage: LayoutMode.None };
    expect(visit({ pathname: '/', company: none })).toBe('/404');
    expect(visit({ pathname: '/home-search/g1/c1', company: none })).toBe('/404');
    expect(
      visit({
        pathname: `/search/${elementId}`,
        company: none,
        route: { layout: 'search', access: 'public' },
      }),
    ).toBeNull();
    expect(
      visit({
        pathname: '/company/dashboard',
        route: companyAdminRoute,
        company: none,
        user: asRole(RoleLevel.CompanyAdmin),
      }),
    ).toBeNull();
    expect(visit({ pathname: '/login', route: authRoute, company: none })).toBeNull();
  });

  it('checks content ids against the element-id pattern', () => {
    const detail: RuleRoute = {
      layout: 'home',
      access: 'public',
      params: { contentGroupId: '12', contentId: 'short' },
    };
    expect(visit({ pathname: '/12/short', route: detail })).toBe('/404');
    const none = { ...company, viewPage: LayoutMode.None };
    expect(visit({ pathname: '/12/short', route: detail, company: none })).toBe('/404');
    const valid: RuleRoute = { ...detail, params: { contentGroupId: '12', contentId: elementId } };
    expect(visit({ pathname: `/12/${elementId}`, route: valid })).toBeNull();
  });

  it('sends unknown lowercase content group ids to /', () => {
    const group: RuleRoute = {
      layout: 'home',
      access: 'public',
      params: { contentGroupId: 'books' },
    };
    expect(visit({ pathname: '/books', route: group })).toBe('/');
    expect(
      visit({ pathname: '/42', route: { ...group, params: { contentGroupId: '42' } } }),
    ).toBeNull();
  });

  it('hides subscription routes when the company does not show subscriptions', () => {
    const subscription: RuleRoute = {
      layout: 'home',
      access: roles.reader,
      requiresSubscription: true,
    };
    const user = asRole(RoleLevel.User);
    expect(visit({ pathname: '/subscription', route: subscription, user })).toBeNull();
    expect(
      visit({
        pathname: '/subscription',
        route: subscription,
        user,
        company: { ...company, showSubscriptionStatus: false },
      }),
    ).toBe('/');
  });

  it('sends anonymous visitors of the admin site to /admin-login', () => {
    expect(visit({ pathname: '/', isAdminSite: true, company: null })).toBe('/admin-login');
    expect(
      visit({ pathname: '/admin-login', route: authRoute, isAdminSite: true, company: null }),
    ).toBeNull();
    const systemAdminRoute: RuleRoute = { layout: 'admin', access: roles.systemAdmin };
    expect(
      visit({
        pathname: '/admin/companies',
        route: systemAdminRoute,
        isAdminSite: true,
        company: null,
        user: asRole(RoleLevel.SystemAdmin),
      }),
    ).toBeNull();
  });

  it('never redirects to the page being visited', () => {
    const none = { ...company, viewPage: LayoutMode.None };
    expect(
      visit({ pathname: '/404', route: { layout: 'none', access: 'public' }, company: none }),
    ).toBeNull();
    expect(visit({ pathname: '/', user: asRole(RoleLevel.User), route: readerRoute })).toBeNull();
  });
});
