import { useState } from 'react';
import { useForm } from 'react-hook-form';
import Alert from '@mui/material/Alert';
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
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { useTranslation } from 'react-i18next';
import { columnWidths, contentFieldNames, type ContentFieldName } from '@hondana/contract';
import { describeApiError, notifyApiSuccess } from '../../ui/feedback/api-notify';
import { ConfirmDialog } from '../../ui/dialogs/confirm-dialog';
import { FormDialog } from '../../ui/dialogs/form-dialog';
import { FormSelectField, FormTextField } from '../../ui/forms/form-controls';
import { useDialogSubmit } from '../../ui/forms/use-dialog-submit';
import { LoadingScreen } from '../../ui/feedback/loading-screen';
import {
  useDeleteFieldSetting,
  useFieldSettings,
  useOrderFieldSettings,
  useSaveFieldSetting,
} from './search-display-api';
import type { FieldSetting, FieldSettingKind } from './search-display-api';
import { moved } from './ordering';

const maxTitleLength = 255;

interface FieldSettingFormValues {
  field: ContentFieldName;
  title: string;
  size: number;
}

function FieldSettingDialog({
  kind,
  setting,
  onClose,
}: {
  kind: FieldSettingKind;
  setting: FieldSetting | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveFieldSetting(kind);
  // Every choice is valid and the title optional: nothing to check before the server.
  const form = useForm<FieldSettingFormValues>({
    defaultValues: {
      field: setting?.field ?? 'title',
      title: setting?.title ?? '',
      size: setting?.size ?? 12,
    },
  });
  const { control } = form;
  const { formError, submit, close } = useDialogSubmit(form, {
    save: (values) =>
      save.mutateAsync({
        id: setting?.id ?? null,
        body: { field: values.field, title: values.title.trim() || null, size: values.size },
      }),
    notice: setting ? 'update' : 'create',
    fieldOfError: {},
    onClose,
  });

  const f = 'searchDisplayAdmin.fields';
  return (
    <FormDialog
      open
      title={setting ? t(`${f}.editTitle`) : t(`${f}.addTitle`)}
      submitLabel={t('searchDisplayAdmin.save')}
      isSubmitting={form.formState.isSubmitting}
      onSubmit={submit}
      onCancel={close}
    >
      {formError ? <Alert severity="error">{formError}</Alert> : null}
      <FormSelectField
        control={control}
        name="field"
        label={t(`${f}.field`)}
        options={contentFieldNames.map((name) => ({
          value: name,
          label: t(`searchDisplayAdmin.fieldNames.${name}`),
        }))}
      />
      <FormTextField
        control={control}
        name="title"
        label={t(`${f}.titleLabel`)}
        helperText={t(`${f}.titleHelp`)}
        slotProps={{ htmlInput: { maxLength: maxTitleLength } }}
      />
      <FormSelectField
        control={control}
        name="size"
        label={t(`${f}.size`)}
        options={columnWidths.map((width) => ({
          value: width,
          label: t(`${f}.sizeValue`, { percent: Math.round((width / 12) * 100) }),
        }))}
      />
    </FormDialog>
  );
}

/**
 * The content fields a search result (kind search_result) or the detail page (kind detail)
 * shows, in order. Until the company adds one the server lists its defaults (id 0): they can
 * be read but not changed, and the first add stores them.
 */
export function FieldSettingsSection({ kind, title }: { kind: FieldSettingKind; title: string }) {
  const { t } = useTranslation();
  const settings = useFieldSettings(kind);
  const order = useOrderFieldSettings(kind);
  const remove = useDeleteFieldSetting(kind);
  const [editing, setEditing] = useState<FieldSetting | 'new' | null>(null);
  const [deleting, setDeleting] = useState<FieldSetting | null>(null);
  const rows = settings.data?.content ?? [];
  const isDefault = rows.some((row) => row.id === 0);
  const nameOf = (row: FieldSetting) =>
    row.title ?? t(`searchDisplayAdmin.fieldNames.${row.field}`);
  const move = (index: number, step: -1 | 1) =>
    void order.mutateAsync(moved(rows, index, step).map((row) => row.id)).then(
      () => notifyApiSuccess('update'),
      () => undefined,
    );

  async function confirmDelete() {
    if (!deleting) return;
    await remove.mutateAsync(deleting.id).then(
      () => notifyApiSuccess('delete'),
      () => undefined,
    );
    setDeleting(null);
  }

  const headingId = `field-settings-${kind}`;
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, display: 'grid', gap: 2 }}
      component="section"
      aria-labelledby={headingId}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography component="h2" variant="h6" id={headingId} sx={{ flex: 1 }}>
          {title}
        </Typography>
        <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
          {t('searchDisplayAdmin.fields.add')}
        </Button>
      </Box>
      {settings.isPending ? (
        <LoadingScreen message={t('searchDisplayAdmin.loading')} />
      ) : settings.isError ? (
        <Alert severity="error">
          {t('searchDisplayAdmin.loadFailed', {
            message: describeApiError(settings.error).message,
          })}
        </Alert>
      ) : rows.length === 0 ? (
        <Typography color="text.secondary" role="status">
          {t('searchDisplayAdmin.fields.empty')}
        </Typography>
      ) : (
        <>
          {isDefault ? (
            <Alert severity="info">{t('searchDisplayAdmin.fields.defaults')}</Alert>
          ) : null}
          <TableContainer>
            <Table size="small" aria-label={title}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('searchDisplayAdmin.fields.field')}</TableCell>
                  <TableCell>{t('searchDisplayAdmin.fields.titleLabel')}</TableCell>
                  <TableCell>{t('searchDisplayAdmin.fields.size')}</TableCell>
                  <TableCell>{t('searchDisplayAdmin.columns.actions')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row, index) => (
                  <TableRow key={`${row.id}-${row.field}-${index}`} hover>
                    <TableCell>{t(`searchDisplayAdmin.fieldNames.${row.field}`)}</TableCell>
                    <TableCell>{row.title ?? '–'}</TableCell>
                    <TableCell>
                      {t('searchDisplayAdmin.fields.sizeValue', {
                        percent: Math.round((row.size / 12) * 100),
                      })}
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      <IconButton
                        aria-label={t('searchDisplayAdmin.moveUp', { name: nameOf(row) })}
                        disabled={isDefault || index === 0 || order.isPending}
                        onClick={() => move(index, -1)}
                      >
                        <ArrowUpwardIcon />
                      </IconButton>
                      <IconButton
                        aria-label={t('searchDisplayAdmin.moveDown', { name: nameOf(row) })}
                        disabled={isDefault || index === rows.length - 1 || order.isPending}
                        onClick={() => move(index, 1)}
                      >
                        <ArrowDownwardIcon />
                      </IconButton>
                      <IconButton
                        aria-label={t('searchDisplayAdmin.edit', { name: nameOf(row) })}
                        disabled={isDefault}
                        onClick={() => setEditing(row)}
                      >
                        <EditIcon />
                      </IconButton>
                      <IconButton
                        aria-label={t('searchDisplayAdmin.delete', { name: nameOf(row) })}
                        disabled={isDefault}
                        color="error"
                        onClick={() => setDeleting(row)}
                      >
                        <DeleteIcon />
                      </IconButton>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </>
      )}
      {editing !== null ? (
        <FieldSettingDialog
          kind={kind}
          setting={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        level="danger"
        title={t('searchDisplayAdmin.fields.deleteTitle')}
        message={t('searchDisplayAdmin.fields.deleteMessage', {
          name: deleting ? nameOf(deleting) : '',
        })}
        isBusy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </Paper>
  );
}
