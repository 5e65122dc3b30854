import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '../../ui/feedback/api-notify';
import { isApiError } from '../../api/api-error';
import { useSite } from '../company/company-settings';
import { AuthCard } from './auth-card';
import { useConfirmEmail } from './auth-api';
import { useSession } from './session';
import './auth-screen-texts';

const linkProblems = ['invalid', 'used', 'expired'] as const;
type LinkProblem = (typeof linkProblems)[number];

/** The server explains a refused link in `results.reason` (400). */
function readLinkProblem(error: unknown): LinkProblem | null {
  if (!isApiError(error) || typeof error.results !== 'object' || error.results === null) {
    return null;
  }
  const reason = (error.results as { reason?: unknown }).reason;
  return linkProblems.find((known) => known === reason) ?? null;
}

type Outcome = { state: 'confirming' } | { state: 'done' } | { state: 'failed'; message: string };

/**
 * /confirm-email?token=…: the page of the link mailed on registration and e-mail change. It
 * confirms on opening (the token is single use, so a second run in development's strict mode
 * must not spend it twice) and says what happened.
 */
export default function ConfirmEmailPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const { isAdminSite } = useSite();
  const { user } = useSession();
  const { mutateAsync: confirmEmail } = useConfirmEmail();
  const [outcome, setOutcome] = useState<Outcome>({ state: 'confirming' });
  const startedFor = useRef<string | null>(null);

  useEffect(() => {
    if (!token || startedFor.current === token) return;
    startedFor.current = token;
    confirmEmail(token).then(
      () => setOutcome({ state: 'done' }),
      (caught: unknown) => {
        const reason = readLinkProblem(caught);
        setOutcome({
          state: 'failed',
          message: reason
            ? t(`auth.confirmEmail.reason.${reason}`)
            : describeApiError(caught).message,
        });
      },
    );
  }, [token, t, confirmEmail]);

  const next = user ? (
    <Link component={RouterLink} to="/">
      {t('auth.confirmEmail.toHome')}
    </Link>
  ) : (
    <Link component={RouterLink} to={isAdminSite ? '/admin-login' : '/login'}>
      {t('auth.confirmEmail.toLogin')}
    </Link>
  );

  return (
    <AuthCard title={t('auth.confirmEmail.title')}>
      {!token ? (
        <Alert severity="error">{t('auth.confirmEmail.missingToken')}</Alert>
      ) : outcome.state === 'confirming' ? (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="status">
          <CircularProgress size={20} aria-hidden />
          <Typography>{t('auth.confirmEmail.confirming')}</Typography>
        </Stack>
      ) : outcome.state === 'done' ? (
        <Alert severity="success" role="status">
          {t('auth.confirmEmail.done')}
        </Alert>
      ) : (
        <Alert severity="error" role="alert">
          {outcome.message}
        </Alert>
      )}
      <Box sx={{ mt: 3, textAlign: 'center' }}>{next}</Box>
    </AuthCard>
  );
}
