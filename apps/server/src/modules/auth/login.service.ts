import { randomBytes } from 'node:crypto';
import { AccountType, ErrorCode, RoleLevel, type LoginType } from '@hondana/contract';
import { hashPassword, verifyPassword } from '../../platform/crypto/password.js';
import { AppError } from '../../platform/http/app-error.js';
import type {
  ClientFacts,
  CompanyContext,
  RequestContext,
} from '../../platform/http/request-context.js';
import type { CompanyRow } from '../company/company.tables.js';
import type { LoginResults } from '../session/session-issuer.js';
import { parseIdentity } from '../user/identity.parser.js';
import type { IdentityMatch } from '../user/user.repository.js';
import type { UserRow } from '../user/user.tables.js';
import type { AuthCollaborators } from './auth-collaborators.js';
import { recordSignIn } from './sign-in-events.js';
import { assertGroupAccessRunning, findOrCreateGroupAccount } from './group-account.js';
import { createLoginThrottleRepository } from './login-throttle.repository.js';

export interface PasswordLoginInput {
  /** The identity typed into the form: an e-mail address or a username by account type. */
  email: string;
  passwordHash: string;
  keepLogin: boolean;
  loginType: Extract<LoginType, 'email' | 'identity'>;
  domain: string;
  client: ClientFacts;
}

/**
 * Unknown identities are checked against this hash so that they cost one argon2 verification,
 * like real ones, and the answer time does not tell which accounts exist.
 */
let dummyHash: Promise<string> | undefined;
function loadDummyHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(32).toString('hex'));
  return dummyHash;
}

/** Who may use the password form of this host; anyone else is answered as an unknown account. */
function maySignInHere(user: UserRow, company: CompanyRow | null): boolean {
  if (!company) return user.companyId === null && user.roleLevel === RoleLevel.SystemAdmin;
  if (user.companyId !== company.id) return false;
  if (company.accountType === AccountType.OpenType)
    return user.roleLevel === RoleLevel.CompanyAdmin;
  return true;
}

/**
 * Password sign-in (POST auth/login). Wrong password and unknown account answer the same 605
 * after the same work; the lockout counts per (company, identity) whether or not it exists.
 * An identity no user has may be a user group's login (the person signs in as the group). A
 * GROUP_USER of a group that signs in by IP address answers 422 (use the IP login).
 */
export function createLoginService(deps: AuthCollaborators) {
  const { db, users, userGroups, sessions, clock } = deps;
  const throttle = createLoginThrottleRepository(db);
  // Warm the dummy hash so the first unknown identity is not slower than a real one.
  void loadDummyHash().catch(() => undefined);

  async function findCandidate(ctx: RequestContext, identity: string, column: IdentityMatch) {
    const user = await users.findSignInCandidate(ctx, column, identity);
    return user && maySignInHere(user, ctx.company) ? user : null;
  }

  /**
   * Group login: the identity is a user group's login username and the password its password;
   * the person signs in as the group's shared GROUP_USER account (811 once its access is over).
   */
  async function groupAccountOf(
    ctx: CompanyContext,
    loginUsername: string,
    passwordHash: string,
  ): Promise<UserRow | null> {
    const group = await userGroups.findByLoginUsername(ctx, loginUsername);
    if (!group?.passwordHash || !(await verifyPassword(group.passwordHash, passwordHash))) {
      return null;
    }
    const account = await findOrCreateGroupAccount(deps, ctx, group);
    if (account) assertGroupAccessRunning(group, account, clock.now());
    return account;
  }

  const service = {
    /** `host`: the admin site's host name, which its `domain` parameter must name. */
    async login(
      ctx: RequestContext,
      input: PasswordLoginInput & { host: string },
    ): Promise<LoginResults> {
      const { company } = ctx;
      if (company) {
        deps.companies.assertSameCompany({ ...ctx, company }, input.domain.trim());
      } else if (input.domain.trim().toLowerCase() !== input.host.toLowerCase()) {
        // The admin host is no company: its domain parameter names the host itself.
        throw new AppError(ErrorCode.NotFound, {
          message: `The domain '${input.domain}' is not the site served at this host.`,
        });
      }
      // ALL searches both columns: a username may look like an e-mail address.
      const { value: identity, column } = parseIdentity(company?.accountType ?? null, input.email, {
        searchBothColumnsForAll: true,
      });
      const key = { companyId: company?.id ?? null, identity, address: input.client.ipAddress };
      await throttle.countAttempt(key);

      const user = await findCandidate(ctx, identity, column);
      const stored = user?.passwordHash ?? (await loadDummyHash());
      const isPasswordRight =
        (await verifyPassword(stored, input.passwordHash)) && !!user?.passwordHash;
      const account = isPasswordRight
        ? user
        : !user && company
          ? await groupAccountOf({ ...ctx, company }, input.email.trim(), input.passwordHash)
          : null;
      if (!account) {
        await throttle.recordFailure(key);
        throw new AppError(ErrorCode.InvalidAccount);
      }
      if (company && account.roleLevel === RoleLevel.GroupUser && account.userGroupId) {
        const group = await userGroups.findById({ ...ctx, company }, account.userGroupId);
        if (group && group.ipAddresses.length > 0) throw new AppError(ErrorCode.GroupLogsInByIp);
      }

      await throttle.reset(key);
      return sessions.issue(ctx, {
        user: account,
        keepLogin: input.keepLogin,
        loginType: input.loginType,
        client: input.client,
      });
    },
  };
  return {
    ...service,
    /** Recorded as a security event whatever its outcome (sign-in, refusal, lockout). */
    login: (ctx: RequestContext, input: PasswordLoginInput & { host: string }) =>
      recordSignIn(deps.securityEvents, 'auth.login', () => service.login(ctx, input)),
  };
}

export type LoginService = ReturnType<typeof createLoginService>;
