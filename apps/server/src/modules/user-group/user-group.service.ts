import { ErrorCode } from '@hondana/contract';
import type { Executor } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/app-error.js';
import type { CompanyContext } from '../../platform/http/request-context.js';
import { createUserGroupRepository } from './user-group.repository.js';
import type { NewUserGroupRow, UserGroupRow } from './user-group.tables.js';

/**
 * The names of the group a new company starts with (its administrator may rename it): the
 * company's own text and its English variant, as every company text has.
 */
export const DEFAULT_USER_GROUP_NAMES = { name: '既定', nameEn: 'Default' } as const;

/** What other modules may know of user groups; always the groups of the context's company. */
export function createUserGroupService(db: Executor) {
  const repository = createUserGroupRepository(db);
  return {
    /** The group new users join, when the company has one. */
    defaultGroup(ctx: CompanyContext): Promise<UserGroupRow | null> {
      return repository.findDefault(ctx.company.id);
    },

    /** The IP ranges of one group (empty when it lists none or is gone). */
    async ipRangesOf(ctx: CompanyContext, id: number): Promise<string[]> {
      return (await repository.findById(ctx.company.id, id))?.ipAddresses ?? [];
    },

    /** Groups that sign in by IP address (those listing at least one range). */
    groupsWithIpRanges(ctx: CompanyContext): Promise<UserGroupRow[]> {
      return repository.findWithIpRanges(ctx.company.id);
    },

    /**
     * Locks the group until the transaction of `db` ends, so two first IP logins of one group
     * create one group account; null when the group is gone.
     */
    lockGroup(ctx: CompanyContext, id: number): Promise<UserGroupRow | null> {
      return repository.lock(ctx.company.id, id);
    },

    /**
     * Lets the members of a user group see `contentGroupIds` (the access rule shows a member only
     * the content groups linked to their group). Both must be the context's company's: a foreign
     * or unknown id answers 748 or 715.
     */
    async linkContentGroups(
      ctx: CompanyContext,
      userGroupId: number,
      contentGroupIds: number[],
    ): Promise<void> {
      if (!(await repository.findById(ctx.company.id, userGroupId))) {
        throw new AppError(ErrorCode.UserGroupNotFound);
      }
      const known = await repository.contentGroupIdsOf(ctx.company.id, contentGroupIds);
      if (known.length !== new Set(contentGroupIds).size) {
        throw new AppError(ErrorCode.ContentGroupNotFound);
      }
      await repository.linkContentGroups(userGroupId, contentGroupIds);
    },

    create(ctx: CompanyContext, values: Omit<NewUserGroupRow, 'companyId'>): Promise<UserGroupRow> {
      return repository.insert({ ...values, companyId: ctx.company.id });
    },

    findById(ctx: CompanyContext, id: number): Promise<UserGroupRow | null> {
      return repository.findById(ctx.company.id, id);
    },

    update(
      ctx: CompanyContext,
      id: number,
      changes: UserGroupChanges,
    ): Promise<UserGroupRow | null> {
      return repository.update(ctx.company.id, id, changes);
    },

    delete(ctx: CompanyContext, id: number): Promise<boolean> {
      return repository.delete(ctx.company.id, id);
    },

    /** A page of the company's groups: the default group first, then by name. */
    page(ctx: CompanyContext, options: { searchKey?: string; page: number; size: number }) {
      return repository.findPage(ctx.company.id, options);
    },

    /** Another group of the company with this name or login username (case-insensitive). */
    findClash(
      ctx: CompanyContext,
      column: 'name' | 'loginUsername',
      value: string,
      exceptId?: number,
    ): Promise<UserGroupRow | null> {
      return repository.findClash(ctx.company.id, column, value, exceptId);
    },

    /** The group whose login username (case-insensitive) is `username` (group login). */
    findByLoginUsername(ctx: CompanyContext, username: string): Promise<UserGroupRow | null> {
      return repository.findClash(ctx.company.id, 'loginUsername', username);
    },

    /**
     * Which of `usernames` are login usernames of the company's groups (lowercase): users may not
     * take them (usernames and group logins are one namespace; docs/decisions.md).
     */
    async loginUsernamesAmong(ctx: CompanyContext, usernames: string[]): Promise<Set<string>> {
      const lowered = [...new Set(usernames.map((name) => name.toLowerCase()))];
      return new Set(await repository.findLoginUsernames(ctx.company.id, lowered));
    },

    /** Every content group id of the company. */
    allContentGroupIds(ctx: CompanyContext): Promise<number[]> {
      return repository.allContentGroupIds(ctx.company.id);
    },

    /** Which of `ids` are content groups of the company. */
    knownContentGroupIds(ctx: CompanyContext, ids: number[]): Promise<number[]> {
      return repository.contentGroupIdsOf(ctx.company.id, ids);
    },

    /** The content groups linked to each group of `groupIds` (groups of the context's company). */
    linkedContentGroups(_ctx: CompanyContext, groupIds: readonly number[]) {
      return repository.linkedContentGroups(groupIds);
    },

    /** Makes `contentGroupIds` (checked by the caller) exactly the group's content groups. */
    replaceContentGroups(_ctx: CompanyContext, id: number, contentGroupIds: number[]) {
      return repository.replaceContentGroups(id, contentGroupIds);
    },
  };
}

export type UserGroupChanges = Partial<Omit<NewUserGroupRow, 'id' | 'companyId' | 'createdAt'>>;

export type UserGroupService = ReturnType<typeof createUserGroupService>;
