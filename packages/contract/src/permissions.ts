import { RoleLevel } from './enums';

/**
 * The one permission vocabulary: every action of the API, named once, with who may do it. The
 * server's routes name their action (the guard, the OpenAPI `security` and the audit trail's
 * action all come from this entry); the web may ask `isAllowed` to show or hide a control.
 * Action names are stable: a recorded event keeps the name it was written with.
 */

/** Which hosts serve an action: a company's site, the system administrators', either, or any host. */
export type Site = 'company' | 'admin' | 'company-or-admin' | 'any';

/**
 * Who may call: 'none' reads no session (sign-in flows, public facts), 'optional' reads one when
 * sent (a session makes the visitor a reader), a list of role levels requires one of them.
 */
export type SessionRule = 'none' | 'optional' | readonly RoleLevel[];

export interface Audience {
  site: Site;
  session: SessionRule;
}

const { SystemAdmin, CompanyAdmin, User, GroupUser } = RoleLevel;

/** The audiences of the actions below; an action names one. */
export const audiences = {
  /** Any host, no session: health, site facts, the API document. */
  anyHost: { site: 'any', session: 'none' },
  /** A company's visitors, no session read: sign-in flows and the company's public facts. */
  companyVisitor: { site: 'company', session: 'none' },
  /** Either site's visitors: password sign-in, e-mail confirmation, company images. */
  eitherSiteVisitor: { site: 'company-or-admin', session: 'none' },
  /** Anyone on the company's site; a session, when sent, makes the caller a reader. */
  anyone: { site: 'company', session: 'optional' },
  /** Signed-in people of the company (the "user variant" of lists and searches). */
  signedIn: { site: 'company', session: [CompanyAdmin, User, GroupUser] },
  /** Readers only: what is theirs (favourites, reading positions). */
  readers: { site: 'company', session: [User, GroupUser] },
  /** The company's administrators on their company's host; readers get 614. */
  companyAdmin: { site: 'company', session: [CompanyAdmin] },
  /** System administrators on the admin site. */
  systemAdmin: { site: 'admin', session: [SystemAdmin] },
  /** Any session on either site: its own session and identity. */
  anySession: { site: 'company-or-admin', session: [SystemAdmin, CompanyAdmin, User, GroupUser] },
  /**
   * People with an account of their own: a group's shared account (GROUP_USER) has no profile,
   * e-mail or password of its own (product.md §2 Header).
   */
  accountHolder: { site: 'company-or-admin', session: [SystemAdmin, CompanyAdmin, User] },
  /** A reader with an account of their own: withdrawing from the company. */
  member: { site: 'company-or-admin', session: [User] },
  /**
   * Registered subscription plans: a reader with an account of their own sees and cancels theirs,
   * the company's administrator every reader's (a group's shared account buys no plan).
   */
  subscriber: { site: 'company', session: [CompanyAdmin, User] },
  /** A company's images: the system administrator, or the company's own administrator. */
  imageAdmin: { site: 'company-or-admin', session: [SystemAdmin, CompanyAdmin] },
} as const satisfies Record<string, Audience>;

export type AudienceName = keyof typeof audiences;

