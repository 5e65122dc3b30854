import { ErrorCode, RoleLevel } from '@hondana/contract';
import type { Clock } from '../../platform/clock/clock.js';
import type { Executor } from '../../platform/db/database.js';
import { scopeOf } from '../../platform/db/tenant-scope.js';
import { AppError } from '../../platform/http/app-error.js';
import type { Actor } from '../../platform/http/auth-guard.js';
import type {
  ActorContext,
  CompanyContext,
  RequestContext,
} from '../../platform/http/request-context.js';
import {
  createEndUser,
  type CreateEndUserOptions,
  type NewEndUserValues,
} from './end-user.service.js';
import {
  createUserRepository,
  reachOfSystemAdmin,
  type IdentityColumn,
  type IdentityMatch,
} from './user.repository.js';
import {
  createManagedUserRepository,
  type ManagedUserRepository,
} from './managed-user.repository.js';
import type { UserGroupService } from '../user-group/user-group.service.js';
import type { NewUserRow, UserRow } from './user.tables.js';

type UserChanges = Partial<Omit<NewUserRow, 'id' | 'companyId' | 'createdAt'>>;

/**
 * Read rules for one user (style.md: small readable rules): everybody may read themselves, a
 * company administrator the users of their own company, a system administrator anybody.
 * Anything else answers 404, so ids of other tenants' users reveal nothing.
 */
export function canReadUser(actor: Actor, user: Pick<UserRow, 'id' | 'companyId'>): boolean {
  if (actor.userId === user.id) return true;
  if (actor.roleLevel === RoleLevel.SystemAdmin) return true;
  return (
    actor.roleLevel === RoleLevel.CompanyAdmin &&
    actor.companyId !== null &&
    actor.companyId === user.companyId
  );
}

/** Reading users: by id, by identity, for sign-in. */
function userLookups(db: Executor) {
  const repository = createUserRepository(db);
  return {
    /** The user `id` if the actor may read it, else 404. */
    async findReadableUser(ctx: ActorContext, id: number): Promise<UserRow> {
      const reach = reachOfSystemAdmin(ctx.actor);
      const user = reach
        ? await repository.findByIdAcrossCompanies(reach, id)
        : await repository.findById(scopeOf(ctx.actor), id);
      if (!user || !canReadUser(ctx.actor, user)) throw new AppError(ErrorCode.NotFound);
      return user;
    },

    /**
     * The actor's own account, for the self-service calls that name it by id: another id
     * answers 404 whoever it belongs to.
     */
    async findOwnAccount(ctx: ActorContext, id: number): Promise<UserRow> {
      const { actor } = ctx;
      const user = id === actor.userId ? await repository.findById(scopeOf(actor), id) : null;
      if (!user) throw new AppError(ErrorCode.NotFound);
      return user;
    },

    findById(ctx: RequestContext, id: number): Promise<UserRow | null> {
      return repository.findById(scopeOf(ctx), id);
    },

    /** Serialises simultaneous sign-ins of one user until the transaction of `db` ends. */
    lockForSignIn(ctx: RequestContext, id: number): Promise<void> {
      return repository.lockById(scopeOf(ctx), id);
    },

    /**
     * Who the password form of this site means by `identity`: a user of the company (e-mail
     * first, then username), or on the admin site a system administrator by e-mail.
     */
    findSignInCandidate(
      ctx: RequestContext,
      match: IdentityMatch,
      identity: string,
    ): Promise<UserRow | null> {
      return ctx.company
        ? repository.findSignInCandidate(ctx.company.id, match, identity)
        : repository.findSystemAdminByEmail(identity);
    },

    findByIdentity(ctx: RequestContext, column: IdentityColumn, value: string) {
      return repository.findByIdentity(scopeOf(ctx), column, value);
    },

    isIdentityTaken(ctx: RequestContext, column: IdentityColumn, value: string, exceptId?: number) {
      return repository.isIdentityTaken(scopeOf(ctx), column, value, exceptId);
    },

    findByGoogleSubject(ctx: CompanyContext, subject: string): Promise<UserRow | null> {
      return repository.findByGoogleSubject(ctx.company.id, subject);
    },

    /** The GROUP_USER account of a group: the oldest one when an administrator made several. */
    findGroupAccount(ctx: CompanyContext, groupId: number): Promise<UserRow | null> {
      return repository.findGroupAccount(ctx.company.id, groupId);
    },
  };
}

