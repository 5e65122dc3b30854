import { randomBytes } from 'node:crypto';
import { RoleLevel } from '@hondana/contract';
import { hashAccessToken, newAccessToken } from '../platform/crypto/access-token.js';
import { createSessionRepository } from '../modules/session/session.repository.js';
import type { Database } from '../platform/db/database.js';
import type { Actor } from '../platform/http/auth-guard.js';
import { clientHashOf, hashPassword } from '../platform/crypto/password.js';
import {
  companies,
  type CompanyRow,
  type NewCompanyRow,
} from '../modules/company/company.tables.js';
import { users, type NewUserRow, type UserRow } from '../modules/user/user.tables.js';

/** The system administrators' site in tests (ADMIN_HOSTS' default). */
export const ADMIN_HOST = 'admin.localhost';

/** A fresh company with its own domain, so tests never share a tenant by accident. */
export async function createCompany(
  db: Database,
  overrides: Partial<NewCompanyRow> = {},
): Promise<CompanyRow> {
  const tag = randomBytes(4).toString('hex');
  const [row] = await db
    .insert(companies)
    .values({
      name: `Company ${tag}`,
      email: `owner@${tag}.test`,
      domain: `c${tag}.test`,
      maxUser: 50,
      ...overrides,
    })
    .returning();
  return row!;
}

export const TEST_PASSWORD = 'Passw0rd!x';

/** A user of `company` (role USER unless given) whose password is TEST_PASSWORD. */
export async function createUser(
  db: Database,
  company: CompanyRow | null,
  overrides: Partial<NewUserRow> = {},
): Promise<UserRow> {
  const tag = randomBytes(4).toString('hex');
  const [row] = await db
    .insert(users)
    .values({
      companyId: company?.id ?? null,
      roleLevel: company ? RoleLevel.User : RoleLevel.SystemAdmin,
      email: `user-${tag}@example.test`,
      username: `user_${tag}`,
      fullName: `User ${tag}`,
      passwordHash: await hashPassword(clientHashOf(TEST_PASSWORD)),
      // Confirmed unless a test says otherwise (as if its owner had followed the link).
      emailVerifiedAt: new Date(),
      ...overrides,
    })
    .returning();
  return row!;
}

/**
 * The signed-in actor authentication builds for `user`, for tests that call a service directly
 * (no session row behind it).
 */
export function actorOf(user: UserRow): Actor {
  return {
    userId: user.id,
    companyId: user.companyId,
    roleLevel: user.roleLevel,
    sessionId: 'test',
    loginType: 'email',
    userGroupId: user.userGroupId,
  };
}

/**
 * Signs `user` in without the login call (for tests of other modules): returns the header to send.
 * System administrators get an admin-host session.
 */
export async function signIn(
  db: Database,
  user: UserRow,
  /** `at`: when the session was last used (a test's moved clock); now when not given. */
  options: { expiresInMs?: number; loginType?: string; at?: Date } = {},
): Promise<{ 'x-access-token': string }> {
  const token = newAccessToken();
  const at = options.at ?? new Date();
  await createSessionRepository(db).insert({
    userId: user.id,
    companyId: user.companyId,
    userGroupId: user.userGroupId,
    tokenHash: hashAccessToken(token),
    loginType: options.loginType ?? 'email',
    expiresAt: new Date(
      Math.max(at.getTime(), Date.now()) + (options.expiresInMs ?? 60 * 60 * 1000),
    ),
    ...(options.at ? { lastUsedAt: options.at } : {}),
  });
  return { 'x-access-token': token };
}
