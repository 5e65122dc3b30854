import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSite } from '../company/company-settings';
import { RegisterForm } from './register-form';
import './auth-screen-texts';

/** The registration modal (product.md §2 Header): closes and goes to /login once registered. */
export default function RegisterModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { company } = useSite();
  if (!company) return null;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="register-dialog-title"
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id="register-dialog-title">{t('auth.register.title')}</DialogTitle>
      <DialogContent sx={{ pt: '8px !important' }}>
        <RegisterForm
          accountType={company.accountType}
          strictPassword={company.strictPassword}
          domain={company.domain}
          onRegistered={() => {
            onClose();
            void navigate('/login');
          }}
          secondaryAction={<Button onClick={onClose}>{t('common.cancel')}</Button>}
          autoFocus
        />
      </DialogContent>
    </Dialog>
  );
}
