import './dashboard-texts';
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AccountType } from '@hondana/contract';
import { useAdminMenu } from '../../ui/navigation/admin-menu-context';
import { adminMenuIcons } from '../../ui/navigation/admin-menu-icons';
import { sectionsOf } from '../../ui/chrome/drawer-list';
import { getSettingLoginKey, getViewPageKey } from '../company-management/setting-labels';
import { useSession } from '../auth/session';
import { useSite } from '../company/company-settings';
import { brandingParts } from '../branding/branding-parts';

/** A titled card of term/value pairs. */
function FactCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" sx={{ p: 2.5 }}>
      <Typography component="h2" variant="h6" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: 'minmax(8rem, auto) 1fr',
          columnGap: 2,
          rowGap: 1,
          '& dt': { color: 'text.secondary' },
          '& dd': { m: 0, wordBreak: 'break-word' },
        }}
      >
        {children}
      </Box>
    </Paper>
  );
}

function Fact({ term, value }: { term: string; value: ReactNode }) {
  return (
    <>
      <dt>{term}</dt>
      <dd>{value}</dd>
    </>
  );
}

/**
 * /company/dashboard: the company administrator's landing page. Shows only what the web
 * already knows (the site's public settings and the session), so every figure is real.
 */
export default function DashboardPage() {
  const { t } = useTranslation();
  const { company } = useSite();
  const { user } = useSession();
  const { entries, profilePath } = useAdminMenu();
  if (!company || !user) return null;

  const onOff = (value: boolean) =>
    value ? t('companyAdmin.dashboard.enabled') : t('companyAdmin.dashboard.disabled');
  const isOpenType = company.accountType === AccountType.OpenType;
  const areas = entries.filter((entry) => entry.key !== 'dashboard');
  const customize = entries.find((entry) => entry.key === 'customizeTemplate');

  return (
    <Box sx={{ maxWidth: 1100, mx: 'auto', display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        {company.logo ? (
          <Box
            component="img"
            src={company.logo}
            alt={t('nav.logoAlt', { name: company.companyName })}
            sx={{ maxHeight: 56, maxWidth: 200, objectFit: 'contain' }}
          />
        ) : null}
        <Box>
          <Typography component="h1" variant="h5">
            {t('companyAdmin.dashboard.title')}
          </Typography>
          <Typography color="text.secondary">
            {t('companyAdmin.dashboard.welcome', { name: user.name })}
          </Typography>
        </Box>
      </Box>

      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <FactCard title={t('companyAdmin.dashboard.companyTitle')}>
          <Fact term={t('companyAdmin.dashboard.name')} value={company.companyName} />
          <Fact term={t('companyAdmin.dashboard.domain')} value={company.domain} />
          <Fact
            term={t('companyAdmin.dashboard.accountType')}
            value={t(`admin.accountTypes.${company.accountType}`)}
          />
        </FactCard>

        <FactCard title={t('companyAdmin.dashboard.accountTitle')}>
          <Fact term={t('companyAdmin.dashboard.userName')} value={user.name} />
          {user.email ? <Fact term={t('companyAdmin.dashboard.email')} value={user.email} /> : null}
          <Fact
            term={t('companyAdmin.dashboard.role')}
            value={t('companyAdmin.dashboard.roleName')}
          />
        </FactCard>

        <FactCard title={t('companyAdmin.dashboard.siteTitle')}>
          <Fact
            term={t('companyAdmin.dashboard.layout')}
            value={t(`admin.viewPages.${getViewPageKey(company.viewPage)}`)}
          />
          <Fact
            term={t('companyAdmin.dashboard.browsing')}
            value={t(`admin.settingLogins.${getSettingLoginKey(company.settingLogin)}`)}
          />
          <Fact
            term={t('companyAdmin.dashboard.registration')}
            value={
              company.showLinkRegisterUser && !isOpenType
                ? t('companyAdmin.dashboard.shown')
                : t('companyAdmin.dashboard.hidden')
            }
          />
          <Fact
            term={t('companyAdmin.dashboard.google')}
            value={t(`admin.googleOptions.${company.googleOption}`)}
          />
          <Fact
            term={t('companyAdmin.dashboard.subscriptions')}
            value={onOff(company.showSubscriptionStatus)}
          />
        </FactCard>

        <Paper variant="outlined" component="section" sx={{ p: 2.5 }}>
          <Typography component="h2" variant="h6" sx={{ mb: 1.5 }}>
            {t('companyAdmin.dashboard.areasTitle')}
          </Typography>
          {sectionsOf(areas).map((section) => (
            <Box key={section.label ?? 'top'} sx={{ mb: 1.5 }}>
              {section.label ? (
                <Typography component="h3" variant="subtitle2" sx={{ mb: 0.5 }}>
                  {t(`nav.adminSection.${section.label}`)}
                </Typography>
              ) : null}
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                {section.items.map((entry) => (
                  <Button
                    key={entry.key}
                    component={RouterLink}
                    to={entry.to}
                    variant="outlined"
                    startIcon={adminMenuIcons[entry.key]}
                  >
                    {t(`nav.admin.${entry.key}`)}
                  </Button>
                ))}
              </Box>
            </Box>
          ))}
          {profilePath ? (
            // The administrator's own account, apart from the last section's entries.
            <Box sx={{ pt: 1.5, borderTop: 1, borderColor: 'divider' }}>
              <Button
                component={RouterLink}
                to={profilePath}
                variant="outlined"
                startIcon={<ManageAccountsIcon />}
              >
                {t('companyAdmin.dashboard.profile')}
              </Button>
            </Box>
          ) : null}
          {areas.length === 0 && !profilePath ? (
            <Typography color="text.secondary">{t('companyAdmin.dashboard.areasEmpty')}</Typography>
          ) : null}
        </Paper>
        {customize ? (
          <Paper variant="outlined" component="section" sx={{ p: 2.5 }}>
            <Typography component="h2" variant="h6" sx={{ mb: 1.5 }}>
              {t('companyAdmin.dashboard.appearanceTitle')}
            </Typography>
            <Box component="ul" sx={{ m: 0, pl: 2.5, columns: 2, '& li': { mb: 0.5 } }}>
              {brandingParts.map((part) => (
                <li key={part}>
                  <Link component={RouterLink} to={`${customize.to}?part=${part}`}>
                    {t(`branding.parts.${part}`)}
                  </Link>
                </li>
              ))}
            </Box>
          </Paper>
        ) : null}
      </Box>
      <Typography variant="body2" color="text.secondary">
        {t('companyAdmin.dashboard.changedBy')}
      </Typography>
    </Box>
  );
}
