import { RoleLevel } from '@hondana/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../platform/db/database.js';
import { clientHashOf, hashPassword } from '../../platform/crypto/password.js';
import { users } from './user.tables.js';

/** BOOTSTRAP_ADMIN_EMAIL/PASSWORD: the first system administrator, created once if none exists. */
export async function ensureBootstrapAdmin(
  db: Database,
  admin: { email: string; password: string },
  log: FastifyBaseLogger,
): Promise<void> {
  const existing = await db
    .select({ id: users.id })
    .from(users)
    .where(and(isNull(users.companyId), eq(users.roleLevel, RoleLevel.SystemAdmin)))
    .limit(1);
  if (existing.length > 0) return;
  await db.insert(users).values({
    roleLevel: RoleLevel.SystemAdmin,
    email: admin.email,
    fullName: 'System Administrator',
    passwordHash: await hashPassword(clientHashOf(admin.password)),
  });
  log.info({ email: admin.email }, 'system administrator created');
}
