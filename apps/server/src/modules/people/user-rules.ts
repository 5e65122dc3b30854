import { AccountType, ErrorCode, type UserAdminBody } from '@hondana/contract';
import { AppError } from '../../platform/http/app-error.js';
import type { CompanyRow } from '../company/company.tables.js';

/** The identity a managed user signs in with, after the company's account-type rule. */
export interface ManagedIdentity {
  email: string | null;
  username: string | null;
}

function fieldError(field: string, message: string): AppError {
  return new AppError(ErrorCode.BadRequest, { details: { fields: [{ field, message }] } });
}

/**
 * Which of e-mail and username a user of this company needs (product.md §3 account types): EMAIL
 * an e-mail, USERNAME a username, ALL at least one. Open-type companies have no sign-in, hence no
 * users to manage (614). A user without a password needs an e-mail for the set-password mail.
 * Shared by the user calls and the CSV import, so a form and a row follow one rule.
 */
export function managedIdentityOf(
  company: Pick<CompanyRow, 'accountType'>,
  body: Pick<UserAdminBody, 'email' | 'username'>,
  options: { hasPassword: boolean },
): ManagedIdentity {
  const email = body.email?.trim() || null;
  const username = body.username?.trim() || null;
  switch (company.accountType) {
    case AccountType.OpenType:
      throw new AppError(ErrorCode.NoPermission);
    case AccountType.Email:
      if (!email) throw fieldError('email', 'validation.required');
      break;
    case AccountType.Username:
      if (!username) throw fieldError('username', 'validation.required');
      break;
    default:
      if (!email && !username) throw fieldError('email', 'validation.required');
  }
  if (!options.hasPassword && !email) throw fieldError('password_hash', 'validation.required');
  return { email, username };
}

/** The free fields param01..param05, blank ones stored as null. */
export function paramsOf(body: UserAdminBody) {
  const value = (text: string | null | undefined) => text?.trim() || null;
  return {
    param01: value(body.param01),
    param02: value(body.param02),
    param03: value(body.param03),
    param04: value(body.param04),
    param05: value(body.param05),
  };
}
