import TextField from '@mui/material/TextField';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { FormDialog } from '../../ui/dialogs/form-dialog';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { changeEmailFormSchema } from '@hondana/contract';
import { notifyApiError, notifyApiSuccess } from '../../ui/feedback/api-notify';
import { describeFieldError } from '../../ui/forms/field-error';
import { enqueueToast } from '../../ui/toasts/toast-store';
import { PasswordField } from '../auth/password-field';
import { useChangeEmail } from './account-api';

export interface ChangeEmailDialogProps {
  open: boolean;
  userId: string;
  currentEmail: string | null;
  onClose: () => void;
}

/**
 * The Change email modal: the new address (shared e-mail rule) and the current password, which
 * the server requires so a borrowed session cannot move the account to another mailbox.
 */
export function ChangeEmailDialog({ open, userId, currentEmail, onClose }: ChangeEmailDialogProps) {
  const { t } = useTranslation();
  const changeEmail = useChangeEmail(userId);
  const form = useForm<z.output<typeof changeEmailFormSchema>>({
    resolver: zodResolver(changeEmailFormSchema),
    mode: 'onTouched',
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const close = () => {
    form.reset();
    onClose();
  };

  const submit = form.handleSubmit(async ({ email, password }) => {
    try {
      await changeEmail.mutateAsync({ newEmail: email, password });
      notifyApiSuccess('update');
      enqueueToast({ severity: 'info', message: t('account.changeEmail.confirmSent', { email }) });
      close();
    } catch (caught) {
      notifyApiError(caught);
    }
  });

  return (
    <FormDialog
      open={open}
      title={t('account.changeEmail.title')}
      submitLabel={t('account.changeEmail.submit')}
      isSubmitting={isSubmitting}
      onSubmit={submit}
      onCancel={close}
    >
      {currentEmail ? (
        <TextField
          label={t('account.changeEmail.current')}
          value={currentEmail}
          fullWidth
          slotProps={{ input: { readOnly: true } }}
        />
      ) : null}
      <TextField
        {...form.register('email')}
        label={t('account.changeEmail.new')}
        type="email"
        autoComplete="email"
        autoFocus
        required
        fullWidth
        error={Boolean(errors.email)}
        helperText={describeFieldError(errors.email)}
      />
      <PasswordField
        {...form.register('password')}
        label={t('account.changeEmail.password')}
        autoComplete="current-password"
        required
        fullWidth
        error={Boolean(errors.password)}
        helperText={describeFieldError(errors.password) ?? t('account.changeEmail.passwordHint')}
      />
    </FormDialog>
  );
}
