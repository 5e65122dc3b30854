import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { SubscriptionDiscountType } from '@hondana/contract';
import { FormDialog } from '../../ui/dialogs/form-dialog';
import { FormSelectField, FormTextField } from '../../ui/forms/form-controls';
import { describeFieldError } from '../../ui/forms/field-error';
import { MultiIdPicker } from '../../ui/forms/multi-id-picker';
import { useDialogSubmit } from '../../ui/forms/use-dialog-submit';
import { useAllContentGroups } from '../content-groups/content-groups-api';
import {
  buildPlanFormData,
  emptyPlanValues,
  formValuesToPlanBody,
  planDiscountTypes,
  planFieldOfError,
  planFormSchema,
  planToFormValues,
  termTypes,
  type ImageChange,
  type PlanFormValues,
} from './plan-form';
import { PlanImageField } from './plan-image-field';
import { useSavePlan, type Plan } from './plans-api';

const twoColumns = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } };

/**
 * Add (plan null) or edit a plan: every field of product.md §3 Plan and its image. A refusal
 * shows as the usual error toast and, when it concerns one field (820-823, 829), under it too.
 */
export function PlanDialog({
  open,
  plan,
  onClose,
}: {
  open: boolean;
  plan: Plan | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useSavePlan();
  const contentGroups = useAllContentGroups();
  const [image, setImage] = useState<ImageChange>({ kind: 'keep' });
  const form = useForm<PlanFormValues>({
    resolver: zodResolver(planFormSchema),
    mode: 'onTouched',
    values: plan ? planToFormValues(plan) : emptyPlanValues,
  });
  const { control } = form;
  const discountType = useWatch({ control, name: 'subscriptionDiscountType' });

  const { formError, submit, close } = useDialogSubmit(form, {
    save: (values) => {
      const body = formValuesToPlanBody(values, image);
      return save.mutateAsync({ id: plan?.id ?? null, form: buildPlanFormData(body, image) });
    },
    notice: plan ? 'update' : 'create',
    fieldOfError: planFieldOfError,
    onClose: () => {
      setImage({ kind: 'keep' });
      onClose();
    },
  });

  const fields = 'subscriptionAdmin.plans.fields';
  const isSubmitting = form.formState.isSubmitting;
  return (
    <FormDialog
      open={open}
      title={plan ? t('subscriptionAdmin.plans.editTitle') : t('subscriptionAdmin.plans.addTitle')}
      submitLabel={t('subscriptionAdmin.save')}
      isSubmitting={isSubmitting}
      onSubmit={submit}
      onCancel={close}
      maxWidth="sm"
    >
      {formError ? <Alert severity="error">{formError}</Alert> : null}
      <FormTextField control={control} name="name" label={t(`${fields}.name`)} required autoFocus />
      <Box sx={twoColumns}>
        <FormTextField
          control={control}
          name="price"
          label={t(`${fields}.price`)}
          type="number"
          required
          slotProps={{ htmlInput: { min: 0, inputMode: 'numeric' } }}
        />
        <FormTextField
          control={control}
          name="discountPrice"
          label={t(`${fields}.discountPrice`)}
          helperText={t(`${fields}.discountPriceHelp`)}
          type="number"
          slotProps={{ htmlInput: { min: 0, inputMode: 'numeric' } }}
        />
        <FormTextField
          control={control}
          name="duration"
          label={t(`${fields}.duration`)}
          type="number"
          required
          slotProps={{ htmlInput: { min: 1, inputMode: 'numeric' } }}
        />
        <FormSelectField
          control={control}
          name="durationType"
          label={t(`${fields}.durationType`)}
          options={[
            { value: '0', label: t('subscriptionAdmin.durationUnits.day') },
            { value: '1', label: t('subscriptionAdmin.durationUnits.month') },
            { value: '2', label: t('subscriptionAdmin.durationUnits.year') },
          ]}
        />
        <FormTextField
          control={control}
          name="numberFreeTerm"
          label={t(`${fields}.numberFreeTerm`)}
          helperText={t(`${fields}.numberFreeTermHelp`)}
          type="number"
          slotProps={{ htmlInput: { min: 0, inputMode: 'numeric' } }}
        />
        <FormSelectField
          control={control}
          name="termType"
          label={t(`${fields}.termType`)}
          options={termTypes.map((type) => ({
            value: type,
            label: t(`subscriptionAdmin.termTypes.${type}`),
          }))}
        />
        <FormSelectField
          control={control}
          name="subscriptionType"
          label={t(`${fields}.subscriptionType`)}
          options={[
            { value: '1', label: t('subscriptionAdmin.subscriptionTypes.none') },
            { value: '2', label: t('subscriptionAdmin.subscriptionTypes.login') },
          ]}
        />
        <FormSelectField
          control={control}
          name="subscriptionDiscountType"
          label={t(`${fields}.subscriptionDiscountType`)}
          helperText={
            discountType === SubscriptionDiscountType.Ordinal
              ? t(`${fields}.ordinalsHelp`)
              : undefined
          }
          options={planDiscountTypes.map((type) => ({
            value: type,
            label: t(`subscriptionAdmin.discountTypes.${type}`),
          }))}
        />
      </Box>
      <Controller
        control={control}
        name="contentGroupIds"
        render={({ field, fieldState }) => (
          <MultiIdPicker
            label={t(`${fields}.contentGroups`)}
            helperText={t(`${fields}.contentGroupsHelp`)}
            error={describeFieldError(fieldState.error)}
            options={(contentGroups.data ?? []).filter((group) => group.type === 'NORMAL')}
            labelOf={(group) => group.name}
            isLoading={contentGroups.isPending}
            loadingText={t(`${fields}.contentGroupsLoading`)}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
          />
        )}
      />
      <FormTextField
        control={control}
        name="ordinal"
        label={t(`${fields}.ordinal`)}
        helperText={t(`${fields}.ordinalHelp`)}
        type="number"
        slotProps={{ htmlInput: { min: 0, inputMode: 'numeric' } }}
      />
      <PlanImageField
        storedUrl={plan?.imageUrl ?? null}
        change={image}
        onChange={setImage}
        disabled={isSubmitting}
      />
    </FormDialog>
  );
}
