import { ErrorCode, isIpInCidr, LoginType } from '@hondana/contract';
import type { Executor } from '../../platform/db/database.js';
import type { TenantScope } from '../../platform/db/tenant-scope.js';
import { AppError } from '../../platform/http/app-error.js';
import type { TenantCompany } from '../../platform/http/tenancy.js';
import type { UserGroupService } from '../user-group/user-group.service.js';
import type { Clock } from '../../platform/clock/clock.js';
import { idleLimitMs, isTouchDue } from './session-policy.js';
import { createSessionRepository } from './session.repository.js';
import type { SessionRow } from './session.tables.js';

/** The session fields the checks of every authenticated call read. */
type CheckedSession = Pick<SessionRow, 'id' | 'companyId' | 'loginType' | 'lastUsedAt'>;

const ipLoginTypes: readonly string[] = [LoginType.IpAddress, LoginType.AutoIpAddress];

/**
 * Checks of every authenticated call beyond "is the token live": the idle timeout, and that a
 * session won by IP address is used from inside its group's ranges. Records the call's use at
 * most once a minute (session-policy.ts), so authentication stays one read on most calls.
 */
export function createSessionGuards(
  db: Executor,
  { userGroups: groups, clock }: { userGroups: UserGroupService; clock: Clock },
) {
  const sessions = createSessionRepository(db);

  return {
    /** 602 (and the session revoked) when it sat unused longer than the company allows. */
    async assertNotIdle(
      scope: TenantScope,
      session: CheckedSession,
      company: Pick<TenantCompany, 'sessionMinutes'> | null,
      roleLevel: number,
      now: number = clock.now().getTime(),
    ): Promise<void> {
      if (now - session.lastUsedAt.getTime() > idleLimitMs(company, roleLevel)) {
        await sessions.revoke(scope, session.id, 'idle');
        throw new AppError(ErrorCode.AccessTokenExpired, {
          message: 'The session ended after a period without use: sign in again.',
        });
      }
      if (isTouchDue(session.lastUsedAt, now)) {
        await sessions.touch(scope, session.id, new Date(now));
      }
    },

    /**
     * An IP session is the group's shared login, valid only where the group is: from an address
     * in the group's ranges, while the company still allows IP login. Otherwise 601 (the web
     * then signs out and may try the automatic IP login again). The session is not revoked: a
     * laptop that comes back into the network may go on using it.
     */
    async assertIpSessionAddress(
      session: CheckedSession,
      company: TenantCompany | null,
      userGroupId: number | null,
      clientIp: string | null,
    ): Promise<void> {
      if (!ipLoginTypes.includes(session.loginType)) return;
      const ranges =
        company?.allowLoginByIpAddress && userGroupId !== null && clientIp
          ? await groups.ipRangesOf({ company, actor: null }, userGroupId)
          : [];
      if (!clientIp || !ranges.some((range) => isIpInCidr(clientIp, range))) {
        throw new AppError(ErrorCode.AccessTokenInvalid, {
          message: 'This session was signed in by IP address and is valid only from its network.',
        });
      }
    },
  };
}
