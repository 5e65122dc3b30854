import { useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { registrationFormSchema } from '@hondana/contract';
import type { AccountType } from '@hondana/contract';
import { describeApiError, notifyApiSuccess } from '../../ui/feedback/api-notify';
import { useRegisterAccount } from './auth-api';
import { describeFieldError } from '../../ui/forms/field-error';
import { getIdentityAutocomplete, getIdentityLabelKey } from './identity-field';
import { NewPasswordFields } from './new-password-fields';
import './auth-screen-texts';

type RegistrationValues = z.output<ReturnType<typeof registrationFormSchema>>;

export interface RegisterFormProps {
  accountType: AccountType;
  strictPassword: boolean;
  domain: string;
  /** After the account was created (the person signs in next). */
  onRegistered: () => void;
  /** Extra actions beside the submit button (the dialog's Cancel). */
  secondaryAction?: ReactNode;
  /** Focus the first field on mount (in the modal, where the person came to type). */
  autoFocus?: boolean;
}

/** Registration: name, e-mail or username by account type, password by policy, confirm. */
export function RegisterForm({
  accountType,
  strictPassword,
  domain,
  onRegistered,
  secondaryAction,
  autoFocus = false,
}: RegisterFormProps) {
  const { t } = useTranslation();
  const [submitError, setSubmitError] = useState<string | null>(null);
  const { mutateAsync: registerAccount } = useRegisterAccount();
  const schema = useMemo(
    () => registrationFormSchema(accountType, strictPassword),
    [accountType, strictPassword],
  );
  const form = useForm<RegistrationValues>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { name: '', email: '', password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setSubmitError(null);
    try {
      await registerAccount({
        fullName: values.name,
        email: values.email,
        password: values.password,
        domain,
      });
      notifyApiSuccess('register');
      onRegistered();
    } catch (caught) {
      setSubmitError(describeApiError(caught).message);
    }
  });

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={(event) => void submit(event)}>
      <TextField
        {...form.register('name')}
        label={t('auth.register.name')}
        autoComplete="nickname"
        autoFocus={autoFocus}
        required
        fullWidth
        error={Boolean(errors.name)}
        helperText={describeFieldError(errors.name) ?? t('auth.register.nameHint')}
      />
      <TextField
        {...form.register('email')}
        label={t(getIdentityLabelKey(accountType))}
        autoComplete={getIdentityAutocomplete(accountType)}
        required
        fullWidth
        error={Boolean(errors.email)}
        helperText={describeFieldError(errors.email)}
      />
      <NewPasswordFields
        password={form.register('password')}
        confirm={form.register('confirmPassword')}
        passwordError={errors.password}
        confirmError={errors.confirmPassword}
        passwordLabel={t('auth.password')}
        confirmLabel={t('auth.confirmPassword')}
        strictPassword={strictPassword}
      />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        {secondaryAction}
        <Button type="submit" variant="contained" disabled={isSubmitting}>
          {t('auth.register.submit')}
        </Button>
      </Stack>
      {/* Below the button, so a failed try does not move the button under the pointer. */}
      {submitError ? (
        <Alert severity="error" role="alert">
          {submitError}
        </Alert>
      ) : null}
    </Stack>
  );
}
