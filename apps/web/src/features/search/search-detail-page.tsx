import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useContentDetail } from '../library/content-detail-api';
import { ContentDetailState } from '../library/content-detail-state';
import { ContentDetailView } from '../library/content-detail-view';
import { useLibraryGroups } from '../library/use-library-groups';
import { viewButtonStyleOf } from '../library/view-book';
import { SearchButton } from './search-button';
import { linkTargetOf } from './search-display';
import type { SearchButtonSetting } from './search-button';
import type { ButtonTarget } from './search-display';
import { usePublicSearchSettings } from '../search-config/search-settings-api';
import './search-texts';

/** The search the visitor came from (kept in the navigation state), else /search. */
function backPathOf(state: unknown): string {
  const from = (state as { searchFrom?: unknown } | null)?.searchFrom;
  return typeof from === 'string' && from.startsWith('/search') ? from : '/search';
}

/** The setting's link buttons (its detail and view actions are this page and its View Book). */
function DetailButtons({ buttons }: { buttons: readonly SearchButtonSetting[] }) {
  if (buttons.length === 0) return null;
  const targetOf = (button: SearchButtonSetting): ButtonTarget | null =>
    button.action === 'link' ? linkTargetOf(button.url) : null;
  const shown = [...buttons].sort((a, b) => a.ordinal - b.ordinal);
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 3 }}>
      {shown.map((button) => (
        <SearchButton key={button.id} button={button} target={targetOf(button)} />
      ))}
    </Box>
  );
}

/**
 * /search/{contentId}: a result's page in the search layout, laid out by the content
 * search-result setting (cover, View Book button, buttons) with the content-detail params.
 */
export default function SearchDetailPage() {
  const { t } = useTranslation();
  const params = useParams();
  const location = useLocation();
  const contentId = params.contentId ?? '';
  const { isSignedIn, favoriteGroupId } = useLibraryGroups('');
  const query = useContentDetail(contentId, null);
  const settingsQuery = usePublicSearchSettings();
  const settings = settingsQuery.data;

  let body;
  if (query.data && !settingsQuery.isPending) {
    const setting = settings?.contentSearchResultSetting;
    body = (
      <ContentDetailView
        content={query.data}
        contentGroupId={null}
        showFavorite={isSignedIn && favoriteGroupId !== null}
        detailParams={settings?.contentDetailParams}
        showCover={setting?.showCover ?? true}
        viewButtonStyle={setting ? viewButtonStyleOf(setting) : undefined}
        actions={setting ? <DetailButtons buttons={setting.buttons} /> : undefined}
      />
    );
  } else {
    body = (
      <ContentDetailState
        error={query.error}
        isError={query.isError}
        loadingLabel={t('search.detail.loading')}
        onRetry={() => void query.refetch()}
      />
    );
  }

  return (
    <Box sx={{ maxWidth: 1100, mx: 'auto' }}>
      <Link
        component={RouterLink}
        to={backPathOf(location.state)}
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 2 }}
      >
        <ArrowBackIcon fontSize="small" aria-hidden="true" />
        {t('search.detail.back')}
      </Link>
      {body}
    </Box>
  );
}
