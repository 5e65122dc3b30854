import { AccountStatus, ErrorCode } from '@hondana/contract';
import type { Database } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/app-error.js';
import type { Actor } from '../../platform/http/auth-guard.js';
import type { Tenant } from '../../platform/http/tenancy.js';
import { createUserRepository } from '../user/user.repository.js';
import { hashAccessToken } from './access-token.js';
import { createSessionRepository } from './session.repository.js';

/**
 * Turns an access token into the actor for this host. A session belongs to one company (or to
 * the admin host for system administrators) and is refused anywhere else. The account is checked
 * on every call: suspended 830 (and the session revoked), access period over 811.
 */
export function createSessionAuthenticator(db: Database) {
  const sessions = createSessionRepository(db);
  const accounts = createUserRepository(db);
  return async function authenticate(token: string, tenant: Tenant): Promise<Actor> {
    const session = await sessions.findByTokenHash(hashAccessToken(token));
    if (!session || session.revokedAt) throw new AppError(ErrorCode.AccessTokenInvalid);
    const expectedCompanyId = tenant.isAdminHost ? null : (tenant.company?.id ?? -1);
    if (session.companyId !== expectedCompanyId) throw new AppError(ErrorCode.AccessTokenInvalid);
    if (session.expiresAt.getTime() <= Date.now()) throw new AppError(ErrorCode.AccessTokenExpired);
    const user = await accounts.findAccessState(session.userId);
    if (!user) throw new AppError(ErrorCode.AccessTokenInvalid);
    if (user.accountStatus !== AccountStatus.Active) {
      // A suspension ends the session for good; reactivation means signing in again.
      await sessions.revoke(session.id, 'suspended');
      throw new AppError(ErrorCode.UserBlocked);
    }
    // Checked on every call, not only at sign-in: a keep_login session outlives the access period.
    if (user.accessExpiresAt && user.accessExpiresAt.getTime() <= Date.now()) {
      throw new AppError(ErrorCode.UserAccessExpired);
    }
    return {
      userId: session.userId,
      companyId: user.companyId,
      roleLevel: user.roleLevel,
      sessionId: session.id,
      loginType: session.loginType,
    };
  };
}
