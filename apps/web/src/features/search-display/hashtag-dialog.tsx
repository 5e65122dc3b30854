import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../ui/dialogs/form-dialog';
import { FormTextField } from '../../ui/forms/form-controls';
import { useDialogSubmit } from '../../ui/forms/use-dialog-submit';
import { hashtagFormSchema, maxHashtagNameLength } from './hashtag-form';
import type { HashtagFormValues } from './hashtag-form';
import { useSaveHashtag } from './search-display-api';
import type { Hashtag } from './search-display-api';

/** 866: the company has a hashtag of that name already. */
const fieldOfError: Record<number, keyof HashtagFormValues> = { 866: 'name' };

/** Add (hashtag null) or rename a hashtag. */
export function HashtagDialog({
  open,
  hashtag,
  onClose,
}: {
  open: boolean;
  hashtag: Hashtag | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveHashtag();
  const form = useForm<HashtagFormValues>({
    resolver: zodResolver(hashtagFormSchema),
    mode: 'onTouched',
    values: { name: hashtag?.name ?? '', nameEn: hashtag?.nameEn ?? '' },
  });

  const { formError, submit, close } = useDialogSubmit(form, {
    save: (values) =>
      save.mutateAsync({
        id: hashtag?.id ?? null,
        name: values.name,
        nameEn: values.nameEn?.trim() || null,
      }),
    notice: hashtag ? 'update' : 'create',
    fieldOfError,
    onClose,
  });

  return (
    <FormDialog
      open={open}
      title={hashtag ? t('hashtagAdmin.editTitle') : t('hashtagAdmin.addTitle')}
      submitLabel={t('hashtagAdmin.save')}
      isSubmitting={form.formState.isSubmitting}
      onSubmit={submit}
      onCancel={close}
    >
      {formError ? <Alert severity="error">{formError}</Alert> : null}
      <FormTextField
        control={form.control}
        name="name"
        label={t('hashtagAdmin.name')}
        helperText={t('hashtagAdmin.nameHelp')}
        required
        autoFocus
        // A little past the limit, so a pasted name shows the message rather than being cut.
        slotProps={{ htmlInput: { maxLength: maxHashtagNameLength + 10 } }}
      />
      <FormTextField
        control={form.control}
        name="nameEn"
        label={t('hashtagAdmin.nameEn')}
        slotProps={{ htmlInput: { maxLength: maxHashtagNameLength + 10 } }}
      />
    </FormDialog>
  );
}
