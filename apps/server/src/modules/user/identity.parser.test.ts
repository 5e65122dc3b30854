import { AccountType, ErrorCode } from '@hondana/contract';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/http/app-error.js';
import { parseIdentity } from './identity.parser.js';

describe('parseIdentity', () => {
  it('picks the column by account type, and by the typed form for ALL', () => {
    expect(parseIdentity(AccountType.Email, ' a@b.example ')).toEqual({
      value: 'a@b.example',
      column: 'email',
    });
    expect(parseIdentity(AccountType.Username, 'reader01')).toEqual({
      value: 'reader01',
      column: 'username',
    });
    expect(parseIdentity(AccountType.All, 'a@b.example').column).toBe('email');
    expect(parseIdentity(AccountType.All, 'reader01').column).toBe('username');
    expect(parseIdentity(null, 'admin@b.example').column).toBe('email');
  });

  it('searches both columns for ALL and open-type when asked', () => {
    const options = { searchBothColumnsForAll: true } as const;
    expect(parseIdentity(AccountType.All, 'a@b.example', options).column).toBe('email-or-username');
    expect(parseIdentity(AccountType.OpenType, 'reader01', options).column).toBe(
      'email-or-username',
    );
    expect(parseIdentity(AccountType.Email, 'a@b.example', options).column).toBe('email');
  });

  it('answers 400 with a field error on email for a refused identity', () => {
    try {
      parseIdentity(AccountType.Email, 'reader01');
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).code).toBe(ErrorCode.BadRequest);
      expect((error as AppError).details).toEqual({
        fields: [{ field: 'email', message: 'validation.email.invalid' }],
      });
    }
  });

  it('only trims and reads the form when validation is skipped', () => {
    expect(parseIdentity(AccountType.Email, ' reader01 ', { skipValidation: true })).toEqual({
      value: 'reader01',
      column: 'username',
    });
    expect(
      parseIdentity(AccountType.Username, 'a@b.example', { skipValidation: true }).column,
    ).toBe('email');
  });
});
