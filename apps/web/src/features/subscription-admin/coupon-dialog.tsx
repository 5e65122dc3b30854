import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../ui/dialogs/form-dialog';
import { FormTextField } from '../../ui/forms/form-controls';
import { useDialogSubmit } from '../../ui/forms/use-dialog-submit';
import {
  couponFieldOfError,
  couponFormSchema,
  couponToFormValues,
  emptyCouponValues,
  formValuesToCouponBody,
  type Coupon,
  type CouponFormValues,
} from './coupon-form';
import { useSaveCoupon } from './coupons-api';
import { DiscountFields } from './discount-fields';

/** Add (coupon null) or edit a coupon; the list reloads after the call, even a refused one. */
export function CouponDialog({
  open,
  coupon,
  onClose,
}: {
  open: boolean;
  coupon: Coupon | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveCoupon();
  const form = useForm<CouponFormValues>({
    resolver: zodResolver(couponFormSchema),
    mode: 'onTouched',
    values: coupon ? couponToFormValues(coupon) : emptyCouponValues,
  });
  const { control } = form;

  const { formError, submit, close } = useDialogSubmit(form, {
    save: (values) =>
      save.mutateAsync({ id: coupon?.id ?? null, body: formValuesToCouponBody(values) }),
    notice: coupon ? 'update' : 'create',
    fieldOfError: couponFieldOfError,
    onClose,
  });

  const fields = 'subscriptionAdmin.coupons.fields';
  return (
    <FormDialog
      open={open}
      title={
        coupon ? t('subscriptionAdmin.coupons.editTitle') : t('subscriptionAdmin.coupons.addTitle')
      }
      submitLabel={t('subscriptionAdmin.save')}
      isSubmitting={form.formState.isSubmitting}
      onSubmit={submit}
      onCancel={close}
    >
      {formError ? <Alert severity="error">{formError}</Alert> : null}
      <FormTextField
        control={control}
        name="couponCode"
        label={t(`${fields}.couponCode`)}
        helperText={t(`${fields}.couponCodeHelp`)}
        required
        autoFocus
        autoComplete="off"
        // Codes ignore case and are kept upper case: the box shows them as they will be saved.
        slotProps={{ htmlInput: { style: { textTransform: 'uppercase' }, spellCheck: false } }}
      />
      <FormTextField control={control} name="name" label={t(`${fields}.name`)} required />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: '1fr 1fr' }}>
        <DiscountFields control={control} fields={fields} />
      </Box>
      <FormTextField
        control={control}
        name="numberOfUsages"
        label={t(`${fields}.numberOfUsages`)}
        type="number"
        required
        slotProps={{ htmlInput: { min: 1, inputMode: 'numeric' } }}
      />
      <FormTextField
        control={control}
        name="expiryDate"
        label={t(`${fields}.expiryDate`)}
        helperText={t(`${fields}.expiryDateHelp`)}
        type="date"
        slotProps={{ inputLabel: { shrink: true } }}
      />
    </FormDialog>
  );
}
