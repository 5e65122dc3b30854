import { useId } from 'react';
import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import ReportProblemOutlinedIcon from '@mui/icons-material/ReportProblemOutlined';
import { useTranslation } from 'react-i18next';

/** warning: a reversible choice; danger: destroys data (delete, cancel account). */
export type ConfirmLevel = 'warning' | 'danger';

export interface ConfirmDialogProps {
  open: boolean;
  level?: ConfirmLevel;
  /** Defaults to a generic title of the level. */
  title?: string;
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Disables the buttons while the confirmed action runs. */
  isBusy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks the user to confirm an action: Cancel (focused first, the safe choice) and Yes. */
export function ConfirmDialog({
  open,
  level = 'warning',
  title,
  message,
  confirmLabel,
  cancelLabel,
  isBusy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const messageId = useId();
  const color = level === 'danger' ? 'error' : 'warning';
  return (
    <Dialog
      open={open}
      onClose={isBusy ? undefined : onCancel}
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={messageId}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <ReportProblemOutlinedIcon color={color} aria-hidden="true" />
        {title ?? (level === 'danger' ? t('confirm.danger') : t('confirm.warning'))}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={messageId} component="div">
          {message}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={isBusy} autoFocus>
          {cancelLabel ?? t('common.cancel')}
        </Button>
        <Button onClick={onConfirm} disabled={isBusy} color={color} variant="contained">
          {confirmLabel ?? t('common.yes')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
