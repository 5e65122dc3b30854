import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { confirmPasswordSchema, passwordFor, withConfirm } from '@hondana/contract';
import { describeApiError } from '../../ui/feedback/api-notify';
import { isApiError } from '../../api/api-error';
import { enqueueToast } from '../../ui/toasts/toast-store';
import { useSite } from '../company/company-settings';
import { AuthCard } from './auth-card';
import { useResetPassword } from './auth-api';
import { NewPasswordFields } from './new-password-fields';
import './auth-screen-texts';

const resetFailureReasons = ['invalid', 'used', 'expired'] as const;
type ResetFailureReason = (typeof resetFailureReasons)[number];

/** The server explains a refused link in `results.reason` (400). */
function readResetFailureReason(error: unknown): ResetFailureReason | null {
  if (!isApiError(error) || typeof error.results !== 'object' || error.results === null) {
    return null;
  }
  const reason = (error.results as { reason?: unknown }).reason;
  return resetFailureReasons.find((known) => known === reason) ?? null;
}

function createResetSchema(strictPassword: boolean) {
  return withConfirm(
    z.object({ newPassword: passwordFor(strictPassword), confirmPassword: confirmPasswordSchema }),
    'newPassword',
    'confirmPassword',
  );
}

/** /forget-password/reset?token=…: the page of the mailed link, sets a new password. */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { company } = useSite();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const strictPassword = company?.strictPassword ?? true;
  const schema = useMemo(() => createResetSchema(strictPassword), [strictPassword]);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const { mutateAsync: resetPassword } = useResetPassword();
  const form = useForm<z.output<typeof schema>>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const requestAgain = (
    <Box sx={{ mt: 3, textAlign: 'center' }}>
      <Link component={RouterLink} to="/forget-password">
        {t('auth.reset.requestAgain')}
      </Link>
    </Box>
  );
  if (!token) {
    return (
      <AuthCard title={t('auth.reset.title')}>
        <Alert severity="error">{t('auth.reset.missingToken')}</Alert>
        {requestAgain}
      </AuthCard>
    );
  }

  const submit = form.handleSubmit(async ({ newPassword }) => {
    setSubmitError(null);
    try {
      await resetPassword({ token, password: newPassword });
      enqueueToast({ severity: 'success', message: t('toast.success.passwordReset') });
      void navigate('/login', { replace: true });
    } catch (caught) {
      const reason = readResetFailureReason(caught);
      setSubmitError(reason ? t(`auth.reset.reason.${reason}`) : describeApiError(caught).message);
    }
  });

  return (
    <AuthCard title={t('auth.reset.title')} intro={t('auth.reset.description')}>
      <Stack component="form" noValidate spacing={2} onSubmit={(event) => void submit(event)}>
        <NewPasswordFields
          password={form.register('newPassword')}
          confirm={form.register('confirmPassword')}
          passwordError={errors.newPassword}
          confirmError={errors.confirmPassword}
          passwordLabel={t('auth.reset.newPassword')}
          confirmLabel={t('auth.confirmPassword')}
          strictPassword={strictPassword}
        />
        <Button type="submit" variant="contained" size="large" fullWidth disabled={isSubmitting}>
          {t('auth.reset.submit')}
        </Button>
        {/* Below the button, so a failed try does not move the button under the pointer. */}
        {submitError ? (
          <Alert severity="error" role="alert">
            {submitError}
          </Alert>
        ) : null}
      </Stack>
      {requestAgain}
    </AuthCard>
  );
}
