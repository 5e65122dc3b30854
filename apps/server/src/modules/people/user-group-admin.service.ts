import {
  doCidrsOverlap,
  englishVariantChanges,
  ErrorCode,
  parseCidr,
  type UserGroupBody,
} from '@hondana/contract';
import type { Database } from '../../platform/db/database.js';
import { hashPassword } from '../../platform/crypto/password.js';
import { AppError } from '../../platform/http/app-error.js';
import type { CompanyContext } from '../../platform/http/request-context.js';
import type { UserGroupService } from '../user-group/user-group.service.js';
import type { UserGroupRow } from '../user-group/user-group.tables.js';
import type { UserService } from '../user/user.service.js';
import { isUniqueViolation } from '../user/user.repository.js';

export interface UserGroupView {
  group: UserGroupRow;
  contentGroupIds: number[];
  userCount: number;
}

/** Listing and reading user groups, and deleting one. */
function userGroupReadCalls(
  db: Database,
  { users, userGroups: groups }: { users: UserService; userGroups: UserGroupService },
) {
  async function views(ctx: CompanyContext, rows: UserGroupRow[]): Promise<UserGroupView[]> {
    const ids = rows.map((group) => group.id);
    const [links, counts] = await Promise.all([
      groups.linkedContentGroups(ctx, ids),
      users.countMembersByGroup(ctx, ids),
    ]);
    return rows.map((group) => ({
      group,
      contentGroupIds: links.get(group.id) ?? [],
      userCount: counts.get(group.id) ?? 0,
    }));
  }

  async function findOwn(ctx: CompanyContext, id: number): Promise<UserGroupRow> {
    const group = await groups.findById(ctx, id);
    if (!group) throw new AppError(ErrorCode.UserGroupNotFound);
    return group;
  }
  return {
    async page(
      ctx: CompanyContext,
      query: { searchKey?: string; page: number; size: number },
    ): Promise<{ rows: UserGroupView[]; total: number }> {
      const { rows, total } = await groups.page(ctx, {
        searchKey: query.searchKey?.trim() || undefined,
        page: query.page,
        size: query.size,
      });
      return { rows: await views(ctx, rows), total };
    },

    /** Every group of the company for pickers, the default first. */
    async list(ctx: CompanyContext): Promise<UserGroupRow[]> {
      const { rows } = await groups.page(ctx, {
        page: 1,
        size: 100_000,
      });
      return rows;
    },

    async detail(ctx: CompanyContext, id: number): Promise<UserGroupView> {
      return (await views(ctx, [await findOwn(ctx, id)]))[0]!;
    },

    async delete(ctx: CompanyContext, id: number): Promise<void> {
      await db.transaction(async () => {
        const group = await groups.lockGroup(ctx, id);
        if (!group) throw new AppError(ErrorCode.UserGroupNotFound);
        const members = await users.countGroupMembers(ctx, id);
        if (group.isDefault || members > 0) throw new AppError(ErrorCode.UserGroupInUse);
        await groups.delete(ctx, id);
      });
    },
  };
}

