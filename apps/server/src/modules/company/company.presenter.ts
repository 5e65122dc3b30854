import type { PublicCompanySettings } from '@hondana/contract';
import type { CompanyRow } from './company.tables.js';

/** Public address of an uploaded company image (logo, favicon); the key never leaves the server. */
export function companyImageUrl(company: CompanyRow, kind: 'logo' | 'favicon'): string | null {
  const key = kind === 'logo' ? company.logoKey : company.faviconKey;
  if (!key) return null;
  return `/api/v1/company/public/${kind}?domain=${encodeURIComponent(company.domain)}&v=${company.updatedAt.getTime()}`;
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
    view_page: company.viewPage,
    setting_login: company.settingLogin,
    view_settings: company.viewSettings,
  };
}
