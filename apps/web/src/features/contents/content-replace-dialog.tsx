import { useId, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { enqueueToast } from '../../ui/toasts/toast-store';
import { bookFileAccept } from './content-upload-dialog';
import { refreshContents, replaceContentFile } from './contents-api';
import type { ContentRow } from './contents-api';
import { useUploadErrorText } from './upload-error-text';

/** `replace-content`: a new file for a content; it is processed again afterwards. */
export function ContentReplaceDialog({
  content,
  onClose,
}: {
  content: ContentRow | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const queryClient = useQueryClient();
  const errorText = useUploadErrorText();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const sending = progress !== null;

  const close = () => {
    if (sending) return;
    setError(null);
    onClose();
  };

  async function send(file: File) {
    if (!content) return;
    setError(null);
    setProgress(0);
    try {
      await replaceContentFile(content.id, file, setProgress);
      await refreshContents(queryClient, content.id);
      enqueueToast({ severity: 'success', message: t('contentAdmin.replace.done') });
      setProgress(null);
      onClose();
    } catch (caught) {
      setProgress(null);
      setError(errorText(caught));
    }
  }

  return (
    <Dialog
      open={content !== null}
      onClose={close}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id={titleId}>{t('contentAdmin.replace.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText>
            {t('contentAdmin.replace.message', { title: content?.title ?? '' })}
          </DialogContentText>
          <Button
            variant="outlined"
            startIcon={<UploadFileIcon />}
            disabled={sending}
            onClick={() => input.current?.click()}
            sx={{ alignSelf: 'start' }}
          >
            {t('contentAdmin.replace.choose')}
          </Button>
          <input
            ref={input}
            type="file"
            accept={bookFileAccept}
            hidden
            aria-label={t('contentAdmin.replace.choose')}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void send(file);
            }}
          />
          {sending ? (
            <>
              <LinearProgress
                variant="determinate"
                value={Math.round(progress * 100)}
                aria-label={t('contentAdmin.upload.progressLabel', { name: content?.title ?? '' })}
              />
              <Typography variant="caption" color="text.secondary" aria-live="polite">
                {t('contentAdmin.upload.sending', { percent: Math.round(progress * 100) })}
              </Typography>
            </>
          ) : null}
          {error ? <Alert severity="error">{error}</Alert> : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={sending}>
          {t('common.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
