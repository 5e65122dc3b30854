import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { useTranslation } from 'react-i18next';
import { describeApiError, notifyApiSuccess } from '../../ui/feedback/api-notify';
import { ConfirmDialog } from '../../ui/dialogs/confirm-dialog';
import { FormDialog } from '../../ui/dialogs/form-dialog';
import { buttonToFormValues, checkButtonForm } from './button-form';
// Used on the search settings screen too (the tab bar's buttons): bring the texts along.
import './search-display-texts';
import type { ButtonFormErrors, ButtonFormValues } from './button-form';
import { useDeleteButton, useSaveButton } from './search-display-api';
import type { ButtonOwner, SearchButton } from './search-display-api';

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
  const [values, setValues] = useState<ButtonFormValues>(buttonToFormValues(button));
  const [errors, setErrors] = useState<ButtonFormErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const set = (key: keyof ButtonFormValues) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setValues((current) => ({ ...current, [key]: event.target.value }));
  const errorOf = (key: keyof ButtonFormValues): string | undefined => {
    const message = errors[key];
    return message ? t(message) : undefined;
  };

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    const checked = checkButtonForm(values);
    if (checked.errors) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync({ id: button?.id ?? null, body: checked.body });
      notifyApiSuccess(button ? 'update' : 'create');
      onClose();
    } catch (caught) {
      setFormError(describeApiError(caught).message);
    }
  }

  return (
    <FormDialog
      open
      title={
        button
          ? t('searchDisplayAdmin.buttons.editTitle')
          : t('searchDisplayAdmin.buttons.addTitle')
      }
      submitLabel={t('searchDisplayAdmin.save')}
      isSubmitting={save.isPending}
      onSubmit={submit}
      onCancel={onClose}
    >
      {formError ? <Alert severity="error">{formError}</Alert> : null}
      <TextField
        label={t('searchDisplayAdmin.buttons.label')}
        value={values.label}
        onChange={set('label')}
        required
        autoFocus
        error={Boolean(errors.label)}
        helperText={errorOf('label')}
      />
      <TextField
        select
        label={t('searchDisplayAdmin.buttons.action')}
        value={values.action}
        onChange={set('action')}
      >
        {actions.map((action) => (
          <MenuItem key={action} value={action}>
            {t(`searchDisplayAdmin.buttons.actions.${action}`)}
          </MenuItem>
        ))}
      </TextField>
      {values.action === 'link' ? (
        <TextField
          label={t('searchDisplayAdmin.buttons.url')}
          value={values.url}
          onChange={set('url')}
          required
          error={Boolean(errors.url)}
          helperText={errorOf('url') ?? t('searchDisplayAdmin.buttons.urlHelp')}
        />
      ) : null}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: '1fr 1fr' }}>
        <TextField
          label={t('searchDisplayAdmin.buttons.backgroundColor')}
          value={values.backgroundColor}
          onChange={set('backgroundColor')}
          placeholder="#1565C0"
          error={Boolean(errors.backgroundColor)}
          helperText={errorOf('backgroundColor') ?? t('searchDisplayAdmin.buttons.colorHelp')}
        />
        <TextField
          label={t('searchDisplayAdmin.buttons.textColor')}
          value={values.textColor}
          onChange={set('textColor')}
          placeholder="#FFFFFF"
          error={Boolean(errors.textColor)}
          helperText={errorOf('textColor') ?? t('searchDisplayAdmin.buttons.colorHelp')}
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
