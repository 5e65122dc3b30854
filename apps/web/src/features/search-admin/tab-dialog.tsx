import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../ui/dialogs/form-dialog';
import { useDialogSubmit } from '../../ui/forms/use-dialog-submit';
import { FormSelectField, FormTextField } from '../../ui/forms/form-controls';
import { useAllContentGroups } from '../content-groups/content-groups-api';
import { useSaveSearchTab } from './search-admin-api';
import type { SearchBox, SearchTab } from './search-admin-api';
import { TabConditionsEditor } from './tab-conditions-editor';
import {
  emptyTabValues,
  findConditionIssues,
  formValuesToTabBody,
  keptConditionsOf,
  tabFormSchema,
  tabToFormValues,
} from './tab-form';
import type { TabFormValues } from './tab-form';

/** 715: the group is gone; the others concern the whole form. */
const fieldOfError: Record<number, 'contentGroupId'> = { 715: 'contentGroupId' };

/** Add (tab null) or edit a tab: its name, group and preset conditions. */
export function TabDialog({
  open,
  tab,
  boxes,
  newOrdinal,
  onClose,
}: {
  open: boolean;
  tab: SearchTab | null;
  boxes: readonly SearchBox[];
  newOrdinal: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveSearchTab();
  const groups = useAllContentGroups();
  const form = useForm<TabFormValues>({
    resolver: zodResolver(tabFormSchema),
    mode: 'onTouched',
    values: tab ? tabToFormValues(tab) : emptyTabValues,
  });
  const { control } = form;

  const { formError, submit, close } = useDialogSubmit(form, {
    // The conditions need the company's boxes, which the schema does not know.
    check: (values) =>
      findConditionIssues(values.conditions, boxes).map((issue) => ({
        name: `conditions.${issue.index}.${issue.field}` as const,
        message: issue.message,
      })),
    save: (values) =>
      save.mutateAsync({
        id: tab?.id ?? null,
        body: formValuesToTabBody(
          values,
          boxes,
          tab ? tab.ordinal : newOrdinal,
          keptConditionsOf(tab),
        ),
      }),
    notice: tab ? 'update' : 'create',
    fieldOfError,
    onClose,
  });

  return (
    <FormDialog
      open={open}
      title={tab ? t('searchAdmin.tabs.editTitle') : t('searchAdmin.tabs.addTitle')}
      submitLabel={t('searchAdmin.save')}
      isSubmitting={form.formState.isSubmitting}
      onSubmit={submit}
      onCancel={close}
    >
      {formError ? <Alert severity="error">{formError}</Alert> : null}
      <FormTextField
        control={control}
        name="name"
        label={t('searchAdmin.tabs.fields.name')}
        required
        autoFocus
      />
      <FormTextField control={control} name="nameEn" label={t('searchAdmin.tabs.fields.nameEn')} />
      <FormSelectField
        control={control}
        name="contentGroupId"
        label={t('searchAdmin.tabs.fields.contentGroup')}
        helperText={groups.isError ? t('searchAdmin.tabs.groupsFailed') : undefined}
        options={[
          { value: '', label: t('searchAdmin.tabs.allGroups') },
          ...(groups.data ?? []).map((group) => ({ value: group.id, label: group.name })),
        ]}
      />
      <TabConditionsEditor control={control} boxes={boxes} />
    </FormDialog>
  );
}
