/**
 * The route table's accounts part: sign-in, registration, passwords and profiles. routes.ts puts
 * the parts together, in order.
 */
import { authScreenTexts, paymentTexts, subscriptionTexts, withTexts } from './route-entry';
import type { AppRoute } from './route-entry';
import { roles } from './route-rules';

export const accountRoutes: readonly AppRoute[] = [
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
    // The card section (companies that show subscriptions) uses the payment texts.
    load: withTexts(
      () => import('../features/account/profile-page'),
      authScreenTexts,
      paymentTexts,
    ),
  },
  {
    // A reader's plans and payments (features/subscription), only while the company shows them.
    id: 'subscription',
    path: '/subscription',
    layout: 'home',
    access: roles.reader,
    requiresSubscription: true,
    titleKey: 'routes.subscription',
    load: withTexts(() => import('../features/subscription/subscription-page'), subscriptionTexts),
  },
  {
    id: 'subscription-plan',
    path: '/subscription/:subscriptionId',
    layout: 'home',
    access: roles.reader,
    requiresSubscription: true,
    titleKey: 'routes.subscriptionPlan',
    load: withTexts(() => import('../features/subscription/plan-detail-page'), subscriptionTexts),
  },
  // ---- Checkout (features/checkout): login required, no sidebar (product.md §2) ----
  {
    id: 'order-entry',
    path: '/order-entry/:subscriptionId',
    layout: 'checkout',
    access: roles.reader,
    requiresSubscription: true,
    titleKey: 'routes.orderEntry',
    load: withTexts(
      () => import('../features/checkout/order-entry-page'),
      subscriptionTexts,
      paymentTexts,
    ),
  },
  {
    // Where 3-D Secure brings the reader back.
    id: 'payment-confirm',
    path: '/veritrans-payment/confirm',
    layout: 'checkout',
    access: roles.reader,
    requiresSubscription: true,
    titleKey: 'routes.paymentConfirm',
    load: withTexts(() => import('../features/checkout/payment-confirm-page'), paymentTexts),
  },
  {
    id: 'thank-you',
    path: '/thank-you',
    layout: 'checkout',
    access: roles.reader,
    requiresSubscription: true,
    titleKey: 'routes.thankYou',
    load: withTexts(
      () => import('../features/checkout/thank-you-page'),
      subscriptionTexts,
      paymentTexts,
    ),
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
];
