import { useMemo } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { FormDialog } from '../../ui/dialogs/form-dialog';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { changePasswordFormSchema } from '@hondana/contract';
import { notifyApiError } from '../../ui/feedback/api-notify';
import { enqueueToast } from '../../ui/toasts/toast-store';
import { describeFieldError } from '../../ui/forms/field-error';
import { PasswordField } from '../auth/password-field';
import { NewPasswordFields } from '../auth/new-password-fields';
import { useChangePassword } from './account-api';

type ChangePasswordValues = z.output<ReturnType<typeof changePasswordFormSchema>>;

export interface ChangePasswordDialogProps {
  open: boolean;
  userId: string;
  strictPassword: boolean;
  onClose: () => void;
}

/** Current password, new password (company policy), confirm; the new one is checked before sending. */
export function ChangePasswordDialog({
  open,
  userId,
  strictPassword,
  onClose,
}: ChangePasswordDialogProps) {
  const { t } = useTranslation();
  const changePassword = useChangePassword(userId);
  const schema = useMemo(() => changePasswordFormSchema(strictPassword), [strictPassword]);
  const form = useForm<ChangePasswordValues>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { oldPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const close = () => {
    form.reset();
    onClose();
  };

  const submit = form.handleSubmit(async (values) => {
    try {
      await changePassword.mutateAsync({
        oldPassword: values.oldPassword,
        newPassword: values.newPassword,
        confirm: values.confirmPassword,
      });
      enqueueToast({ severity: 'success', message: t('toast.success.passwordChanged') });
      close();
    } catch (caught) {
      notifyApiError(caught);
    }
  });

  return (
    <FormDialog
      open={open}
      title={t('account.changePassword.title')}
      submitLabel={t('account.changePassword.submit')}
      isSubmitting={isSubmitting}
      onSubmit={submit}
      onCancel={close}
    >
      <PasswordField
        {...form.register('oldPassword')}
        label={t('account.changePassword.current')}
        autoComplete="current-password"
        autoFocus
        required
        fullWidth
        error={Boolean(errors.oldPassword)}
        helperText={describeFieldError(errors.oldPassword)}
      />
      <NewPasswordFields
        password={form.register('newPassword')}
        confirm={form.register('confirmPassword')}
        passwordError={errors.newPassword}
        confirmError={errors.confirmPassword}
        passwordLabel={t('account.changePassword.new')}
        confirmLabel={t('account.changePassword.confirm')}
        strictPassword={strictPassword}
      />
    </FormDialog>
  );
}
