import { ErrorCode } from '@hondana/contract';
import type { Executor } from '../../platform/db/database.js';
import { verifyPassword } from '../../platform/crypto/password.js';
import { AppError } from '../../platform/http/app-error.js';
import type { UserRow } from '../user/user.tables.js';
import { createLoginThrottleRepository } from './login-throttle.repository.js';

/**
 * Checks the current password a signed-in user re-enters to change their password or e-mail.
 * Throttled like sign-in, in the same store and under the same key (the account's e-mail or
 * username and the caller's address): a stolen session cannot guess the password faster than
 * the sign-in form could, and failures here count towards the sign-in lock too. Wrong: 609;
 * locked: 425.
 */
export async function verifyCurrentPassword(
  db: Executor,
  user: Pick<UserRow, 'id' | 'companyId' | 'email' | 'username' | 'passwordHash'>,
  passwordHash: string,
  clientAddress: string | null,
): Promise<void> {
  if (user.passwordHash === null) throw new AppError(ErrorCode.CannotUpdateGoogleAccount);
  const throttle = createLoginThrottleRepository(db);
  const key = {
    companyId: user.companyId,
    identity: user.email ?? user.username ?? `#${user.id}`,
    address: clientAddress,
  };
  await throttle.countAttempt(key);
  if (!(await verifyPassword(user.passwordHash, passwordHash))) {
    await throttle.recordFailure(key);
    throw new AppError(ErrorCode.WrongPassword);
  }
  await throttle.reset(key);
}
