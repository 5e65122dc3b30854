import { useWatch } from 'react-hook-form';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSelectField, FormTextField } from '../../ui/forms/form-controls';
import { discountKinds } from './discount';

/** The discount's kind and value, as the coupon and discount-ordinal dialogs both ask for them. */
export function DiscountFields<T extends FieldValues>({
  control,
  fields,
}: {
  control: Control<T>;
  /** The dialog's field texts (`…fields`), which name the two fields. */
  fields: 'subscriptionAdmin.coupons.fields' | 'subscriptionAdmin.ordinals.fields';
}) {
  const { t } = useTranslation();
  const discountType = useWatch({ control, name: 'discountType' as FieldPath<T> }) as string;
  return (
    <>
      <FormSelectField
        control={control}
        name={'discountType' as FieldPath<T>}
        label={t(`${fields}.discountType`)}
        options={discountKinds.map((kind) => ({
          value: kind,
          label: t(`subscriptionAdmin.discountKinds.${kind}`),
        }))}
      />
      <FormTextField
        control={control}
        name={'discountValue' as FieldPath<T>}
        label={t(`${fields}.discountValue`)}
        helperText={t(
          `subscriptionAdmin.discountHelp.${discountType as (typeof discountKinds)[number]}`,
        )}
        type="number"
        required
        slotProps={{ htmlInput: { min: 0, inputMode: 'numeric' } }}
      />
    </>
  );
}
