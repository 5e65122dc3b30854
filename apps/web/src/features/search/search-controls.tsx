import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import { useTranslation } from 'react-i18next';
import { SearchButton } from './search-button';
import { linkTargetOf } from './search-display';
import type { PublicSearchSettings } from '../search-config/search-settings-api';
import { currentSortOf } from './search-display';
import { useLocalized } from '../../i18n/localized';

type Settings = PublicSearchSettings;

type TabColors = Partial<
  Record<
    'tabBackgroundColor' | 'tabTextColor' | 'activeTabBackgroundColor' | 'activeTabTextColor',
    string | null
  >
>;

/** The company's tab colours (tab setting) for MUI Tabs; unset ones keep the theme's. */
export function tabColorsSx(colors: TabColors) {
  return {
    bgcolor: colors.tabBackgroundColor ?? undefined,
    '& .MuiTab-root': { color: colors.tabTextColor ?? undefined },
    '& .MuiTab-root.Mui-selected': {
      bgcolor: colors.activeTabBackgroundColor ?? undefined,
      color: colors.activeTabTextColor ?? undefined,
    },
    '& .MuiTabs-indicator': { bgcolor: colors.activeTabTextColor ?? undefined },
  };
}

/**
 * The tab bar (tab setting): "all" first, then the company's tabs in order, and the tab bar's
 * link buttons. Hidden when the company turned tabs off or has none.
 */
export function SearchTabs({
  settings,
  tab,
  onChange,
}: {
  settings: Settings;
  tab: number | null;
  onChange: (tab: number | null) => void;
}) {
  const { t } = useTranslation();
  const pick = useLocalized();
  const { tabs, tabSetting } = settings;
  if (!tabSetting.showTabs || tabs.length === 0) return null;
  const ordered = [...tabs].sort((a, b) => a.ordinal - b.ordinal);
  const current = ordered.some((candidate) => candidate.id === tab) ? tab : null;
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        flexWrap: 'wrap',
        borderBottom: 1,
        borderColor: 'divider',
        mb: 2,
      }}
    >
      <Tabs
        value={current ?? 0}
        onChange={(_event, value: number) => onChange(value === 0 ? null : value)}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={t('search.tabs.label')}
        sx={{ flex: 1, minWidth: 0, ...tabColorsSx(tabSetting) }}
      >
        <Tab
          value={0}
          label={pick(tabSetting.allTabLabel, tabSetting.allTabLabelEn) || t('search.tabs.all')}
        />
        {ordered.map((candidate) => (
          <Tab
            key={candidate.id}
            value={candidate.id}
            label={pick(candidate.name, candidate.nameEn)}
          />
        ))}
      </Tabs>
      {tabSetting.buttons.length > 0 ? (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', py: 1 }}>
          {[...tabSetting.buttons]
            .sort((a, b) => a.ordinal - b.ordinal)
            .map((button) => (
              <SearchButton key={button.id} button={button} target={linkTargetOf(button.url)} />
            ))}
        </Box>
      ) : null}
    </Box>
  );
}

/** The sort selector (sort fields) and the direction toggle. */
export function SearchSort({
  settings,
  sortBy,
  sort,
  onChange,
}: {
  settings: Settings;
  sortBy: number | null;
  sort: 'asc' | 'desc' | null;
  onChange: (sortBy: number, sort: 'asc' | 'desc') => void;
}) {
  const { t } = useTranslation();
  const pick = useLocalized();
  const current = currentSortOf(settings, sortBy, sort);
  if (!current) return null;
  const fields = [...settings.sortFields].sort((a, b) => a.ordinal - b.ordinal);
  const isAsc = current.direction === 'asc';
  const flipLabel = `${t('search.sort.direction')}: ${isAsc ? t('search.sort.asc') : t('search.sort.desc')}`;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      <TextField
        select
        size="small"
        label={t('search.sort.label')}
        value={current.field}
        onChange={(event) => {
          const field = fields.find((candidate) => candidate.field === Number(event.target.value));
          if (field) onChange(field.field, field.isAscDefault ? 'asc' : 'desc');
        }}
        sx={{ minWidth: 180 }}
      >
        {fields.map((field) => (
          <MenuItem key={field.id} value={field.field}>
            {pick(field.title, field.titleEn)}
          </MenuItem>
        ))}
      </TextField>
      <Tooltip title={flipLabel}>
        <IconButton
          aria-label={flipLabel}
          onClick={() => onChange(current.field, isAsc ? 'desc' : 'asc')}
        >
          {isAsc ? <ArrowUpwardIcon /> : <ArrowDownwardIcon />}
        </IconButton>
      </Tooltip>
    </Box>
  );
}

/**
 * The search box's hashtags as chips, under the headings of the hashtag setting when it has
 * lists. One chip at a time unless multiple selection is on.
 */
export function HashtagChips({
  settings,
  tags,
  onChange,
}: {
  settings: Settings;
  tags: readonly number[];
  onChange: (tags: number[]) => void;
}) {
  const { t } = useTranslation();
  const pick = useLocalized();
  const { searchBox, multipleSelect, setting } = settings.hashtags;
  if (searchBox.length === 0) return null;
  const byId = new Map(searchBox.map((hashtag) => [hashtag.id, hashtag]));
  const listed = new Set(setting.lists.flatMap((list) => list.hashTagIds));
  const groups = [
    ...setting.lists.map((list) => ({
      name: pick(list.name, list.nameEn),
      hashtags: list.hashTagIds.flatMap((id) => byId.get(id) ?? []),
    })),
    { name: null, hashtags: searchBox.filter((hashtag) => !listed.has(hashtag.id)) },
  ].filter((group) => group.hashtags.length > 0);

  const toggle = (id: number) => {
    if (tags.includes(id)) onChange(tags.filter((tag) => tag !== id));
    else onChange(multipleSelect ? [...tags, id] : [id]);
  };
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        {pick(setting.title, setting.titleEn) || t('search.hashtags.label')}
        {multipleSelect ? (
          <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 1 }}>
            {t('search.hashtags.multipleHint')}
          </Typography>
        ) : null}
      </Typography>
      {groups.map((group) => (
        <Box key={group.name ?? ''} sx={{ mb: 1 }}>
          {group.name ? (
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 0.5 }}>
              {group.name}
            </Typography>
          ) : null}
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            {group.hashtags.map((hashtag) => {
              const isChosen = tags.includes(hashtag.id);
              return (
                <Chip
                  key={hashtag.id}
                  label={`#${pick(hashtag.name, hashtag.nameEn)}`}
                  clickable
                  color={isChosen ? 'primary' : 'default'}
                  variant={isChosen ? 'filled' : 'outlined'}
                  aria-pressed={isChosen}
                  onClick={() => toggle(hashtag.id)}
                />
              );
            })}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
