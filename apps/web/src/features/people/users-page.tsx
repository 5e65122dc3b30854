import './people-texts';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import AddIcon from '@mui/icons-material/Add';
import BlockIcon from '@mui/icons-material/Block';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DeleteIcon from '@mui/icons-material/Delete';
import DownloadIcon from '@mui/icons-material/Download';
import EditIcon from '@mui/icons-material/Edit';
import { useTranslation } from 'react-i18next';
import { pagingDefaults, RoleLevel, userSortFields, type UserSortField } from '@hondana/contract';
import { saveApiFile } from '../../api/api-download';
import { describeApiError, notifyApiSuccess } from '../../ui/feedback/api-notify';
import { AdminList, AdminScreenHeader, adminScreenSx } from '../../ui/admin-list/admin-list';
import { AdminSearchForm, SortHeaderCell, useListParams } from '../../ui/admin-list/list-params';
import { ConfirmDialog } from '../../ui/dialogs/confirm-dialog';
import { formatDisplayDate } from '../../ui/format/display-date';
import { parsePageParam } from '../../ui/pager/pager-window';
import { enqueueToast } from '../../ui/toasts/toast-store';
import { useSite } from '../company/company-settings';
import {
  useDeleteUser,
  useSaveUser,
  userBodyOf,
  useUserPage,
  type ManagedUser,
} from './people-api';
import { UserDialog } from './user-dialog';

type SortableColumn = Extract<UserSortField, 'full_name' | 'email' | 'username' | 'create_date'>;
const columnKeys: Record<SortableColumn, 'fullName' | 'email' | 'username' | 'createdAt'> = {
  full_name: 'fullName',
  email: 'email',
  username: 'username',
  create_date: 'createdAt',
};

/** List state kept in the address: ?q=&sort_field=&sort=&page=. */
function useUserListParams() {
  const [params, update] = useListParams();
  const sortField = userSortFields.find((field) => field === params.get('sort_field'));
  const state = {
    page: parsePageParam(params.get('page')),
    searchKey: params.get('q') ?? '',
    sortField: sortField ?? ('create_date' as const),
    sort: params.get('sort') === 'asc' ? ('asc' as const) : ('desc' as const),
  };
  return { state, update };
}

