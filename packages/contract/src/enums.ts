// Enumerations of product.md §3, §4, §6 and §9. Each is an `as const` object (names for code) with a
// type of the same name (the union of its values), so `RoleLevel.User` and `RoleLevel` both work.

/** The union of the values of an `as const` enum object. */
export type EnumValue<T> = T[keyof T];

/** True when `value` is one of the values of `enumObject` (narrowing unknown input such as a query). */
export function isEnumValue<T extends Record<string, string | number>>(
  enumObject: T,
  value: unknown,
): value is T[keyof T] {
  return (Object.values(enumObject) as unknown[]).includes(value);
}

// ---- Roles (§6) ----

export const RoleLevel = { SystemAdmin: 1, CompanyAdmin: 2, User: 3, GroupUser: 4 } as const;
export type RoleLevel = EnumValue<typeof RoleLevel>;

/** Every role level, for calls any signed-in user may make (own session, own profile). */
export const allRoleLevels: readonly RoleLevel[] = [
  RoleLevel.SystemAdmin,
  RoleLevel.CompanyAdmin,
  RoleLevel.User,
  RoleLevel.GroupUser,
];

export const RoleName = {
  SystemAdmin: 'SYSTEM_ADMIN',
  CompanyAdmin: 'COMPANY_ADMIN',
  User: 'USER',
  GroupUser: 'GROUP_USER',
} as const;
export type RoleName = EnumValue<typeof RoleName>;

export const roleNameByLevel: Record<RoleLevel, RoleName> = {
  [RoleLevel.SystemAdmin]: RoleName.SystemAdmin,
  [RoleLevel.CompanyAdmin]: RoleName.CompanyAdmin,
  [RoleLevel.User]: RoleName.User,
  [RoleLevel.GroupUser]: RoleName.GroupUser,
};

/** Levels 1 and 2 always get the admin layout and bypass the end-user route rules. */
export function isAdminRoleLevel(level: number): boolean {
  return level === RoleLevel.SystemAdmin || level === RoleLevel.CompanyAdmin;
}

// ---- Company settings (§3) ----

// Tuples kept beside the objects because wire.ts feeds them to z.enum and other code lists them.
export const accountTypes = ['USERNAME', 'EMAIL', 'OPEN_TYPE', 'ALL'] as const;
export const AccountType = {
  Username: 'USERNAME',
  Email: 'EMAIL',
  OpenType: 'OPEN_TYPE',
  All: 'ALL',
} as const satisfies Record<string, (typeof accountTypes)[number]>;
export type AccountType = EnumValue<typeof AccountType>;

/** What a sign-in over a user group's session limit does (`session_overflow`). */
export const sessionOverflowModes = ['END_OLDEST', 'REFUSE'] as const;
export const SessionOverflow = {
  EndOldest: 'END_OLDEST',
  Refuse: 'REFUSE',
} as const satisfies Record<string, (typeof sessionOverflowModes)[number]>;
export type SessionOverflow = EnumValue<typeof SessionOverflow>;

export const googleOptions = ['NONE', 'LOGIN', 'LOGIN_REGISTER'] as const;
export const GoogleOption = {
  None: 'NONE',
  Login: 'LOGIN',
  LoginRegister: 'LOGIN_REGISTER',
} as const satisfies Record<string, (typeof googleOptions)[number]>;
export type GoogleOption = EnumValue<typeof GoogleOption>;

/** Company page layout (`view_page`). */
export const LayoutMode = { Search: 1, Home: 2, None: 3 } as const;
export type LayoutMode = EnumValue<typeof LayoutMode>;

/** Company `setting_login`: 1 login required, 0 open browsing. */
export const SettingLogin = { Open: 0, LoginRequired: 1 } as const;
export type SettingLogin = EnumValue<typeof SettingLogin>;

/** Company account-open flag. */
export const CompanyAccountOpen = { Allow: 0, Stop: 1 } as const;
export type CompanyAccountOpen = EnumValue<typeof CompanyAccountOpen>;

export const Language = { Ja: 'ja', En: 'en' } as const;
export type Language = EnumValue<typeof Language>;
export const DEFAULT_LANGUAGE: Language = Language.Ja;

