import { ErrorCode, limits, RoleLevel } from '@hondana/contract';
import { AppError } from '../../platform/http/app-error.js';
import type { CompanyContext } from '../../platform/http/request-context.js';
import type { UserGroupRow } from '../user-group/user-group.tables.js';
import { computeAccessExpiry } from '../user/end-user.service.js';
import type { UserRow } from '../user/user.tables.js';
import type { AuthCollaborators } from './auth-collaborators.js';

/**
 * The GROUP_USER account everybody signing in as a group shares (by IP address or by the
 * group's ID and password), created on the group's first sign-in (docs/decisions-ip-login.md).
 * Creation locks the group so two first sign-ins make one account; null when the group is gone.
 */
export async function findOrCreateGroupAccount(
  { db, users, userGroups, clock }: AuthCollaborators,
  ctx: CompanyContext,
  group: UserGroupRow,
): Promise<UserRow | null> {
  const existing = await users.findGroupAccount(ctx, group.id);
  if (existing) return existing;
  return db.transaction(async () => {
    const locked = await userGroups.lockGroup(ctx, group.id);
    if (!locked) return null; // deleted since it matched
    const raced = await users.findGroupAccount(ctx, group.id);
    if (raced) return raced;
    const now = clock.now();
    return users.insert(ctx, {
      roleLevel: RoleLevel.GroupUser,
      fullName: locked.name.slice(0, limits.fullNameMaxLength),
      userGroupId: locked.id,
      email: null,
      username: null,
      passwordHash: null,
      accessExpiresAt: computeAccessExpiry(locked, now),
      createdAt: now,
    });
  });
}

/**
 * When the group account's access ends: its own access_expires_at, else `expiry_period_days`
 * after the account was created (the group's expiry counts from each member's creation).
 */
export function computeGroupAccessEnd(
  group: Pick<UserGroupRow, 'expiryPeriodDays'>,
  account: Pick<UserRow, 'accessExpiresAt' | 'createdAt'>,
): Date | null {
  return account.accessExpiresAt ?? computeAccessExpiry(group, account.createdAt);
}

/** 811 once the group account's access period is over. */
export function assertGroupAccessRunning(
  group: Pick<UserGroupRow, 'expiryPeriodDays'>,
  account: Pick<UserRow, 'accessExpiresAt' | 'createdAt'>,
  now: Date,
): void {
  const accessEnd = computeGroupAccessEnd(group, account);
  if (accessEnd && accessEnd.getTime() <= now.getTime()) {
    throw new AppError(ErrorCode.UserAccessExpired);
  }
}
