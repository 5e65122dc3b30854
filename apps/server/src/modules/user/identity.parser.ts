import {
  AccountType,
  emailOrUsernameSchema,
  emailSchema,
  ErrorCode,
  identityFor,
  patterns,
} from '@hondana/contract';
import { AppError } from '../../platform/http/app-error.js';
import type { IdentityColumn, IdentityMatch } from './user.repository.js';

export interface ParsedIdentity<C extends IdentityMatch = IdentityColumn> {
  /** The identity as stored (trimmed); compared case-insensitively. */
  value: string;
  column: C;
}

export interface ParseIdentityOptions {
  /**
   * ALL (and open-type) identities match either column, an e-mail match winning, instead of the
   * column the input's form picks: sign-in must find a username that looks like an address.
   */
  searchBothColumnsForAll?: boolean;
  /**
   * Skip the account type's rules; the column follows the input's form alone. For forgot-password,
   * which answers the same whatever was typed, so a refused input would tell nothing new.
   */
  skipValidation?: boolean;
}

/**
 * The identity rule of an account type; null is the admin host, whose system administrators
 * sign in by e-mail. Open-type companies have no end users: their administrators use either.
 */
function schemaFor(accountType: AccountType | null) {
  if (accountType === null) return emailSchema;
  if (accountType === AccountType.OpenType) return emailOrUsernameSchema;
  return identityFor(accountType);
}

/** The column an identity fills or matches: ALL and open-type take the form that was typed. */
function columnFor(accountType: AccountType | null, value: string): IdentityColumn {
  if (accountType === null || accountType === AccountType.Email) return 'email';
  if (accountType === AccountType.Username) return 'username';
  return patterns.email.test(value) ? 'email' : 'username';
}

/**
 * Parses the e-mail/username field of login, registration and forgot-password by the company's
 * account type. A refused input answers 400 with `results.fields` on `email` (the field's wire
 * name in every form).
 */
export function parseIdentity(
  accountType: AccountType | null,
  raw: string,
  options: ParseIdentityOptions & { searchBothColumnsForAll: true },
): ParsedIdentity<IdentityMatch>;
export function parseIdentity(
  accountType: AccountType | null,
  raw: string,
  options?: Omit<ParseIdentityOptions, 'searchBothColumnsForAll'>,
): ParsedIdentity;
export function parseIdentity(
  accountType: AccountType | null,
  raw: string,
  options: ParseIdentityOptions = {},
): ParsedIdentity<IdentityMatch> {
  if (options.skipValidation) {
    const value = raw.trim();
    return { value, column: patterns.email.test(value) ? 'email' : 'username' };
  }
  const parsed = schemaFor(accountType).safeParse(raw);
  if (!parsed.success) {
    throw new AppError(ErrorCode.BadRequest, {
      details: {
        fields: parsed.error.issues.map((issue) => ({ field: 'email', message: issue.message })),
      },
    });
  }
  const value = parsed.data;
  const isEitherType = accountType === AccountType.All || accountType === AccountType.OpenType;
  if (options.searchBothColumnsForAll && isEitherType) {
    return { value, column: 'email-or-username' };
  }
  return { value, column: columnFor(accountType, value) };
}
