import { describe, expect, it } from 'vitest';
import { AccountType } from '@hondana/contract';
import {
  getIdentityAutocomplete,
  getIdentityLabelKey,
  getPasswordLoginType,
} from './identity-field';

describe('identity field by account type', () => {
  it('labels the field per account type', () => {
    expect(getIdentityLabelKey(AccountType.All)).toBe('auth.identity.emailOrUsername');
    expect(getIdentityLabelKey(AccountType.OpenType)).toBe('auth.identity.emailOrUsername');
    expect(getIdentityLabelKey(AccountType.Email)).toBe('auth.identity.email');
    expect(getIdentityLabelKey(AccountType.Username)).toBe('auth.identity.username');
    expect(getIdentityLabelKey(null)).toBe('auth.identity.email');
  });

  it('sends login_type email only where e-mail is the only identity', () => {
    expect(getPasswordLoginType(AccountType.Email)).toBe('email');
    expect(getPasswordLoginType(null)).toBe('email');
    expect(getPasswordLoginType(AccountType.All)).toBe('identity');
    expect(getPasswordLoginType(AccountType.Username)).toBe('identity');
  });

  it('asks the browser for e-mail autofill only where e-mail is the identity', () => {
    expect(getIdentityAutocomplete(AccountType.Email)).toBe('email');
    expect(getIdentityAutocomplete(AccountType.Username)).toBe('username');
    expect(getIdentityAutocomplete(AccountType.All)).toBe('username');
  });
});
