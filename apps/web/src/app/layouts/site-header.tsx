import { useTranslation } from 'react-i18next';
import { AccountType, isAdminRoleLevel, RoleLevel } from '@hondana/contract';
import { RegisterButton } from '../../features/auth/register-dialog';
import { useSession } from '../../features/auth/session';
import { enterSiteView, leaveSiteView, useSiteView } from '../../features/auth/site-view';
import { useSignOut } from '../../features/auth/use-sign-out';
import { siteNameOf, useSite } from '../../features/company/company-settings';
import { AccountMenu } from '../../ui/chrome/account-menu';
import type { AccountMenuLink } from '../../ui/chrome/account-menu';
import { AppHeader } from '../../ui/chrome/app-header';
import type { HeaderDrawerControl, HeaderSiteSwitch } from '../../ui/chrome/app-header';
import { appName } from '../page-title';
import { getLandingPath, getLoginPathFor } from '../../ui/navigation/site-paths';
import { getAccountMenuEntries } from '../route-rules';

/** The header wired to the site and the session (product.md §2 "Header"). */
export function SiteHeader({ drawer }: { drawer?: HeaderDrawerControl }) {
  const { t } = useTranslation();
  const session = useSession();
  const signOut = useSignOut();
  const { company, isAdminSite } = useSite();
  const user = session.user;
  const isOpenType = company?.accountType === AccountType.OpenType;
  const isAdmin = user !== null && isAdminRoleLevel(user.roleLevel);
  const isViewingSite = useSiteView();
  const showRegister =
    !user && !isOpenType && !isAdminSite && Boolean(company?.showLinkRegisterUser);

  const accountLinks: AccountMenuLink[] = user
    ? getAccountMenuEntries(user.roleLevel, {
        isSubscriptionEnabled: Boolean(company?.showSubscriptionStatus),
      }).map((entry) => ({ to: entry.to, label: t(`nav.${entry.key}`) }))
    : [];

  // A company administrator goes between the admin area and the site as its readers see it.
  let siteSwitch: HeaderSiteSwitch | undefined;
  if (user?.roleLevel === RoleLevel.CompanyAdmin && !isAdminSite) {
    siteSwitch = isViewingSite
      ? { to: getLandingPath(user.roleLevel), label: t('nav.backToAdmin'), onClick: leaveSiteView }
      : { to: '/', label: t('nav.viewSite'), onClick: enterSiteView };
  }

  let account = null;
  if (user) {
    account = (
      <AccountMenu
        userName={user.name || user.email || ''}
        links={accountLinks}
        onLogout={() => void signOut()}
      />
    );
  } else if (showRegister) {
    // The Register button opens the registration modal instead of leaving the page.
    account = <RegisterButton />;
  }

  return (
    <AppHeader
      brand={{
        name: company ? siteNameOf(company) : appName,
        logoUrl: company?.viewSettings.header.showLogo === false ? null : (company?.logo ?? null),
        homePath: user && !isViewingSite ? getLandingPath(user.roleLevel) : '/',
      }}
      drawer={drawer}
      showBooks={!isAdminSite && (!isAdmin || isViewingSite)}
      loginPath={!user && !isOpenType ? getLoginPathFor(null, isAdminSite) : null}
      showRegister={false}
      siteSwitch={siteSwitch}
      account={account}
    />
  );
}
