import { useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { notifyApiError } from '../../ui/feedback/api-notify';
import { ConfirmDialog } from '../../ui/dialogs/confirm-dialog';
import { enqueueToast } from '../../ui/toasts/toast-store';
import { useSignOut } from '../auth/use-sign-out';
import { useEndOtherSessions, useEndSession, useMySessions, type MySession } from './account-api';
import { LoadFailedAlert } from '../../ui/feedback/load-failed-alert';

/** What the confirm dialog is about to do: end one session, or all the others. */
type PendingEnd = { kind: 'one'; session: MySession } | { kind: 'others' };

function formatDateTime(value: string, language: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleString(language === 'en' ? 'en-GB' : 'ja-JP', {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
}

/**
 * "My sessions" on the profile: where the account is signed in (device, address, last use) and
 * buttons to end one session or every other one, each behind a confirm dialog. Ending the
 * current session signs out.
 */
export function MySessionsSection() {
  const { t, i18n } = useTranslation();
  const sessions = useMySessions();
  const endSession = useEndSession();
  const endOthers = useEndOtherSessions();
  const signOut = useSignOut();
  const [pending, setPending] = useState<PendingEnd | null>(null);

  const confirmEnd = async () => {
    if (!pending) return;
    try {
      if (pending.kind === 'others') {
        const { revoked } = await endOthers.mutateAsync();
        enqueueToast({
          severity: 'success',
          message: t('account.sessions.endedOthers', { count: revoked }),
        });
      } else {
        await endSession.mutateAsync(pending.session.id);
        if (pending.session.isCurrent) {
          setPending(null);
          await signOut();
          return;
        }
        enqueueToast({ severity: 'success', message: t('account.sessions.ended') });
      }
    } catch (caught) {
      notifyApiError(caught);
    }
    setPending(null);
  };

  const list = sessions.data ?? [];
  const hasOthers = list.some((session) => !session.isCurrent);

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="my-sessions-title"
      aria-busy={sessions.isPending}
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Typography id="my-sessions-title" component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('account.sessions.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('account.sessions.description')}
      </Typography>
      {sessions.isPending ? (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="status">
          <CircularProgress size={20} aria-hidden />
          <Typography>{t('account.sessions.loading')}</Typography>
        </Stack>
      ) : sessions.isError ? (
        <LoadFailedAlert onRetry={() => void sessions.refetch()}>
          {t('account.sessions.loadFailed')}
        </LoadFailedAlert>
      ) : list.length === 0 ? (
        <Typography>{t('account.sessions.empty')}</Typography>
      ) : (
        <List disablePadding aria-label={t('account.sessions.title')}>
          {list.map((session) => (
            <ListItem
              key={session.id}
              divider
              disableGutters
              secondaryAction={
                <Button
                  size="small"
                  color="error"
                  onClick={() => setPending({ kind: 'one', session })}
                  aria-label={t('account.sessions.endNamed', {
                    device: session.device ?? t('account.sessions.unknownDevice'),
                  })}
                >
                  {t('account.sessions.end')}
                </Button>
              }
              sx={{ pr: 12 }}
            >
              <ListItemText
                primary={
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <span>{session.device ?? t('account.sessions.unknownDevice')}</span>
                    {session.isCurrent ? (
                      <Chip size="small" color="primary" label={t('account.sessions.current')} />
                    ) : null}
                  </Stack>
                }
                secondary={t('account.sessions.details', {
                  address: session.ipAddress ?? t('account.sessions.unknownAddress'),
                  lastUsed: formatDateTime(session.lastUsedAt, i18n.language),
                })}
              />
            </ListItem>
          ))}
        </List>
      )}
      {hasOthers ? (
        <Button
          variant="outlined"
          color="error"
          sx={{ mt: 2 }}
          onClick={() => setPending({ kind: 'others' })}
        >
          {t('account.sessions.endOthers')}
        </Button>
      ) : null}
      <ConfirmDialog
        open={pending !== null}
        level="warning"
        title={t('account.sessions.confirmTitle')}
        message={
          pending?.kind === 'others'
            ? t('account.sessions.confirmOthers')
            : pending?.session.isCurrent
              ? t('account.sessions.confirmCurrent')
              : t('account.sessions.confirmOne', {
                  device: pending?.session.device ?? t('account.sessions.unknownDevice'),
                })
        }
        confirmLabel={
          pending?.kind === 'others' ? t('account.sessions.endOthers') : t('account.sessions.end')
        }
        isBusy={endSession.isPending || endOthers.isPending}
        onConfirm={() => void confirmEnd()}
        onCancel={() => setPending(null)}
      />
    </Paper>
  );
}
