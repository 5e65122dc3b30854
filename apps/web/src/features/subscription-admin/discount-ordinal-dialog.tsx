import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../ui/dialogs/form-dialog';
import { FormTextField } from '../../ui/forms/form-controls';
import { useDialogSubmit } from '../../ui/forms/use-dialog-submit';
import { DiscountFields } from './discount-fields';
import {
  discountOrdinalFormSchema,
  formValuesToOrdinalBody,
  newOrdinalValues,
  ordinalFieldOfError,
  ordinalToFormValues,
  type DiscountOrdinalFormValues,
} from './discount-ordinal-form';
import { useSaveDiscountOrdinal, type DiscountOrdinal } from './plans-api';

/** Add (entry null) or edit the discount of one billing period of a plan. */
export function DiscountOrdinalDialog({
  open,
  planId,
  entry,
  existing,
  onClose,
}: {
  open: boolean;
  planId: number;
  entry: DiscountOrdinal | null;
  existing: readonly DiscountOrdinal[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveDiscountOrdinal();
  const form = useForm<DiscountOrdinalFormValues>({
    resolver: zodResolver(discountOrdinalFormSchema),
    mode: 'onTouched',
    defaultValues: entry ? ordinalToFormValues(entry) : newOrdinalValues(existing),
  });
  const { control } = form;

  const { formError, submit, close } = useDialogSubmit(form, {
    save: (values) =>
      save.mutateAsync({ id: entry?.id ?? null, body: formValuesToOrdinalBody(planId, values) }),
    notice: entry ? 'update' : 'create',
    fieldOfError: ordinalFieldOfError,
    onClose,
  });

  const fields = 'subscriptionAdmin.ordinals.fields';
  return (
    <FormDialog
      open={open}
      title={
        entry ? t('subscriptionAdmin.ordinals.editTitle') : t('subscriptionAdmin.ordinals.addTitle')
      }
      submitLabel={t('subscriptionAdmin.save')}
      isSubmitting={form.formState.isSubmitting}
      onSubmit={submit}
      onCancel={close}
    >
      {formError ? <Alert severity="error">{formError}</Alert> : null}
      <FormTextField
        control={control}
        name="ordinal"
        label={t(`${fields}.ordinal`)}
        type="number"
        required
        autoFocus
        slotProps={{ htmlInput: { min: 1, inputMode: 'numeric' } }}
      />
      <DiscountFields control={control} fields={fields} />
    </FormDialog>
  );
}
