import { useState } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { notifyApiError } from '../../ui/feedback/api-notify';
import { ConfirmDialog } from '../../ui/dialogs/confirm-dialog';
import { enqueueToast } from '../../ui/toasts/toast-store';
import { useSignOut } from '../auth/use-sign-out';
import { useCancelAccount } from './account-api';

/**
 * Withdraw account (product.md §4 "Account cancel"): confirm, cancel on the server (which also
 * cancels the subscriptions), then end the session and go to /login.
 */
export function WithdrawAccountSection({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const [isConfirming, setIsConfirming] = useState(false);
  const cancelAccount = useCancelAccount(userId);
  const signOut = useSignOut();

  const withdraw = async () => {
    try {
      await cancelAccount.mutateAsync();
      setIsConfirming(false);
      enqueueToast({ severity: 'success', message: t('toast.success.cancelUser') });
      await signOut({ afterAccountCancel: true });
    } catch (caught) {
      setIsConfirming(false);
      notifyApiError(caught);
    }
  };

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="withdraw-title"
      sx={{ p: { xs: 2, sm: 3 }, borderColor: 'error.light' }}
    >
      <Typography id="withdraw-title" component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('account.withdraw.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('account.withdraw.description')}
      </Typography>
      <Button variant="outlined" color="error" onClick={() => setIsConfirming(true)}>
        {t('account.withdraw.button')}
      </Button>
      <ConfirmDialog
        open={isConfirming}
        level="danger"
        title={t('account.withdraw.confirmTitle')}
        message={t('account.withdraw.confirmMessage')}
        confirmLabel={t('account.withdraw.button')}
        isBusy={cancelAccount.isPending}
        onConfirm={() => void withdraw()}
        onCancel={() => setIsConfirming(false)}
      />
    </Paper>
  );
}
