import { useMemo } from 'react';
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { LoadingScreen } from '../../ui/feedback/loading-screen';
import { ErrorScreen } from '../../ui/errors/error-screen';
import {
  isUnknownHostError,
  SiteContextValue,
  useCompanySettingsQuery,
  useSiteKindQuery,
} from './company-settings';
import type { SiteContext } from './company-settings';
import { useCompanyBranding } from './use-company-branding';

/** These screens replace the whole app, so they bring their own main landmark. */
function GateMain({ children }: { children: ReactNode }) {
  return <Box component="main">{children}</Box>;
}

/**
 * Loads the company of this host before anything else renders: every screen depends on its
 * account type, layout and login settings. The server first says whether this host is the admin
 * site, which has no company and skips the settings call.
 */
export function CompanySettingsGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const hostname = window.location.hostname;
  const siteKind = useSiteKindQuery(hostname);
  const isAdminSite = siteKind.data?.kind === 'admin';
  const isCompanySite = siteKind.data?.kind === 'company';
  const query = useCompanySettingsQuery(hostname, isCompanySite);
  const company = query.data ?? null;
  useCompanyBranding(company);

  const site = useMemo<SiteContext>(
    () => ({ hostname, isAdminSite, company }),
    [hostname, isAdminSite, company],
  );

  if (siteKind.isPending || (isCompanySite && query.isPending)) {
    return (
      <GateMain>
        <LoadingScreen message={t('company.loading')} />
      </GateMain>
    );
  }
  const error = siteKind.isError
    ? siteKind.error
    : isCompanySite && query.isError
      ? query.error
      : null;
  if (siteKind.data?.kind === 'unknown' || (error && isUnknownHostError(error))) {
    return (
      <GateMain>
        <ErrorScreen
          title={t('company.notConfiguredTitle')}
          description={t('company.notConfiguredBody', { host: hostname })}
        />
      </GateMain>
    );
  }
  if (error) {
    return (
      <GateMain>
        <ErrorScreen
          title={t('company.loadFailedTitle')}
          description={t('company.loadFailedBody', { message: error.message })}
          actions={
            <Button
              variant="contained"
              onClick={() => void (siteKind.isError ? siteKind.refetch() : query.refetch())}
            >
              {t('common.retry')}
            </Button>
          }
        />
      </GateMain>
    );
  }
  return <SiteContextValue.Provider value={site}>{children}</SiteContextValue.Provider>;
}