/** Every action and its audience, by area. */
export const permissions = {
  // platform
  'health.read': 'anyHost',
  'site.read': 'anyHost',
  'openapi.read': 'anyHost',
  /** End-to-end tests only (CLOCK_CONTROL=1): moves the server's clock ahead. */
  'clock.advance': 'anyHost',
  // auth
  'auth.login': 'eitherSiteVisitor',
  'auth.logout': 'anySession',
  'auth.info': 'anySession',
  'auth.register': 'companyVisitor',
  'auth.confirm-email': 'eitherSiteVisitor',
  'auth.forgot-password': 'companyVisitor',
  'auth.reset-password': 'companyVisitor',
  'auth.ip-login': 'companyVisitor',
  'auth.ip-auto-login': 'companyVisitor',
  'auth.google-url': 'companyVisitor',
  'auth.google-login': 'companyVisitor',
  // own account (account, session)
  'account.detail': 'anySession',
  'account.update': 'accountHolder',
  'account.change-email': 'accountHolder',
  'account.change-password': 'accountHolder',
  'account.cancel': 'member',
  'account.sessions': 'accountHolder',
  'account.session-end': 'accountHolder',
  'account.sessions-end-others': 'accountHolder',
  // company (public facts, images) and company management
  'company.public-detail': 'companyVisitor',
  'company.view-settings': 'companyVisitor',
  'company.image': 'eitherSiteVisitor',
  'company.logo': 'eitherSiteVisitor',
  'company.favicon': 'eitherSiteVisitor',
  'company.upload-logo': 'imageAdmin',
  'company.upload-favicon': 'imageAdmin',
  'company.page': 'systemAdmin',
  'company.detail': 'systemAdmin',
  'company.add': 'systemAdmin',
  'company.update': 'systemAdmin',
  'company.delete': 'systemAdmin',
  'company.update-payment': 'systemAdmin',
  'company.check-payment': 'systemAdmin',
  // branding
  'header.detail': 'companyAdmin',
  'header.update': 'companyAdmin',
  'body.detail': 'companyAdmin',
  'body.update': 'companyAdmin',
  'input.detail': 'companyAdmin',
  'input.update': 'companyAdmin',
  'footer.detail': 'companyAdmin',
  'footer.update': 'companyAdmin',
  'footer-link.detail': 'companyAdmin',
  'footer-link.add': 'companyAdmin',
  'footer-link.update': 'companyAdmin',
  'footer-link.delete': 'companyAdmin',
  'layout-setting.detail': 'companyAdmin',
  'layout-setting.update': 'companyAdmin',
  'layout-setting.reset': 'companyAdmin',
  'banner.detail': 'companyAdmin',
  'banner.update': 'companyAdmin',
  'banner.reset': 'companyAdmin',
  'custom-login.detail': 'companyAdmin',
  'custom-login.update': 'companyAdmin',
  'custom-login.public': 'companyVisitor',
  // people
  'user.page': 'companyAdmin',
  'user.detail': 'companyAdmin',
  'user.add': 'companyAdmin',
  'user.update': 'companyAdmin',
  'user.suspend': 'companyAdmin',
  'user.change-role': 'companyAdmin',
  'user.delete': 'companyAdmin',
  'user.reset-password': 'companyAdmin',
  'user.plans': 'companyAdmin',
  'user.export-csv': 'companyAdmin',
  'user-group.list': 'companyAdmin',
  'user-group.page': 'companyAdmin',
  'user-group.detail': 'companyAdmin',
  'user-group.add': 'companyAdmin',
  'user-group.update': 'companyAdmin',
  'user-group.delete': 'companyAdmin',
  // subscriptions: plans, discount ordinals, coupons, registered plans
  'plan.all': 'companyAdmin',
  'plan.page': 'companyAdmin',
  'plan.add': 'companyAdmin',
  'plan.update': 'companyAdmin',
  'plan.delete': 'companyAdmin',
  'plan.public-page': 'anyone',
  'plan.public-detail': 'anyone',
  'plan.registered-page': 'subscriber',
  'plan.registered-detail': 'subscriber',
  'plan.cancel-registered': 'subscriber',
  'discount-ordinal.detail': 'companyAdmin',
  'discount-ordinal.page': 'companyAdmin',
  'discount-ordinal.add': 'companyAdmin',
  'discount-ordinal.update': 'companyAdmin',
  'discount-ordinal.delete': 'companyAdmin',
  'coupon.find': 'companyAdmin',
  'coupon.detail': 'companyAdmin',
  'coupon.page': 'companyAdmin',
  'coupon.add': 'companyAdmin',
  'coupon.update': 'companyAdmin',
  'coupon.delete': 'companyAdmin',
  'coupon.check': 'member',
  'payment.charge': 'member',
  'payment.order-receive': 'member',
  'payment.confirm-order': 'member',
  'payment.token-setting': 'member',
  'payment.card': 'member',
  'payment.card-update': 'member',
  /** A reader's own payments; an administrator every reader's. */
  'payment.transactions': 'subscriber',
  'payment.transactions-csv': 'companyAdmin',
  /** The gateway's push notifications: signed (content-hmac), no session. */
  'payment.push': 'companyVisitor',
  /** The browser's return from 3-D Secure: a cross-site form POST carries no session; vAuthInfo signs it. */
  'payment.three-d-secure-return': 'companyVisitor',
  'exceed-session.message': 'companyAdmin',
  'exceed-session.update-message': 'companyAdmin',
  'exceed-session.page': 'companyAdmin',
  // CSV imports
  'content-import.page': 'companyAdmin',
  'content-import.download-template': 'companyAdmin',
  'content-import.upload': 'companyAdmin',
  'content-import.start': 'companyAdmin',
  'content-import.progress': 'companyAdmin',
  'content-import.download-errors': 'companyAdmin',
  'user-import.page': 'companyAdmin',
  'user-import.download-template': 'companyAdmin',
  'user-import.upload': 'companyAdmin',
  'user-import.start': 'companyAdmin',
  'user-import.progress': 'companyAdmin',
  'user-import.download-errors': 'companyAdmin',
  // Uploaded files: disclosure PDFs and patient data by year
  'uploaded-file.list': 'companyAdmin',
  'uploaded-file.upload-csv': 'companyAdmin',
  'uploaded-file.upload-pdf': 'companyAdmin',
  'uploaded-file.import': 'companyAdmin',
  'uploaded-file.progress': 'companyAdmin',
  'uploaded-file.download-template': 'companyAdmin',
  'uploaded-file.download-errors': 'companyAdmin',
  'uploaded-file.delete': 'companyAdmin',
  /** Readers (visitors too on an open company): the disclosure PDFs and the patient data. */
  'uploaded-file.disclosure': 'anyone',
  'uploaded-file.open': 'anyone',
  'uploaded-file.patient-data': 'anyone',
  // content and content groups (administration)
  'content.page': 'companyAdmin',
  'content.detail': 'companyAdmin',
  'content.add': 'companyAdmin',
  'content.upload': 'companyAdmin',
  'content.update': 'companyAdmin',
  'content.replace-file': 'companyAdmin',
  'content.reprocess': 'companyAdmin',
  'content.update-cover': 'companyAdmin',
  'content.reset-cover': 'companyAdmin',
  'content.delete': 'companyAdmin',
  'content.renew-direct-view': 'companyAdmin',
  'content.renew-detail-token': 'companyAdmin',
  'content.export-csv': 'companyAdmin',
  'content-group.page': 'companyAdmin',
  'content-group.all': 'companyAdmin',
  'content-group.detail': 'companyAdmin',
  'content-group.add': 'companyAdmin',
  'content-group.update': 'companyAdmin',
  'content-group.delete': 'companyAdmin',
  'content-group.update-ref-code': 'companyAdmin',
  'content-group.reset': 'companyAdmin',
  // library, reader
  'library.public-groups': 'anyone',
  'library.groups': 'signedIn',
  'library.favorites-recently-read': 'readers',
  'library.public-page': 'anyone',
  'library.public-detail': 'anyone',
  'library.cover': 'anyone',
  'library.favorite-add': 'readers',
  'library.favorite-delete': 'readers',
  'library.reading-position': 'readers',
  'reader.viewer-token': 'anyone',
  'reader.file': 'anyone',
  'watermark.detail': 'companyAdmin',
  'watermark.update': 'companyAdmin',
  'watermark.reset': 'companyAdmin',
  // search
  'search.fields': 'signedIn',
  'search.public-fields': 'anyone',
  'search.hashtag': 'signedIn',
  'search.public-hashtag': 'anyone',
  'search.full-text': 'signedIn',
  'search.public-full-text': 'anyone',
  'search.full-text-pages': 'signedIn',
  'search.public-full-text-pages': 'anyone',
  'search-term.page': 'companyAdmin',
  // search settings (search-config)
  'search-setting.public': 'anyone',
  'page-title.detail': 'companyAdmin',
  'page-title.update': 'companyAdmin',
  'search-box.page': 'companyAdmin',
  'search-box.list': 'companyAdmin',
  'search-box.detail': 'companyAdmin',
  'search-box.add': 'companyAdmin',
  'search-box.update': 'companyAdmin',
  'search-box.delete': 'companyAdmin',
  'tab.list': 'companyAdmin',
  'tab.detail': 'companyAdmin',
  'tab.add': 'companyAdmin',
  'tab.update': 'companyAdmin',
  'tab.reorder': 'companyAdmin',
  'tab.delete': 'companyAdmin',
  'tab-setting.detail': 'companyAdmin',
  'tab-setting.update': 'companyAdmin',
  'tab-button.detail': 'companyAdmin',
  'tab-button.add': 'companyAdmin',
  'tab-button.update': 'companyAdmin',
  'tab-button.delete': 'companyAdmin',
  'search-result-setting.detail': 'companyAdmin',
  'search-result-setting.update': 'companyAdmin',
  'search-result-field.page': 'companyAdmin',
  'search-result-field.detail': 'companyAdmin',
  'search-result-field.add': 'companyAdmin',
  'search-result-field.update': 'companyAdmin',
  'search-result-field.reorder': 'companyAdmin',
  'search-result-field.delete': 'companyAdmin',
  'search-result-button.detail': 'companyAdmin',
  'search-result-button.add': 'companyAdmin',
  'search-result-button.update': 'companyAdmin',
  'search-result-button.delete': 'companyAdmin',
  'content-detail-field.page': 'companyAdmin',
  'content-detail-field.detail': 'companyAdmin',
  'content-detail-field.add': 'companyAdmin',
  'content-detail-field.update': 'companyAdmin',
  'content-detail-field.reorder': 'companyAdmin',
  'content-detail-field.delete': 'companyAdmin',
  'content-detail-setting.detail': 'companyAdmin',
  'content-detail-setting.update': 'companyAdmin',
  'content-detail-button.detail': 'companyAdmin',
  'content-detail-button.add': 'companyAdmin',
  'content-detail-button.update': 'companyAdmin',
  'content-detail-button.delete': 'companyAdmin',
  'sort-field.public': 'anyone',
  'sort-field.detail': 'companyAdmin',
  'sort-field.add': 'companyAdmin',
  'sort-field.update': 'companyAdmin',
  'sort-field.reorder': 'companyAdmin',
  'sort-field.delete': 'companyAdmin',
  'sort-field.reset': 'companyAdmin',
  'button.list': 'companyAdmin',
  'button.page': 'companyAdmin',
  'button.detail': 'companyAdmin',
  'button.add': 'companyAdmin',
  'button.update': 'companyAdmin',
  'button.delete': 'companyAdmin',
  // hashtags
  'hashtag.all': 'companyAdmin',
  'hashtag.public-all': 'anyone',
  'hashtag.add': 'companyAdmin',
  'hashtag.update': 'companyAdmin',
  'hashtag.delete': 'companyAdmin',
  'hashtag.search-box': 'companyAdmin',
  'hashtag.update-search-box': 'companyAdmin',
  'hashtag.select-many': 'companyAdmin',
  'hashtag-setting.detail': 'companyAdmin',
  'hashtag-setting.update': 'companyAdmin',
  // mail texts
  'mail-template.detail': 'companyAdmin',
  'mail-template.update': 'companyAdmin',
  'mail-template.reset': 'companyAdmin',
  'mail-template.preview': 'companyAdmin',
  'mail-template.test-send': 'companyAdmin',
} as const satisfies Record<string, AudienceName>;

/** The name of an action of the API (a key of `permissions`). */
export type Action = keyof typeof permissions;

/** Who may take an action. */
export function audienceOf(action: Action): Audience {
  return audiences[permissions[action]];
}

/** True when a session of this role level may take the action (visitors: `roleLevel` null). */
export function isAllowed(action: Action, roleLevel: RoleLevel | null): boolean {
  const { session } = audienceOf(action);
  if (session === 'none' || session === 'optional') return true;
  return roleLevel !== null && session.includes(roleLevel);
}
