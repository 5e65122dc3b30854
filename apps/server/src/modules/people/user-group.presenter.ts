import type { UserGroupWire } from '@hondana/contract';
import type { UserGroupView } from './user-group-admin.service.js';
// A user group with its links and member count as the wire shape of the group calls.

export function presentUserGroup({
  group,
  contentGroupIds,
  userCount,
}: UserGroupView): UserGroupWire {
  return {
    id: group.id,
    name: group.name,
    name_en: group.nameEn,
    max_user: group.maxUser,
    session: group.sessionLimit,
    staff_role_id: group.staffRoleId,
    username: group.loginUsername,
    has_password: group.passwordHash !== null,
    ip_address: group.ipAddresses,
    expiry_period_number: group.expiryPeriodDays,
    content_group_ids: contentGroupIds,
    is_default: group.isDefault,
    user_count: userCount,
    create_date: group.createdAt.toISOString(),
  };
}
