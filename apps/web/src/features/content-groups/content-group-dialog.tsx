import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { contentGroupTypes } from '@hondana/contract';
import { FormDialog } from '../../ui/dialogs/form-dialog';
import { useDialogSubmit } from '../../ui/forms/use-dialog-submit';
import { FormSelectField, FormSwitch, FormTextField } from '../../ui/forms/form-controls';
import {
  contentGroupFormSchema,
  emptyContentGroupValues,
  formValuesToGroupBody,
  groupToFormValues,
} from './content-group-form';
import type { ContentGroupFormValues } from './content-group-form';
import { useSaveContentGroup } from './content-groups-api';
import type { ContentGroup } from './content-groups-api';

/** Catalogue codes that belong to one field: shown under it rather than above the form. */
const fieldOfError: Record<number, keyof ContentGroupFormValues> = {
  826: 'endDate',
  844: 'refCode',
  865: 'startDate',
};

/** Add (group null) or edit a content group: every field of product.md §3 Content group. */
export function ContentGroupDialog({
  open,
  group,
  onClose,
}: {
  open: boolean;
  group: ContentGroup | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveContentGroup();
  const form = useForm<ContentGroupFormValues>({
    resolver: zodResolver(contentGroupFormSchema),
    mode: 'onTouched',
    values: group ? groupToFormValues(group) : emptyContentGroupValues,
  });
  const { control } = form;

  const { formError, submit, close } = useDialogSubmit(form, {
    save: (values) =>
      save.mutateAsync({ id: group?.id ?? null, body: formValuesToGroupBody(values) }),
    notice: group ? 'update' : 'create',
    fieldOfError,
    onClose,
  });

  const fields = 'contentAdmin.groups.fields';
  return (
    <FormDialog
      open={open}
      title={group ? t('contentAdmin.groups.editTitle') : t('contentAdmin.groups.addTitle')}
      submitLabel={t('contentAdmin.groups.save')}
      isSubmitting={form.formState.isSubmitting}
      onSubmit={submit}
      onCancel={close}
    >
      {formError ? <Alert severity="error">{formError}</Alert> : null}
      <FormTextField control={control} name="name" label={t(`${fields}.name`)} required autoFocus />
      <FormTextField control={control} name="nameEn" label={t(`${fields}.nameEn`)} />
      <FormSelectField
        control={control}
        name="type"
        label={t(`${fields}.type`)}
        options={contentGroupTypes.map((type) => ({
          value: type,
          label: t(`contentAdmin.groups.types.${type}`),
        }))}
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: '1fr 1fr' }}>
        <FormTextField
          control={control}
          name="numRow"
          label={t(`${fields}.numRow`)}
          type="number"
          slotProps={{ htmlInput: { min: 1, max: 10 } }}
        />
        <FormTextField
          control={control}
          name="itemSize"
          label={t(`${fields}.itemSize`)}
          type="number"
          slotProps={{ htmlInput: { min: 1, max: 100 } }}
        />
        <FormTextField
          control={control}
          name="startDate"
          label={t(`${fields}.startDate`)}
          type="date"
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <FormTextField
          control={control}
          name="endDate"
          label={t(`${fields}.endDate`)}
          type="date"
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Box>
      <FormTextField control={control} name="refCode" label={t(`${fields}.refCode`)} />
      <FormSwitch control={control} name="isWrapLine" label={t(`${fields}.isWrapLine`)} />
      <FormSwitch
        control={control}
        name="printable"
        label={t(`${fields}.printable`)}
        helperText={t(`${fields}.printableHelp`)}
      />
    </FormDialog>
  );
}
