import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, Navigate, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { identityFor } from '@hondana/contract';
import type { AccountType } from '@hondana/contract';
import { describeApiError } from '../../ui/feedback/api-notify';
import { useSite } from '../company/company-settings';
import { AuthCard } from './auth-card';
import { useRequestPasswordReset } from './auth-api';
import { describeFieldError } from '../../ui/forms/field-error';
import { getIdentityAutocomplete, getIdentityLabelKey } from './identity-field';
import './auth-screen-texts';

function BackToLogin() {
  const { t } = useTranslation();
  return (
    <Box sx={{ mt: 3, textAlign: 'center' }}>
      <Link component={RouterLink} to="/login">
        {t('auth.forgot.backToLogin')}
      </Link>
    </Box>
  );
}

function ResetRequestForm({ accountType, domain }: { accountType: AccountType; domain: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [submitError, setSubmitError] = useState<string | null>(null);
  const { mutateAsync: requestPasswordReset } = useRequestPasswordReset();
  const schema = useMemo(() => z.object({ email: identityFor(accountType) }), [accountType]);
  const form = useForm<z.output<typeof schema>>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { email: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ email }) => {
    setSubmitError(null);
    try {
      await requestPasswordReset({ email, domain });
      const query = new URLSearchParams({ sent: 'true', email });
      void navigate(`/forget-password?${query.toString()}`);
    } catch (caught) {
      setSubmitError(describeApiError(caught).message);
    }
  });

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={(event) => void submit(event)}>
      <TextField
        {...form.register('email')}
        label={t(getIdentityLabelKey(accountType))}
        autoComplete={getIdentityAutocomplete(accountType)}
        required
        fullWidth
        error={Boolean(errors.email)}
        helperText={describeFieldError(errors.email)}
      />
      <Button type="submit" variant="contained" size="large" fullWidth disabled={isSubmitting}>
        {t('auth.forgot.submit')}
      </Button>
      {/* Below the button, so a failed try does not move the button under the pointer. */}
      {submitError ? (
        <Alert severity="error" role="alert">
          {submitError}
        </Alert>
      ) : null}
    </Stack>
  );
}

/**
 * /forget-password: asks for the account's address and mails a reset link; with
 * `?sent=true&email=…` it shows that the mail went out (api-catalogue §2).
 */
export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const { company } = useSite();
  const [searchParams] = useSearchParams();
  if (!company?.allowForgotPassword) return <Navigate to="/login" replace />;

  const isSent = searchParams.get('sent') === 'true';
  const email = searchParams.get('email') ?? '';
  if (isSent) {
    return (
      <AuthCard title={t('auth.forgot.sentTitle')}>
        <Alert severity="success" sx={{ mb: 2 }}>
          {t('auth.forgot.sentBody', { email })}
        </Alert>
        <Button component={RouterLink} to="/forget-password" variant="outlined" fullWidth>
          {t('auth.forgot.sendAgain')}
        </Button>
        <BackToLogin />
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('auth.forgot.title')} intro={t('auth.forgot.description')}>
      <ResetRequestForm accountType={company.accountType} domain={company.domain} />
      <Typography component="div">
        <BackToLogin />
      </Typography>
    </AuthCard>
  );
}
