import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePublicSearchSettings } from '../search-config/search-settings-api';
import { useLibraryGroups } from './use-library-groups';
import { ContentDetailView } from './content-detail-view';
import { useContentDetail } from './content-detail-api';
import { ContentDetailState } from './content-detail-state';
import { groupPath, libraryBasePath, parseGroupId } from './library-paths';
import { viewButtonStyleOf } from './view-book';
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
        viewButtonStyle={
          settings.data ? viewButtonStyleOf(settings.data.contentSearchResultSetting) : undefined
        }
      />
    );
  } else {
    body = (
      <ContentDetailState
        error={query.error}
        isError={query.isError}
        loadingLabel={t('library.detail.loading')}
        onRetry={() => void query.refetch()}
      />
    );
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
