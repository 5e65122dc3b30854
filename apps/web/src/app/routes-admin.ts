/**
 * The route table's administration part: the system administrator's companies and the company
 * administrator's screens. routes.ts puts the parts together, in order.
 */
import { authScreenTexts, withTexts } from './route-entry';
import type { AppRoute } from './route-entry';
import { roles } from './route-rules';

export const adminRoutes: readonly AppRoute[] = [
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
  {
    id: 'company-uploaded-files',
    path: '/company/uploaded-files',
    layout: 'admin',
    access: roles.companyAdmin,
    titleKey: 'routes.companyUploadedFiles',
    load: withTexts(
      () => import('../features/uploaded-files/uploaded-files-page'),
      () => import('../features/content-import/content-import-texts'),
      () => import('../features/uploaded-files/uploaded-files-texts'),
    ),
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
    // Its registered plans section reads the subscription screens' texts.
    load: withTexts(
      () => import('../features/people/user-detail-page'),
      () => import('../features/subscription-admin/subscription-admin-texts'),
    ),
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
  // ---- Subscriptions (features/subscription-admin), with subscriptions on ----
  {
    id: 'company-subscription',
    path: '/company/subscription',
    layout: 'admin',
    access: roles.companyAdmin,
    titleKey: 'routes.companySubscription',
    requiresSubscription: true,
    load: () => import('../features/subscription-admin/company-subscription-page'),
  },
  {
    id: 'company-coupon',
    path: '/company/coupon',
    layout: 'admin',
    access: roles.companyAdmin,
    titleKey: 'routes.companyCoupon',
    requiresSubscription: true,
    load: () => import('../features/subscription-admin/coupons-page'),
  },
];
