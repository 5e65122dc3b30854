import type { BaseTranslationResource } from './translation-resource';

/** English texts; typed as the Japanese shape, so a missing or extra key fails the type-check. */
export const en: BaseTranslationResource = {
  app: {
    name: 'Hondana',
    loading: 'Loading…',
    skipToContent: 'Skip to content',
  },
  common: {
    close: 'Close',
    cancel: 'Cancel',
    yes: 'Yes',
    retry: 'Retry',
    goBack: 'Go back',
    reload: 'Reload',
  },
  pager: {
    label: 'Pages',
    first: 'First page',
    previous: 'Previous page',
    next: 'Next page',
    last: 'Last page',
    page: 'Page {{page}}',
  },
  routes: {
    viewer: 'Reader',
    home: 'Home',
    notFound: 'Page not found',
    login: 'Log in',
    adminLogin: 'Administrator login',
    register: 'Register',
    forgotPassword: 'Reset password',
    resetPassword: 'Set a new password',
    confirmEmail: 'Confirm your email address',
    profile: 'Account settings',
    adminCompanies: 'Companies',
    adminCompanyDetail: 'Company details',
    adminCompanyCreate: 'Add company',
    companyDashboard: 'Dashboard',
    companyContentsImport: 'Content CSV import',
    companyContents: 'Contents',
    companyContentsGroup: 'Content groups',
    companyWatermark: 'Watermark',
    companySearchSettings: 'Search settings',
    contentGroup: 'Books',
    contentDetail: 'Book details',
    search: 'Search',
  },
  nav: {
    books: 'Books',
    home: 'Home',
    login: 'Log in',
    register: 'Register',
    profile: 'Profile',
    subscription: 'Subscription',
    logout: 'Log out',
    accountMenu: 'Account menu',
    mainNavigation: 'Main navigation',
    openDrawer: 'Open menu',
    closeDrawer: 'Close menu',
    logoAlt: '{{name}} logo',
    admin: {
      companies: 'Companies',
      dashboard: 'Dashboard',
      contents: 'Contents',
      contentsGroup: 'Content groups',
      users: 'Users',
      userGroups: 'User groups',
      messages: 'Messages',
      customizeTemplate: 'Customize template',
      subscription: 'Subscription',
      coupon: 'Coupons',
      contentsImport: 'CSV import',
      watermark: 'Watermark',
      searchSettings: 'Search settings',
    },
    backToTop: 'Back to top',
  },
  language: {
    label: 'Language',
    ja: '日本語',
    en: 'English',
  },
  footer: {
    upperLinks: 'Footer links',
    lowerLinks: 'More links',
    copyright: '© {{year}} {{name}}',
  },
  company: {
    loading: 'Loading site settings…',
    notConfiguredTitle: 'This site is not configured',
    notConfiguredBody:
      'No company is registered for the host name “{{host}}”. Please check the address.',
    loadFailedTitle: 'The site settings could not be loaded',
    loadFailedBody: 'Please try again in a moment. ({{message}})',
  },
  session: {
    loading: 'Checking your session…',
  },
  home: {
    welcomeTitle: 'Welcome to {{name}}',
    welcomeBody:
      'Search the published books and documents and read them online. Start with “Books”.',
  },
  notFound: {
    title: 'SO SORRY, PAGE NOT FOUND',
    body: 'The page you are looking for may have moved or been removed, or the address is wrong.',
  },
  errors: {
    somethingWentWrong: 'Something went wrong.',
    details: 'Details',
    lazyTitle: 'Error!',
    lazyBody: 'This screen could not be loaded. Check your network and retry.',
  },
  confirm: {
    warning: 'Please confirm',
    danger: 'Warning',
  },
  api: {
    // The catalogue's texts (api.error.<code>) load after the first screen: api-error-catalogue.ts.
    error: { unknown: 'An error occurred.' },
    register: { 200: 'Registered.' },
    create: { 200: 'Created.' },
    update: { 200: 'Updated.' },
    delete: { 200: 'Deleted.' },
    upload: { 200: 'Uploaded.' },
    cancel: { 200: 'Cancelled.' },
    coupon: { 200: 'The coupon was applied.' },
    addFavorite: { success: 'Added to favourites.' },
    removeFavorite: { success: 'Removed from favourites.' },
  },
  text: {
    exceededMessageDefault:
      'You exceeded the number of simultaneous sessions; the session on another device was closed.',
  },
  // The sign-in and account screens' texts load with them (features/auth/auth-screen-texts.ts);
  // the automatic IP sign-in, which runs on every page, needs this one before.
  auth: {
    wrongDomain: 'This account does not belong to this site, so you were not signed in.',
  },
};
