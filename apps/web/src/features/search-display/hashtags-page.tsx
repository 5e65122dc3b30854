import './search-display-texts';
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import CloseIcon from '@mui/icons-material/Close';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { useTranslation } from 'react-i18next';
import { describeApiError, notifyApiSuccess } from '../../ui/feedback/api-notify';
import { ConfirmDialog } from '../../ui/dialogs/confirm-dialog';
import { LoadingScreen } from '../../ui/feedback/loading-screen';
import { HashtagDialog } from './hashtag-dialog';
import {
  useDeleteHashtag,
  useHashtagSearchBox,
  useHashtagSetting,
  useHashtags,
  useUpdateHashtagSearchBox,
  useUpdateHashtagSetting,
  useUpdateMultipleSelect,
} from './search-display-api';
import type { Hashtag, HashtagSetting } from './search-display-api';
import { moved } from './ordering';
import { LoadFailedAlert } from '../../ui/feedback/load-failed-alert';

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

/** The search box's hashtags in order: add one, move it, take it out; saved at once. */
function SearchBoxSection({ hashtags }: { hashtags: readonly Hashtag[] }) {
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

/** Headings that group the search box's hashtags (867 a heading twice, 868 a hashtag twice). */
function ListsSection({ hashtags }: { hashtags: readonly Hashtag[] }) {
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

/** /company/hashtags: the company's hashtags, the search box's hashtags and their lists. */
export default function HashtagsPage() {
  const { t } = useTranslation();
  const hashtags = useHashtags();
  const remove = useDeleteHashtag();
  const [editing, setEditing] = useState<Hashtag | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Hashtag | null>(null);
  const all = hashtags.data ?? [];

  async function confirmDelete() {
    if (!deleting) return;
    await remove.mutateAsync(deleting.id).then(
      () => notifyApiSuccess('delete'),
      () => undefined,
    );
    setDeleting(null);
  }

  return (
    <Box
      sx={{
        maxWidth: 1000,
        mx: 'auto',
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr)',
        gap: 2,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography component="h1" variant="h5" sx={{ flex: 1 }}>
          {t('hashtagAdmin.title')}
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
          {t('hashtagAdmin.add')}
        </Button>
      </Box>

      {hashtags.isPending ? (
        <LoadingScreen message={t('hashtagAdmin.loading')} />
      ) : hashtags.isError ? (
        <LoadFailedAlert onRetry={() => void hashtags.refetch()}>
          {t('hashtagAdmin.loadFailed', { message: describeApiError(hashtags.error).message })}
        </LoadFailedAlert>
      ) : all.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }} role="status">
          <Typography color="text.secondary">{t('hashtagAdmin.empty')}</Typography>
        </Paper>
      ) : (
        <Paper variant="outlined">
          <TableContainer>
            <Table size="small" aria-label={t('hashtagAdmin.tableLabel')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('hashtagAdmin.columns.name')}</TableCell>
                  <TableCell align="right">{t('hashtagAdmin.columns.contents')}</TableCell>
                  <TableCell>{t('hashtagAdmin.columns.actions')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {all.map((hashtag) => (
                  <TableRow key={hashtag.id} hover>
                    <TableCell sx={{ fontWeight: 500 }}>#{hashtag.name}</TableCell>
                    <TableCell align="right">{hashtag.contentCount}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      <Tooltip title={t('hashtagAdmin.edit', { name: hashtag.name })}>
                        <IconButton
                          aria-label={t('hashtagAdmin.edit', { name: hashtag.name })}
                          onClick={() => setEditing(hashtag)}
                        >
                          <EditIcon />
                        </IconButton>
                      </Tooltip>
                      <Tooltip title={t('hashtagAdmin.delete', { name: hashtag.name })}>
                        <IconButton
                          aria-label={t('hashtagAdmin.delete', { name: hashtag.name })}
                          color="error"
                          onClick={() => setDeleting(hashtag)}
                        >
                          <DeleteIcon />
                        </IconButton>
                      </Tooltip>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </Paper>
      )}

      {hashtags.data ? (
        <>
          <SearchBoxSection hashtags={all} />
          <ListsSection hashtags={all} />
        </>
      ) : null}

      <HashtagDialog
        key={editing === null ? 'closed' : editing === 'new' ? 'new' : editing.id}
        open={editing !== null}
        hashtag={editing === 'new' ? null : editing}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        level="danger"
        title={t('hashtagAdmin.deleteTitle')}
        message={t('hashtagAdmin.deleteMessage', {
          name: deleting?.name ?? '',
          count: deleting?.contentCount ?? 0,
        })}
        isBusy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </Box>
  );
}
