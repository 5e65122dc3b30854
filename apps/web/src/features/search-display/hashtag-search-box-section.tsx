import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslation } from 'react-i18next';
import { describeApiError, notifyApiSuccess } from '../../ui/feedback/api-notify';
import { LoadingScreen } from '../../ui/feedback/loading-screen';
import { moved } from './ordering';
import {
  useHashtagSearchBox,
  useUpdateHashtagSearchBox,
  useUpdateMultipleSelect,
} from './search-display-api';
import type { Hashtag } from './search-display-api';

/** The search box's hashtags in order: add one, move it, take it out; saved at once. */
export function HashtagSearchBoxSection({ hashtags }: { hashtags: readonly Hashtag[] }) {
  const { t } = useTranslation();
  const box = useHashtagSearchBox();
  const update = useUpdateHashtagSearchBox();
  const multiple = useUpdateMultipleSelect();
  const [adding, setAdding] = useState<Hashtag | null>(null);
  const ids = box.data?.hashTagIds ?? [];
  const nameOf = (id: number) => hashtags.find((hashtag) => hashtag.id === id)?.name ?? `${id}`;
  const save = (next: number[]) =>
    update.mutateAsync(next).then(
      () => notifyApiSuccess('update'),
      () => undefined,
    );

  return (
    <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 2 }} component="section">
      <Typography component="h2" variant="h6">
        {t('hashtagAdmin.searchBox.title')}
      </Typography>
      <Typography color="text.secondary" variant="body2">
        {t('hashtagAdmin.searchBox.help')}
      </Typography>
      {box.isPending ? (
        <LoadingScreen message={t('hashtagAdmin.loading')} />
      ) : box.isError ? (
        <Alert severity="error">
          {t('hashtagAdmin.loadFailed', { message: describeApiError(box.error).message })}
        </Alert>
      ) : (
        <>
          <FormControlLabel
            control={
              <Switch
                checked={box.data.multipleSelect}
                disabled={multiple.isPending}
                onChange={(event) =>
                  void multiple.mutateAsync(event.target.checked).then(
                    () => notifyApiSuccess('update'),
                    () => undefined,
                  )
                }
              />
            }
            label={t('hashtagAdmin.searchBox.multipleSelect')}
          />
          {ids.length === 0 ? (
            <Typography color="text.secondary" role="status">
              {t('hashtagAdmin.searchBox.empty')}
            </Typography>
          ) : (
            <List dense aria-label={t('hashtagAdmin.searchBox.listLabel')}>
              {ids.map((id, index) => (
                <ListItem
                  key={id}
                  secondaryAction={
                    <Box sx={{ display: 'flex' }}>
                      <IconButton
                        aria-label={t('hashtagAdmin.moveUp', { name: nameOf(id) })}
                        disabled={index === 0 || update.isPending}
                        onClick={() => void save(moved(ids, index, -1))}
                      >
                        <ArrowUpwardIcon />
                      </IconButton>
                      <IconButton
                        aria-label={t('hashtagAdmin.moveDown', { name: nameOf(id) })}
                        disabled={index === ids.length - 1 || update.isPending}
                        onClick={() => void save(moved(ids, index, 1))}
                      >
                        <ArrowDownwardIcon />
                      </IconButton>
                      <IconButton
                        aria-label={t('hashtagAdmin.searchBox.remove', { name: nameOf(id) })}
                        disabled={update.isPending}
                        onClick={() => void save(ids.filter((other) => other !== id))}
                      >
                        <CloseIcon />
                      </IconButton>
                    </Box>
                  }
                >
                  <ListItemText primary={`#${nameOf(id)}`} />
                </ListItem>
              ))}
            </List>
          )}
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Autocomplete
              sx={{ minWidth: 260, flex: 1 }}
              options={hashtags.filter((hashtag) => !ids.includes(hashtag.id))}
              value={adding}
              getOptionLabel={(hashtag) => `#${hashtag.name}`}
              isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
              onChange={(_event, chosen) => setAdding(chosen)}
              renderInput={(params) => (
                <TextField {...params} label={t('hashtagAdmin.searchBox.addLabel')} />
              )}
            />
            <Button
              variant="outlined"
              startIcon={<AddIcon />}
              disabled={adding === null || update.isPending}
              onClick={() => {
                if (!adding) return;
                void save([...ids, adding.id]);
                setAdding(null);
              }}
            >
              {t('hashtagAdmin.searchBox.add')}
            </Button>
          </Box>
        </>
      )}
    </Paper>
  );
}
