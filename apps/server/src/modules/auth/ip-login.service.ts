import { ErrorCode, limits, LoginType, parseCidr, isIpInCidr, RoleLevel } from '@hondana/contract';
import type { Database } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/app-error.js';
import type { CompanyContext } from '../../platform/http/request-context.js';
import type { CompanyService } from '../company/company.service.js';
import type { LoginResults } from '../session/session-issuer.js';
import { createSessionService } from '../session/session.service.js';
import { createUserGroupService } from '../user-group/user-group.service.js';
import type { UserGroupRow } from '../user-group/user-group.tables.js';
import { computeAccessExpiry } from '../user/end-user.service.js';
import { createUserService } from '../user/user.service.js';
import type { UserRow } from '../user/user.tables.js';

export interface IpLoginInput {
  /** The `company_domain` parameter, which must name the host's company when given. */
  domain: string | undefined;
  /** The connection's address (request.ip), never an address the client claims. */
  clientIp: string;
  /** Automatic login after page load: a miss answers 431, which the web ignores, not 421. */
  isAutoLogin: boolean;
  keepLogin: boolean;
  userAgent: string | null;
}

/**
 * The group whose ranges contain `address`. When ranges of several groups contain it, the most
 * specific range (longest prefix) wins, then the oldest group, so the answer never depends on
 * row order.
 */
export function selectGroupForAddress<G extends Pick<UserGroupRow, 'id' | 'ipAddresses'>>(
  groups: readonly G[],
  address: string,
): G | null {
  let best: { group: G; maskBits: number } | null = null;
  for (const group of groups) {
    for (const text of group.ipAddresses) {
      const range = parseCidr(text);
      if (!range || !isIpInCidr(address, range)) continue;
      const isBetter =
        !best ||
        range.maskBits > best.maskBits ||
        (range.maskBits === best.maskBits && group.id < best.group.id);
      if (isBetter) best = { group, maskBits: range.maskBits };
    }
  }
  return best?.group ?? null;
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

/** Login by IP address: the visitor signs in as the GROUP_USER account of the matching group. */
export function createIpLoginService(db: Database, deps: { companies: CompanyService }) {
  /** The group's account, created on its first IP login (docs/decisions-ip-login.md). */
  async function findOrCreateGroupAccount(
    ctx: CompanyContext,
    group: UserGroupRow,
  ): Promise<UserRow | null> {
    const existing = await createUserService(db).findGroupAccount(ctx, group.id);
    if (existing) return existing;
    return db.transaction(async (tx) => {
      const locked = await createUserGroupService(tx).lockGroup(ctx, group.id);
      if (!locked) return null; // deleted since it matched
      const users = createUserService(tx);
      const raced = await users.findGroupAccount(ctx, group.id);
      if (raced) return raced;
      const now = new Date();
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

  return {
    async signIn(ctx: CompanyContext, input: IpLoginInput): Promise<LoginResults> {
      const { company } = ctx;
      deps.companies.assertSameCompany(ctx, input.domain);
      if (!company.allowLoginByIpAddress) throw new AppError(ErrorCode.IpGroupNotAllowed);

      const noMatch = () =>
        new AppError(
          input.isAutoLogin ? ErrorCode.GroupNotAutoLogin : ErrorCode.IdPasswordOrIpRequired,
        );
      const groups = await createUserGroupService(db).groupsWithIpRanges(ctx);
      const group = selectGroupForAddress(groups, input.clientIp);
      if (!group) throw noMatch();
      // 423 (group logs in by ID and password) cannot arise here: a group signs in by IP exactly
      // when it lists ranges, and only such groups are matched (docs/decisions-ip-login.md).

      const account = await findOrCreateGroupAccount(ctx, group);
      if (!account) throw noMatch();
      const accessEnd = computeGroupAccessEnd(group, account);
      if (accessEnd && accessEnd.getTime() <= Date.now()) {
        throw new AppError(ErrorCode.UserAccessExpired);
      }
      return createSessionService(db).issue(ctx, {
        user: account,
        keepLogin: input.keepLogin,
        loginType: input.isAutoLogin ? LoginType.AutoIpAddress : LoginType.IpAddress,
        client: { ipAddress: input.clientIp, userAgent: input.userAgent },
      });
    },
  };
}

export type IpLoginService = ReturnType<typeof createIpLoginService>;
