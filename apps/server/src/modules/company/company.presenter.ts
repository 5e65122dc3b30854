import type {
  adminCompanySchema,
  companySummarySchema,
  PublicCompanySettings,
} from '@hondana/contract';
import type { z } from 'zod';
import { readViewSettings, type ViewSettings } from '@hondana/contract';
import type { CompanyImageKind } from './company-images.js';
import type { CompanyRow } from './company.tables.js';

/**
 * Public address of a stored company image. The file name is its content hash, so the address
 * changes with the image and may be cached for good; the domain names the company on the admin site.
 */
export function storedImageUrl(
  company: CompanyRow,
  kind: CompanyImageKind,
  key: string | null | undefined,
): string | null {
  if (!key) return null;
  const name = key.slice(key.lastIndexOf('/') + 1);
  return `/api/v1/company/public/image/${kind}/${name}?domain=${encodeURIComponent(company.domain)}`;
}

/** Public address of the company's logo or favicon; the key never leaves the server. */
export function companyImageUrl(company: CompanyRow, kind: 'logo' | 'favicon'): string | null {
  return storedImageUrl(company, kind, kind === 'logo' ? company.logoKey : company.faviconKey);
}

/** The banner's stored image key, kept beside its typed settings (never sent). */
export function bannerImageKeyOf(company: CompanyRow): string | null {
  const banner = company.viewSettings.banner as { image_key?: unknown } | undefined;
  return typeof banner?.image_key === 'string' ? banner.image_key : null;
}

/** The typed branding parts, with the banner image as an address. */
export function presentViewSettings(company: CompanyRow): ViewSettings {
  const settings = readViewSettings(company.viewSettings);
  const image = storedImageUrl(company, 'banner', bannerImageKeyOf(company));
  return {
    ...settings,
    banner: { ...settings.banner, image },
    // The login form's field titles are company columns (also set by the system administrator).
    custom_login: {
      ...settings.custom_login,
      title_of_email_field: company.titleOfEmailField,
      title_of_password_field: company.titleOfPasswordField,
    },
  };
}

/** The settings any visitor of the company's site may read (product.md §3, Company settings). */
export function presentPublicSettings(company: CompanyRow): PublicCompanySettings {
  return {
    company_id: company.id,
    company_name: company.name,
    domain: company.domain,
    logo: companyImageUrl(company, 'logo'),
    favicon: companyImageUrl(company, 'favicon'),
    account_type: company.accountType,
    strict_password: company.strictPassword,
    allow_forgot_password: company.allowForgotPassword,
    allow_login_by_ip_address: company.allowLoginByIpAddress,
    google_option: company.googleOption,
    google_id: company.googleOption === 'NONE' ? null : company.googleClientId,
    google_auto_load: company.googleAutoLoad,
    title_of_email_field: company.titleOfEmailField,
    title_of_password_field: company.titleOfPasswordField,
    show_subscription_status: company.showSubscriptionStatus,
    show_link_register_user: company.showLinkRegisterUser,
    allow_change_password: company.allowChangePassword,
    allow_cancel_account: company.allowCancelAccount,
    option_import_user: company.optionImportUser,
    title_page: company.titlePage,
    title_page_en: company.titlePageEn,
    view_page: company.viewPage,
    setting_login: company.settingLogin,
    view_settings: presentViewSettings(company),
  };
}

/** A row of the system administrator's company list. */
export function presentCompanySummary(company: CompanyRow): z.infer<typeof companySummarySchema> {
  return {
    id: company.id,
    name: company.name,
    email: company.email,
    domain: company.domain,
    max_content: company.maxContent,
    max_user: company.maxUser,
    account_type: company.accountType,
    logo: companyImageUrl(company, 'logo'),
    created_at: company.createdAt.toISOString(),
    updated_at: company.updatedAt.toISOString(),
  };
}

/**
 * Every setting, for the system administrator. The Google client secret is never answered, not
 * even to its administrator: only whether one is set.
 */
export function presentAdminCompany(company: CompanyRow): z.infer<typeof adminCompanySchema> {
  return {
    ...presentCompanySummary(company),
    strict_password: company.strictPassword,
    allow_forgot_password: company.allowForgotPassword,
    allow_login_by_ip_address: company.allowLoginByIpAddress,
    allow_change_password: company.allowChangePassword,
    allow_cancel_account: company.allowCancelAccount,
    google_option: company.googleOption,
    google_client_id: company.googleClientId,
    has_google_client_secret: Boolean(company.googleClientSecret),
    google_auto_load: company.googleAutoLoad,
    title_of_email_field: company.titleOfEmailField,
    title_of_password_field: company.titleOfPasswordField,
    show_subscription_status: company.showSubscriptionStatus,
    show_link_register_user: company.showLinkRegisterUser,
    option_import_user: company.optionImportUser,
    title_page: company.titlePage,
    view_page: company.viewPage,
    setting_login: company.settingLogin,
    session_minutes: company.sessionMinutes,
    session_overflow: company.sessionOverflow,
    ip_addresses: company.ipAddresses,
    favicon: companyImageUrl(company, 'favicon'),
    email_sender: company.emailSender,
    view_settings: presentViewSettings(company),
  };
}
