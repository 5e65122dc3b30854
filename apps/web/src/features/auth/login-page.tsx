import { useState } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AccountType, GoogleOption } from '@hondana/contract';
import { getFirstSegment } from '../../ui/navigation/site-paths';
import { LoadingScreen } from '../../ui/feedback/loading-screen';
import { useSite } from '../company/company-settings';
import { AuthCard } from './auth-card';
import { LoginAlternatives } from './login-alternatives';
import { LoginForm } from './login-form';
import { RegisterButton } from './register-dialog';
import { useGoogleSignIn } from './use-google-sign-in';
import './auth-screen-texts';
import { useLocalized } from '../../i18n/localized';

/**
 * /login (also /login/, Google's return address) and /admin-login (product.md §2 "Login form").
 * After a sign-in the route guard moves on: to the cached route or the role's landing page.
 */
export default function LoginPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { company, hostname } = useSite();
  const isAdminLogin = getFirstSegment(pathname) === 'admin-login';
  const [keepLogin, setKeepLogin] = useState(false);
  const [otherError, setOtherError] = useState<string | null>(null);

  const isOpenType = company?.accountType === AccountType.OpenType;
  const showGoogle =
    !isAdminLogin && company !== null && company.googleOption !== GoogleOption.None;
  const showIpLogin = !isAdminLogin && company !== null && company.allowLoginByIpAddress;
  const showRegister =
    !isAdminLogin && company !== null && company.showLinkRegisterUser && !isOpenType;
  const google = useGoogleSignIn({ isEnabled: showGoogle });

  const custom = isAdminLogin ? null : (company?.viewSettings.customLogin ?? null);
  const pick = useLocalized();

  if (google.status === 'exchanging') {
    return <LoadingScreen message={t('auth.google.signingIn')} />;
  }

  return (
    <AuthCard
      title={
        isAdminLogin
          ? t('auth.adminLoginTitle')
          : pick(custom?.title, custom?.titleEn) || t('auth.loginTitle')
      }
      intro={isAdminLogin ? t('auth.adminLoginHint') : undefined}
      backdrop={
        custom
          ? {
              backgroundColor: custom.backgroundColor,
              textColor: custom.textColor,
              text: pick(custom.description, custom.descriptionEn) || null,
            }
          : undefined
      }
    >
      <LoginForm
        accountType={company?.accountType ?? null}
        identityTitle={
          isAdminLogin
            ? null
            : pick(company?.titleOfEmailField, custom?.titleOfEmailFieldEn) || null
        }
        passwordTitle={
          isAdminLogin
            ? null
            : pick(company?.titleOfPasswordField, custom?.titleOfPasswordFieldEn) || null
        }
        domain={company?.domain ?? hostname}
        externalError={otherError ?? google.error}
        onKeepLoginChange={setKeepLogin}
        onSubmitStart={() => setOtherError(null)}
      />
      {company?.allowForgotPassword ? (
        <Box sx={{ mt: 2, textAlign: 'right' }}>
          <Link component={RouterLink} to="/forget-password">
            {t('auth.forgotPassword')}
          </Link>
        </Box>
      ) : null}
      <LoginAlternatives
        companyDomain={company?.domain ?? ''}
        showIpLogin={showIpLogin}
        showGoogle={showGoogle}
        googleStatus={google.status}
        keepLogin={keepLogin}
        onStartGoogle={(keep) => void google.start(keep)}
        onError={setOtherError}
      />
      {showRegister ? (
        <Typography
          component="div"
          sx={{ mt: 3, display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1 }}
        >
          {t('auth.noAccount')}
          <RegisterButton variant="text" />
        </Typography>
      ) : null}
    </AuthCard>
  );
}
