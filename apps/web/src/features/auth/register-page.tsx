import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSite } from '../company/company-settings';
import { AuthCard } from './auth-card';
import { RegisterForm } from './register-form';
import './auth-screen-texts';

/** /register: the registration form as a page (the guard sends it to / unless enabled). */
export default function RegisterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { company } = useSite();
  if (!company) return null;
  return (
    <AuthCard title={t('auth.register.title')}>
      <RegisterForm
        accountType={company.accountType}
        strictPassword={company.strictPassword}
        domain={company.domain}
        onRegistered={() => void navigate('/login', { replace: true })}
      />
      <Typography sx={{ mt: 3, textAlign: 'center' }}>
        {t('auth.register.haveAccount')}{' '}
        <Link component={RouterLink} to="/login">
          {t('nav.login')}
        </Link>
      </Typography>
    </AuthCard>
  );
}