// ---- Users (§3) ----

/** User `is_account_status`: 0 active (Allow), 1 suspended (Stop). */
export const AccountStatus = { Active: 0, Suspended: 1 } as const;
export type AccountStatus = EnumValue<typeof AccountStatus>;

export const LoginType = {
  Email: 'email',
  Identity: 'identity',
  IpAddress: 'ip_address',
  AutoIpAddress: 'auto_ip_address',
  GoogleLogin: 'google_login',
} as const;
export type LoginType = EnumValue<typeof LoginType>;

// ---- Content (§3) ----

export const ContentEncodingStatus = { NotEncoded: 1, Encoding: 2, Encoded: 3, Error: 4 } as const;
export type ContentEncodingStatus = EnumValue<typeof ContentEncodingStatus>;

export const ContentAccessMode = { RequireLogin: 1, ViewBook: 2 } as const;
export type ContentAccessMode = EnumValue<typeof ContentAccessMode>;

export const PrintPermission = { NotAllowed: 0, AllPages: 1, CurrentPage: 2 } as const;
export type PrintPermission = EnumValue<typeof PrintPermission>;

/** Ribbon shown over a content cover. */
export const ContentBadge = { New: 'new', Popular: 'popular', Recommend: 'recommend' } as const;
export type ContentBadge = EnumValue<typeof ContentBadge>;

export const ContentFileType = { Pdf: 'pdf', Epub: 'epub' } as const;
export type ContentFileType = EnumValue<typeof ContentFileType>;
export const DEFAULT_CONTENT_FILE_TYPE: ContentFileType = ContentFileType.Pdf;

/** Content actions of the content CSV and change log. */
export const ContentAction = { Add: 0, Update: 1, Delete: 2 } as const;
export type ContentAction = EnumValue<typeof ContentAction>;

export const PopularityPeriod = {
  Last30Days: 'LAST_30_DAYS',
  Last3Months: 'LAST_3_MONTHS',
  Last6Months: 'LAST_6_MONTHS',
  Longest: 'LONGEST',
} as const;
export type PopularityPeriod = EnumValue<typeof PopularityPeriod>;

// ---- Content groups (§3) ----

export const ContentListType = {
  Normal: 1,
  Favorite: 2,
  RecentlyRead: 3,
  New: 4,
  Popular: 5,
  Recommend: 6,
} as const;
export type ContentListType = EnumValue<typeof ContentListType>;

export const ContentGroupType = {
  Normal: 'NORMAL',
  Favorite: 'FAVORITE',
  Special: 'SPECIAL',
} as const;
export type ContentGroupType = EnumValue<typeof ContentGroupType>;

// ---- Search configuration (§3) ----

export const SearchFieldType = {
  PartialMatch: 1,
  ExactMatch: 2,
  DateRange: 3,
  SingleChoice: 4,
  MultiChoice: 5,
  MonthRange: 6,
  YearRange: 7,
} as const;
export type SearchFieldType = EnumValue<typeof SearchFieldType>;

export const searchableFields = [
  'title',
  'author',
  'keywords',
  'toc',
  'distributorName',
  'description',
  'param1',
  'param2',
  'param3',
  'param4',
  'param5',
] as const;
export type SearchableField = (typeof searchableFields)[number];

export const SortOrder = { Asc: 'asc', Desc: 'desc' } as const;
export type SortOrder = EnumValue<typeof SortOrder>;

export const ExportType = { Csv: 'csv', Pdf: 'pdf' } as const;
export type ExportType = EnumValue<typeof ExportType>;

/** Position of the View Book button on the content detail screen. */
export const ButtonPosition = { Left: 'left', Center: 'center', Right: 'right' } as const;
export type ButtonPosition = EnumValue<typeof ButtonPosition>;

/** Grid column widths of detail fields: 3, 4, 6, 12 of 12 (25, 33, 50, 100 %). */
export const columnWidths = [3, 4, 6, 12] as const;
export type ColumnWidth = (typeof columnWidths)[number];

// ---- Layout and branding (§3) ----

export const BannerType = { Message: 1, Image: 2 } as const;
export type BannerType = EnumValue<typeof BannerType>;

