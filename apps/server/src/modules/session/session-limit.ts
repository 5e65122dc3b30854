import { RoleLevel, SessionOverflow } from '@hondana/contract';
import type { Executor } from '../../platform/db/database.js';
import type { Language } from '../../platform/http/language.js';
import type { CompanyContext, RequestContext } from '../../platform/http/request-context.js';
import type { CompanyRow } from '../company/company.tables.js';
import type { UserGroupService } from '../user-group/user-group.service.js';
import type { UserGroupRow } from '../user-group/user-group.tables.js';
import type { UserRow } from '../user/user.tables.js';
import { createExceededSessionRepository } from './exceeded-session.repository.js';
import { createSessionRepository } from './session.repository.js';

export const SESSION_LIMIT_REVOKE_REASON = 'session_limit';

export interface SessionLimitOutcome {
  /** The user group the new session reads under (its limit counted it); null for none. */
  userGroupId: number | null;
  /** How many older sessions of the group were ended to make room for the new one. */
  endedCount: number;
  /** True when the company refuses sign-ins over the limit (750) instead of ending others. */
  refused: boolean;
  /** Shown to the user who signs in (their language), null when nothing happened. */
  message: string | null;
}

const defaultMessages = {
  ended: {
    ja: (n: number) =>
      `同時ログイン数の上限を超えたため、他の端末のセッション（${n}件）をログアウトしました。`,
    en: (n: number) =>
      `Too many people were reading under this account: ${n} older session${n === 1 ? ' was' : 's were'} signed out.`,
  },
  refused: {
    ja: () => '同時ログイン数の上限に達しているため、ログインできません。',
    en: () => 'The limit of simultaneous sign-ins is reached: please try again later.',
  },
} as const;

/** The company's own exceeded-session text in `lang` (issue 9 part 4), else the product's. */
export function exceededSessionMessage(
  company: Pick<CompanyRow, 'exceededSessionMessageJa' | 'exceededSessionMessageEn'>,
  lang: 'ja' | 'en',
  kind: 'ended' | 'refused',
  count: number,
): string {
  const own = lang === 'ja' ? company.exceededSessionMessageJa : company.exceededSessionMessageEn;
  return own?.trim() || defaultMessages[kind][lang](count);
}

/**
 * The user group whose session limit applies to a user: their group, or the company's default
 * group when they have none. Administrators (levels 1 and 2) are never limited, so a company can
 * always reach its own settings.
 */
async function limitingGroup(
  groups: UserGroupService,
  ctx: CompanyContext,
  user: Pick<UserRow, 'companyId' | 'roleLevel' | 'userGroupId'>,
): Promise<UserGroupRow | null> {
  if (user.companyId !== ctx.company.id) return null;
  if (user.roleLevel === RoleLevel.SystemAdmin || user.roleLevel === RoleLevel.CompanyAdmin) {
    return null;
  }
  return user.userGroupId === null
    ? groups.defaultGroup(ctx)
    : groups.findById(ctx, user.userGroupId);
}

/**
 * Makes room for one more session under the user's group: `session_limit` counts the active
 * sessions of all the group's members together (0 means no limit). Run inside the transaction
 * that inserts the new session: the group row is locked, so simultaneous sign-ins of its members
 * cannot all slip under the limit. Over the limit, the group's oldest sessions end (recorded as
 * exceeded sessions), or with `session_overflow` REFUSE nothing ends and the outcome says
 * `refused`: the caller records the refusal and answers 750.
 */
export async function enforceSessionLimit(
  deps: { db: Executor; userGroups: UserGroupService },
  ctx: RequestContext,
  user: UserRow,
  clientLanguage?: Language,
): Promise<SessionLimitOutcome> {
  const { db: tx, userGroups } = deps;
  // A group account is shared by everybody of the group: tell them in their browser's language.
  const lang =
    user.roleLevel === RoleLevel.GroupUser && clientLanguage ? clientLanguage : user.lang;
  const { company } = ctx;
  const none = { userGroupId: null, endedCount: 0, refused: false, message: null };
  // The admin site has no groups, hence no limit.
  if (company === null) return none;
  const companyCtx = { ...ctx, company };
  const found = await limitingGroup(userGroups, companyCtx, user);
  if (!found) return none;
  const group = (await userGroups.lockGroup(companyCtx, found.id)) ?? found;
  const outcome = { ...none, userGroupId: group.id };
  if (group.sessionLimit <= 0) return outcome;

  const scope = { companyId: company.id };
  const sessions = createSessionRepository(tx);
  const active = await sessions.findActiveByGroup(scope, group.id);
  const excess = active.length - group.sessionLimit + 1;
  if (excess <= 0) return outcome;
  if (company.sessionOverflow === SessionOverflow.Refuse) {
    const message = exceededSessionMessage(company, lang, 'refused', 0);
    return { ...outcome, refused: true, message };
  }

  const repository = createExceededSessionRepository(tx);
  for (const session of active.slice(0, excess)) {
    await sessions.revoke(scope, session.id, SESSION_LIMIT_REVOKE_REASON);
    await repository.insert({
      companyId: company.id,
      userId: session.userId,
      endedSessionId: session.id,
      ipAddress: session.ipAddress,
      userAgent: session.userAgent,
    });
  }
  const message = exceededSessionMessage(company, lang, 'ended', excess);
  return { ...outcome, endedCount: excess, message };
}