/** Adding and changing a user group, under its rules. */
function userGroupWriteCalls(
  db: Database,
  { users, userGroups: groups }: { users: UserService; userGroups: UserGroupService },
  detail: (ctx: CompanyContext, id: number) => Promise<UserGroupView>,
) {
  async function checkRules(
    ctx: CompanyContext,
    body: UserGroupBody,
    existing: UserGroupRow | null,
  ): Promise<{ passwordHash: string | null | undefined }> {
    const { company } = ctx;
    const exceptId = existing?.id;
    if (await groups.findClash(ctx, 'name', body.name.trim(), exceptId)) {
      throw new AppError(ErrorCode.NameExists);
    }
    if (body.max_user < 1) throw new AppError(ErrorCode.DefaultMaxUsersIsOne);
    if (body.max_user > company.maxUser) throw new AppError(ErrorCode.CompanyMaxUsers);
    if (existing && body.max_user < (await users.countGroupMembers(ctx, existing.id))) {
      throw new AppError(ErrorCode.UserGroupMaxUsersReached);
    }

    const username = body.username?.trim() || null;
    const newPassword = body.password_hash ?? null;
    const keepsPassword = existing?.passwordHash != null && newPassword === null;
    const hasLogin = username !== null;
    if (hasLogin !== (newPassword !== null || keepsPassword)) {
      throw new AppError(ErrorCode.IpLoginChangeBothCredentials);
    }
    if (hasLogin && body.ip_address.length > 0) {
      throw new AppError(ErrorCode.IpLoginChangeBothCredentials);
    }
    if (username && (await groups.findClash(ctx, 'loginUsername', username, exceptId))) {
      throw new AppError(ErrorCode.NameExists);
    }
    // A user's username: sign-in would find the user and never the group. A login the group
    // already has is its own.
    const isNewLogin = username?.toLowerCase() !== existing?.loginUsername?.toLowerCase();
    if (username && isNewLogin && (await users.isIdentityTaken(ctx, 'username', username))) {
      throw new AppError(ErrorCode.NameExists);
    }

    if (body.ip_address.length > 0) {
      if (!company.allowLoginByIpAddress) throw new AppError(ErrorCode.IpGroupNotAllowed);
      if (body.ip_address.some((range) => !parseCidr(range))) {
        throw new AppError(ErrorCode.InvalidIpFormat);
      }
      const others = (await groups.groupsWithIpRanges(ctx)).filter(
        (group) => group.id !== exceptId,
      );
      const clash = body.ip_address.some((range) =>
        others.some((group) => group.ipAddresses.some((other) => doCidrsOverlap(range, other))),
      );
      if (clash) throw new AppError(ErrorCode.IpRangeConflict);
    }

    const contentGroupIds = [...new Set(body.content_group_ids)];
    const known = await groups.knownContentGroupIds(ctx, contentGroupIds);
    if (known.length !== contentGroupIds.length) throw new AppError(ErrorCode.ContentGroupNotFound);

    if (!hasLogin) return { passwordHash: null };
    return { passwordHash: newPassword === null ? undefined : await hashPassword(newPassword) };
  }

  function valuesOf(body: UserGroupBody, passwordHash: string | null | undefined) {
    return {
      name: body.name.trim(),
      ...englishVariantChanges({ nameEn: body.name_en }),
      maxUser: body.max_user,
      sessionLimit: body.session,
      staffRoleId: body.staff_role_id ?? null,
      loginUsername: body.username?.trim() || null,
      ...(passwordHash === undefined ? {} : { passwordHash }),
      ipAddresses: body.ip_address.map((range) => parseCidr(range)?.text ?? range),
      expiryPeriodDays: body.expiry_period_number ?? null,
    };
  }

  /**
   * Two saves racing for one name or login: the unique index decides, answered as 407. A login
   * and a username are one namespace across two tables, which no index spans: the save holds
   * the company's user lock, as every write taking a username does. Taken first, before the
   * group's row: a user saved into the group holds the user lock, then waits on that row.
   */
  async function saving<T>(ctx: CompanyContext, work: () => Promise<T>): Promise<T> {
    try {
      return await db.transaction(async () => {
        await users.lockUserCount(ctx);
        return work();
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError(ErrorCode.NameExists);
      throw error;
    }
  }
  return {
    async add(ctx: CompanyContext, body: UserGroupBody): Promise<UserGroupView> {
      const group = await saving(ctx, async () => {
        const { passwordHash } = await checkRules(ctx, body, null);
        const created = await groups.create(ctx, valuesOf(body, passwordHash));
        await groups.replaceContentGroups(ctx, created.id, [...new Set(body.content_group_ids)]);
        return created;
      });
      return detail(ctx, group.id);
    },

    async update(ctx: CompanyContext, id: number, body: UserGroupBody): Promise<UserGroupView> {
      await saving(ctx, async () => {
        const existing = await groups.lockGroup(ctx, id);
        if (!existing) throw new AppError(ErrorCode.UserGroupNotFound);
        const { passwordHash } = await checkRules(ctx, body, existing);
        await groups.update(ctx, id, valuesOf(body, passwordHash));
        await groups.replaceContentGroups(ctx, id, [...new Set(body.content_group_ids)]);
      });
      return detail(ctx, id);
    },
  };
}

/**
 * The company administrator's user groups (api-catalogue §7 "User group"; product.md §3, §5).
 * Rules, in the order they are checked:
 * - name: the contract's pattern; 407 when another group of the company has it.
 * - max_user: 773 below 1, 428 above the company's max_user, 427 below the members it has.
 * - login: `username` and `password_hash` together (a new login needs both) and never with IP
 *   ranges: 416; 407 when another group signs in with that username or a user has it.
 * - IP ranges: 803 when the company does not use IP login, 432 when one overlaps a range of
 *   another group of the company.
 * - content groups: 715 unless all are the company's.
 * - delete: 430 for the default group and for a group with members.
 */
export function createUserGroupAdminService(
  db: Database,
  { users, userGroups: groups }: { users: UserService; userGroups: UserGroupService },
) {
  const reads = userGroupReadCalls(db, { users, userGroups: groups });
  return { ...reads, ...userGroupWriteCalls(db, { users, userGroups: groups }, reads.detail) };
}

export type UserGroupAdminService = ReturnType<typeof createUserGroupAdminService>;
