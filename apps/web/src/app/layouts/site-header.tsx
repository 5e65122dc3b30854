import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AccountType, isAdminRoleLevel } from '@hondana/contract';
import { useSession } from '../../features/auth/session';
import { useSite } from '../../features/company/company-settings';
import { AccountMenu } from '../../ui/chrome/account-menu';
import type { AccountMenuLink } from '../../ui/chrome/account-menu';
import { AppHeader } from '../../ui/chrome/app-header';
import type { HeaderDrawerControl } from '../../ui/chrome/app-header';
import { appName } from '../page-title';
import { getLandingPath, getLoginPathFor, getProfilePath } from '../route-rules';

/** The header wired to the site and the session (product.md §2 "Header"). */
export function SiteHeader({ drawer }: { drawer?: HeaderDrawerControl }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const { company, isAdminSite } = useSite();
  const user = session.user;
  const isOpenType = company?.accountType === AccountType.OpenType;
  const isAdmin = user !== null && isAdminRoleLevel(user.roleLevel);

  const accountLinks: AccountMenuLink[] = [];
  const profilePath = user ? getProfilePath(user.roleLevel) : null;
  if (profilePath) accountLinks.push({ to: profilePath, label: t('nav.profile') });
  if (user && !isAdmin && company?.showSubscriptionStatus) {
    accountLinks.push({ to: '/subscription', label: t('nav.subscription') });
  }

  const logout = async () => {
    const role = user?.roleLevel ?? null;
    await session.signOut();
    void navigate(getLoginPathFor(role, isAdminSite), { replace: true });
  };

  return (
    <AppHeader
      brand={{
        name: company?.companyName ?? appName,
        logoUrl: company?.logo ?? null,
        homePath: user ? getLandingPath(user.roleLevel) : '/',
      }}
      drawer={drawer}
      showBooks={!isAdminSite && !isAdmin}
      loginPath={!user && !isOpenType ? getLoginPathFor(null, isAdminSite) : null}
      showRegister={!user && !isOpenType && !isAdminSite && Boolean(company?.showLinkRegisterUser)}
      account={
        user ? (
          <AccountMenu
            userName={user.name || user.email || ''}
            links={accountLinks}
            onLogout={() => void logout()}
          />
        ) : undefined
      }
    />
  );
}
