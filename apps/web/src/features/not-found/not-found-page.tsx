import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AccountType } from '@hondana/contract';
import { useSite } from '../company/company-settings';

/** True when the browser history holds a page of this app to go back to. */
function canGoBack(): boolean {
  const state = window.history.state as { idx?: number } | null;
  return typeof state?.idx === 'number' && state.idx > 0;
}

/** 404 for /404 and every unknown path. Open-type companies get no Go back button (product §6). */
export default function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { company } = useSite();
  const showGoBack = company?.accountType !== AccountType.OpenType;
  return (
    <Box
      component="section"
      aria-labelledby="not-found-title"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 3,
        p: 3,
        textAlign: 'center',
      }}
    >
      <Typography
        component="p"
        variant="h1"
        color="primary"
        sx={{ fontWeight: 700 }}
        aria-hidden="true"
      >
        404
      </Typography>
      <Typography id="not-found-title" component="h1" variant="h5">
        {t('notFound.title')}
      </Typography>
      <Typography color="text.secondary">{t('notFound.body')}</Typography>
      {showGoBack ? (
        <Button
          variant="contained"
          startIcon={<ArrowBackIcon />}
          onClick={() => void (canGoBack() ? navigate(-1) : navigate('/', { replace: true }))}
        >
          {t('common.goBack')}
        </Button>
      ) : null}
    </Box>
  );
}
