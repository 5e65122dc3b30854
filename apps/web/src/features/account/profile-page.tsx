import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { isAdminRoleLevel } from '@hondana/contract';
import { LoadingScreen } from '../../ui/feedback/loading-screen';
import { readGoogleLoginFlag } from '../auth/google-login-state';
import { useSession } from '../auth/session';
import { useSite } from '../company/company-settings';
import { useAccountDetail } from './account-api';
import { AccountSettingsForm } from './account-settings-form';
import { MySessionsSection } from './my-sessions-section';
import { WithdrawAccountSection } from './withdraw-account-section';
import { LoadFailedAlert } from '../../ui/feedback/load-failed-alert';
import { CardOnFileSection } from '../payment-card/card-on-file-section';

/**
 * /profile (readers), /company/profile (company admin) and /admin/profile (system admin): the
 * account settings form, the card on file (readers, where the company shows subscriptions), the
 * signed-in devices and, for readers of companies that allow it, the
 * withdraw section.
 */
export default function ProfilePage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const { company } = useSite();
  const detail = useAccountDetail(user?.id ?? null);

  if (!user || detail.isPending) return <LoadingScreen message={t('account.loading')} />;
  if (detail.isError) {
    return (
      <LoadFailedAlert onRetry={() => void detail.refetch()}>
        {t('account.loadFailed')}
      </LoadFailedAlert>
    );
  }

  const account = detail.data;
  const isAdmin = isAdminRoleLevel(user.roleLevel);
  const isGoogleLogin = account.loginByGoogle || user.isGoogleLogin || readGoogleLoginFlag();
  // The admin site has no company: its rules (password change allowed, no withdrawal) apply.
  const isPasswordChangeAllowed = company?.allowChangePassword ?? true;
  const canWithdraw = !isAdmin && Boolean(company?.allowCancelAccount);
  // Readers pay their plans by card only where the company shows subscriptions.
  const showsCard = !isAdmin && Boolean(company?.showSubscriptionStatus);

  return (
    <Stack spacing={3} sx={{ maxWidth: 640, mx: 'auto' }}>
      <Typography component="h1" variant="h5">
        {t('account.title')}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        {isGoogleLogin ? (
          <Alert severity="info" sx={{ mb: 2 }}>
            {t('account.googleAccount')}
          </Alert>
        ) : null}
        <AccountSettingsForm
          account={account}
          strictPassword={company?.strictPassword ?? true}
          canChangePassword={isPasswordChangeAllowed && !isGoogleLogin}
          canChangeEmail={!isGoogleLogin}
        />
      </Paper>
      {showsCard ? <CardOnFileSection /> : null}
      <MySessionsSection />
      {canWithdraw ? <WithdrawAccountSection userId={String(account.id)} /> : null}
    </Stack>
  );
}
