import { useState, useSyncExternalStore } from 'react';
import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import type { SnackbarCloseReason } from '@mui/material/Snackbar';
import { useTranslation } from 'react-i18next';
import { dismissToast, readToastQueue, subscribeToasts } from './toast-store';

/** Shows the head of the toast queue at the top centre (loaded by ToastHost on the first toast). */
export default function ToastSnackbar() {
  const { t } = useTranslation();
  const queue = useSyncExternalStore(subscribeToasts, readToastQueue, readToastQueue);
  const current = queue[0];
  // The Snackbar closes with a transition; the toast leaves the queue when that ends.
  const [closingId, setClosingId] = useState<number | null>(null);

  const handleClose = (_event: unknown, reason?: SnackbarCloseReason) => {
    if (reason === 'clickaway' || !current) return;
    setClosingId(current.id);
  };

  return (
    <Snackbar
      key={current?.id}
      open={current !== undefined && closingId !== current.id}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      autoHideDuration={current?.durationMs ?? null}
      onClose={handleClose}
      slotProps={{
        transition: {
          onExited: () => {
            if (current) dismissToast(current.id);
          },
        },
      }}
    >
      {current ? (
        <Alert
          severity={current.severity}
          variant="filled"
          // Errors interrupt the screen reader; other notices wait for it to finish.
          role={current.severity === 'error' ? 'alert' : 'status'}
          onClose={() => setClosingId(current.id)}
          slotProps={{ closeButton: { title: t('common.close'), 'aria-label': t('common.close') } }}
          sx={{ width: '100%' }}
        >
          {current.message}
        </Alert>
      ) : undefined}
    </Snackbar>
  );
}
