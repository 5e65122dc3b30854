import { useId, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from './content-form';
import { ContentGroupPicker } from './content-group-picker';
import { EncodingStatus, isInProgress } from './content-status';
import { useContentProcessing } from './contents-api';
import type { UploadItem } from './upload-queue';

/** What the file inputs of book uploads offer (the server judges the bytes, not this). */
export const bookFileAccept = '.pdf,.epub,application/pdf,application/epub+zip';

/**
 * After the file is sent: the content's processing, followed until it ends, so the row says
 * "done" (with the title the book gave itself) when the list does.
 */
function useProcessingText(contentId: string | null): { text: string; failed: boolean } {
  const { t } = useTranslation();
  const { data } = useContentProcessing(contentId);
  if (!data) return { text: t('contentAdmin.upload.done'), failed: false };
  if (data.encodingStatus === EncodingStatus.Failed) {
    return {
      text: t('contentAdmin.upload.processFailed', {
        reason: data.encodingError ?? t('contentAdmin.contents.failedNoReason'),
      }),
      failed: true,
    };
  }
  if (!isInProgress(data.encodingStatus)) {
    return { text: t('contentAdmin.upload.processed', { title: data.title }), failed: false };
  }
  return {
    text:
      data.encodingStatus === EncodingStatus.Processing
        ? t('contentAdmin.upload.processing')
        : t('contentAdmin.upload.done'),
    failed: false,
  };
}

function UploadRow({ item, onRemove }: { item: UploadItem; onRemove: (id: number) => void }) {
  const { t } = useTranslation();
  const percent = Math.round(item.progress * 100);
  const processing = useProcessingText(item.state === 'done' ? item.contentId : null);
  const state =
    item.state === 'waiting'
      ? t('contentAdmin.upload.waiting')
      : item.state === 'sending'
        ? t('contentAdmin.upload.sending', { percent })
        : item.state === 'done'
          ? processing.text
          : null;
  return (
    <ListItem
      divider
      sx={{ display: 'grid', gap: 0.5, pr: 6 }}
      secondaryAction={
        item.state === 'sending' ? null : (
          <IconButton
            edge="end"
            aria-label={t('contentAdmin.upload.remove', { name: item.file.name })}
            onClick={() => onRemove(item.id)}
          >
            <CloseIcon />
          </IconButton>
        )
      }
    >
      <Typography sx={{ wordBreak: 'break-all', fontWeight: 500 }}>
        {item.file.name}{' '}
        <Typography component="span" variant="caption" color="text.secondary">
          {formatFileSize(item.file.size)}
        </Typography>
      </Typography>
      {item.state === 'failed' ? (
        <Alert severity="error" sx={{ py: 0 }}>
          {t('contentAdmin.upload.failed', { message: item.error ?? '' })}
        </Alert>
      ) : (
        <>
          <LinearProgress
            variant="determinate"
            value={item.state === 'waiting' ? 0 : percent}
            color={item.state === 'done' ? 'success' : 'primary'}
            sx={{ width: '100%' }}
            aria-label={t('contentAdmin.upload.progressLabel', { name: item.file.name })}
          />
          <Typography variant="caption" color={processing.failed ? 'error' : 'text.secondary'}>
            {state}
          </Typography>
        </>
      )}
    </ListItem>
  );
}

export interface ContentUploadDialogProps {
  open: boolean;
  items: readonly UploadItem[];
  onAdd: (files: readonly File[], contentGroupIds: readonly number[]) => void;
  onRemove: (id: number) => void;
  /** Closes the dialog; finished and failed files leave the list. */
  onClose: () => void;
}

/** Choose PDF/EPUB files (several at once) and the groups they join; each shows its progress. */
export function ContentUploadDialog(props: ContentUploadDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [groupIds, setGroupIds] = useState<number[]>([]);
  return (
    <Dialog
      open={props.open}
      onClose={props.onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={titleId}>{t('contentAdmin.upload.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <ContentGroupPicker
            label={t('contentAdmin.upload.groups')}
            value={groupIds}
            onChange={setGroupIds}
          />
          <Box>
            {/* A real button opens the hidden file input: focusable and keyboard-operable. */}
            <Button
              variant="outlined"
              startIcon={<UploadFileIcon />}
              onClick={() => input.current?.click()}
            >
              {t('contentAdmin.upload.choose')}
            </Button>
            <input
              ref={input}
              type="file"
              accept={bookFileAccept}
              multiple
              hidden
              aria-label={t('contentAdmin.upload.choose')}
              onChange={(event) => {
                props.onAdd([...(event.target.files ?? [])], groupIds);
                // The same file can be chosen again after a failure.
                event.target.value = '';
              }}
            />
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {t('contentAdmin.upload.dropHint')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('contentAdmin.upload.fieldsHint')}
            </Typography>
          </Box>
          {props.items.length > 0 ? (
            <List aria-label={t('contentAdmin.upload.queueLabel')} aria-live="polite" dense>
              {props.items.map((item) => (
                <UploadRow key={item.id} item={item} onRemove={props.onRemove} />
              ))}
            </List>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'space-between', px: 3 }}>
        <Typography variant="caption" color="text.secondary">
          {t('contentAdmin.upload.closeHint')}
        </Typography>
        <Button onClick={props.onClose} variant="contained">
          {t('contentAdmin.upload.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
