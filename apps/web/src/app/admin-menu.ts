import { RoleLevel } from '@hondana/contract';
import type { AdminMenuEntry } from '../ui/navigation/admin-menu-context';
import { appRoutes } from './routes';

const routedPaths: ReadonlySet<string> = new Set(appRoutes.map((route) => route.path));

/** True when the route table has a screen at `path` (the menu never links to a 404). */
export function hasScreenAt(path: string): boolean {
  return routedPaths.has(path);
}

/**
 * The admin side menu for a role: menu items are filtered by role, open account type and
 * subscription enablement (product.md §6), and by whether their screen exists yet.
 */
export function getAdminMenu(
  roleLevel: RoleLevel,
  company: { isOpenType: boolean; isSubscriptionEnabled: boolean },
  hasScreen: (path: string) => boolean = hasScreenAt,
): AdminMenuEntry[] {
  if (roleLevel === RoleLevel.SystemAdmin) {
    return [{ key: 'companies' as const, to: '/admin/companies' }].filter((entry) =>
      hasScreen(entry.to),
    );
  }
  if (roleLevel !== RoleLevel.CompanyAdmin) return [];
  const entries: (AdminMenuEntry | false)[] = [
    { key: 'dashboard', to: '/company/dashboard' },
    { key: 'contents', to: '/company/contents' },
    { key: 'contentsGroup', to: '/company/contents-group' },
    { key: 'contentsImport', to: '/company/contents-import' },
    { key: 'watermark', to: '/company/watermark' },
    { key: 'searchSettings', to: '/company/search-settings' },
    { key: 'searchResults', to: '/company/search-results' },
    { key: 'hashtags', to: '/company/hashtags' },
    { key: 'searchTerms', to: '/company/search-terms' },
    !company.isOpenType && { key: 'users', to: '/company/user' },
    !company.isOpenType && { key: 'userGroups', to: '/company/user-group' },
    !company.isOpenType && { key: 'userImport', to: '/company/user-import' },
    !company.isOpenType && { key: 'exceededSessions', to: '/company/exceeded-sessions' },
    { key: 'messages', to: '/company/messages' },
    { key: 'customizeTemplate', to: '/company/customize-template' },
    company.isSubscriptionEnabled && { key: 'subscription', to: '/company/subscription' },
    company.isSubscriptionEnabled && { key: 'coupon', to: '/company/coupon' },
  ];
  return entries.filter((entry): entry is AdminMenuEntry => entry !== false && hasScreen(entry.to));
}
