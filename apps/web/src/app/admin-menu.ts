import { RoleLevel } from '@hondana/contract';

/** Admin side-menu entries of product.md §2, before filtering. */
export type AdminMenuKey =
  | 'companies'
  | 'dashboard'
  | 'contents'
  | 'contentsGroup'
  | 'users'
  | 'userGroups'
  | 'messages'
  | 'customizeTemplate'
  | 'subscription'
  | 'coupon';

export interface AdminMenuEntry {
  key: AdminMenuKey;
  to: string;
}

/**
 * The admin side menu for a role: menu items are filtered by role, open account type and
 * subscription enablement (product.md §6).
 */
export function getAdminMenu(
  roleLevel: RoleLevel,
  company: { isOpenType: boolean; isSubscriptionEnabled: boolean },
): AdminMenuEntry[] {
  if (roleLevel === RoleLevel.SystemAdmin) return [{ key: 'companies', to: '/admin/companies' }];
  if (roleLevel !== RoleLevel.CompanyAdmin) return [];
  const entries: (AdminMenuEntry | false)[] = [
    { key: 'dashboard', to: '/company/dashboard' },
    { key: 'contents', to: '/company/contents' },
    { key: 'contentsGroup', to: '/company/contents-group' },
    !company.isOpenType && { key: 'users', to: '/company/user' },
    !company.isOpenType && { key: 'userGroups', to: '/company/user-group' },
    { key: 'messages', to: '/company/messages' },
    { key: 'customizeTemplate', to: '/company/customize-template' },
    company.isSubscriptionEnabled && { key: 'subscription', to: '/company/subscription' },
    company.isSubscriptionEnabled && { key: 'coupon', to: '/company/coupon' },
  ];
  return entries.filter((entry): entry is AdminMenuEntry => entry !== false);
}
