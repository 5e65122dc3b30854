import { ErrorCode, RoleLevel, SessionOverflow } from '@hondana/contract';
import type { Executor } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/app-error.js';
import type { CompanyContext, RequestContext } from '../../platform/http/request-context.js';
import { createUserGroupService } from '../user-group/user-group.service.js';
import type { UserRow } from '../user/user.tables.js';
import { createExceededSessionRepository } from './exceeded-session.repository.js';
import { createSessionRepository } from './session.repository.js';

export const SESSION_LIMIT_REVOKE_REASON = 'session_limit';

export interface SessionLimitOutcome {
  /** How many older sessions were ended to make room for the new one. */
  endedCount: number;
  /** Shown to the user who just signed in (their language), null when nothing was ended. */
  message: string | null;
}

const endedMessages = {
  ja: (n: number) =>
    `同時ログイン数の上限を超えたため、他の端末のセッション（${n}件）をログアウトしました。`,
  en: (n: number) =>
    `You were signed in on too many devices: ${n} older session${n === 1 ? ' was' : 's were'} signed out.`,
} as const;

/**
 * The concurrent-session limit of a user: the session_limit of their user group, or of the
 * company's default group when they have none; 0 means no limit. Administrators (levels 1 and 2)
 * are never limited, so a company can always reach its own settings.
 */
export async function resolveSessionLimit(
  db: Executor,
  ctx: CompanyContext,
  user: Pick<UserRow, 'companyId' | 'roleLevel' | 'userGroupId'>,
): Promise<number> {
  if (user.companyId !== ctx.company.id) return 0;
  if (user.roleLevel === RoleLevel.SystemAdmin || user.roleLevel === RoleLevel.CompanyAdmin) {
    return 0;
  }
  return createUserGroupService(db).sessionLimitOf(ctx, user.userGroupId);
}

/**
 * Makes room for one more session of `user`. Run inside the transaction that inserts the new
 * session, after locking the user row, so two simultaneous sign-ins cannot both slip under the
 * limit. With `session_overflow` REFUSE the sign-in fails with 750 instead.
 */
export async function enforceSessionLimit(
  tx: Executor,
  ctx: RequestContext,
  user: UserRow,
): Promise<SessionLimitOutcome> {
  const { company } = ctx;
  // The admin site has no groups, hence no limit.
  if (company === null) return { endedCount: 0, message: null };
  const limit = await resolveSessionLimit(tx, { ...ctx, company }, user);
  if (limit <= 0) return { endedCount: 0, message: null };

  const scope = { companyId: company.id };
  const sessions = createSessionRepository(tx);
  const active = await sessions.findActiveByUser(scope, user.id);
  const excess = active.length - limit + 1;
  if (excess <= 0) return { endedCount: 0, message: null };
  if (company.sessionOverflow === SessionOverflow.Refuse)
    throw new AppError(ErrorCode.SessionMaximumReached);

  const repository = createExceededSessionRepository(tx);
  for (const session of active.slice(0, excess)) {
    await sessions.revoke(scope, session.id, SESSION_LIMIT_REVOKE_REASON);
    await repository.insert({
      companyId: company.id,
      userId: user.id,
      endedSessionId: session.id,
      ipAddress: session.ipAddress,
      userAgent: session.userAgent,
    });
  }
  return { endedCount: excess, message: endedMessages[user.lang](excess) };
}
