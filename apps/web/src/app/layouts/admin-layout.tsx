import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountType } from '@hondana/contract';
import { useSession } from '../../features/auth/session';
import { leaveSiteView } from '../../features/auth/site-view';
import { useSite } from '../../features/company/company-settings';
import type { DrawerItem } from '../../ui/chrome/side-drawer';
import { AdminMenuContext } from '../../ui/navigation/admin-menu-context';
import type { AdminMenu } from '../../ui/navigation/admin-menu-context';
import { adminMenuIcons } from '../../ui/navigation/admin-menu-icons';
import { getProfilePath } from '../../ui/navigation/site-paths';
import { getAdminMenu, hasScreenAt } from '../admin-menu';
import { AppShell } from './app-shell';

/**
 * Admin layout: the side menu filtered by role, open account type and subscriptions. The admin
 * screens read the same menu through AdminMenuContext (the dashboard lists the areas).
 */
export default function AdminLayout() {
  const { t } = useTranslation();
  const { user } = useSession();
  const { company } = useSite();
  const roleLevel = user?.roleLevel ?? null;
  const isOpenType = company?.accountType === AccountType.OpenType;
  const isSubscriptionEnabled = Boolean(company?.showSubscriptionStatus);
  // Back in the admin area (the logo, a bookmark): the readers' pages send the admin here again.
  useEffect(leaveSiteView, []);
  const menu = useMemo<AdminMenu>(() => {
    if (roleLevel === null) return { entries: [], profilePath: null };
    const profilePath = getProfilePath(roleLevel);
    return {
      entries: getAdminMenu(roleLevel, { isOpenType, isSubscriptionEnabled }),
      profilePath: profilePath && hasScreenAt(profilePath) ? profilePath : null,
    };
  }, [roleLevel, isOpenType, isSubscriptionEnabled]);
  const items: DrawerItem[] = menu.entries.map((entry) => ({
    to: entry.to,
    label: t(`nav.admin.${entry.key}`),
    icon: adminMenuIcons[entry.key],
    section: entry.section && t(`nav.adminSection.${entry.section}`),
  }));
  return (
    <AdminMenuContext value={menu}>
      <AppShell drawerItems={items} />
    </AdminMenuContext>
  );
}
