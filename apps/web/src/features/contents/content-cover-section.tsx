import { useRef, useState, type ChangeEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ImageIcon from '@mui/icons-material/Image';
import RestoreIcon from '@mui/icons-material/Restore';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '../../ui/feedback/api-notify';
import { enqueueToast } from '../../ui/toasts/toast-store';
// Covers follow the logo's rule (docs/decisions.md, issue 21): PNG, JPEG, GIF or WebP, 2 MB.
import {
  acceptedImageTypes,
  checkImageFile,
  imageMaxMegabytes,
} from '../company-management/company-image';
import { useResetCover, useUpdateCover } from './contents-api';
import type { ContentDetail } from './contents-api';

/**
 * The content's cover: the one made from the file, or an image the administrator chose instead
 * (sent at once: readers see it as soon as it is stored), with a way back to the file's cover.
 */
export function ContentCoverSection({ content }: { content: ContentDetail }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const update = useUpdateCover(content.id);
  const reset = useResetCover(content.id);
  const [problem, setProblem] = useState<string | null>(null);
  const busy = update.isPending || reset.isPending;

  const fail = (error: unknown) =>
    setProblem(
      t('contentAdmin.contentEdit.coverFailed', { message: describeApiError(error).message }),
    );

  function chooseFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared so the same file can be chosen again after a refusal.
    event.target.value = '';
    if (!file) return;
    const fileProblem = checkImageFile(file, 'logo');
    if (fileProblem) {
      setProblem(
        t(`contentAdmin.contentEdit.coverProblems.${fileProblem}`, { max: imageMaxMegabytes }),
      );
      return;
    }
    setProblem(null);
    update.mutate(file, {
      onSuccess: () =>
        enqueueToast({ severity: 'success', message: t('contentAdmin.contentEdit.coverSaved') }),
      onError: fail,
    });
  }

  function backToGenerated() {
    setProblem(null);
    reset.mutate(undefined, {
      onSuccess: () =>
        enqueueToast({
          severity: 'success',
          message: t('contentAdmin.contentEdit.coverResetDone'),
        }),
      onError: fail,
    });
  }

  const coverUrl = content.coverLargeUrl ?? content.coverUrl;
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
      <Box
        sx={{
          width: 120,
          minHeight: 160,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          bgcolor: 'action.hover',
          borderRadius: 1,
          overflow: 'hidden',
          flexShrink: 0,
        }}
      >
        {coverUrl ? (
          <Box
            component="img"
            src={coverUrl}
            alt={t('contentAdmin.contentEdit.coverAlt', { title: content.title })}
            sx={{ width: '100%', display: 'block' }}
          />
        ) : null}
      </Box>
      <Box sx={{ display: 'grid', gap: 1, flex: '1 1 16rem', justifyItems: 'start' }}>
        <Typography variant="body2" color="text.secondary">
          {content.coverUploaded
            ? t('contentAdmin.contentEdit.coverUploadedNote')
            : coverUrl
              ? t('contentAdmin.contentEdit.coverGenerated')
              : t('contentAdmin.contentEdit.coverNone')}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {/* A real button opens the hidden file input: focusable and keyboard-operable. */}
          <Button
            variant="outlined"
            size="small"
            startIcon={<ImageIcon />}
            disabled={busy}
            onClick={() => input.current?.click()}
          >
            {update.isPending
              ? t('contentAdmin.contentEdit.coverSending')
              : t('contentAdmin.contentEdit.coverChoose')}
          </Button>
          <input
            ref={input}
            type="file"
            accept={acceptedImageTypes.logo}
            hidden
            aria-label={t('contentAdmin.contentEdit.coverChoose')}
            onChange={chooseFile}
          />
          {content.coverUploaded ? (
            <Button
              variant="outlined"
              size="small"
              startIcon={<RestoreIcon />}
              disabled={busy}
              onClick={backToGenerated}
            >
              {t('contentAdmin.contentEdit.coverReset')}
            </Button>
          ) : null}
        </Box>
        <Typography variant="caption" color="text.secondary">
          {t('contentAdmin.contentEdit.coverHint', { mb: imageMaxMegabytes })}
        </Typography>
        {problem ? (
          <Alert severity="error" sx={{ py: 0 }}>
            {problem}
          </Alert>
        ) : null}
      </Box>
    </Box>
  );
}
