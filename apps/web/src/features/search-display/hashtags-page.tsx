import './search-display-texts';
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { useTranslation } from 'react-i18next';
import { describeApiError, notifyApiSuccess } from '../../ui/feedback/api-notify';
import { ConfirmDialog } from '../../ui/dialogs/confirm-dialog';
import { LoadFailedAlert } from '../../ui/feedback/load-failed-alert';
import { LoadingScreen } from '../../ui/feedback/loading-screen';
import { HashtagDialog } from './hashtag-dialog';
import { HashtagListsSection } from './hashtag-lists-section';
import { HashtagSearchBoxSection } from './hashtag-search-box-section';
import { useDeleteHashtag, useHashtags } from './search-display-api';
import type { Hashtag } from './search-display-api';

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
          <HashtagSearchBoxSection hashtags={all} />
          <HashtagListsSection hashtags={all} />
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
