import { useState } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import GoogleIcon from '@mui/icons-material/Google';
import RouterIcon from '@mui/icons-material/Router';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '../../ui/feedback/api-notify';
import { useLoginByIpAddress } from './auth-api';
import type { GoogleSignInStatus } from './use-google-sign-in';
import { useCompleteSignIn } from './use-sign-in';
import './auth-screen-texts';

export interface LoginAlternativesProps {
  companyDomain: string;
  showIpLogin: boolean;
  showGoogle: boolean;
  googleStatus: GoogleSignInStatus;
  keepLogin: boolean;
  onStartGoogle: (keepLogin: boolean) => void;
  onError: (message: string | null) => void;
}

/** The other ways in under the password form: by IP address and with Google (product.md §2). */
export function LoginAlternatives({
  companyDomain,
  showIpLogin,
  showGoogle,
  googleStatus,
  keepLogin,
  onStartGoogle,
  onError,
}: LoginAlternativesProps) {
  const { t } = useTranslation();
  const completeSignIn = useCompleteSignIn();
  const { mutateAsync: loginByIpAddress } = useLoginByIpAddress();
  const [isIpPending, setIsIpPending] = useState(false);
  if (!showIpLogin && !showGoogle) return null;

  const signInByIp = async () => {
    onError(null);
    setIsIpPending(true);
    try {
      const results = await loginByIpAddress({ companyDomain, keepLogin, isAutoLogin: false });
      completeSignIn(results, { isGoogleLogin: false });
    } catch (caught) {
      onError(describeApiError(caught).message);
    } finally {
      setIsIpPending(false);
    }
  };

  const isGoogleBusy = googleStatus !== 'idle';
  const isDisabled = isIpPending || isGoogleBusy;
  return (
    <>
      <Divider sx={{ my: 2 }}>{t('auth.or')}</Divider>
      <Stack spacing={1.5}>
        {showIpLogin ? (
          <Button
            variant="outlined"
            fullWidth
            startIcon={isIpPending ? <CircularProgress size={18} /> : <RouterIcon />}
            disabled={isDisabled}
            onClick={() => void signInByIp()}
          >
            {t('auth.ipLogin')}
          </Button>
        ) : null}
        {showGoogle ? (
          <Button
            variant="outlined"
            fullWidth
            startIcon={isGoogleBusy ? <CircularProgress size={18} /> : <GoogleIcon />}
            disabled={isDisabled}
            onClick={() => onStartGoogle(keepLogin)}
          >
            {googleStatus === 'redirecting'
              ? t('auth.google.redirecting')
              : googleStatus === 'exchanging'
                ? t('auth.google.signingIn')
                : t('auth.google.button')}
          </Button>
        ) : null}
      </Stack>
    </>
  );
}
