import { roleNameByLevel, type RoleLevel } from '@hondana/contract';
import { z } from 'zod';
import type { UserRow } from './user.tables.js';

/**
 * A user as the API shows it (product.md §3 User / Account). Never the password hash, the
 * Google subject or lockout counters: `has_password` and `login_by_google` say what the
 * account screens need to know about them.
 */
export const userWireSchema = z.object({
  id: z.number().int(),
  company_id: z.number().int().nullable(),
  full_name: z.string(),
  email: z.string().nullable(),
  username: z.string().nullable(),
  lang: z.enum(['ja', 'en']),
  role_level: z.number().int(),
  role: z.string(),
  user_group_id: z.number().int().nullable(),
  /** 0 active, 1 suspended. */
  is_account_status: z.number().int(),
  access_expires_at: z.string().nullable(),
  has_password: z.boolean(),
  login_by_google: z.boolean(),
  create_date: z.string(),
});
export type UserWire = z.infer<typeof userWireSchema>;

/** The only serializer of a user row. */
export function presentUser(user: UserRow): UserWire {
  return {
    id: user.id,
    company_id: user.companyId,
    full_name: user.fullName,
    email: user.email,
    username: user.username,
    lang: user.lang,
    role_level: user.roleLevel,
    role: roleNameByLevel[user.roleLevel as RoleLevel] ?? 'UNKNOWN',
    user_group_id: user.userGroupId,
    is_account_status: user.accountStatus,
    access_expires_at: user.accessExpiresAt?.toISOString() ?? null,
    has_password: user.passwordHash !== null,
    login_by_google: user.googleSubject !== null,
    create_date: user.createdAt.toISOString(),
  };
}
