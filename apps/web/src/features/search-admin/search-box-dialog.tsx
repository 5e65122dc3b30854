import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { searchableFields, searchBoxOperations } from '@hondana/contract';
import { FormDialog } from '../../ui/dialogs/form-dialog';
import { useDialogSubmit } from '../../ui/forms/use-dialog-submit';
import { describeFieldError } from '../../ui/forms/field-error';
import { FormSelectField, FormTextField } from '../../ui/forms/form-controls';
import { MatchValuesEditor } from './match-values-editor';
import { useSaveSearchBox } from './search-admin-api';
import type { SearchBox } from './search-admin-api';
import {
  emptySearchBoxValues,
  formValuesToSearchBoxBody,
  hasOperation,
  hasPlaceholder,
  isChoiceType,
  searchBoxFormSchema,
  searchBoxToFormValues,
  searchBoxTypes,
} from './search-box-form';
import type { SearchBoxFormValues } from './search-box-form';

/** Catalogue codes that belong to one field: shown under it rather than above the form. */
const fieldOfError: Record<number, keyof SearchBoxFormValues> = {
  418: 'matchValues',
  419: 'searchFields',
};

/** Add (box null) or edit a search box: every field of its type. */
export function SearchBoxDialog({
  open,
  box,
  isFullTextTaken,
  newOrdinal,
  onClose,
}: {
  open: boolean;
  box: SearchBox | null;
  /** Another box of the company is the full-text box (one only, 782). */
  isFullTextTaken: boolean;
  /** Where a new box goes: after the last one. */
  newOrdinal: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveSearchBox();
  const form = useForm<SearchBoxFormValues>({
    resolver: zodResolver(searchBoxFormSchema),
    mode: 'onTouched',
    values: box ? searchBoxToFormValues(box) : emptySearchBoxValues,
  });
  const { control } = form;
  const type = useWatch({ control, name: 'type' });
  const isFullText = useWatch({ control, name: 'isFullText' });

  const { formError, submit, close } = useDialogSubmit(form, {
    save: (values) =>
      save.mutateAsync({
        id: box?.id ?? null,
        body: formValuesToSearchBoxBody(values, box ? box.ordinal : newOrdinal),
      }),
    notice: box ? 'update' : 'create',
    fieldOfError,
    onClose,
  });

  const fields = 'searchAdmin.boxes.fields';
  return (
    <FormDialog
      open={open}
      title={box ? t('searchAdmin.boxes.editTitle') : t('searchAdmin.boxes.addTitle')}
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
      <FormTextField control={control} name="labelEn" label={t(`${fields}.labelEn`)} />
      <Controller
        control={control}
        name="isFullText"
        render={({ field }) => (
          <FormSwitchRow
            checked={field.value}
            disabled={isFullTextTaken && !field.value}
            label={t(`${fields}.isFullText`)}
            help={
              isFullTextTaken && !field.value
                ? t('searchAdmin.boxes.fullTextTaken')
                : t('searchAdmin.boxes.fullTextHelp')
            }
            onChange={(checked) => {
              field.onChange(checked);
              // A full-text box is a partial-match box over the books' text.
              if (checked) form.setValue('type', 1, { shouldValidate: true });
            }}
          />
        )}
      />
      {isFullText ? null : (
        <>
          <FormSelectField
            control={control}
            name="type"
            label={t(`${fields}.type`)}
            options={searchBoxTypes.map((value) => ({
              value,
              label: t(`searchAdmin.types.type${value}`),
            }))}
          />
          <Controller
            control={control}
            name="searchFields"
            render={({ field: { ref, ...field }, fieldState }) => {
              const error = describeFieldError(fieldState.error?.message);
              return (
                <TextField
                  select
                  {...field}
                  inputRef={ref}
                  label={t(`${fields}.searchFields`)}
                  error={Boolean(error)}
                  helperText={error ?? t('searchAdmin.boxes.searchFieldsHelp')}
                  fullWidth
                  slotProps={{
                    select: {
                      multiple: true,
                      renderValue: (selected) => (
                        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
                          {(selected as string[]).map((name) => (
                            <Chip
                              key={name}
                              size="small"
                              label={t(`searchAdmin.fields.${name as 'title'}`)}
                            />
                          ))}
                        </Box>
                      ),
                    },
                  }}
                >
                  {searchableFields.map((name) => (
                    <MenuItem key={name} value={name}>
                      {t(`searchAdmin.fields.${name}`)}
                    </MenuItem>
                  ))}
                </TextField>
              );
            }}
          />
        </>
      )}
      {!isFullText && hasOperation(type) ? (
        <FormSelectField
          control={control}
          name="operation"
          label={t(`${fields}.operation`)}
          helperText={t('searchAdmin.boxes.operationHelp')}
          options={searchBoxOperations.map((value) => ({
            value,
            label: t(`searchAdmin.operations.${value}`),
          }))}
        />
      ) : null}
      {!isFullText && isChoiceType(type) ? (
        <Controller
          control={control}
          name="matchValues"
          render={({ field, fieldState }) => (
            <MatchValuesEditor
              values={field.value}
              onChange={(values) => {
                field.onChange(values);
                field.onBlur();
              }}
              error={describeFieldError(fieldState.error?.message)}
            />
          )}
        />
      ) : null}
      {isFullText || hasPlaceholder(type) ? (
        <>
          <FormTextField control={control} name="placeholder" label={t(`${fields}.placeholder`)} />
          <FormTextField
            control={control}
            name="placeholderEn"
            label={t(`${fields}.placeholderEn`)}
          />
        </>
      ) : null}
    </FormDialog>
  );
}

/** The full-text switch: driven by hand, because turning it on also sets the type. */
function FormSwitchRow({
  checked,
  disabled,
  label,
  help,
  onChange,
}: {
  checked: boolean;
  disabled: boolean;
  label: string;
  help: string;
  onChange: (checked: boolean) => void;
}) {
  return (
    <Box>
      <FormControlLabel
        label={label}
        disabled={disabled}
        control={<Switch checked={checked} onChange={(event) => onChange(event.target.checked)} />}
      />
      <FormHelperText sx={{ mt: -0.5, ml: 6 }}>{help}</FormHelperText>
    </Box>
  );
}
