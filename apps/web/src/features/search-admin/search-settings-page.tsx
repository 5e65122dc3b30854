import './search-admin-texts';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PageTitleSection } from './page-title-section';
import { SearchBoxesSection } from './search-boxes-section';
import { SortFieldsSection } from './sort-fields-section';
import { TabsSection } from './tabs-section';

/**
 * /company/search-settings: what the readers' search pages offer (product.md §3 Search
 * configuration): the page title, the search boxes, the tabs with their bar, and the sorts.
 * Every change shows on the search pages at once (they read the public settings per load).
 */
export default function SearchSettingsPage() {
  const { t } = useTranslation();
  return (
    <Box
      sx={{
        maxWidth: 1200,
        mx: 'auto',
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr)',
        gap: 2,
      }}
    >
      <Box>
        <Typography component="h1" variant="h5">
          {t('searchAdmin.title')}
        </Typography>
        <Typography color="text.secondary">{t('searchAdmin.intro')}</Typography>
      </Box>
      <PageTitleSection />
      <SearchBoxesSection />
      <TabsSection />
      <SortFieldsSection />
    </Box>
  );
}
