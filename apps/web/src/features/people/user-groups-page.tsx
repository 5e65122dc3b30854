import './people-texts';
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
import { useTranslation } from 'react-i18next';
import { pagingDefaults } from '@hondana/contract';
import { describeApiError, notifyApiSuccess } from '../../ui/feedback/api-notify';
import { AdminList, AdminScreenHeader, adminScreenSx } from '../../ui/admin-list/admin-list';
import { ConfirmDialog } from '../../ui/dialogs/confirm-dialog';
import { useAllContentGroups } from '../content-groups/content-groups-api';
import { useSite } from '../company/company-settings';
import { usePageParam } from '../../ui/pager/use-page-param';
import { useDeleteUserGroup, useUserGroupPage, type UserGroup } from './people-api';
import { UserGroupDialog } from './user-group-dialog';
import { useLocalized } from '../../i18n/localized';

function GroupRow({
  group,
  contentGroupName,
  onEdit,
  onDelete,
}: {
  group: UserGroup;
  contentGroupName: (id: number) => string | null;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const login =
    group.ipAddress.length > 0
      ? t('people.groups.loginIp', { ranges: group.ipAddress.join(', ') })
      : group.username
        ? t('people.groups.loginId', { username: group.username })
        : t('people.groups.loginNone');
  const pick = useLocalized();
  // The default group's name is Hondana's, in both languages (既定 / Default).
  const name = pick(group.name, group.nameEn);
  const deletable = !group.isDefault;
  const deleteLabel = deletable
    ? t('people.delete', { name })
    : t('people.groups.defaultNotDeletable');
  const contentGroups = group.contentGroupIds
    .map(contentGroupName)
    .filter((name): name is string => name !== null);
  return (
    <TableRow hover>
      <TableCell sx={{ fontWeight: 500 }}>
        {name}{' '}
        {group.isDefault ? (
          <Chip size="small" variant="outlined" label={t('people.groups.defaultBadge')} />
        ) : null}
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        {t('people.groups.members', { count: group.userCount, max: group.maxUser })}
      </TableCell>
      <TableCell>
        {group.session === 0 ? t('people.groups.sessionUnlimited') : group.session}
      </TableCell>
      <TableCell>{login}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        {group.expiryPeriodNumber === null
          ? t('people.groups.expiryNone')
          : t('people.groups.expiryDays', { days: group.expiryPeriodNumber })}
      </TableCell>
      <TableCell>{contentGroups.length > 0 ? contentGroups.join(', ') : '—'}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        <Tooltip title={t('people.edit', { name })}>
          <IconButton aria-label={t('people.edit', { name })} onClick={onEdit}>
            <EditIcon />
          </IconButton>
        </Tooltip>
        <Tooltip title={deleteLabel}>
          {/* A span keeps the tooltip on a disabled button. */}
          <span>
            <IconButton
              aria-label={deleteLabel}
              onClick={onDelete}
              disabled={!deletable}
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

/** /company/user-group: the company's user groups with paging, add, edit and delete. */
export default function UserGroupsPage() {
  const { t } = useTranslation();
  const { company } = useSite();
  const [page, setPage] = usePageParam();
  const query = useUserGroupPage(page, pagingDefaults.size);
  const contentGroups = useAllContentGroups();
  const remove = useDeleteUserGroup();
  const [editing, setEditing] = useState<UserGroup | 'new' | null>(null);
  const [deleting, setDeleting] = useState<UserGroup | null>(null);
  const nameOf = (id: number) => contentGroups.data?.find((group) => group.id === id)?.name ?? null;

  async function confirmDelete() {
    if (!deleting) return;
    await remove.mutateAsync(deleting.id).then(
      () => notifyApiSuccess('delete'),
      // The mutation's toast has said why (430 for a group in use).
      () => undefined,
    );
    setDeleting(null);
  }

  const columns = 'people.groups.columns';
  return (
    <Box sx={adminScreenSx}>
      <AdminScreenHeader
        title={t('people.groups.title')}
        intro={t('people.groups.intro')}
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
            {t('people.groups.add')}
          </Button>
        }
      />
      <AdminList
        query={query}
        page={page}
        onPageChange={setPage}
        texts={{
          loading: t('people.loading'),
          loadFailed: (error) =>
            t('people.loadFailed', { message: describeApiError(error).message }),
          empty: t('people.groups.empty'),
          tableLabel: t('people.groups.tableLabel'),
          total: (count) => t('people.total', { count }),
        }}
        head={
          <TableRow>
            <TableCell>{t(`${columns}.name`)}</TableCell>
            <TableCell>{t(`${columns}.members`)}</TableCell>
            <TableCell>{t(`${columns}.session`)}</TableCell>
            <TableCell>{t(`${columns}.login`)}</TableCell>
            <TableCell>{t(`${columns}.expiry`)}</TableCell>
            <TableCell>{t(`${columns}.contentGroups`)}</TableCell>
            <TableCell>{t(`${columns}.actions`)}</TableCell>
          </TableRow>
        }
        row={(group) => (
          <GroupRow
            key={group.id}
            group={group}
            contentGroupName={nameOf}
            onEdit={() => setEditing(group)}
            onDelete={() => setDeleting(group)}
          />
        )}
      />
      <UserGroupDialog
        open={editing !== null}
        group={editing === 'new' ? null : editing}
        ipLoginEnabled={company?.allowLoginByIpAddress ?? false}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        level="danger"
        title={t('people.groups.deleteTitle')}
        message={t('people.groups.deleteMessage', { name: deleting?.name ?? '' })}
        isBusy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </Box>
  );
}
