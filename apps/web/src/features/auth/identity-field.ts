import { AccountType, LoginType } from '@hondana/contract';
import type { AccountType as AccountTypeValue } from '@hondana/contract';
import './auth-screen-texts';

/** i18n key of the identity field's label (product.md §2 "Login form"). */
export type IdentityLabelKey =
  'auth.identity.emailOrUsername' | 'auth.identity.email' | 'auth.identity.username';

/**
 * The identity field by account type: ALL (and the administrators of an open-type company) sign
 * in with e-mail or username, EMAIL with e-mail, USERNAME with username. The admin site (no
 * company) signs in by e-mail.
 */
export function getIdentityLabelKey(accountType: AccountTypeValue | null): IdentityLabelKey {
  if (accountType === null || accountType === AccountType.Email) return 'auth.identity.email';
  if (accountType === AccountType.Username) return 'auth.identity.username';
  return 'auth.identity.emailOrUsername';
}

/** The login_type of the password call: 'email' when only e-mail addresses sign in here. */
export function getPasswordLoginType(
  accountType: AccountTypeValue | null,
): typeof LoginType.Email | typeof LoginType.Identity {
  return accountType === null || accountType === AccountType.Email
    ? LoginType.Email
    : LoginType.Identity;
}

/** The autocomplete token for the identity field: 'email' where only e-mail signs in. */
export function getIdentityAutocomplete(
  accountType: AccountTypeValue | null,
): 'email' | 'username' {
  return getPasswordLoginType(accountType) === LoginType.Email ? 'email' : 'username';
}
