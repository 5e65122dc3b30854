// Business constants and limits of product.md §2, §6, §9 and api-catalogue.md §9.
import { RoleLevel } from './enums';

export const API_BASE_PATH = '/api/v1';

/** Consumption tax: 10 %, prices are stored without tax and rounded after adding it. */
export const TAX_RATE = 0.1;

/** Plan durations in months convert to days at 30 days per month. */
export const DAYS_PER_MONTH = 30;

/** Sort field 12 is the created-date sort (also used by the popular ranking). */
export const CREATED_DATE_SORT_FIELD = 12;

/** Default login colour and default input border colours. */
export const DEFAULT_BRAND_COLOR = '#3d993a';

export const limits = {
  nameMinLength: 6,
  nameMaxLength: 64,
  fullNameMaxLength: 64,
  userGroupNameMaxLength: 64,
  emailMaxLength: 255,
  identityMinLength: 6,
  identityMaxLength: 255,
  pageTitleMaxLength: 255,
  /** The company's exceeded-session message, per language. */
  exceededSessionMessageMaxLength: 500,
  /** Company names and the other text settings of a company. */
  companyTextMaxLength: 255,
  googleClientSecretMaxLength: 1024,
  /** A company's session length: one year at most, longer is a mistake rather than a policy. */
  sessionMinutesMax: 525_600,
  /** Record ids and counts are PostgreSQL int4. */
  int4Max: 2_147_483_647,
  strictPasswordMinLength: 8,
  strictPasswordMaxLength: 32,
  weakPasswordMinLength: 4,
  weakPasswordMaxLength: 16,
  elementIdMinLength: 20,
  elementIdMaxLength: 64,
  logoMaxBytes: 2 * 1024 * 1024,
  subnetMinBits: 24,
  subnetMaxBits: 32,
  /** Error 425: an account is blocked this long after too many failed logins. */
  accountBlockMinutes: 30,
  sessionCookieMaxAgeSeconds: 31_536_000,
  defaultCompanyMaxContent: 1,
  defaultCompanyMaxUser: 1,
  uploadTimeoutMs: 300_000,
  /** Prices, discounts and coupon amounts: yen, at most ten million. */
  yenMax: 10_000_000,
  /** A plan's duration and free days: ten years of days at most. */
  planDurationMax: 3650,
  /** The billing period a discount ordinal prices: 100 years of months at most. */
  ordinalMax: 1200,
  /** A content CSV needs at least this many rows; row 3 starts with the expected year. */
  csvImportMinRows: 3,
} as const;

export const pagingDefaults = {
  page: 1,
  size: 10,
  homeSize: 10,
  /** Plan lists and registered-plan loads ask for up to this many at once. */
  planListSize: 100,
  registeredPlanPageSize: 10,
  paymentHistoryPageSize: 10,
  /** An empty page above page 1 is re-requested this many pages back. */
  emptyPageStepBack: 1,
  /** The pager shows pages within this distance of the current page, an ellipsis beyond. */
  pagerWindow: 3,
} as const;

export const toastDurationMs = {
  default: 3000,
  /** Exceeded-session and unknown-error toasts stay longer. */
  long: 5000,
} as const;

export const uiMetrics = {
  backToTopThresholdPx: 200,
  mobileBreakpointPx: 768,
  sidebarWidthPx: 200,
  menuBarHeightPx: 56,
  scrollbarAutoHideMs: 2000,
  scrollbarDurationMs: 500,
  buttonDelayMs: 100,
  modalDelayMs: 80,
} as const;

/** Dates are shown as YYYY/MM/DD in local time. */
export const DISPLAY_DATE_FORMAT = 'YYYY/MM/DD';

export const allowedUploadMimeTypes = [
  'text/csv',
  'application/pdf',
  'application/octet-stream',
] as const;
export type AllowedUploadMimeType = (typeof allowedUploadMimeTypes)[number];

/** First path segments that can never be a content group id (product.md §2 Route rules). */
export const reservedPathSegments = [
  'admin',
  'admin-login',
  'company',
  'create',
  'view-online',
  'content',
  '404',
  'login',
  'search',
  'forget-password',
] as const;
export type ReservedPathSegment = (typeof reservedPathSegments)[number];

/**
 * Route words allowed where a content group id is expected: any other value with lowercase
 * letters that is not an element id sends the user to /.
 */
export const allowedContentGroupIdWords = [
  'home-search',
  'search',
  'user',
  'profile',
  'subscription',
  'view-online',
  'content',
] as const;
export type AllowedContentGroupIdWord = (typeof allowedContentGroupIdWords)[number];

export const landingPageByRoleLevel: Record<RoleLevel, string> = {
  [RoleLevel.SystemAdmin]: '/admin/companies',
  [RoleLevel.CompanyAdmin]: '/company/dashboard',
  [RoleLevel.User]: '/',
  [RoleLevel.GroupUser]: '/',
};
