import { useState } from 'react';
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
import { notifyApiSuccess } from '../../ui/feedback/api-notify';
import { ConfirmDialog } from '../../ui/dialogs/confirm-dialog';
import { changedOrdinals, moveRow, nextOrdinal } from './ordering';
import { useDeleteSearchBox, useOrderSearchBoxes, useSearchBoxes } from './search-admin-api';
import type { SearchBox } from './search-admin-api';
import { SearchBoxDialog } from './search-box-dialog';
import { hasOperation, isChoiceType } from './search-box-form';
import type { SearchBoxType } from './search-box-form';
import { RowActions, SectionFrame } from './section-frame';

/** The search boxes readers fill in, in the order they show; add, edit, move, delete. */
export function SearchBoxesSection() {
  const { t } = useTranslation();
  const query = useSearchBoxes();
  const order = useOrderSearchBoxes();
  const remove = useDeleteSearchBox();
  const [editing, setEditing] = useState<SearchBox | 'new' | null>(null);
  const [deleting, setDeleting] = useState<SearchBox | null>(null);
  const boxes = query.data ?? [];

  function move(index: number, delta: -1 | 1) {
    const next = moveRow(boxes, index, delta);
    if (!next) return;
    const changes = changedOrdinals(boxes, next).map((entry) => ({
      box: boxes.find((box) => box.id === entry.id)!,
      ordinal: entry.ordinal,
    }));
    order.mutate(changes);
  }

  async function confirmDelete() {
    if (!deleting) return;
    await remove.mutateAsync(deleting.id).then(
      () => notifyApiSuccess('delete'),
      () => undefined,
    );
    setDeleting(null);
  }

  const columns = 'searchAdmin.boxes.columns';
  return (
    <SectionFrame
      title={t('searchAdmin.boxes.title')}
      description={t('searchAdmin.boxes.description')}
      query={query}
      isEmpty={boxes.length === 0}
      emptyText={t('searchAdmin.boxes.empty')}
      actions={
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
          {t('searchAdmin.boxes.add')}
        </Button>
      }
    >
      {boxes.length > 0 ? (
        <TableContainer>
          <Table size="small" aria-label={t('searchAdmin.boxes.tableLabel')}>
            <TableHead>
              <TableRow>
                <TableCell>{t(`${columns}.label`)}</TableCell>
                <TableCell>{t(`${columns}.type`)}</TableCell>
                <TableCell>{t(`${columns}.fields`)}</TableCell>
                <TableCell>{t(`${columns}.details`)}</TableCell>
                <TableCell>{t(`${columns}.actions`)}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {boxes.map((box, index) => (
                <TableRow key={box.id} hover>
                  <TableCell sx={{ fontWeight: 500 }}>{box.label}</TableCell>
                  <TableCell>
                    {box.isFullText ? (
                      <Chip size="small" color="primary" label={t('searchAdmin.boxes.fullText')} />
                    ) : (
                      t(`searchAdmin.types.type${box.type as SearchBoxType}`)
                    )}
                  </TableCell>
                  <TableCell>
                    {box.isFullText
                      ? t('searchAdmin.boxes.bookText')
                      : box.searchFields.map((name) => t(`searchAdmin.fields.${name}`)).join(', ')}
                  </TableCell>
                  <TableCell>
                    {isChoiceType(box.type)
                      ? box.matchValues.join(' / ')
                      : // The column is headed "choices or hint"; a hint such as "例: 図書館"
                        // shown as it is reads once ("入力例: 例: 図書館" said it twice).
                        box.placeholder || '–'}
                    {!box.isFullText && hasOperation(box.type)
                      ? ` (${t(`searchAdmin.operations.${box.operation}`)})`
                      : ''}
                  </TableCell>
                  <TableCell>
                    <RowActions
                      name={box.label}
                      index={index}
                      count={boxes.length}
                      isBusy={order.isPending}
                      onMove={(delta) => move(index, delta)}
                      onEdit={() => setEditing(box)}
                      onDelete={() => setDeleting(box)}
                    />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      ) : null}
      <SearchBoxDialog
        open={editing !== null}
        box={editing === 'new' ? null : editing}
        isFullTextTaken={boxes.some(
          (box) => box.isFullText && (editing === 'new' || box.id !== editing?.id),
        )}
        newOrdinal={nextOrdinal(boxes)}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        level="danger"
        title={t('searchAdmin.boxes.deleteTitle')}
        message={t('searchAdmin.boxes.deleteMessage', { name: deleting?.label ?? '' })}
        isBusy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </SectionFrame>
  );
}