export const WatermarkPosition = {
  Center: 'center',
  Diagonal: 'diagonal',
  TopLeft: 'top-left',
  TopCenter: 'top-center',
  TopRight: 'top-right',
  BottomLeft: 'bottom-left',
  BottomCenter: 'bottom-center',
  BottomRight: 'bottom-right',
} as const;
export type WatermarkPosition = EnumValue<typeof WatermarkPosition>;

/** Watermark type is a string on the wire: '1' default, '2' custom. */
export const WatermarkType = { Default: '1', Custom: '2' } as const;
export type WatermarkType = EnumValue<typeof WatermarkType>;

export const FooterLinkPosition = { Upper: 'upper', Lower: 'lower' } as const;
export type FooterLinkPosition = EnumValue<typeof FooterLinkPosition>;

export const FooterLinkType = { Internal: 'internal', External: 'external' } as const;
export type FooterLinkType = EnumValue<typeof FooterLinkType>;

export const EmailTemplateType = {
  ForgotPassword: 'FORGOT_PASSWORD',
  RegisterUser: 'REGISTER_USER',
  ConfirmOrder: 'CONFIRM_ORDER',
  RenewalFail: 'RENEWAL_FAIL',
  NotifyRenewal: 'NOTIFY_RENEWAL',
  PaymentProcess: 'PAYMENT_PROCESS',
} as const;
export type EmailTemplateType = EnumValue<typeof EmailTemplateType>;

// ---- Subscriptions and payment (§3, §4) ----

export const DurationUnit = { Day: 0, Month: 1, Year: 2 } as const;
export type DurationUnit = EnumValue<typeof DurationUnit>;

export const TermType = {
  ByDays: 'BY_DAYS',
  ByDate: 'BY_DATE',
  EndOfMonth: 'END_OF_MONTH',
} as const;
export type TermType = EnumValue<typeof TermType>;

export const SubscriptionType = { None: 1, Login: 2 } as const;
export type SubscriptionType = EnumValue<typeof SubscriptionType>;

/** The spec names ORDINAL and "other"; NONE is our name for the other case. */
export const SubscriptionDiscountType = { Ordinal: 'ORDINAL', None: 'NONE' } as const;
export type SubscriptionDiscountType = EnumValue<typeof SubscriptionDiscountType>;

export const SubscriptionStatus = {
  Active: 'ACTIVE',
  Inactive: 'INACTIVE',
  Cancel: 'CANCEL',
  Expired: 'EXPIRED',
} as const;
export type SubscriptionStatus = EnumValue<typeof SubscriptionStatus>;

/** A user's registered plan carries the subscription statuses. */
export const RegisteredPlanStatus = SubscriptionStatus;
export type RegisteredPlanStatus = SubscriptionStatus;

/** Anything other than SUCCESS and PENDING is shown as a payment error. */
export const PaymentStatus = { Success: 'SUCCESS', Pending: 'PENDING', Error: 'ERROR' } as const;
export type PaymentStatus = EnumValue<typeof PaymentStatus>;

export const CancelReason = { ByUser: 'BY_USER', ByAdmin: 'BY_ADMIN' } as const;
export type CancelReason = EnumValue<typeof CancelReason>;

export const PaymentProvider = {
  Veritrans: 'VERITRANS',
  Gmo: 'GMO',
  Shopify: 'SHOPIFY',
  GakkenId: 'GAKKEN_ID',
} as const;
export type PaymentProvider = EnumValue<typeof PaymentProvider>;

// ---- Import (§3) ----

/** State of a running import in the progress list. */
export const ImportState = { Done: 0, Progressing: 1, Pending: 2 } as const;
export type ImportState = EnumValue<typeof ImportState>;

/** Status of one import request. */
export const ImportRequestStatus = { Progressing: 0, Success: 1, Error: 2 } as const;
export type ImportRequestStatus = EnumValue<typeof ImportRequestStatus>;

export const ImportUserMode = { OverwriteExisting: 1, IgnoreExisting: 2, Delete: 3 } as const;
export type ImportUserMode = EnumValue<typeof ImportUserMode>;
