import { RoleLevel } from '@hondana/contract';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.js';
import type { CompanyContext } from '../../platform/http/request-context.js';
import { users } from '../user/user.tables.js';

/**
 * Who looks at a company's books, as the access rule sees them. Built once per request from the
 * context (one query for the reader's user group) and handed to the rule and the list filters.
 */
export type Viewer =
  | { kind: 'admin'; companyId: number; userId: number; openAccount: boolean }
  | {
      kind: 'reader';
      companyId: number;
      userId: number;
      /** Null: the reader is in no user group and sees every content group of the company. */
      userGroupId: number | null;
      openAccount: boolean;
    }
  | { kind: 'visitor'; companyId: number; openAccount: boolean };

export type ReaderViewer = Extract<Viewer, { kind: 'reader' }>;

/**
 * The viewer of a request on a company's site. A session of another company (or a system
 * administrator's) never reaches a company route, but is treated as a visitor should it happen.
 */
export async function viewerOf(db: Executor, ctx: CompanyContext): Promise<Viewer> {
  const companyId = ctx.company.id;
  // OPEN_TYPE companies have no sign-in at all: their books are open to every visitor.
  const openAccount = ctx.company.accountType === 'OPEN_TYPE';
  const actor = ctx.actor;
  if (!actor || actor.companyId !== companyId) return { kind: 'visitor', companyId, openAccount };
  if (actor.roleLevel === RoleLevel.CompanyAdmin) {
    return { kind: 'admin', companyId, userId: actor.userId, openAccount };
  }
  if (actor.roleLevel !== RoleLevel.User && actor.roleLevel !== RoleLevel.GroupUser) {
    return { kind: 'visitor', companyId, openAccount };
  }
  const rows = await db
    .select({ userGroupId: users.userGroupId })
    .from(users)
    .where(and(eq(users.id, actor.userId), eq(users.companyId, companyId)))
    .limit(1);
  if (!rows[0]) return { kind: 'visitor', companyId, openAccount };
  return {
    kind: 'reader',
    companyId,
    userId: actor.userId,
    userGroupId: rows[0].userGroupId,
    openAccount,
  };
}

/** The signed-in reader's id, or null for visitors and administrators (no favourites, no history). */
export function readerIdOf(viewer: Viewer): number | null {
  return viewer.kind === 'reader' ? viewer.userId : null;
}
