import { useCallback, useId, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../auth/session';
import { LoadingState } from '../library/loading-state';
import { useLibraryGroups } from '../library/use-library-groups';
import { FullTextSlot } from './full-text-slot';
import { markNewSearch, searchQueryKey, useFieldSearch, useHashtagSearch } from './search-api';
import { usePublicSearchSettings } from '../search-config/search-settings-api';
import { SearchBoxInput } from './search-box-input';
import { conditionsOf, fullTextBoxOf, searchModeOf } from './search-conditions';
import { HashtagChips, SearchSort, SearchTabs } from './search-controls';
import { ResultsBody } from './search-results';
import { resultLinksOf } from './search-display';
import {
  emptySearchState,
  hasSearch,
  isBoxFilled,
  parseSearchState,
  writeSearchState,
} from './search-url';
import type { BoxInput, SearchState } from './search-url';
import { SearchViewHeader, WordsField } from './search-view-header';
import './search-texts';
import { useLocalized } from '../../i18n/localized';

/** What the visitor is typing, applied to the address on submit. */
interface Draft {
  q: string;
  boxes: Record<number, BoxInput>;
}

/**
 * The search (product.md §2 /search and /home-search): the words box, an input per configured
 * box, hashtags, tabs, the sort and the results, all kept in the address. On the home layout
 * the library (`library`) shows until the visitor searches.
 */
export function SearchView({
  variant,
  contentGroupId,
  library,
}: {
  variant: 'search' | 'home';
  contentGroupId: number | null;
  library?: ReactNode;
}) {
  const { t } = useTranslation();
  const pick = useLocalized();
  const { user } = useSession();
  const location = useLocation();
  const queryClient = useQueryClient();
  const resultsHeadingId = useId();
  const boxesId = useId();
  const settingsQuery = usePublicSearchSettings();
  const settings = settingsQuery.data;
  // The home layout's side menu lists the groups whether the library or the results show.
  useLibraryGroups(variant === 'home' ? '/home-search' : '');
  const [params, setParams] = useSearchParams();
  const state = parseSearchState(params);

  // The draft follows the address when it changes (back button, a shared link).
  const addressDraft: Draft = { q: state.q, boxes: state.boxes };
  const addressKey = JSON.stringify(addressDraft);
  const [draft, setDraft] = useState<Draft & { key: string }>({ ...addressDraft, key: addressKey });
  if (draft.key !== addressKey) setDraft({ ...addressDraft, key: addressKey });

  // On the home layout the boxes fold away above the library until wanted (or filled).
  const [panelToggle, setPanelToggle] = useState<boolean | null>(null);
  const isPanelOpen =
    variant === 'search' || (panelToggle ?? Object.values(state.boxes).some(isBoxFilled));
  const setPanelOpen = (open: boolean) => setPanelToggle(open);
  const boxes = [...(settings?.searchBoxes ?? [])].sort((a, b) => a.ordinal - b.ordinal);
  const fullTextBox = fullTextBoxOf(boxes);
  const fieldBoxes = boxes.filter((box) => !box.isFullText);
  const mode = searchModeOf(state, boxes);
  const isSearching = variant === 'search' || hasSearch(state);
  // A tab of a shared link that the company removed or hid since applies no more.
  const hasTabs = Boolean(settings?.tabSetting.showTabs);
  const activeTab =
    hasTabs && settings?.tabs.some((tab) => tab.id === state.tab) ? state.tab : null;
  const size = settings?.searchResultSetting.pageSize ?? 10;
  const scope = {
    page: state.page,
    size,
    sortBy: state.sortBy,
    sort: state.sort,
    contentGroupId,
    isSignedIn: user !== null,
  };
  const conditions = conditionsOf(state, boxes);
  const fieldQuery = useFieldSearch(
    { ...scope, conditions, tabId: activeTab },
    Boolean(settings) && isSearching && mode === 'field',
  );
  const hashtagQuery = useHashtagSearch(
    { ...scope, tags: state.tags },
    Boolean(settings) && isSearching && mode === 'hashtag',
  );

  const apply = useCallback(
    (next: SearchState, options?: { replace?: boolean }) =>
      setParams((current) => writeSearchState(next, current), {
        replace: options?.replace ?? false,
      }),
    [setParams],
  );
  const changePage = useCallback(
    (page: number, replace?: boolean) =>
      setParams((current) => writeSearchState({ ...parseSearchState(current), page }, current), {
        replace: replace ?? false,
      }),
    [setParams],
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: SearchState = {
      ...state,
      q: draft.q.trim(),
      boxes: draft.boxes,
      tags: [],
      page: 1,
    };
    markNewSearch(conditionsOf(next, boxes), contentGroupId);
    const written = writeSearchState(next, params).toString();
    if (written === params.toString()) {
      void queryClient.invalidateQueries({ queryKey: searchQueryKey });
    }
    apply(next);
  };
  const clear = () => {
    setDraft({ q: '', boxes: {}, key: addressKey });
    apply({ ...emptySearchState, tab: state.tab });
  };
  const changeBox = (id: number, input: BoxInput) =>
    setDraft((current) => ({ ...current, boxes: { ...current.boxes, [id]: input } }));

  const wordsLabel = pick(fullTextBox?.label, fullTextBox?.labelEn) || t('search.header.label');
  const wordsPlaceholder =
    pick(fullTextBox?.placeholder, fullTextBox?.placeholderEn) || t('search.header.placeholder');
  const wordsField = (
    <WordsField
      value={draft.q}
      onChange={(q) => setDraft((current) => ({ ...current, q }))}
      label={wordsLabel}
      placeholder={wordsPlaceholder}
      helperText={fullTextBox ? t('search.header.fullTextHint') : undefined}
    />
  );

  // The search layout's words box is in its header: its panel shows only for boxes or hashtags.
  const hasPanel =
    variant === 'home' || fieldBoxes.length > 0 || (settings?.hashtags.searchBox.length ?? 0) > 0;
  const panel = settings ? (
    <Paper variant="outlined" sx={{ p: 2, mb: 3 }}>
      <Box
        component="form"
        role="search"
        aria-label={t('search.panel.heading')}
        onSubmit={submit}
        noValidate
      >
        {variant === 'home' ? <Box sx={{ mb: 2 }}>{wordsField}</Box> : null}
        {fieldBoxes.length > 0 && variant === 'home' ? (
          <Button
            type="button"
            size="small"
            aria-expanded={isPanelOpen}
            aria-controls={boxesId}
            onClick={() => setPanelOpen(!isPanelOpen)}
            endIcon={isPanelOpen ? <ExpandLessIcon /> : <ExpandMoreIcon />}
            sx={{ mb: 1 }}
          >
            {t('search.panel.moreConditions')}
          </Button>
        ) : null}
        {fieldBoxes.length > 0 ? (
          <Box
            id={boxesId}
            hidden={!isPanelOpen}
            sx={{
              display: isPanelOpen ? 'grid' : 'none',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
              mb: 2,
            }}
          >
            {fieldBoxes.map((box) => (
              <SearchBoxInput
                key={box.id}
                box={box}
                input={draft.boxes[box.id]}
                onChange={(input) => changeBox(box.id, input)}
              />
            ))}
          </Box>
        ) : null}
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap', mb: 1 }}>
          <Button type="button" onClick={clear}>
            {t('search.panel.clear')}
          </Button>
          <Button type="submit" variant="contained">
            {t('search.panel.submit')}
          </Button>
        </Box>
      </Box>
      <HashtagChips
        settings={settings}
        tags={state.tags}
        onChange={(tags) => apply({ ...state, q: '', boxes: {}, tags, page: 1 })}
      />
    </Paper>
  ) : null;

  let results: ReactNode = null;
  if (settings && isSearching) {
    const links = resultLinksOf(variant, contentGroupId, `${location.pathname}${location.search}`);
    const label = t('search.results.heading');
    const hashtagNames = settings.hashtags.searchBox
      .filter((hashtag) => state.tags.includes(hashtag.id))
      .map((hashtag) => `#${pick(hashtag.name, hashtag.nameEn)}`)
      .join(' ');
    results = (
      <Box component="section" aria-labelledby={resultsHeadingId}>
        {mode === 'field' ? (
          <SearchTabs
            settings={settings}
            tab={activeTab}
            onChange={(tab) => apply({ ...state, tab, page: 1 })}
          />
        ) : null}
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 2,
            flexWrap: 'wrap',
            mb: 1,
          }}
        >
          <Typography
            id={resultsHeadingId}
            component={variant === 'search' ? 'h2' : 'h1'}
            variant="h6"
          >
            {mode === 'fullText' ? t('search.results.fullTextHeading') : label}
            {mode === 'hashtag' && hashtagNames ? (
              <Typography component="span" color="text.secondary" sx={{ ml: 1 }}>
                {t('search.results.byHashtag', { names: hashtagNames })}
              </Typography>
            ) : null}
          </Typography>
          {mode !== 'fullText' ? (
            <SearchSort
              settings={settings}
              sortBy={state.sortBy}
              sort={state.sort}
              onChange={(sortBy, sort) => apply({ ...state, sortBy, sort, page: 1 })}
            />
          ) : null}
        </Box>
        {mode === 'fullText' ? (
          <FullTextSlot
            query={state.q}
            contentGroupId={contentGroupId}
            page={state.page}
            onPageChange={changePage}
          />
        ) : (
          <ResultsBody
            query={mode === 'hashtag' ? hashtagQuery : fieldQuery}
            settings={settings}
            links={links}
            label={label}
            page={state.page}
            onPageChange={changePage}
          />
        )}
      </Box>
    );
  }

  let settingsState: ReactNode = null;
  if (settingsQuery.isError) {
    settingsState = (
      <Box role="alert" sx={{ mb: 2 }}>
        <Typography color="error">{t('search.results.settingsFailed')}</Typography>
        <Button sx={{ mt: 1 }} variant="outlined" onClick={() => void settingsQuery.refetch()}>
          {t('common.retry')}
        </Button>
      </Box>
    );
  } else if (!settings) {
    settingsState = <LoadingState label={t('search.results.loading')} />;
  }

  return (
    <Box sx={{ maxWidth: 1280, mx: 'auto' }}>
      {variant === 'search' ? (
        <SearchViewHeader title={pick(settings?.titlePage, settings?.titlePageEn) || null}>
          <Box component="form" role="search" aria-label={wordsLabel} onSubmit={submit} noValidate>
            {wordsField}
          </Box>
        </SearchViewHeader>
      ) : null}
      {settingsState}
      {hasPanel ? panel : null}
      {results}
      {!isSearching && library ? library : null}
    </Box>
  );
}