/** Writing users, counting and locking them, and the company's first administrator. */
function userWrites(
  db: Executor,
  { userGroups, clock }: { userGroups: UserGroupService; clock: Clock },
) {
  const repository = createUserRepository(db);

  function systemAdminReach(ctx: ActorContext) {
    const reach = reachOfSystemAdmin(ctx.actor);
    if (!reach) throw new AppError(ErrorCode.NotFound);
    return reach;
  }
  return {
    /** A user of the context's company (or a system administrator on the admin site). */
    insert(ctx: RequestContext, values: Omit<NewUserRow, 'companyId'>): Promise<UserRow> {
      return repository.insert({ ...values, companyId: ctx.company?.id ?? null });
    },

    /** A USER of the company, within its user limits (see end-user.service.ts); needs a transaction. */
    createEndUser(
      ctx: CompanyContext,
      values: NewEndUserValues,
      options?: CreateEndUserOptions,
    ): Promise<UserRow> {
      return createEndUser({ users: repository, userGroups, clock }, ctx, values, options);
    },

    update(ctx: RequestContext, id: number, changes: UserChanges): Promise<UserRow | null> {
      return repository.update(scopeOf(ctx), id, changes);
    },

    delete(ctx: RequestContext, id: number): Promise<boolean> {
      return repository.delete(scopeOf(ctx), id);
    },

    /** Members of one user group of the company (what its max_user limits). */
    countGroupMembers(ctx: CompanyContext, userGroupId: number): Promise<number> {
      return repository.countGroupMembers(ctx.company.id, userGroupId);
    },

    /** Members of each of `groupIds`. */
    countMembersByGroup(ctx: CompanyContext, groupIds: readonly number[]) {
      return repository.countMembersByGroup(ctx.company.id, groupIds);
    },

    /**
     * Serialises the company's changes that count its users or take a sign-in name (username or
     * group login username) until the transaction of `db` ends.
     */
    lockUserCount(ctx: CompanyContext): Promise<void> {
      return repository.lockCompanyUserCount(ctx.company.id);
    },

    /** End users of the company: what its max_user limits. */
    countEndUsers(ctx: CompanyContext): Promise<number> {
      return repository.countEndUsers(ctx.company.id);
    },

    /** Ids of the company's users whose name, e-mail or username contains `key`. */
    findIdsMatching(ctx: CompanyContext, key: string): Promise<number[]> {
      return repository.findIdsMatching(ctx.company.id, key);
    },

    findNames(ctx: CompanyContext, ids: readonly number[]) {
      return repository.findNames(ctx.company.id, ids);
    },

    /** The first company administrator of a company (system administrators only). */
    findFirstCompanyAdmin(ctx: ActorContext, companyId: number): Promise<UserRow | null> {
      return repository.findFirstCompanyAdmin(systemAdminReach(ctx), companyId);
    },

    /** Creates the first administrator of a new company (system administrators only). */
    insertCompanyAdmin(
      ctx: ActorContext,
      companyId: number,
      values: Pick<NewUserRow, 'email' | 'fullName' | 'passwordHash'>,
    ): Promise<UserRow> {
      systemAdminReach(ctx);
      return repository.insert({ ...values, companyId, roleLevel: RoleLevel.CompanyAdmin });
    },
  };
}

/** The users a company administrator manages, and their own content groups. */
function managedUserCalls(db: Executor) {
  const managed = createManagedUserRepository(db);
  return {
    /** A page of the users the company administrator manages (USER and GROUP_USER). */
    managedPage(ctx: CompanyContext, query: Parameters<ManagedUserRepository['findPage']>[1]) {
      return managed.findPage(ctx.company.id, query);
    },

    /** A USER or GROUP_USER of the company, or null (administrators are not managed here). */
    findManaged(ctx: CompanyContext, id: number): Promise<UserRow | null> {
      return managed.findManaged(ctx.company.id, id);
    },

    /** Managed users in id order, `size` at a time after `afterId` (the CSV export). */
    managedBatchAfter(ctx: CompanyContext, afterId: number, size: number): Promise<UserRow[]> {
      return managed.findBatchAfter(ctx.company.id, afterId, size);
    },

    /** The content groups opened to each user besides their user group's. */
    ownContentGroupsOf(_ctx: CompanyContext, userIds: readonly number[]) {
      return managed.contentGroupsOf(userIds);
    },

    /** Sets a user's own content groups (ids checked by the caller). */
    replaceOwnContentGroups(_ctx: CompanyContext, userId: number, ids: readonly number[]) {
      return managed.replaceContentGroups(userId, ids);
    },

    /** Users of the company by lowercase e-mail or username (imports look a batch up at once). */
    findByIdentities(ctx: CompanyContext, emails: readonly string[], usernames: readonly string[]) {
      return managed.findByIdentities(ctx.company.id, emails, usernames);
    },

    /** Inserts many users of the context's company in one statement (imports). */
    insertMany(ctx: CompanyContext, rows: Omit<NewUserRow, 'companyId'>[]): Promise<UserRow[]> {
      return managed.insertMany(rows.map((row) => ({ ...row, companyId: ctx.company.id })));
    },

    /** Deletes managed users of the company (their sessions go with them). */
    deleteMany(ctx: CompanyContext, ids: readonly number[]): Promise<void> {
      return managed.deleteMany(ctx.company.id, ids);
    },

    /** Adds own content groups to many users (ids checked by the caller). */
    addOwnContentGroups(_ctx: CompanyContext, links: { userId: number; contentGroupId: number }[]) {
      return managed.addContentGroups(links);
    },
  };
}

/**
 * The user module's service: how other modules read and change users. Every call works in the
 * context's scope (its company, or the system administrators' site); only a system
 * administrator's actor reaches other companies' users.
 */
export function createUserService(
  db: Executor,
  { userGroups, clock }: { userGroups: UserGroupService; clock: Clock },
) {
  return { ...userLookups(db), ...userWrites(db, { userGroups, clock }), ...managedUserCalls(db) };
}

export type UserService = ReturnType<typeof createUserService>;
