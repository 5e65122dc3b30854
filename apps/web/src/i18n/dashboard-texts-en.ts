import type { dashboardTextsJa } from './dashboard-texts-ja';

/** English texts of the company administrator's screens (`companyAdmin.*`). */
export const dashboardTextsEn: typeof dashboardTextsJa = {
  dashboard: {
    title: 'Dashboard',
    welcome: 'Welcome, {{name}}',
    companyTitle: 'Company',
    siteTitle: 'Site settings',
    accountTitle: 'Signed in as',
    appearanceTitle: 'Site appearance',
    areasTitle: 'Administration',
    areasEmpty: 'No administration screens are available yet.',
    name: 'Company name',
    domain: 'Domain',
    accountType: 'Account type',
    layout: 'Page layout',
    browsing: 'Browsing',
    registration: 'Registration link',
    google: 'Google sign-in',
    subscriptions: 'Subscriptions',
    shown: 'Shown',
    hidden: 'Hidden',
    enabled: 'On',
    disabled: 'Off',
    userName: 'Name',
    email: 'Email',
    role: 'Role',
    roleName: 'Company administrator',
    profile: 'Account settings',
    changedBy:
      'Layout and appearance are set on Customize template; the other settings by the system administrator.',
  },
};