/** /company/user: the company's users with search, sort, paging, add, edit, suspend, delete. */
export default function UsersPage() {
  const { t } = useTranslation();
  const { company } = useSite();
  const { state, update } = useUserListParams();
  const query = useUserPage({ ...state, size: pagingDefaults.size });
  const save = useSaveUser();
  const remove = useDeleteUser();
  const [editing, setEditing] = useState<ManagedUser | 'new' | null>(null);
  const [deleting, setDeleting] = useState<ManagedUser | null>(null);

  async function toggleSuspension(user: ManagedUser) {
    const suspend = user.isAccountStatus === 0;
    await save
      .mutateAsync({ id: user.id, body: userBodyOf(user, { isAccountStatus: suspend ? 1 : 0 }) })
      .then(
        () =>
          enqueueToast({
            severity: 'success',
            message: t(suspend ? 'people.users.suspended' : 'people.users.allowed'),
          }),
        (error: unknown) =>
          enqueueToast({ severity: 'error', message: describeApiError(error).message }),
      );
  }

  async function confirmDelete() {
    if (!deleting) return;
    await remove.mutateAsync(deleting.id).then(
      () => notifyApiSuccess('delete'),
      () => undefined,
    );
    setDeleting(null);
  }

  async function exportCsv() {
    await saveApiFile('/user/export-csv', { fallbackName: 'users.csv' }).catch((error: unknown) =>
      enqueueToast({ severity: 'error', message: describeApiError(error).message }),
    );
  }

  const columns = 'people.users.columns';
  const sortHeader = (field: SortableColumn) => (
    <SortHeaderCell
      field={field}
      label={t(`${columns}.${columnKeys[field]}`)}
      sortField={state.sortField}
      sort={state.sort}
      onSort={(sortField, sort) => update({ sort_field: sortField, sort, page: '1' })}
    />
  );

  return (
    <Box sx={adminScreenSx}>
      <AdminScreenHeader
        title={t('people.users.title')}
        intro={t('people.users.intro')}
        actions={
          <>
            <Button
              variant="outlined"
              startIcon={<DownloadIcon />}
              onClick={() => void exportCsv()}
            >
              {t('people.users.export')}
            </Button>
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
              {t('people.users.add')}
            </Button>
          </>
        }
      />
      <AdminSearchForm
        initialText={state.searchKey}
        label={t('people.searchLabel')}
        placeholder={t('people.users.searchHint')}
        buttonLabel={t('people.search')}
        onSearch={(text) => update({ q: text, page: '1' })}
      />
      <AdminList
        query={query}
        page={state.page}
        onPageChange={(page) => update({ page: String(page) })}
        texts={{
          loading: t('people.loading'),
          loadFailed: (error) =>
            t('people.loadFailed', { message: describeApiError(error).message }),
          empty: state.searchKey ? t('people.users.noMatch') : t('people.users.empty'),
          tableLabel: t('people.users.tableLabel'),
          total: (count) => t('people.total', { count }),
        }}
        head={
          <TableRow>
            {sortHeader('full_name')}
            {sortHeader('email')}
            {sortHeader('username')}
            <TableCell>{t(`${columns}.group`)}</TableCell>
            <TableCell>{t(`${columns}.role`)}</TableCell>
            <TableCell>{t(`${columns}.status`)}</TableCell>
            {sortHeader('create_date')}
            <TableCell>{t(`${columns}.actions`)}</TableCell>
          </TableRow>
        }
        row={(user) => {
          const suspended = user.isAccountStatus === 1;
          const toggleLabel = t(suspended ? 'people.users.allow' : 'people.users.suspend', {
            name: user.fullName,
          });
          return (
            <TableRow key={user.id} hover>
              <TableCell sx={{ fontWeight: 500 }}>
                <Link
                  component={RouterLink}
                  to={`/company/user/${user.id}`}
                  aria-label={t('people.users.open', { name: user.fullName })}
                >
                  {user.fullName}
                </Link>
              </TableCell>
              <TableCell>{user.email ?? '—'}</TableCell>
              <TableCell>{user.username ?? '—'}</TableCell>
              <TableCell>{user.userGroupName ?? '—'}</TableCell>
              <TableCell>
                {user.roleLevel === RoleLevel.GroupUser
                  ? t('people.users.roles.groupUser')
                  : t('people.users.roles.user')}
              </TableCell>
              <TableCell>
                <Chip
                  size="small"
                  color={suspended ? 'default' : 'success'}
                  variant="outlined"
                  label={t(
                    suspended ? 'people.users.statuses.suspended' : 'people.users.statuses.active',
                  )}
                />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {formatDisplayDate(user.createDate)}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <Tooltip title={t('people.edit', { name: user.fullName })}>
                  <IconButton
                    aria-label={t('people.edit', { name: user.fullName })}
                    onClick={() => setEditing(user)}
                  >
                    <EditIcon />
                  </IconButton>
                </Tooltip>
                <Tooltip title={toggleLabel}>
                  <IconButton
                    aria-label={toggleLabel}
                    onClick={() => void toggleSuspension(user)}
                    disabled={save.isPending}
                  >
                    {suspended ? <CheckCircleIcon /> : <BlockIcon />}
                  </IconButton>
                </Tooltip>
                <Tooltip title={t('people.delete', { name: user.fullName })}>
                  <IconButton
                    aria-label={t('people.delete', { name: user.fullName })}
                    onClick={() => setDeleting(user)}
                    color="error"
                  >
                    <DeleteIcon />
                  </IconButton>
                </Tooltip>
              </TableCell>
            </TableRow>
          );
        }}
      />
      <UserDialog
        open={editing !== null}
        user={editing === 'new' ? null : editing}
        accountType={company?.accountType ?? 'ALL'}
        strictPassword={company?.strictPassword ?? false}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        level="danger"
        title={t('people.users.deleteTitle')}
        message={t('people.users.deleteMessage', { name: deleting?.fullName ?? '' })}
        isBusy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </Box>
  );
}
