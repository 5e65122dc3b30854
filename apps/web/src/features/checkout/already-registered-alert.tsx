import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';

/** The reader holds the plan already (814, or the plan says so): their plans are one click away. */
export function AlreadyRegisteredAlert() {
  const { t } = useTranslation();
  return (
    <Alert
      severity="info"
      action={
        <Button color="inherit" size="small" component={RouterLink} to="/subscription">
          {t('payment.order.toRegistered')}
        </Button>
      }
    >
      {t('payment.order.alreadyRegistered')}
    </Alert>
  );
}
