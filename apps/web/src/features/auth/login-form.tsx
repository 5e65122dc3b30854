import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { loginFormSchema } from '@hondana/contract';
import type { AccountType } from '@hondana/contract';
import { describeApiError } from '../../ui/feedback/api-notify';
import '../../i18n/api-error-catalogue';
import { useLoginWithPassword } from './auth-api';
import { describeFieldError } from '../../ui/forms/field-error';
import {
  getIdentityAutocomplete,
  getIdentityLabelKey,
  getPasswordLoginType,
} from './identity-field';
import { PasswordField } from './password-field';
import { useCompleteSignIn } from './use-sign-in';
import './auth-screen-texts';

type LoginFormInput = z.input<typeof loginFormSchema>;
type LoginFormValues = z.output<typeof loginFormSchema>;

export interface LoginFormProps {
  /** The company's account type; null on the admin site (e-mail sign-in). */
  accountType: AccountType | null;
  /** The company's titleOfEmailField / titleOfPasswordField, replacing the default labels. */
  identityTitle: string | null;
  passwordTitle: string | null;
  /** Sent as `domain`: the company domain, or the host name on the admin site. */
  domain: string;
  /** Error of another way in (IP, Google), shown in the same place as the form's own. */
  externalError: string | null;
  /** Called whenever 'Remember me' changes, so the other ways in use it too. */
  onKeepLoginChange: (keepLogin: boolean) => void;
  onSubmitStart: () => void;
}

/** Identity, password and 'Remember me'; login errors show in the form as `api.error.{status}`. */
export function LoginForm({
  accountType,
  identityTitle,
  passwordTitle,
  domain,
  externalError,
  onKeepLoginChange,
  onSubmitStart,
}: LoginFormProps) {
  const { t } = useTranslation();
  const completeSignIn = useCompleteSignIn();
  const { mutateAsync: loginWithPassword } = useLoginWithPassword();
  const [submitError, setSubmitError] = useState<string | null>(null);
  const form = useForm<LoginFormInput, unknown, LoginFormValues>({
    resolver: zodResolver(loginFormSchema),
    mode: 'onTouched',
    defaultValues: { identity: '', password: '', rememberMe: false },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    onSubmitStart();
    setSubmitError(null);
    try {
      const results = await loginWithPassword({
        identity: values.identity,
        password: values.password,
        keepLogin: values.rememberMe,
        loginType: getPasswordLoginType(accountType),
        domain,
      });
      completeSignIn(results, { isGoogleLogin: false });
    } catch (caught) {
      setSubmitError(describeApiError(caught).message);
    }
  });

  const error = submitError ?? externalError;
  return (
    <Stack component="form" noValidate spacing={2} onSubmit={(event) => void submit(event)}>
      <TextField
        {...form.register('identity')}
        label={identityTitle || t(getIdentityLabelKey(accountType))}
        autoComplete={getIdentityAutocomplete(accountType)}
        required
        fullWidth
        error={Boolean(errors.identity)}
        helperText={describeFieldError(errors.identity)}
      />
      <PasswordField
        {...form.register('password')}
        label={passwordTitle || t('auth.password')}
        autoComplete="current-password"
        required
        fullWidth
        error={Boolean(errors.password)}
        helperText={describeFieldError(errors.password)}
      />
      <Controller
        control={form.control}
        name="rememberMe"
        render={({ field }) => (
          <FormControlLabel
            label={t('auth.rememberMe')}
            control={
              <Checkbox
                checked={Boolean(field.value)}
                onChange={(event) => {
                  field.onChange(event.target.checked);
                  onKeepLoginChange(event.target.checked);
                }}
                onBlur={field.onBlur}
                inputRef={field.ref}
              />
            }
          />
        )}
      />
      <Button type="submit" variant="contained" size="large" fullWidth disabled={isSubmitting}>
        {isSubmitting ? t('auth.signingIn') : t('auth.submit')}
      </Button>
      {/* Below the button, so a failed try does not move the button under the pointer. */}
      {error ? (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      ) : null}
    </Stack>
  );
}
