import {
  AccountStatus,
  ErrorCode,
  type UserAdminBody,
  type UserPageQuery,
} from '@hondana/contract';
import type { Clock } from '../../platform/clock/clock.js';
import type { Database } from '../../platform/db/database.js';
import { hashPassword } from '../../platform/crypto/password.js';
import { AppError } from '../../platform/http/app-error.js';
import type { CompanyContext } from '../../platform/http/request-context.js';
import type { SecurityEvents } from '../../platform/log/security-events.js';
import type { SetPasswordMail } from '../auth/password-reset.jobs.js';
import type { SessionService } from '../session/session.service.js';
import type { UserGroupService } from '../user-group/user-group.service.js';
import type { UserGroupRow } from '../user-group/user-group.tables.js';
import { computeAccessExpiry } from '../user/end-user.service.js';
import { isUniqueViolation } from '../user/user.repository.js';
import type { UserService } from '../user/user.service.js';
import type { RegistrationService } from '../subscription/registration.service.js';
import type { UserRow } from '../user/user.tables.js';
import { managedIdentityOf, paramsOf } from './user-rules.js';

export interface ManagedUserView {
  user: UserRow;
  groupName: string | null;
  contentGroupIds: number[];
}

export interface UserAdminDeps {
  db: Database;
  users: UserService;
  userGroups: UserGroupService;
  sessions: SessionService;
  clock: Clock;
  securityEvents: SecurityEvents;
  registrations: Pick<RegistrationService, 'page'>;
  /** Queues the set-password mail in the running transaction (auth's job). */
  queueSetPasswordMail(mail: SetPasswordMail): Promise<unknown>;
}

/** A role or suspension an update changed, recorded as security events. */
function recordChanges(events: SecurityEvents, before: UserRow, body: UserAdminBody): void {
  if (body.role_level !== before.roleLevel) {
    events.record({
      action: 'user.change-role',
      outcome: 'success',
      subjectId: before.id,
      details: { from: before.roleLevel, to: body.role_level },
    });
  }
  if (body.is_account_status !== before.accountStatus) {
    events.record({
      action: 'user.suspend',
      outcome: 'success',
      subjectId: before.id,
      details: { suspended: body.is_account_status === AccountStatus.Suspended },
    });
  }
}

/** Why sessions end when an administrator changes a user (the sessions' revoke reason). */
const ENDED_BY_ADMIN = 'changed_by_admin';

/** Two saves racing for one e-mail or username: the unique index decides, answered 413. */
async function saving<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(ErrorCode.EmailExists);
    throw error;
  }
}

/** A user's checks before a save: their group, their content groups, a free identity. */
function userSaveChecks({ users, userGroups: groups }: UserAdminDeps) {
  /** The group a user joins: the one named, else the company's default group (may be none). */
  async function groupFor(
    ctx: CompanyContext,
    userGroupId: number | null | undefined,
  ): Promise<UserGroupRow | null> {
    if (userGroupId == null) return groups.defaultGroup(ctx);
    const group = await groups.findById(ctx, userGroupId);
    if (!group) throw new AppError(ErrorCode.UserGroupNotFound);
    return group;
  }

  async function checkContentGroups(ctx: CompanyContext, ids: number[]) {
    const unique = [...new Set(ids)];
    const known = await groups.knownContentGroupIds(ctx, unique);
    if (known.length !== unique.length) throw new AppError(ErrorCode.ContentGroupNotFound);
    return unique;
  }

  async function checkIdentityFree(
    ctx: CompanyContext,
    identity: { email: string | null; username: string | null },
    existing?: UserRow,
  ) {
    for (const column of ['email', 'username'] as const) {
      const value = identity[column];
      if (value && (await users.isIdentityTaken(ctx, column, value, existing?.id))) {
        throw new AppError(ErrorCode.EmailExists);
      }
    }
    const { username } = identity;
    const isNew = username?.toLowerCase() !== existing?.username?.toLowerCase();
    if (username && isNew && (await groups.findByLoginUsername(ctx, username))) {
      throw new AppError(ErrorCode.EmailExists);
    }
  }

  return { groupFor, checkContentGroups, checkIdentityFree };
}

