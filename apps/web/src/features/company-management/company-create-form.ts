import { z } from 'zod';
import {
  accountTypes,
  AccountType,
  confirmPasswordSchema,
  domainSchema,
  emailSchema,
  fullNameSchema,
  limits,
  strictPasswordSchema,
  withConfirm,
} from '@hondana/contract';
import type { CompanyAddBody } from './company-api';
import { companyNameSchema, countTextSchema } from './company-form-fields';

/**
 * The add-company form (/create). The first administrator's password always follows the
 * strict policy: an administrator account should not start with a weak password.
 */
export const companyCreateFormSchema = withConfirm(
  z.object({
    name: companyNameSchema,
    email: emailSchema,
    domain: domainSchema,
    fullName: fullNameSchema,
    password: strictPasswordSchema,
    confirmPassword: confirmPasswordSchema,
    accountType: z.enum(accountTypes),
    maxUser: countTextSchema({ min: 1 }),
    maxContent: countTextSchema({ min: 0 }),
  }),
  'password',
  'confirmPassword',
);

export type CompanyCreateInput = z.input<typeof companyCreateFormSchema>;
export type CompanyCreateValues = z.output<typeof companyCreateFormSchema>;

export const companyCreateDefaults: CompanyCreateInput = {
  name: '',
  email: '',
  domain: '',
  fullName: '',
  password: '',
  confirmPassword: '',
  accountType: AccountType.Email,
  maxUser: String(limits.defaultCompanyMaxUser),
  maxContent: String(limits.defaultCompanyMaxContent),
};

/** The add-company body: the form's values with the password replaced by its hash. */
export function toCompanyAddBody(
  values: CompanyCreateValues,
  passwordHash: string,
): CompanyAddBody {
  return {
    name: values.name,
    email: values.email,
    domain: values.domain,
    fullName: values.fullName,
    passwordHash,
    accountType: values.accountType,
    maxUser: Number(values.maxUser),
    maxContent: Number(values.maxContent),
  };
}

/** Server statuses that belong to a field of the form: 413 e-mail exists, 414/415 domain. */
export function getFieldOfCompanyError(status: number): 'domain' | 'email' | null {
  if (status === 414 || status === 415) return 'domain';
  if (status === 413) return 'email';
  return null;
}
