import { ErrorCode, LoginType, parseCidr, isIpInCidr } from '@hondana/contract';
import { AppError } from '../../platform/http/app-error.js';
import type { Language } from '../../platform/http/language.js';
import type { CompanyContext } from '../../platform/http/request-context.js';
import type { LoginResults } from '../session/session-issuer.js';
import type { UserGroupRow } from '../user-group/user-group.tables.js';
import type { AuthCollaborators } from './auth-collaborators.js';
import { recordSignIn } from './sign-in-events.js';
import { assertGroupAccessRunning, findOrCreateGroupAccount } from './group-account.js';

export interface IpLoginInput {
  /** The `company_domain` parameter, which must name the host's company when given. */
  domain: string | undefined;
  /** The connection's address (request.ip), never an address the client claims. */
  clientIp: string;
  /** Automatic login after page load: a miss answers 431, which the web ignores, not 421. */
  isAutoLogin: boolean;
  keepLogin: boolean;
  userAgent: string | null;
  /** The visitor's language: the group account is shared, so notices follow the browser. */
  language: Language;
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

/** Login by IP address: the visitor signs in as the GROUP_USER account of the matching group. */
export function createIpLoginService(deps: AuthCollaborators) {
  const { userGroups, sessions, clock } = deps;
  const service = {
    async signIn(ctx: CompanyContext, input: IpLoginInput): Promise<LoginResults> {
      const { company } = ctx;
      deps.companies.assertSameCompany(ctx, input.domain);
      if (!company.allowLoginByIpAddress) throw new AppError(ErrorCode.IpGroupNotAllowed);

      const noMatch = () =>
        new AppError(
          input.isAutoLogin ? ErrorCode.GroupNotAutoLogin : ErrorCode.IdPasswordOrIpRequired,
        );
      const groups = await userGroups.groupsWithIpRanges(ctx);
      const group = selectGroupForAddress(groups, input.clientIp);
      if (!group) throw noMatch();
      // 423 (group logs in by ID and password) cannot arise here: a group signs in by IP exactly
      // when it lists ranges, and only such groups are matched (docs/decisions-ip-login.md).

      const account = await findOrCreateGroupAccount(deps, ctx, group);
      if (!account) throw noMatch();
      assertGroupAccessRunning(group, account, clock.now());
      return sessions.issue(ctx, {
        user: account,
        keepLogin: input.keepLogin,
        loginType: input.isAutoLogin ? LoginType.AutoIpAddress : LoginType.IpAddress,
        client: { ipAddress: input.clientIp, userAgent: input.userAgent, language: input.language },
      });
    },
  };
  return {
    ...service,
    /** Recorded as a security event whatever its outcome (sign-in, refusal, lockout). */
    signIn: (ctx: CompanyContext, input: IpLoginInput) =>
      recordSignIn(deps.securityEvents, 'auth.ip-login', () => service.signIn(ctx, input)),
  };
}

export type IpLoginService = ReturnType<typeof createIpLoginService>;