async function findManaged(users: UserService, ctx: CompanyContext, id: number): Promise<UserRow> {
  const user = await users.findManaged(ctx, id);
  if (!user) throw new AppError(ErrorCode.UserNotFound);
  return user;
}

/** Listing and reading users; deleting one, its plans, a password reset. */
function userReadCalls(deps: UserAdminDeps) {
  const { db, users, userGroups: groups, sessions } = deps;

  async function views(ctx: CompanyContext, rows: UserRow[]): Promise<ManagedUserView[]> {
    const groupIds = [
      ...new Set(rows.flatMap((row) => (row.userGroupId ? [row.userGroupId] : []))),
    ];
    const [links, names] = await Promise.all([
      users.ownContentGroupsOf(
        ctx,
        rows.map((row) => row.id),
      ),
      Promise.all(groupIds.map((id) => groups.findById(ctx, id))),
    ]);
    const nameOf = new Map(names.flatMap((group) => (group ? [[group.id, group.name]] : [])));
    return rows.map((user) => ({
      user,
      groupName: user.userGroupId ? (nameOf.get(user.userGroupId) ?? null) : null,
      contentGroupIds: links.get(user.id) ?? [],
    }));
  }
  return {
    async page(ctx: CompanyContext, query: UserPageQuery) {
      const { rows, total } = await users.managedPage(ctx, {
        searchKey: query.search_key?.trim() || undefined,
        sortField: query.sort_field,
        sort: query.sort,
        page: query.page,
        size: query.size,
      });
      return { rows: await views(ctx, rows), total };
    },

    async detail(ctx: CompanyContext, id: number): Promise<ManagedUserView> {
      return (await views(ctx, [await findManaged(users, ctx, id)]))[0]!;
    },

    /** Deletes a user; their sessions, favourites and history go with the row. */
    async delete(ctx: CompanyContext, id: number): Promise<void> {
      await db.transaction(async () => {
        await findManaged(users, ctx, id);
        await sessions.endAllOfUser(ctx, id, ENDED_BY_ADMIN);
        await users.delete(ctx, id);
      });
      deps.securityEvents.record({ action: 'user.delete', outcome: 'success', subjectId: id });
    },

    /** The user's registered subscription plans, newest first (700 for a user not of the company). */
    async registeredPlans(ctx: CompanyContext, id: number, page: number, size: number) {
      await findManaged(users, ctx, id);
      return deps.registrations.page(ctx, { userId: id }, page, size);
    },

    /**
     * Mails the user a link to set a new password (never a password); their current password
     * keeps working until the link is used. 400 for a user with no e-mail address.
     */
    async resetPassword(ctx: CompanyContext, id: number): Promise<void> {
      const user = await findManaged(users, ctx, id);
      if (!user.email) {
        throw new AppError(ErrorCode.BadRequest, {
          details: { fields: [{ field: 'email', message: 'validation.required' }] },
        });
      }
      await deps.queueSetPasswordMail({ company_id: ctx.company.id, user_id: id, kind: 'reset' });
    },
  };
}

