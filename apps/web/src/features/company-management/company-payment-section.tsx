import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import SaveIcon from '@mui/icons-material/Save';
import VerifiedIcon from '@mui/icons-material/Verified';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateDynamicKey } from '../../i18n/i18n';
import { describeApiError, notifyApiError, notifyApiSuccess } from '../../ui/feedback/api-notify';
import { FormSwitch, FormTextField } from '../../ui/forms/form-controls';
import { FormSection } from '../../ui/forms/form-section';
import { enqueueToast } from '../../ui/toasts/toast-store';
import { useCheckPayment, useUpdatePayment, type PaymentSetting } from './company-api';
import {
  paymentCheckNotice,
  paymentFieldOfError,
  paymentFormSchemaOf,
  toPaymentBody,
  toPaymentCheckBody,
  toPaymentValues,
  type PaymentFormInput,
  type PaymentFormValues,
} from './company-payment-form';

/**
 * The company's VeriTrans4G merchant: its own form and Save, since the settings are saved by
 * their own call; "Check settings" tries what the form holds, saved or not.
 */
export function CompanyPaymentSection({
  companyId,
  setting,
}: {
  companyId: number;
  setting: PaymentSetting | null;
}) {
  const { t } = useTranslation();
  const hasStoredSecret = setting?.hasSecretKey ?? false;
  const schema = useMemo(() => paymentFormSchemaOf(hasStoredSecret), [hasStoredSecret]);
  const update = useUpdatePayment(companyId);
  const check = useCheckPayment(companyId);
  const { control, handleSubmit, reset, setError, getValues, formState } = useForm<
    PaymentFormInput,
    unknown,
    PaymentFormValues
  >({ resolver: zodResolver(schema), defaultValues: toPaymentValues(setting), mode: 'onTouched' });

  const save = handleSubmit(async (values) => {
    try {
      // The saved settings are the new baseline: clears the typed secret key.
      reset(toPaymentValues(await update.mutateAsync(toPaymentBody(values))));
      notifyApiSuccess('update');
    } catch (error) {
      const field = paymentFieldOfError(error);
      if (field)
        setError(field, { message: describeApiError(error).message }, { shouldFocus: true });
      else notifyApiError(error);
    }
  });

  async function runCheck() {
    let failure: unknown = null;
    try {
      await check.mutateAsync(toPaymentCheckBody(getValues()));
    } catch (error) {
      failure = error;
    }
    const notice = paymentCheckNotice(failure);
    if (!notice) {
      notifyApiError(failure);
      return;
    }
    const message = translateDynamicKey(notice.key, { message: notice.message }) ?? notice.key;
    enqueueToast({ severity: notice.severity, message });
  }

  const isBusy = formState.isSubmitting || check.isPending;
  return (
    <Paper
      component="form"
      variant="outlined"
      noValidate
      onSubmit={(event) => void save(event)}
      aria-busy={isBusy}
      sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 2 }}
    >
      <FormSection title={t('admin.sections.payment')} description={t('admin.payment.intro')}>
        <FormTextField
          control={control}
          name="merchantCcid"
          label={t('admin.fields.merchantCcid')}
          autoComplete="off"
          spellCheck={false}
        />
        <FormTextField
          control={control}
          name="secretKey"
          label={t('admin.fields.merchantSecretKey')}
          type="password"
          autoComplete="new-password"
          placeholder={hasStoredSecret ? t('admin.payment.secretSet') : undefined}
          slotProps={{ inputLabel: { shrink: hasStoredSecret ? true : undefined } }}
          helperText={t(hasStoredSecret ? 'admin.help.secretStored' : 'admin.help.secretNone')}
        />
        <FormTextField
          control={control}
          name="tokenApiKey"
          label={t('admin.fields.tokenApiKey')}
          autoComplete="off"
          spellCheck={false}
          helperText={t('admin.help.tokenApiKey')}
        />
        <FormSwitch
          control={control}
          name="testMode"
          label={t('admin.fields.testMode')}
          helperText={t('admin.help.testMode')}
        />
      </FormSection>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 2, flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          startIcon={<VerifiedIcon />}
          disabled={isBusy}
          onClick={() => void runCheck()}
        >
          {check.isPending ? t('admin.payment.checking') : t('admin.payment.check')}
        </Button>
        <Button type="submit" variant="contained" startIcon={<SaveIcon />} disabled={isBusy}>
          {formState.isSubmitting ? t('admin.detail.saving') : t('admin.payment.save')}
        </Button>
      </Box>
    </Paper>
  );
}
