import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../ui/dialogs/form-dialog';
import { FormTextField } from '../../ui/forms/form-controls';
import { useDialogSubmit } from '../../ui/forms/use-dialog-submit';
import { refCodeFormSchema } from './content-group-form';
import type { RefCodeFormValues } from './content-group-form';
import { useUpdateRefCode } from './content-groups-api';
import type { ContentGroup } from './content-groups-api';

/** 844: the code is missing (the form asks first, but the server has the last word). */
const fieldOfError: Record<number, keyof RefCodeFormValues> = { 844: 'refCode' };

/** `update-ref-code`: only the group's reference code. */
export function RefCodeDialog({
  group,
  onClose,
}: {
  group: ContentGroup | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const update = useUpdateRefCode();
  const form = useForm<RefCodeFormValues>({
    resolver: zodResolver(refCodeFormSchema),
    mode: 'onTouched',
    values: { refCode: group?.refCode ?? '' },
  });

  const { formError, submit, close } = useDialogSubmit(form, {
    // Closed (no group), the dialog has no form to submit.
    save: async (values) => {
      if (group) await update.mutateAsync({ id: group.id, refCode: values.refCode });
    },
    notice: 'update',
    fieldOfError,
    onClose,
  });

  return (
    <FormDialog
      open={group !== null}
      title={t('contentAdmin.groups.refCodeTitle')}
      submitLabel={t('contentAdmin.groups.save')}
      isSubmitting={form.formState.isSubmitting}
      onSubmit={submit}
      onCancel={close}
    >
      {formError ? <Alert severity="error">{formError}</Alert> : null}
      <FormTextField
        control={form.control}
        name="refCode"
        label={t('contentAdmin.groups.fields.refCode')}
        helperText={group?.name}
        required
        autoFocus
      />
    </FormDialog>
  );
}
