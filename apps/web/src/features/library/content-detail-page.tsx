import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePublicSearchSettings } from '../search/search-api';
import { LoadingState } from './loading-state';
import { useLibraryGroups } from './use-library-groups';
import { ContentDetailView } from './content-detail-view';
import { isNoData, useContentDetail } from './content-detail-api';
import { groupPath, libraryBasePath, parseGroupId } from './library-paths';
import './library-detail-texts';

/** /:contentGroupId/:contentId: a book's detail screen in the home layout. */
export default function ContentDetailPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const params = useParams();
  const base = libraryBasePath(pathname);
  const contentId = params.contentId ?? '';
  const contentGroupId = parseGroupId(params.contentGroupId);
  const { isSignedIn, favoriteGroupId } = useLibraryGroups(base);
  const query = useContentDetail(contentId, contentGroupId);
  // The fields follow the company's content-detail params; without them (or when the settings
  // cannot be read) the defaults show.
  const settings = usePublicSearchSettings();

  let body;
  if (query.data && !settings.isPending) {
    body = (
      <ContentDetailView
        content={query.data}
        contentGroupId={contentGroupId}
        showFavorite={isSignedIn && favoriteGroupId !== null}
        detailParams={settings.data?.contentDetailParams}
      />
    );
  } else if (query.isError && isNoData(query.error)) {
    body = (
      <Typography component="h1" variant="h6" color="text.secondary">
        {t('library.detail.noData')}
      </Typography>
    );
  } else if (query.isError) {
    body = (
      <Box>
        <Typography component="h1" variant="h6" color="error">
          {t('library.home.loadFailed')}
        </Typography>
        <Button sx={{ mt: 1 }} variant="outlined" onClick={() => void query.refetch()}>
          {t('common.retry')}
        </Button>
      </Box>
    );
  } else {
    body = <LoadingState label={t('library.detail.loading')} />;
  }

  return (
    <Box sx={{ maxWidth: 1100, mx: 'auto' }}>
      {contentGroupId !== null ? (
        <Link
          component={RouterLink}
          to={groupPath(base, contentGroupId)}
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 2 }}
        >
          <ArrowBackIcon fontSize="small" aria-hidden="true" />
          {t('library.detail.backToGroup')}
        </Link>
      ) : null}
      {body}
    </Box>
  );
}
