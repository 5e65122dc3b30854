import { randomBytes } from 'node:crypto';
import { AccountType, ErrorCode, RoleLevel, type LoginType } from '@hondana/contract';
import type { Database } from '../../platform/db/database.js';
import { hashPassword, verifyPassword } from '../../platform/crypto/password.js';
import { AppError } from '../../platform/http/app-error.js';
import type { Tenant } from '../../platform/http/tenancy.js';
import type { CompanyRow } from '../company/company.tables.js';
import type { UserRow } from '../user/user.tables.js';
import { createLoginThrottle } from './login-throttle.js';
import { parseIdentity } from '../user/identity.parser.js';
import { createUserRepository, type IdentityMatch } from '../user/user.repository.js';
import type { LoginResults, SessionIssuer } from './session-issuer.js';

export interface PasswordLoginInput {
  /** The identity typed into the form: an e-mail address or a username by account type. */
  email: string;
  passwordHash: string;
  keepLogin: boolean;
  loginType: Extract<LoginType, 'email' | 'identity'>;
  domain: string;
}

export interface LoginContext {
  tenant: Tenant;
  ipAddress: string | null;
  userAgent: string | null;
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
 */
export function createLoginService(
  db: Database,
  deps: {
    issuer: SessionIssuer;
    /** 404 when the `domain` parameter names another company than the host's. */
    assertSameCompany(company: CompanyRow, domain: string | undefined): void;
  },
) {
  const { issuer } = deps;
  const usersRepository = createUserRepository(db);
  const throttle = createLoginThrottle(db);
  // Warm the dummy hash so the first unknown identity is not slower than a real one.
  void loadDummyHash().catch(() => undefined);

  function resolveCompany(tenant: Tenant, domain: string): CompanyRow | null {
    const company = tenant.isAdminHost ? null : (tenant.company as CompanyRow | null);
    if (company) {
      deps.assertSameCompany(company, domain.trim());
      return company;
    }
    // The admin host is no company: its domain parameter names the host itself.
    if (domain.trim().toLowerCase() !== tenant.host.toLowerCase()) {
      throw new AppError(ErrorCode.NotFound, {
        message: `The domain '${domain}' is not the site served at this host.`,
      });
    }
    return company;
  }

  async function findCandidate(
    company: CompanyRow | null,
    identity: string,
    column: IdentityMatch,
  ) {
    const user = company
      ? await usersRepository.findSignInCandidate(company.id, column, identity)
      : await usersRepository.findSystemAdminByEmail(identity);
    return user && maySignInHere(user, company) ? user : null;
  }

  return {
    async login(context: LoginContext, input: PasswordLoginInput): Promise<LoginResults> {
      const company = resolveCompany(context.tenant, input.domain);
      // ALL searches both columns: a username may look like an e-mail address.
      const { value: identity, column } = parseIdentity(company?.accountType ?? null, input.email, {
        searchBothColumnsForAll: true,
      });
      const key = { companyId: company?.id ?? null, identity };
      await throttle.countAttempt(key);

      const user = await findCandidate(company, identity, column);
      const stored = user?.passwordHash ?? (await loadDummyHash());
      const isPasswordRight =
        (await verifyPassword(stored, input.passwordHash)) && !!user?.passwordHash;
      if (!user || !isPasswordRight) {
        await throttle.recordFailure(key);
        throw new AppError(ErrorCode.InvalidAccount);
      }

      await throttle.reset(key);
      return issuer.issue({
        user,
        company,
        keepLogin: input.keepLogin,
        loginType: input.loginType,
        ipAddress: context.ipAddress,
        userAgent: context.userAgent,
      });
    },
  };
}

export type LoginService = ReturnType<typeof createLoginService>;
