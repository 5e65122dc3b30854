import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSite } from '../company/company-settings';

/** Home (/): the company's logo and name with a welcome; the library joins here later. */
export default function HomePage() {
  const { t } = useTranslation();
  const { company } = useSite();
  const name = company?.companyName ?? t('app.name');
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="home-title"
      sx={{ p: { xs: 3, md: 5 }, maxWidth: 880, mx: 'auto' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 3, flexWrap: 'wrap' }}>
        {company?.logo ? (
          <Box
            component="img"
            src={company.logo}
            alt={t('nav.logoAlt', { name })}
            sx={{ maxHeight: 96, maxWidth: 240, objectFit: 'contain' }}
          />
        ) : null}
        <Typography id="home-title" component="h1" variant="h4">
          {t('home.welcomeTitle', { name })}
        </Typography>
      </Box>
      <Typography sx={{ mt: 3 }} color="text.secondary">
        {t('home.welcomeBody')}
      </Typography>
      <Button
        sx={{ mt: 3 }}
        variant="contained"
        component={Link}
        to="/home-search"
        startIcon={<MenuBookIcon />}
      >
        {t('nav.books')}
      </Button>
    </Paper>
  );
}
