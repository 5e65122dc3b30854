import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { SubscriptionDiscountType } from '@hondana/contract';
import { ConfirmDialog } from '../../ui/dialogs/confirm-dialog';
import { describeApiError, notifyApiSuccess } from '../../ui/feedback/api-notify';
import { LoadFailedAlert } from '../../ui/feedback/load-failed-alert';
import { LoadingScreen } from '../../ui/feedback/loading-screen';
import { formatYen } from '../../ui/format/yen';
import { formatDiscount } from './discount';
import { pricePeriod } from './discount-ordinal-form';
import { DiscountOrdinalDialog } from './discount-ordinal-dialog';
import {
  useDeleteDiscountOrdinal,
  useDiscountOrdinals,
  type DiscountOrdinal,
  type Plan,
} from './plans-api';

/**
 * A plan's discounts by billing period: each entry, what its period then costs (priceOf, without
 * tax), and add, edit, delete. 861 (a period given twice) and 862 (gone) come back as toasts.
 */
export function DiscountOrdinalsDialog({ plan, onClose }: { plan: Plan; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const ordinals = useDiscountOrdinals(plan.id);
  const remove = useDeleteDiscountOrdinal();
  const [editing, setEditing] = useState<DiscountOrdinal | 'new' | null>(null);
  const [deleting, setDeleting] = useState<DiscountOrdinal | null>(null);
  const entries = [...(ordinals.data?.content ?? [])].sort((a, b) => a.ordinal - b.ordinal);
  const texts = 'subscriptionAdmin.ordinals';

  async function confirmDelete() {
    if (!deleting) return;
    await remove.mutateAsync(deleting.id).then(
      () => notifyApiSuccess('delete'),
      () => undefined,
    );
    setDeleting(null);
  }

  const periodPrice = (entry: DiscountOrdinal) => {
    const lines = pricePeriod(plan, entries, entry.ordinal);
    return lines.isFree
      ? t(`${texts}.free`)
      : t('subscriptionAdmin.taxExcluded', { price: formatYen(lines.subtotal) });
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t(`${texts}.title`, { name: plan.name })}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <Typography color="text.secondary">{t(`${texts}.intro`)}</Typography>
        {plan.subscriptionDiscountType !== SubscriptionDiscountType.Ordinal ? (
          <Alert severity="info">{t(`${texts}.notOrdinal`)}</Alert>
        ) : null}
        <Box>
          <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
            {t(`${texts}.add`)}
          </Button>
        </Box>
        {ordinals.isPending ? (
          <LoadingScreen message={t('subscriptionAdmin.loading')} />
        ) : ordinals.isError ? (
          <LoadFailedAlert onRetry={() => void ordinals.refetch()}>
            {t('subscriptionAdmin.loadFailed', {
              message: describeApiError(ordinals.error).message,
            })}
          </LoadFailedAlert>
        ) : entries.length === 0 ? (
          <Typography color="text.secondary" role="status">
            {t(`${texts}.empty`)}
          </Typography>
        ) : (
          <Paper variant="outlined">
            <Table size="small" aria-label={t(`${texts}.tableLabel`)}>
              <TableHead>
                <TableRow>
                  <TableCell>{t(`${texts}.columns.period`)}</TableCell>
                  <TableCell>{t(`${texts}.columns.discount`)}</TableCell>
                  <TableCell>{t(`${texts}.columns.price`)}</TableCell>
                  <TableCell>{t(`${texts}.columns.actions`)}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {entries.map((entry) => (
                  <TableRow key={entry.id}>
                    <TableCell>{t(`${texts}.period`, { n: entry.ordinal })}</TableCell>
                    <TableCell>{formatDiscount(entry)}</TableCell>
                    <TableCell>{periodPrice(entry)}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      <Tooltip title={t(`${texts}.edit`, { n: entry.ordinal })}>
                        <IconButton
                          aria-label={t(`${texts}.edit`, { n: entry.ordinal })}
                          onClick={() => setEditing(entry)}
                        >
                          <EditIcon />
                        </IconButton>
                      </Tooltip>
                      <Tooltip title={t(`${texts}.delete`, { n: entry.ordinal })}>
                        <IconButton
                          aria-label={t(`${texts}.delete`, { n: entry.ordinal })}
                          color="error"
                          onClick={() => setDeleting(entry)}
                        >
                          <DeleteIcon />
                        </IconButton>
                      </Tooltip>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Paper>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('subscriptionAdmin.close')}</Button>
      </DialogActions>
      <DiscountOrdinalDialog
        key={editing === null ? 'closed' : editing === 'new' ? 'new' : editing.id}
        open={editing !== null}
        planId={plan.id}
        entry={editing === 'new' ? null : editing}
        existing={entries}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        level="danger"
        title={t(`${texts}.deleteTitle`)}
        message={t(`${texts}.deleteMessage`, { n: deleting?.ordinal ?? 0 })}
        isBusy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </Dialog>
  );
}
