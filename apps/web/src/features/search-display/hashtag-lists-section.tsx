import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { useTranslation } from 'react-i18next';
import { describeApiError, notifyApiSuccess } from '../../ui/feedback/api-notify';
import { LoadingScreen } from '../../ui/feedback/loading-screen';
import { useHashtagSetting, useUpdateHashtagSetting } from './search-display-api';
import type { Hashtag, HashtagSetting } from './search-display-api';

function HashtagPicker({
  label,
  hashtags,
  value,
  onChange,
}: {
  label: string;
  hashtags: readonly Hashtag[];
  value: readonly number[];
  onChange: (ids: number[]) => void;
}) {
  const selected = value
    .map((id) => hashtags.find((hashtag) => hashtag.id === id))
    .filter((hashtag): hashtag is Hashtag => hashtag !== undefined);
  return (
    <Autocomplete
      multiple
      options={hashtags}
      value={selected}
      getOptionLabel={(hashtag) => `#${hashtag.name}`}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      onChange={(_event, chosen) => onChange(chosen.map((hashtag) => hashtag.id))}
      filterSelectedOptions
      renderValue={(chosen, getItemProps) =>
        chosen.map((hashtag, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} size="small" label={`#${hashtag.name}`} {...itemProps} />;
        })
      }
      renderInput={(params) => <TextField {...params} label={label} />}
    />
  );
}

/** Headings that group the search box's hashtags (867 a heading twice, 868 a hashtag twice). */
export function HashtagListsSection({ hashtags }: { hashtags: readonly Hashtag[] }) {
  const { t } = useTranslation();
  const setting = useHashtagSetting();
  const update = useUpdateHashtagSetting();
  const [draft, setDraft] = useState<HashtagSetting | null>(null);
  const [error, setError] = useState<string | null>(null);
  const current = draft ?? setting.data ?? null;

  const change = (next: HashtagSetting) => setDraft(next);
  async function save() {
    if (!current) return;
    setError(null);
    try {
      await update.mutateAsync({
        title: current.title?.trim() ? current.title.trim() : null,
        lists: current.lists.map((list) => ({ ...list, name: list.name.trim() })),
      });
      setDraft(null);
      notifyApiSuccess('update');
    } catch (caught) {
      setError(describeApiError(caught).message);
    }
  }

  return (
    <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 2 }} component="section">
      <Typography component="h2" variant="h6">
        {t('hashtagAdmin.lists.title')}
      </Typography>
      <Typography color="text.secondary" variant="body2">
        {t('hashtagAdmin.lists.help')}
      </Typography>
      {setting.isPending ? (
        <LoadingScreen message={t('hashtagAdmin.loading')} />
      ) : setting.isError || !current ? (
        <Alert severity="error">
          {t('hashtagAdmin.loadFailed', { message: describeApiError(setting.error).message })}
        </Alert>
      ) : (
        <>
          {error ? <Alert severity="error">{error}</Alert> : null}
          <TextField
            label={t('hashtagAdmin.lists.heading')}
            value={current.title ?? ''}
            onChange={(event) => change({ ...current, title: event.target.value })}
            slotProps={{ htmlInput: { maxLength: 64 } }}
          />
          {current.lists.map((list, index) => (
            <Box
              key={index}
              sx={{ display: 'grid', gap: 1, gridTemplateColumns: '1fr 2fr auto' }}
              role="group"
              aria-label={t('hashtagAdmin.lists.listLabel', { number: index + 1 })}
            >
              <TextField
                label={t('hashtagAdmin.lists.name')}
                value={list.name}
                required
                onChange={(event) =>
                  change({
                    ...current,
                    lists: current.lists.map((other, at) =>
                      at === index ? { ...other, name: event.target.value } : other,
                    ),
                  })
                }
                slotProps={{ htmlInput: { maxLength: 64 } }}
              />
              <HashtagPicker
                label={t('hashtagAdmin.lists.hashtags')}
                hashtags={hashtags}
                value={list.hashTagIds}
                onChange={(ids) =>
                  change({
                    ...current,
                    lists: current.lists.map((other, at) =>
                      at === index ? { ...other, hashTagIds: ids } : other,
                    ),
                  })
                }
              />
              <IconButton
                aria-label={t('hashtagAdmin.lists.remove', { number: index + 1 })}
                onClick={() =>
                  change({ ...current, lists: current.lists.filter((_list, at) => at !== index) })
                }
              >
                <DeleteIcon />
              </IconButton>
            </Box>
          ))}
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button
              variant="outlined"
              startIcon={<AddIcon />}
              onClick={() =>
                change({ ...current, lists: [...current.lists, { name: '', hashTagIds: [] }] })
              }
            >
              {t('hashtagAdmin.lists.add')}
            </Button>
            <Button
              variant="contained"
              disabled={draft === null || update.isPending}
              onClick={() => void save()}
            >
              {t('hashtagAdmin.lists.save')}
            </Button>
          </Box>
        </>
      )}
    </Paper>
  );
}
