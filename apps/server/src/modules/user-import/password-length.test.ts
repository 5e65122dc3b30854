import { ErrorCode } from '@hondana/contract';
import { describe, expect, it } from 'vitest';
import { passwordLengthCodeOf } from './user-import.batch.js';

describe('passwordLengthCodeOf: the catalogue’s code for a clear password of the wrong length', () => {
  it('answers 800 and 802 under the weak rule (4 to 16 characters)', () => {
    expect(passwordLengthCodeOf('x'.repeat(17), false)).toBe(ErrorCode.PasswordTooLong);
    expect(passwordLengthCodeOf('abc', false)).toBe(ErrorCode.WeakPasswordTooShort);
    expect(passwordLengthCodeOf('abcd', false)).toBeNull();
  });

  it('answers 801 under the strict rule, and no code past its 32 characters (800 says 16)', () => {
    expect(passwordLengthCodeOf('Abc1234', true)).toBe(ErrorCode.StrictPasswordTooShort);
    expect(passwordLengthCodeOf('Abc12345', true)).toBeNull();
    expect(passwordLengthCodeOf(`Ab1${'x'.repeat(30)}`, true)).toBeNull();
  });
});
