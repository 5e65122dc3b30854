import { ResetButton } from '../../ui/admin-list/reset-button';
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import TagIcon from '@mui/icons-material/Tag';
import { useTranslation } from 'react-i18next';
import { pagingDefaults } from '@hondana/contract';
import { describeApiError, notifyApiSuccess } from '../../ui/feedback/api-notify';
import { AdminList, AdminScreenHeader, adminScreenSx } from '../../ui/admin-list/admin-list';
import { ConfirmDialog } from '../../ui/dialogs/confirm-dialog';
import { usePageParam } from '../../ui/pager/use-page-param';
import { enqueueToast } from '../../ui/toasts/toast-store';
import { ContentGroupDialog } from './content-group-dialog';
import { formatGroupPeriod } from './content-group-form';
import {
  useContentGroupPage,
  useDeleteContentGroup,
  useResetContentGroups,
} from './content-groups-api';
import type { ContentGroup } from './content-groups-api';
import { RefCodeDialog } from './ref-code-dialog';

function GroupRow({
  group,
  onEdit,
  onRefCode,
  onDelete,
}: {
  group: ContentGroup;
  onEdit: () => void;
  onRefCode: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const period = formatGroupPeriod(group.startDate, group.endDate);
  const deleteLabel = group.isDefault
    ? t('contentAdmin.groups.defaultNotDeletable')
    : t('contentAdmin.groups.delete', { name: group.name });
  return (
    <TableRow hover>
      <TableCell sx={{ fontWeight: 500 }}>
        {group.name}{' '}
        {group.isDefault ? (
          <Chip size="small" variant="outlined" label={t('contentAdmin.groups.defaultBadge')} />
        ) : null}
      </TableCell>
      <TableCell>{t(`contentAdmin.groups.types.${group.type}`)}</TableCell>
      <TableCell align="right">{group.contentCount}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        {t('contentAdmin.groups.layoutValue', { rows: group.numRow, items: group.itemSize })}
        {group.isWrapLine ? ` (${t('contentAdmin.groups.wrapped')})` : ''}
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        {period ?? t('contentAdmin.groups.periodAlways')}
      </TableCell>
      <TableCell>{group.refCode ?? '–'}</TableCell>
      <TableCell>
        {group.printable
          ? t('contentAdmin.groups.printableYes')
          : t('contentAdmin.groups.printableNo')}
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        <Tooltip title={t('contentAdmin.groups.edit', { name: group.name })}>
          <IconButton
            aria-label={t('contentAdmin.groups.edit', { name: group.name })}
            onClick={onEdit}
          >
            <EditIcon />
          </IconButton>
        </Tooltip>
        <Tooltip title={t('contentAdmin.groups.editRefCode', { name: group.name })}>
          <IconButton
            aria-label={t('contentAdmin.groups.editRefCode', { name: group.name })}
            onClick={onRefCode}
          >
            <TagIcon />
          </IconButton>
        </Tooltip>
        <Tooltip title={deleteLabel}>
          {/* A span keeps the tooltip on a disabled button (default groups: 771). */}
          <span>
            <IconButton
              aria-label={deleteLabel}
              onClick={onDelete}
              disabled={group.isDefault}
              color="error"
            >
              <DeleteIcon />
            </IconButton>
          </span>
        </Tooltip>
      </TableCell>
    </TableRow>
  );
}

/** /company/contents-group: the company's content groups with paging, add, edit, delete, reset. */
export default function ContentGroupsPage() {
  const { t } = useTranslation();
  const [page, setPage] = usePageParam();
  const query = useContentGroupPage({ page, size: pagingDefaults.size });
  const remove = useDeleteContentGroup();
  const reset = useResetContentGroups();
  const [editing, setEditing] = useState<ContentGroup | 'new' | null>(null);
  const [refCodeOf, setRefCodeOf] = useState<ContentGroup | null>(null);
  const [deleting, setDeleting] = useState<ContentGroup | null>(null);
  const [confirmReset, setConfirmReset] = useState(false);

  async function confirmDelete() {
    if (!deleting) return;
    await remove.mutateAsync(deleting.id).then(
      () => notifyApiSuccess('delete'),
      // The mutation's toast has said why (771 for a default group).
      () => undefined,
    );
    setDeleting(null);
  }

  async function doReset() {
    await reset.mutateAsync().then(
      () => enqueueToast({ severity: 'success', message: t('contentAdmin.groups.resetDone') }),
      () => undefined,
    );
    setConfirmReset(false);
  }

  const columns = 'contentAdmin.groups.columns';
  return (
    <Box sx={adminScreenSx}>
      <AdminScreenHeader
        title={t('contentAdmin.groups.title')}
        actions={
          <>
            <ResetButton
              label={t('contentAdmin.groups.reset')}
              onClick={() => setConfirmReset(true)}
            />
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
              {t('contentAdmin.groups.add')}
            </Button>
          </>
        }
      />

      <AdminList
        query={query}
        page={page}
        onPageChange={setPage}
        texts={{
          loading: t('contentAdmin.groups.loading'),
          loadFailed: (error) =>
            t('contentAdmin.groups.loadFailed', { message: describeApiError(error).message }),
          empty: t('contentAdmin.groups.empty'),
          tableLabel: t('contentAdmin.groups.tableLabel'),
          total: (count) => t('contentAdmin.groups.total', { count }),
        }}
        head={
          <TableRow>
            <TableCell>{t(`${columns}.name`)}</TableCell>
            <TableCell>{t(`${columns}.type`)}</TableCell>
            <TableCell align="right">{t(`${columns}.contents`)}</TableCell>
            <TableCell>{t(`${columns}.layout`)}</TableCell>
            <TableCell>{t(`${columns}.period`)}</TableCell>
            <TableCell>{t(`${columns}.refCode`)}</TableCell>
            <TableCell>{t(`${columns}.printable`)}</TableCell>
            <TableCell>{t(`${columns}.actions`)}</TableCell>
          </TableRow>
        }
        row={(group) => (
          <GroupRow
            key={group.id}
            group={group}
            onEdit={() => setEditing(group)}
            onRefCode={() => setRefCodeOf(group)}
            onDelete={() => setDeleting(group)}
          />
        )}
      />

      <ContentGroupDialog
        open={editing !== null}
        group={editing === 'new' ? null : editing}
        onClose={() => setEditing(null)}
      />
      <RefCodeDialog
        key={refCodeOf?.id ?? 'closed'}
        group={refCodeOf}
        onClose={() => setRefCodeOf(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        level="danger"
        title={t('contentAdmin.groups.deleteTitle')}
        message={t('contentAdmin.groups.deleteMessage', { name: deleting?.name ?? '' })}
        isBusy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
      <ConfirmDialog
        open={confirmReset}
        level="danger"
        title={t('contentAdmin.groups.resetTitle')}
        message={t('contentAdmin.groups.resetMessage')}
        isBusy={reset.isPending}
        onConfirm={() => void doReset()}
        onCancel={() => setConfirmReset(false)}
      />
    </Box>
  );
}
