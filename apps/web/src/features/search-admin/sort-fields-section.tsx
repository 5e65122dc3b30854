import { ResetButton } from '../../ui/admin-list/reset-button';
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import AddIcon from '@mui/icons-material/Add';
import { useTranslation } from 'react-i18next';
import { sortFieldCodes } from '@hondana/contract';
import { notifyApiSuccess } from '../../ui/feedback/api-notify';
import { ConfirmDialog } from '../../ui/dialogs/confirm-dialog';
import { enqueueToast } from '../../ui/toasts/toast-store';
import { moveRow, nextOrdinal } from './ordering';
import {
  useDeleteSortField,
  useOrderSortFields,
  useResetSortFields,
  useSortFields,
} from './search-admin-api';
import type { SortField } from './search-admin-api';
import { RowActions, SectionFrame } from './section-frame';
import { SortFieldDialog } from './sort-field-dialog';

/** The sorts readers choose from: add, edit, move, delete, and back to the defaults. */
export function SortFieldsSection() {
  const { t } = useTranslation();
  const query = useSortFields();
  const order = useOrderSortFields();
  const remove = useDeleteSortField();
  const reset = useResetSortFields();
  const [editing, setEditing] = useState<SortField | 'new' | null>(null);
  const [deleting, setDeleting] = useState<SortField | null>(null);
  const [confirmReset, setConfirmReset] = useState(false);
  const sorts = query.data ?? [];
  // Until the company stores its own sorts it has the defaults, which have no id yet.
  const isDefaults = sorts.length > 0 && sorts.every((sort) => sort.id === 0);

  function move(index: number, delta: -1 | 1) {
    const next = moveRow(sorts, index, delta);
    if (next) order.mutate(next);
  }

  async function confirmDelete() {
    if (!deleting) return;
    await remove.mutateAsync(deleting.id).then(
      () => notifyApiSuccess('delete'),
      () => undefined,
    );
    setDeleting(null);
  }

  async function doReset() {
    await reset.mutateAsync().then(
      () => enqueueToast({ severity: 'success', message: t('searchAdmin.sorts.resetDone') }),
      () => undefined,
    );
    setConfirmReset(false);
  }

  const columns = 'searchAdmin.sorts.columns';
  return (
    <SectionFrame
      title={t('searchAdmin.sorts.title')}
      description={t('searchAdmin.sorts.description')}
      query={query}
      isEmpty={sorts.length === 0}
      emptyText={t('searchAdmin.sorts.empty')}
      actions={
        <>
          <ResetButton label={t('searchAdmin.sorts.reset')} onClick={() => setConfirmReset(true)} />
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
            {t('searchAdmin.sorts.add')}
          </Button>
        </>
      }
    >
      {isDefaults ? <Alert severity="info">{t('searchAdmin.sorts.defaultsNote')}</Alert> : null}
      {sorts.length > 0 ? (
        <TableContainer>
          <Table size="small" aria-label={t('searchAdmin.sorts.tableLabel')}>
            <TableHead>
              <TableRow>
                <TableCell>{t(`${columns}.title`)}</TableCell>
                <TableCell>{t(`${columns}.field`)}</TableCell>
                <TableCell>{t(`${columns}.direction`)}</TableCell>
                <TableCell>{t(`${columns}.actions`)}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {sorts.map((sort, index) => (
                <TableRow key={`${sort.id}-${sort.field}`} hover>
                  <TableCell sx={{ fontWeight: 500 }}>
                    {sort.title}{' '}
                    {sort.isSortFieldDefault ? (
                      <Chip
                        size="small"
                        variant="outlined"
                        label={t('searchAdmin.sorts.default')}
                      />
                    ) : null}
                  </TableCell>
                  <TableCell>
                    {t(`searchAdmin.fields.${sortFieldCodes[sort.field] ?? 'title'}`)}
                  </TableCell>
                  <TableCell>
                    {t(`searchAdmin.sorts.directions.${sort.isAscDefault ? 'asc' : 'desc'}`)}
                  </TableCell>
                  <TableCell>
                    <RowActions
                      name={sort.title}
                      index={index}
                      count={sorts.length}
                      isLocked={sort.id === 0}
                      lockedText={t('searchAdmin.sorts.lockedDefault')}
                      isBusy={order.isPending}
                      onMove={(delta) => move(index, delta)}
                      onEdit={() => setEditing(sort)}
                      onDelete={() => setDeleting(sort)}
                    />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      ) : null}
      <SortFieldDialog
        open={editing !== null}
        sort={editing === 'new' ? null : editing}
        usedFields={sorts.map((sort) => sort.field)}
        newOrdinal={nextOrdinal(sorts)}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        level="danger"
        title={t('searchAdmin.sorts.deleteTitle')}
        message={t('searchAdmin.sorts.deleteMessage', { name: deleting?.title ?? '' })}
        isBusy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
      <ConfirmDialog
        open={confirmReset}
        level="danger"
        title={t('searchAdmin.sorts.resetTitle')}
        message={t('searchAdmin.sorts.resetMessage')}
        isBusy={reset.isPending}
        onConfirm={() => void doReset()}
        onCancel={() => setConfirmReset(false)}
      />
    </SectionFrame>
  );
}
