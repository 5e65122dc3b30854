import { useMemo } from 'react';
import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { LoadingScreen } from '../../ui/feedback/loading-screen';
import { ErrorScreen } from '../../ui/errors/error-screen';
import { isAdminHost } from './admin-host';
import { isUnknownHostError, SiteContextValue, useCompanySettingsQuery } from './company-settings';
import type { SiteContext } from './company-settings';
import { useCompanyBranding } from './use-company-branding';

/**
 * Loads the company of this host before anything else renders: every screen depends on its
 * account type, layout and login settings. Admin hosts have no company and skip the call.
 */
export function CompanySettingsGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const hostname = window.location.hostname;
  const isAdminSite = isAdminHost(hostname);
  const query = useCompanySettingsQuery(hostname, !isAdminSite);
  const company = query.data ?? null;
  useCompanyBranding(company);

  const site = useMemo<SiteContext>(
    () => ({ hostname, isAdminSite, company }),
    [hostname, isAdminSite, company],
  );

  if (!isAdminSite && query.isPending) return <LoadingScreen message={t('company.loading')} />;
  if (!isAdminSite && query.isError) {
    if (isUnknownHostError(query.error)) {
      return (
        <ErrorScreen
          title={t('company.notConfiguredTitle')}
          description={t('company.notConfiguredBody', { host: hostname })}
        />
      );
    }
    return (
      <ErrorScreen
        title={t('company.loadFailedTitle')}
        description={t('company.loadFailedBody', { message: query.error.message })}
        actions={
          <Button variant="contained" onClick={() => void query.refetch()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  }
  return <SiteContextValue.Provider value={site}>{children}</SiteContextValue.Provider>;
}
