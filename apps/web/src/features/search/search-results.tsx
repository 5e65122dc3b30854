import { useEffect } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '../../ui/feedback/api-notify';
import { Pager } from '../../ui/pager/pager';
import { stepBackPage } from '../../ui/pager/pager-window';
import { ContentCover } from '../library/content-cover';
import { LoadingState } from '../library/loading-state';
import { fieldValueOf } from '../library/detail-fields';
import type { Content } from '../library/library-types';
import { chooseRibbon } from '../library/ribbon';
import { viewerPath } from '../library/view-book';
import { useViewBookAction } from '../library/view-book-button';
import type { SearchResultPage } from './search-api';
import type { PublicSearchSettings } from '../search-config/search-settings-api';
import { SearchButton } from './search-button';
import type { SearchButtonSetting } from './search-button';
import { linkTargetOf, shownParamsOf } from './search-display';
import type { ButtonTarget, ResultLinks, ResultSetting, ShownParam } from './search-display';
import { useLocalized } from '../../i18n/localized';

function ResultParams({
  content,
  params,
  compact,
}: {
  content: Content;
  params: ShownParam[];
  compact: boolean;
}) {
  const { t } = useTranslation();
  const pick = useLocalized();
  const shown = params.flatMap((param) => {
    const value = fieldValueOf(content, param.field);
    return value ? [{ ...param, value }] : [];
  });
  if (shown.length === 0) return null;
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(12, 1fr)',
        columnGap: 2,
        rowGap: 0.5,
        m: 0,
      }}
    >
      {shown.map((param) => (
        <Box
          key={param.field}
          sx={{
            gridColumn: compact ? 'span 12' : { xs: 'span 12', sm: `span ${param.size}` },
            minWidth: 0,
          }}
        >
          <Typography component="dt" variant="caption" color="text.secondary">
            {pick(param.title, param.titleEn) || t(`search.fields.${param.field}`)}
          </Typography>
          <Typography
            component="dd"
            variant="body2"
            sx={{
              m: 0,
              wordBreak: 'break-word',
              display: '-webkit-box',
              WebkitLineClamp: 3,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
            }}
          >
            {param.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

function ResultButtons({
  content,
  buttons,
  links,
}: {
  content: Content;
  buttons: readonly SearchButtonSetting[];
  links: ResultLinks;
}) {
  const viewAction = useViewBookAction(content);
  if (buttons.length === 0) return null;
  const detail = { kind: 'route', to: links.detailPathOf(content) } as const;
  const targetOf = (button: SearchButtonSetting): ButtonTarget | null => {
    if (button.action === 'detail') return detail;
    if (button.action === 'view') {
      if (viewAction === 'open')
        return { kind: 'external', href: viewerPath(content.id, links.groupIdOf(content)) };
      // A visitor who must sign in gets the book page's sign-in dialog (issue 21, part 10); a
      // book behind a plan the viewer does not hold, its page, whose View Book offers the plans.
      return viewAction === 'login' ? { kind: 'sign-in', detail: detail.to } : detail;
    }
    return linkTargetOf(button.url);
  };
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1 }}>
      {[...buttons]
        .sort((a, b) => a.ordinal - b.ordinal)
        .map((button) => (
          <SearchButton key={button.id} button={button} target={targetOf(button)} />
        ))}
    </Box>
  );
}

/**
 * One page of results laid out by the search-result setting: a list (cover beside the text) or
 * a grid of cards, with or without covers, the configured params and buttons.
 */
export function SearchResultList({
  contents,
  setting,
  links,
  label,
}: {
  contents: readonly Content[];
  setting: ResultSetting;
  links: ResultLinks;
  label: string;
}) {
  const params = shownParamsOf(setting);
  const isGrid = setting.layout === 'grid';
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: isGrid ? 'repeat(auto-fill, minmax(180px, 1fr))' : '1fr',
      }}
    >
      {contents.map((content) => {
        const to = links.detailPathOf(content);
        return (
          <Box
            component="li"
            key={content.id}
            sx={{
              display: 'grid',
              gap: 2,
              alignItems: 'start',
              gridTemplateColumns:
                !isGrid && setting.showCover ? { xs: '96px 1fr', sm: '120px 1fr' } : '1fr',
              pb: isGrid ? 0 : 2,
              borderBottom: isGrid ? 0 : 1,
              borderColor: 'divider',
            }}
          >
            {setting.showCover ? (
              <Box
                component={RouterLink}
                to={to}
                state={links.state}
                tabIndex={-1}
                aria-hidden="true"
                sx={{ display: 'block', maxWidth: isGrid ? 200 : undefined }}
              >
                <ContentCover src={content.coverUrl} ribbon={chooseRibbon(content)} />
              </Box>
            ) : null}
            <Box sx={{ minWidth: 0 }}>
              <Typography
                component="h3"
                variant={isGrid ? 'subtitle1' : 'h6'}
                sx={{ mb: 0.5, wordBreak: 'break-word' }}
              >
                <Link component={RouterLink} to={to} state={links.state}>
                  {content.title}
                </Link>
              </Typography>
              <ResultParams content={content} params={params} compact={isGrid} />
              <ResultButtons content={content} buttons={setting.buttons} links={links} />
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}

/**
 * A page of results with its count, the empty and error states and the pager; an empty page
 * above 1 steps back (product.md §4).
 */
export function ResultsBody({
  query,
  settings,
  links,
  label,
  page,
  onPageChange,
}: {
  query: {
    data?: SearchResultPage;
    isError: boolean;
    error: unknown;
    isPlaceholderData: boolean;
    refetch: () => unknown;
  };
  settings: PublicSearchSettings;
  links: ResultLinks;
  label: string;
  page: number;
  onPageChange: (page: number, replace?: boolean) => void;
}) {
  const { t } = useTranslation();
  const data = query.isPlaceholderData ? undefined : query.data;
  const previousPage = data ? stepBackPage(page, data.content.length, data.totalPages) : null;
  useEffect(() => {
    if (previousPage !== null) onPageChange(previousPage, true);
  }, [previousPage, onPageChange]);

  if (query.isError && !query.data) {
    return (
      <Box role="alert">
        <Typography color="error">
          {t('search.results.failed')} {describeApiError(query.error).message}
        </Typography>
        <Button sx={{ mt: 1 }} variant="outlined" onClick={() => void query.refetch()}>
          {t('common.retry')}
        </Button>
      </Box>
    );
  }
  if (!query.data) return <LoadingState label={t('search.results.loading')} />;
  const shown = query.data;
  return (
    <>
      <Typography role="status" color="text.secondary" sx={{ mb: 1.5 }}>
        {t(shown.totalIsLowerBound ? 'search.results.countAtLeast' : 'search.results.count', {
          count: shown.totalElements,
        })}
      </Typography>
      {shown.content.length === 0 ? (
        <Typography color="text.secondary">{t('search.results.empty')}</Typography>
      ) : (
        <SearchResultList
          contents={shown.content}
          setting={settings.searchResultSetting}
          links={links}
          label={label}
        />
      )}
      <Box sx={{ mt: 2 }}>
        <Pager page={page} totalPages={shown.totalPages} onChange={(next) => onPageChange(next)} />
      </Box>
    </>
  );
}
