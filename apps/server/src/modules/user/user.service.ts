import { ErrorCode, RoleLevel } from '@hondana/contract';
import type { Executor } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/app-error.js';
import type { Actor } from '../../platform/http/auth-guard.js';
import type { CompanyRow } from '../company/company.tables.js';
import { createUserRepository, scopeOfUser } from './user.repository.js';
import type { UserRow } from './user.tables.js';

/** Who calls and on which site: the first argument of every user-module service call. */
export interface UserRequestContext {
  actor: Actor;
  /** The company of the host; null on the system administrators' host. */
  company: CompanyRow | null;
}

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

export function createUserService(db: Executor) {
  const repository = createUserRepository(db);

  return {
    /** The user `id` if the actor may read it, else 404. */
    async findReadableUser(context: UserRequestContext, id: number): Promise<UserRow> {
      const { actor } = context;
      const user =
        actor.roleLevel === RoleLevel.SystemAdmin
          ? await repository.findByIdInAnyCompany(id)
          : await repository.findById(scopeOfUser(actor), id);
      if (!user || !canReadUser(actor, user)) throw new AppError(ErrorCode.NotFound);
      return user;
    },

    /**
     * The actor's own account, for the self-service calls that name it by id: another id
     * answers 404 whoever it belongs to.
     */
    async findOwnAccount(context: UserRequestContext, id: number): Promise<UserRow> {
      const { actor } = context;
      const user = id === actor.userId ? await repository.findById(scopeOfUser(actor), id) : null;
      if (!user) throw new AppError(ErrorCode.NotFound);
      return user;
    },
  };
}

export type UserService = ReturnType<typeof createUserService>;
