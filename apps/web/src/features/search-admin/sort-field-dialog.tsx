import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../ui/dialogs/form-dialog';
import { useDialogSubmit } from '../../ui/forms/use-dialog-submit';
import { FormSelectField, FormSwitch, FormTextField } from '../../ui/forms/form-controls';
import { useSaveSortField } from './search-admin-api';
import type { SortField } from './search-admin-api';
import {
  emptySortFieldValues,
  formValuesToSortFieldBody,
  sortFieldFormSchema,
  sortFieldOptions,
  sortFieldToFormValues,
} from './sort-field-form';
import type { SortFieldFormValues } from './sort-field-form';

/** 731: the field has a sort already. */
const fieldOfError: Record<number, keyof SortFieldFormValues> = { 731: 'field' };

/** Add (sort null) or edit a sort field. */
export function SortFieldDialog({
  open,
  sort,
  usedFields,
  newOrdinal,
  onClose,
}: {
  open: boolean;
  sort: SortField | null;
  /** Field codes the company's sorts use already. */
  usedFields: readonly number[];
  newOrdinal: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveSortField();
  const form = useForm<SortFieldFormValues>({
    resolver: zodResolver(sortFieldFormSchema),
    mode: 'onTouched',
    values: sort ? sortFieldToFormValues(sort) : emptySortFieldValues(usedFields),
  });
  const { control } = form;

  const { formError, submit, close } = useDialogSubmit(form, {
    save: (values) =>
      save.mutateAsync({
        id: sort?.id ?? null,
        body: formValuesToSortFieldBody(values, sort ? sort.ordinal : newOrdinal),
      }),
    notice: sort ? 'update' : 'create',
    fieldOfError,
    onClose,
  });

  const fields = 'searchAdmin.sorts.fields';
  return (
    <FormDialog
      open={open}
      title={sort ? t('searchAdmin.sorts.editTitle') : t('searchAdmin.sorts.addTitle')}
      submitLabel={t('searchAdmin.save')}
      isSubmitting={form.formState.isSubmitting}
      onSubmit={submit}
      onCancel={close}
    >
      {formError ? <Alert severity="error">{formError}</Alert> : null}
      <FormSelectField
        control={control}
        name="field"
        label={t(`${fields}.field`)}
        options={sortFieldOptions.map((option) => ({
          value: option.code,
          label: t(`searchAdmin.fields.${option.name}`),
        }))}
      />
      <FormTextField
        control={control}
        name="title"
        label={t(`${fields}.title`)}
        helperText={t('searchAdmin.sorts.titleHelp')}
        required
        autoFocus
      />
      <FormTextField control={control} name="titleEn" label={t(`${fields}.titleEn`)} />
      <FormSelectField
        control={control}
        name="direction"
        label={t(`${fields}.direction`)}
        options={(['asc', 'desc'] as const).map((value) => ({
          value,
          label: t(`searchAdmin.sorts.directions.${value}`),
        }))}
      />
      <FormSwitch
        control={control}
        name="isSortFieldDefault"
        label={t(`${fields}.isSortFieldDefault`)}
        helperText={t('searchAdmin.sorts.defaultHelp')}
      />
    </FormDialog>
  );
}
