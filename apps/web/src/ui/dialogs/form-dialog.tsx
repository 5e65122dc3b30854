import type { FormEvent, ReactNode } from 'react';
import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

interface FormDialogProps {
  open: boolean;
  title: string;
  submitLabel: string;
  isSubmitting: boolean;
  /** The form's submit handler (react-hook-form's handleSubmit result). */
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  /** Cancel, Escape and a click outside; ignored while the form is being sent. */
  onCancel: () => void;
  /** Wider for forms with many fields side by side (a subscription plan). */
  maxWidth?: 'xs' | 'sm' | 'md';
  children: ReactNode;
}

/** A small modal form: title, fields, Cancel and a submit button (change e-mail, change password). */
export function FormDialog(props: FormDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog
      open={props.open}
      onClose={props.isSubmitting ? undefined : props.onCancel}
      aria-labelledby={titleId}
      fullWidth
      maxWidth={props.maxWidth ?? 'xs'}
    >
      <form noValidate onSubmit={(event) => void props.onSubmit(event)}>
        <DialogTitle id={titleId}>{props.title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {props.children}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={props.onCancel} disabled={props.isSubmitting}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={props.isSubmitting}>
            {props.submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
