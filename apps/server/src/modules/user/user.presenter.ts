import { roleNameByLevel, type RoleLevel, type UserWire } from '@hondana/contract';
import type { UserRow } from './user.tables.js';

/** The only serializer of a user row, into the contract's `userWireSchema`. */
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
