import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { useTranslation } from 'react-i18next';
import { notifyApiSuccess } from '../../ui/feedback/api-notify';
import { ConfirmDialog } from '../../ui/dialogs/confirm-dialog';
import { FormDialog } from '../../ui/dialogs/form-dialog';
import { FormSelectField, FormTextField } from '../../ui/forms/form-controls';
import { useDialogSubmit } from '../../ui/forms/use-dialog-submit';
import { buttonToFormValues, resolveButtonForm } from './button-form';
// Used on the search settings screen too (the tab bar's buttons): bring the texts along.
import './search-display-texts';
import type { ButtonFormValues } from './button-form';
import { useDeleteButton, useSaveButton } from './search-display-api';
import type { ButtonOwner, SearchButton, SearchButtonBody } from './search-display-api';

const actions = ['detail', 'view', 'link'] as const;

function ButtonDialog({
  owner,
  button,
  onClose,
}: {
  owner: ButtonOwner;
  button: SearchButton | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveButton(owner);
  // Errors show from the first Save on, then follow the typing (react-hook-form's default).
  const form = useForm<ButtonFormValues, unknown, SearchButtonBody>({
    resolver: resolveButtonForm,
    defaultValues: buttonToFormValues(button),
  });
  const { control } = form;
  const action = useWatch({ control, name: 'action' });
  const { formError, submit, close } = useDialogSubmit(form, {
    save: (body) => save.mutateAsync({ id: button?.id ?? null, body }),
    notice: button ? 'update' : 'create',
    fieldOfError: {},
    onClose,
  });

  const b = 'searchDisplayAdmin.buttons';
  return (
    <FormDialog
      open
      title={button ? t(`${b}.editTitle`) : t(`${b}.addTitle`)}
      submitLabel={t('searchDisplayAdmin.save')}
      isSubmitting={form.formState.isSubmitting}
      onSubmit={submit}
      onCancel={close}
    >
      {formError ? <Alert severity="error">{formError}</Alert> : null}
      <FormTextField control={control} name="label" label={t(`${b}.label`)} required autoFocus />
      <FormSelectField
        control={control}
        name="action"
        label={t(`${b}.action`)}
        options={actions.map((value) => ({ value, label: t(`${b}.actions.${value}`) }))}
      />
      {action === 'link' ? (
        <FormTextField
          control={control}
          name="url"
          label={t(`${b}.url`)}
          helperText={t(`${b}.urlHelp`)}
          required
        />
      ) : null}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: '1fr 1fr' }}>
        <FormTextField
          control={control}
          name="backgroundColor"
          label={t(`${b}.backgroundColor`)}
          helperText={t(`${b}.colorHelp`)}
          placeholder="#1565C0"
        />
        <FormTextField
          control={control}
          name="textColor"
          label={t(`${b}.textColor`)}
          helperText={t(`${b}.colorHelp`)}
          placeholder="#FFFFFF"
        />
      </Box>
    </FormDialog>
  );
}

/**
 * The buttons of a setting (the tab bar, each search result, or a result's page): add, edit,
 * delete. One editor for the three kinds of search buttons.
 */
export function ButtonsSection({
  owner,
  title,
  buttons,
}: {
  owner: ButtonOwner;
  title: string;
  buttons: readonly SearchButton[];
}) {
  const { t } = useTranslation();
  const remove = useDeleteButton(owner);
  const [editing, setEditing] = useState<SearchButton | 'new' | null>(null);
  const [deleting, setDeleting] = useState<SearchButton | null>(null);

  async function confirmDelete() {
    if (!deleting) return;
    await remove.mutateAsync(deleting.id).then(
      () => notifyApiSuccess('delete'),
      () => undefined,
    );
    setDeleting(null);
  }

  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Typography component="h3" variant="subtitle1" sx={{ flex: 1 }}>
          {title}
        </Typography>
        <Button size="small" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
          {t('searchDisplayAdmin.buttons.add')}
        </Button>
      </Box>
      {buttons.length === 0 ? (
        <Typography color="text.secondary" variant="body2" role="status">
          {t('searchDisplayAdmin.buttons.empty')}
        </Typography>
      ) : (
        <List dense aria-label={title}>
          {buttons.map((button) => (
            <ListItem
              key={button.id}
              secondaryAction={
                <Box sx={{ display: 'flex' }}>
                  <IconButton
                    aria-label={t('searchDisplayAdmin.edit', { name: button.label })}
                    onClick={() => setEditing(button)}
                  >
                    <EditIcon />
                  </IconButton>
                  <IconButton
                    aria-label={t('searchDisplayAdmin.delete', { name: button.label })}
                    color="error"
                    onClick={() => setDeleting(button)}
                  >
                    <DeleteIcon />
                  </IconButton>
                </Box>
              }
            >
              <ListItemText
                primary={button.label}
                secondary={
                  button.action === 'link'
                    ? `${t('searchDisplayAdmin.buttons.actions.link')}: ${button.url ?? ''}`
                    : t(`searchDisplayAdmin.buttons.actions.${button.action}`)
                }
              />
            </ListItem>
          ))}
        </List>
      )}
      {editing !== null ? (
        <ButtonDialog
          owner={owner}
          button={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        level="danger"
        title={t('searchDisplayAdmin.buttons.deleteTitle')}
        message={t('searchDisplayAdmin.buttons.deleteMessage', { name: deleting?.label ?? '' })}
        isBusy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </Box>
  );
}
