import { ErrorCode, RoleLevel } from '@hondana/contract';
import type { Clock } from '../../platform/clock/clock.js';
import { AppError } from '../../platform/http/app-error.js';
import type { CompanyContext } from '../../platform/http/request-context.js';
import type { UserGroupService } from '../user-group/user-group.service.js';
import type { UserGroupRow } from '../user-group/user-group.tables.js';
import type { IdentityColumn, UserRepository } from './user.repository.js';
import type { UserRow } from './user.tables.js';

export const DAY_MS = 24 * 60 * 60 * 1000;

/** When access granted at `start` ends under the group's `expiry_period_days`; null = never. */
export function computeAccessExpiry(
  group: Pick<UserGroupRow, 'expiryPeriodDays'> | null,
  start: Date,
): Date | null {
  if (group?.expiryPeriodDays == null) return null;
  return new Date(start.getTime() + group.expiryPeriodDays * DAY_MS);
}

/** What differs between the ways a visitor becomes a USER (registration, Google sign-in). */
export interface NewEndUserValues {
  email: string | null;
  username: string | null;
  fullName: string;
  /** argon2id hash; null for Google-only accounts. */
  passwordHash: string | null;
  googleSubject?: string | null;
  /** Set when the address is known to be the owner's (Google); else it awaits confirmation. */
  emailVerifiedAt?: Date | null;
  lang: 'ja' | 'en';
}

export interface CreateEndUserOptions {
  /**
   * Answer 420 when another user of the company already has this identity, checked under the
   * lock. Google sign-in leaves it out: it checked the e-mail before and lets the unique index
   * decide a race, so that the race's winner can be found.
   */
  refuseTakenIdentity?: IdentityColumn;
}

/** What creating an end user works with: the user repository and the company's user groups. */
export interface EndUserDependencies {
  users: UserRepository;
  userGroups: Pick<UserGroupService, 'defaultGroup' | 'findByLoginUsername'>;
  clock: Clock;
}

/**
 * Creates a USER of the context's company inside the caller's transaction: serialised per
 * company, refused with 413 for a username that is a user group's login, 417 when the company is
 * full and 424 when its default group is; the user joins the default group and gets its access
 * period.
 */
export async function createEndUser(
  { users, userGroups, clock }: EndUserDependencies,
  ctx: CompanyContext,
  values: NewEndUserValues,
  options: CreateEndUserOptions = {},
): Promise<UserRow> {
  const { company } = ctx;
  await users.lockCompanyUserCount(company.id);
  const column = options.refuseTakenIdentity;
  const identity = column ? values[column] : null;
  if (
    column &&
    identity &&
    (await users.isIdentityTaken({ companyId: company.id }, column, identity))
  ) {
    throw new AppError(ErrorCode.EmailExists);
  }
  // A group's login username is taken too: sign-in would find the user and never the group.
  if (values.username && (await userGroups.findByLoginUsername(ctx, values.username))) {
    throw new AppError(ErrorCode.EmailExists);
  }
  if ((await users.countEndUsers(company.id)) >= company.maxUser) {
    throw new AppError(ErrorCode.CompanyMaxUsersReached);
  }
  const group = await userGroups.defaultGroup(ctx);
  if (group && (await users.countGroupMembers(company.id, group.id)) >= group.maxUser) {
    throw new AppError(ErrorCode.MaxUserExceeded);
  }
  return users.insert({
    ...values,
    companyId: company.id,
    roleLevel: RoleLevel.User,
    userGroupId: group?.id ?? null,
    accessExpiresAt: computeAccessExpiry(group, clock.now()),
  });
}
