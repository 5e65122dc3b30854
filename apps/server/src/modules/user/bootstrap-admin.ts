import { RoleLevel } from '@hondana/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../platform/db/database.js';
import { clientHashOf, hashPassword } from '../../platform/crypto/password.js';
import { createUserRepository } from './user.repository.js';

/** BOOTSTRAP_ADMIN_EMAIL/PASSWORD: the first system administrator, created once if none exists. */
export async function ensureBootstrapAdmin(
  db: Database,
  admin: { email: string; password: string },
  log: FastifyBaseLogger,
): Promise<void> {
  const users = createUserRepository(db);
  if (await users.hasSystemAdmin()) return;
  await users.insert({
    roleLevel: RoleLevel.SystemAdmin,
    email: admin.email,
    fullName: 'System Administrator',
    passwordHash: await hashPassword(clientHashOf(admin.password)),
    // The operator typed this address into the configuration: it counts as confirmed.
    emailVerifiedAt: new Date(),
  });
  log.info({ email: admin.email }, 'system administrator created');
}
