import './contents-texts';
import { useState } from 'react';
import type { FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import DownloadIcon from '@mui/icons-material/Download';
import SearchIcon from '@mui/icons-material/Search';
import UploadIcon from '@mui/icons-material/Upload';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { pagingDefaults } from '@hondana/contract';
import { describeApiError, notifyApiSuccess } from '../../ui/feedback/api-notify';
import { AdminList, AdminScreenHeader, adminScreenSx } from '../../ui/admin-list/admin-list';
import { ConfirmDialog } from '../../ui/dialogs/confirm-dialog';
import { parsePageParam } from '../../ui/pager/pager-window';
import { enqueueToast } from '../../ui/toasts/toast-store';
import { ContentEditDialog } from './content-edit-dialog';
import { parseContentSort, toggleContentSort } from './content-list-params';
import { ContentReplaceDialog } from './content-replace-dialog';
import { hasContentInProgress } from './content-status';
import { ContentTableHead, ContentTableRow } from './content-table';
import { ContentUploadDialog } from './content-upload-dialog';
import {
  downloadContentCsv,
  useContentPage,
  useDeleteContent,
  useReprocessContent,
} from './contents-api';
import type { ContentRow, ContentSortField } from './contents-api';
import { useUploadQueue } from './use-upload-queue';

/**
 * /company/contents: the company's books. Page, search and sort live in the address; the list
 * follows processing by itself; uploads, edits and deletions happen in dialogs over it.
 */
export default function ContentsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = parsePageParam(params.get('page'));
  const searchKey = params.get('q') ?? '';
  const sort = parseContentSort(params);
  const [draft, setDraft] = useState(searchKey);
  const query = useContentPage({
    page,
    size: pagingDefaults.size,
    searchKey,
    sortField: sort.field,
    sort: sort.direction,
  });
  const uploads = useUploadQueue();
  const remove = useDeleteContent();
  const reprocess = useReprocessContent();
  const [uploadOpen, setUploadOpen] = useState(false);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [replacing, setReplacing] = useState<ContentRow | null>(null);
  const [deleting, setDeleting] = useState<ContentRow | null>(null);
  const [exporting, setExporting] = useState(false);

  function updateParams(change: (next: URLSearchParams) => void) {
    setParams((current) => {
      const next = new URLSearchParams(current);
      change(next);
      return next;
    });
  }

  function applySearch(event: FormEvent) {
    event.preventDefault();
    updateParams((next) => {
      const text = draft.trim();
      if (text) next.set('q', text);
      else next.delete('q');
      next.delete('page');
    });
  }

  function changeSort(field: ContentSortField) {
    const chosen = toggleContentSort(sort, field);
    updateParams((next) => {
      next.set('sort', chosen.field);
      next.set('dir', chosen.direction);
      next.delete('page');
    });
  }

  async function exportCsv() {
    setExporting(true);
    try {
      await downloadContentCsv();
    } catch (caught) {
      enqueueToast({
        severity: 'error',
        message: t('contentAdmin.contents.exportFailed', {
          message: describeApiError(caught).message,
        }),
      });
    } finally {
      setExporting(false);
    }
  }

  function retry(content: ContentRow) {
    reprocess.mutate(content.id, {
      onSuccess: () =>
        enqueueToast({ severity: 'success', message: t('contentAdmin.contents.retryStarted') }),
    });
  }

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      notifyApiSuccess('delete');
    } catch (caught) {
      // The mutation's toast has said why; a content already gone leaves the list anyway.
      void caught;
    }
    setDeleting(null);
  }

  const setPage = (next: number) => updateParams((params) => params.set('page', String(next)));
  const rowActions = {
    onEdit: (content: ContentRow) => setEditingId(content.id),
    onReplace: setReplacing,
    onDelete: setDeleting,
    onRetry: retry,
  };
  const retryingId = reprocess.isPending ? (reprocess.variables ?? null) : null;

  return (
    // Wider than the other lists: the table has a cover and a status column.
    <Box sx={{ ...adminScreenSx, maxWidth: 1280 }}>
      <AdminScreenHeader
        title={t('contentAdmin.contents.title')}
        actions={
          <>
            <Button
              variant="outlined"
              startIcon={<DownloadIcon />}
              onClick={() => void exportCsv()}
              disabled={exporting}
            >
              {t('contentAdmin.contents.exportCsv')}
            </Button>
            <Button
              variant="contained"
              startIcon={<UploadIcon />}
              onClick={() => setUploadOpen(true)}
            >
              {t('contentAdmin.contents.add')}
            </Button>
          </>
        }
      />

      <Box component="form" role="search" onSubmit={applySearch} sx={{ maxWidth: 480 }}>
        <TextField
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          label={t('contentAdmin.contents.searchLabel')}
          placeholder={t('contentAdmin.contents.searchPlaceholder')}
          size="small"
          fullWidth
          slotProps={{
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <IconButton
                    type="submit"
                    edge="end"
                    aria-label={t('contentAdmin.contents.search')}
                  >
                    <SearchIcon />
                  </IconButton>
                </InputAdornment>
              ),
            },
          }}
        />
      </Box>

      {/* The progress bar shows for a page or sort change only; the status polling stays quiet. */}
      <AdminList
        query={query}
        page={page}
        onPageChange={setPage}
        texts={{
          loading: t('contentAdmin.contents.loading'),
          loadFailed: (error) =>
            t('contentAdmin.contents.loadFailed', { message: describeApiError(error).message }),
          empty: searchKey
            ? t('contentAdmin.contents.emptySearch', { query: searchKey })
            : t('contentAdmin.contents.empty'),
          tableLabel: t('contentAdmin.contents.tableLabel'),
          total: (count) =>
            t('contentAdmin.contents.total', { count }) +
            (hasContentInProgress(query.data?.content)
              ? ` — ${t('contentAdmin.contents.liveUpdating')}`
              : ''),
        }}
        head={<ContentTableHead sort={sort} onSort={changeSort} />}
        row={(content) => (
          <ContentTableRow
            key={content.id}
            content={content}
            isRetrying={retryingId === content.id}
            actions={rowActions}
          />
        )}
      />

      <ContentUploadDialog
        open={uploadOpen}
        items={uploads.items}
        onAdd={uploads.add}
        onRemove={uploads.remove}
        onClose={() => {
          setUploadOpen(false);
          uploads.clearFinished();
        }}
      />
      <ContentEditDialog contentId={editingId} onClose={() => setEditingId(null)} />
      <ContentReplaceDialog content={replacing} onClose={() => setReplacing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        level="danger"
        title={t('contentAdmin.contents.deleteTitle')}
        message={t('contentAdmin.contents.deleteMessage', { title: deleting?.title ?? '' })}
        confirmLabel={t('contentAdmin.contents.delete')}
        isBusy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </Box>
  );
}
