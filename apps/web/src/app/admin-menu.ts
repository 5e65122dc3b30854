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
 * subscription enablement (product.md §6), and by whether their screen exists yet. A company
 * administrator's entries come in sections, in the order the menu shows them.
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
  const { isOpenType, isSubscriptionEnabled } = company;
  const entries: (AdminMenuEntry | false)[] = [
    { key: 'dashboard', to: '/company/dashboard' },
    { key: 'contents', to: '/company/contents', section: 'library' },
    { key: 'contentsGroup', to: '/company/contents-group', section: 'library' },
    { key: 'contentsImport', to: '/company/contents-import', section: 'library' },
    { key: 'uploadedFiles', to: '/company/uploaded-files', section: 'library' },
    { key: 'watermark', to: '/company/watermark', section: 'library' },
    { key: 'searchSettings', to: '/company/search-settings', section: 'search' },
    { key: 'searchResults', to: '/company/search-results', section: 'search' },
    { key: 'hashtags', to: '/company/hashtags', section: 'search' },
    { key: 'searchTerms', to: '/company/search-terms', section: 'search' },
    !isOpenType && { key: 'users', to: '/company/user', section: 'people' },
    !isOpenType && { key: 'userGroups', to: '/company/user-group', section: 'people' },
    !isOpenType && { key: 'userImport', to: '/company/user-import', section: 'people' },
    !isOpenType && {
      key: 'exceededSessions',
      to: '/company/exceeded-sessions',
      section: 'people',
    },
    { key: 'customizeTemplate', to: '/company/customize-template', section: 'appearance' },
    { key: 'messages', to: '/company/messages', section: 'appearance' },
    isSubscriptionEnabled && {
      key: 'subscription',
      to: '/company/subscription',
      section: 'subscriptions',
    },
    isSubscriptionEnabled && { key: 'coupon', to: '/company/coupon', section: 'subscriptions' },
  ];
  return entries.filter((entry): entry is AdminMenuEntry => entry !== false && hasScreen(entry.to));
}
