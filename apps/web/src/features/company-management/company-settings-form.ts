import { z } from 'zod';
import {
  accountTypes,
  domainSchema,
  emailSchema,
  GoogleOption,
  googleOptions,
  ipv4CidrSchema,
  limits,
  parseCidr,
} from '@hondana/contract';
import type { AdminCompany, CompanySettingsBody } from './company-api';
import { sessionOverflowModes } from './company-api';
import {
  companyNameSchema,
  countTextSchema,
  optionalEmailSchema,
  optionalTextSchema,
  toNullableText,
} from './company-form-fields';

/**
 * IP ranges as a field array (react-hook-form needs objects): each entry valid, no range twice.
 * Duplicates are compared canonically (10.0.0.7/24 equals 10.0.0.0/24), like the contract.
 */
const ipAddressListSchema = z
  .array(z.object({ value: ipv4CidrSchema }))
  .superRefine((rows, ctx) => {
    const seen = new Set<string>();
    rows.forEach((row, index) => {
      const canonical = parseCidr(row.value)?.text ?? row.value.trim();
      if (seen.has(canonical)) {
        ctx.addIssue({
          code: 'custom',
          message: 'validation.ip.duplicate',
          path: [index, 'value'],
        });
      }
      seen.add(canonical);
    });
  });

/** Every setting of the company detail screen (/admin/:id); images are uploaded on their own. */
export const companySettingsFormSchema = z
  .object({
    name: companyNameSchema,
    email: emailSchema,
    domain: domainSchema,
    accountType: z.enum(accountTypes),
    emailSender: optionalEmailSchema,
    strictPassword: z.boolean(),
    allowForgotPassword: z.boolean(),
    allowLoginByIpAddress: z.boolean(),
    allowChangePassword: z.boolean(),
    allowCancelAccount: z.boolean(),
    showLinkRegisterUser: z.boolean(),
    showSubscriptionStatus: z.boolean(),
    titleOfEmailField: optionalTextSchema,
    titleOfPasswordField: optionalTextSchema,
    googleOption: z.enum(googleOptions),
    googleClientId: optionalTextSchema,
    /** Blank keeps the stored secret; the secret itself is never shown. */
    googleClientSecret: z
      .string()
      .max(limits.googleClientSecretMaxLength, 'admin.validation.textLength'),
    clearGoogleClientSecret: z.boolean(),
    googleAutoLoad: z.boolean(),
    maxUser: countTextSchema({ min: 1 }),
    maxContent: countTextSchema({ min: 0 }),
    sessionMinutes: countTextSchema({ min: 1, max: limits.sessionMinutesMax, optional: true }),
    sessionOverflow: z.enum(sessionOverflowModes),
    viewPage: z.union([z.literal(1), z.literal(2), z.literal(3)]),
    settingLogin: z.union([z.literal(0), z.literal(1)]),
    titlePage: z.string().trim().max(limits.pageTitleMaxLength, 'admin.validation.textLength'),
    ipAddresses: ipAddressListSchema,
  })
  // Google sign-in cannot work without the OAuth client id.
  .refine((values) => values.googleOption === GoogleOption.None || values.googleClientId !== '', {
    message: 'admin.validation.googleClientId',
    path: ['googleClientId'],
    // Checked even when other fields fail, so every problem shows at once.
    when: (payload) => {
      const value = payload.value as Partial<Record<string, unknown>> | undefined;
      return typeof value?.googleOption === 'string' && typeof value.googleClientId === 'string';
    },
  });

export type CompanySettingsInput = z.input<typeof companySettingsFormSchema>;
export type CompanySettingsValues = z.output<typeof companySettingsFormSchema>;

function toViewPage(value: number): CompanySettingsInput['viewPage'] {
  return value === 2 || value === 3 ? value : 1;
}

/** The form's starting values from the company detail. */
export function toCompanySettingsValues(company: AdminCompany): CompanySettingsInput {
  return {
    name: company.name,
    email: company.email,
    domain: company.domain,
    accountType: company.accountType,
    emailSender: company.emailSender ?? '',
    strictPassword: company.strictPassword,
    allowForgotPassword: company.allowForgotPassword,
    allowLoginByIpAddress: company.allowLoginByIpAddress,
    allowChangePassword: company.allowChangePassword,
    allowCancelAccount: company.allowCancelAccount,
    showLinkRegisterUser: company.showLinkRegisterUser,
    showSubscriptionStatus: company.showSubscriptionStatus,
    titleOfEmailField: company.titleOfEmailField ?? '',
    titleOfPasswordField: company.titleOfPasswordField ?? '',
    googleOption: company.googleOption,
    googleClientId: company.googleClientId ?? '',
    googleClientSecret: '',
    clearGoogleClientSecret: false,
    googleAutoLoad: company.googleAutoLoad,
    maxUser: String(company.maxUser),
    maxContent: String(company.maxContent),
    sessionMinutes: company.sessionMinutes === null ? '' : String(company.sessionMinutes),
    sessionOverflow: company.sessionOverflow,
    viewPage: toViewPage(company.viewPage),
    settingLogin: company.settingLogin === 1 ? 1 : 0,
    titlePage: company.titlePage ?? '',
    ipAddresses: company.ipAddresses.map((value) => ({ value })),
  };
}

/** The update body: every setting, blanks as null, the secret only when changed. */
export function toCompanyUpdateBody(values: CompanySettingsValues): CompanySettingsBody {
  const body: CompanySettingsBody = {
    name: values.name,
    email: values.email,
    domain: values.domain,
    accountType: values.accountType,
    emailSender: toNullableText(values.emailSender),
    strictPassword: values.strictPassword,
    allowForgotPassword: values.allowForgotPassword,
    allowLoginByIpAddress: values.allowLoginByIpAddress,
    allowChangePassword: values.allowChangePassword,
    allowCancelAccount: values.allowCancelAccount,
    showLinkRegisterUser: values.showLinkRegisterUser,
    showSubscriptionStatus: values.showSubscriptionStatus,
    titleOfEmailField: toNullableText(values.titleOfEmailField),
    titleOfPasswordField: toNullableText(values.titleOfPasswordField),
    googleOption: values.googleOption,
    googleClientId: toNullableText(values.googleClientId),
    googleAutoLoad: values.googleAutoLoad,
    maxUser: Number(values.maxUser),
    maxContent: Number(values.maxContent),
    sessionMinutes: values.sessionMinutes === '' ? null : Number(values.sessionMinutes),
    sessionOverflow: values.sessionOverflow,
    viewPage: values.viewPage,
    settingLogin: values.settingLogin,
    titlePage: toNullableText(values.titlePage),
    ipAddresses: values.ipAddresses.map((row) => row.value.trim()),
  };
  const secret = values.googleClientSecret.trim();
  if (values.clearGoogleClientSecret) body.googleClientSecret = null;
  else if (secret !== '') body.googleClientSecret = secret;
  return body;
}
