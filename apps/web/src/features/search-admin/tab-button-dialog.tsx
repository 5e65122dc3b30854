import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { describeApiError, notifyApiSuccess } from '../../api/api-notify';
import { FormDialog } from '../../ui/dialogs/form-dialog';
import { FormSelectField, FormTextField } from '../../ui/forms/form-controls';
import {
  buttonActions,
  buttonFormSchema,
  buttonToFormValues,
  emptyButtonValues,
  formValuesToButtonBody,
} from './button-form';
import type { ButtonFormValues } from './button-form';
import { useSaveTabButton } from './search-admin-api';
import type { SearchButton } from './search-admin-api';

/** Add (button null) or edit a button of the tab bar. */
export function TabButtonDialog({
  open,
  button,
  newOrdinal,
  onClose,
}: {
  open: boolean;
  button: SearchButton | null;
  newOrdinal: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveTabButton();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ButtonFormValues>({
    resolver: zodResolver(buttonFormSchema),
    mode: 'onTouched',
    values: button ? buttonToFormValues(button) : emptyButtonValues,
  });
  const { control } = form;
  const action = useWatch({ control, name: 'action' });

  const close = () => {
    setFormError(null);
    form.reset();
    onClose();
  };

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await save.mutateAsync({
        id: button?.id ?? null,
        body: formValuesToButtonBody(values, button ? button.ordinal : newOrdinal),
      });
      notifyApiSuccess(button ? 'update' : 'create');
      close();
    } catch (caught) {
      setFormError(describeApiError(caught).message);
    }
  });

  const fields = 'searchAdmin.buttons.fields';
  return (
    <FormDialog
      open={open}
      title={button ? t('searchAdmin.buttons.editTitle') : t('searchAdmin.buttons.addTitle')}
      submitLabel={t('searchAdmin.save')}
      isSubmitting={form.formState.isSubmitting}
      onSubmit={submit}
      onCancel={close}
    >
      {formError ? <Alert severity="error">{formError}</Alert> : null}
      <FormTextField
        control={control}
        name="label"
        label={t(`${fields}.label`)}
        required
        autoFocus
      />
      <FormSelectField
        control={control}
        name="action"
        label={t(`${fields}.action`)}
        options={buttonActions.map((value) => ({
          value,
          label: t(`searchAdmin.buttons.actions.${value}`),
        }))}
      />
      {action === 'link' ? (
        <FormTextField
          control={control}
          name="url"
          label={t(`${fields}.url`)}
          helperText={t('searchAdmin.buttons.urlHelp')}
          required
        />
      ) : null}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: '1fr 1fr' }}>
        <FormTextField
          control={control}
          name="backgroundColor"
          label={t(`${fields}.backgroundColor`)}
          placeholder="#3d993a"
        />
        <FormTextField
          control={control}
          name="textColor"
          label={t(`${fields}.textColor`)}
          placeholder="#ffffff"
        />
      </Box>
    </FormDialog>
  );
}