/** Adding and changing a user, under the rules createUserAdminService lists. */
function userSaveCalls(
  deps: UserAdminDeps,
  detail: (ctx: CompanyContext, id: number) => Promise<ManagedUserView>,
) {
  const { db, users, sessions, clock } = deps;
  const { groupFor, checkContentGroups, checkIdentityFree } = userSaveChecks(deps);
  return {
    async add(ctx: CompanyContext, body: UserAdminBody): Promise<ManagedUserView> {
      const hasPassword = Boolean(body.password_hash);
      const identity = managedIdentityOf(ctx.company, body, { hasPassword });
      const passwordHash = body.password_hash ? await hashPassword(body.password_hash) : null;
      const user = await saving(() =>
        db.transaction(async () => {
          await users.lockUserCount(ctx);
          await checkIdentityFree(ctx, identity);
          if ((await users.countEndUsers(ctx)) >= ctx.company.maxUser) {
            throw new AppError(ErrorCode.CompanyMaxUsersReached);
          }
          const group = await groupFor(ctx, body.user_group_id);
          if (group && (await users.countGroupMembers(ctx, group.id)) >= group.maxUser) {
            throw new AppError(ErrorCode.UserGroupMaxUsersReached);
          }
          const contentGroupIds = await checkContentGroups(ctx, body.content_group_ids);
          const now = clock.now();
          const created = await users.insert(ctx, {
            ...identity,
            ...paramsOf(body),
            fullName: body.full_name.trim(),
            passwordHash,
            lang: body.lang,
            roleLevel: body.role_level,
            userGroupId: group?.id ?? null,
            accountStatus: body.is_account_status,
            // An address is confirmed only by its owner following a link mailed to it, never by
            // the administrator who typed it (Google sign-in links only confirmed addresses).
            emailVerifiedAt: null,
            accessExpiresAt: computeAccessExpiry(group, now),
          });
          await users.replaceOwnContentGroups(ctx, created.id, contentGroupIds);
          if (!hasPassword) {
            await deps.queueSetPasswordMail({
              company_id: ctx.company.id,
              user_id: created.id,
              kind: 'new',
            });
          }
          return created;
        }),
      );
      return detail(ctx, user.id);
    },

    async update(ctx: CompanyContext, id: number, body: UserAdminBody): Promise<ManagedUserView> {
      await saving(() =>
        db.transaction(async () => {
          await users.lockUserCount(ctx);
          const existing = await findManaged(users, ctx, id);
          const hasPassword = Boolean(body.password_hash) || existing.passwordHash !== null;
          const identity = managedIdentityOf(ctx.company, body, { hasPassword });
          await checkIdentityFree(ctx, identity, existing);
          const group = await groupFor(ctx, body.user_group_id);
          const groupChanged = (group?.id ?? null) !== existing.userGroupId;
          if (
            group &&
            groupChanged &&
            (await users.countGroupMembers(ctx, group.id)) >= group.maxUser
          ) {
            throw new AppError(ErrorCode.UserGroupMaxUsersReached);
          }
          const contentGroupIds = await checkContentGroups(ctx, body.content_group_ids);
          const passwordHash = body.password_hash ? await hashPassword(body.password_hash) : null;
          await users.update(ctx, id, {
            ...identity,
            ...paramsOf(body),
            fullName: body.full_name.trim(),
            ...(passwordHash ? { passwordHash } : {}),
            lang: body.lang,
            roleLevel: body.role_level,
            userGroupId: group?.id ?? null,
            accountStatus: body.is_account_status,
            ...(groupChanged ? { accessExpiresAt: computeAccessExpiry(group, clock.now()) } : {}),
          });
          await users.replaceOwnContentGroups(ctx, id, contentGroupIds);
          const endsSessions =
            body.is_account_status === AccountStatus.Suspended ||
            passwordHash !== null ||
            groupChanged ||
            body.role_level !== existing.roleLevel;
          if (endsSessions) await sessions.endAllOfUser(ctx, id, ENDED_BY_ADMIN);
          return existing;
        }),
      ).then((existing) => recordChanges(deps.securityEvents, existing, body));
      return detail(ctx, id);
    },
  };
}

/**
 * The company administrator's users (api-catalogue §7 User). Rules: the identity by account type
 * (user-rules.ts), 413 an e-mail or username another user has or a username that is a user
 * group's login, 417 the company's max_user, 427
 * the group's max_user, 748 a group and 715 a content group that are not the company's, 700 a
 * user who is not a USER or GROUP_USER of the company. Suspending, a new password, another
 * group and deleting end the user's sessions at once.
 */
export function createUserAdminService(deps: UserAdminDeps) {
  const reads = userReadCalls(deps);
  return { ...reads, ...userSaveCalls(deps, reads.detail) };
}

export type UserAdminService = ReturnType<typeof createUserAdminService>;
