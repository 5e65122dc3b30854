import { useState } from 'react';
import Alert from '@mui/material/Alert';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/api-error';
import { describeApiError, notifyApiSuccess } from '../../ui/feedback/api-notify';
import { FormDialog } from '../../ui/dialogs/form-dialog';
import { useSaveHashtag } from './search-display-api';
import type { Hashtag } from './search-display-api';

const maxNameLength = 64;

/** Add (hashtag null) or rename a hashtag; a name the company has answers 866 under the field. */
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
  const [name, setName] = useState(hashtag?.name ?? '');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  const close = () => {
    setFieldError(null);
    setFormError(null);
    onClose();
  };

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    const trimmed = name.trim();
    if (!trimmed) {
      setFieldError(t('hashtagAdmin.nameRequired'));
      return;
    }
    if (trimmed.length > maxNameLength) {
      setFieldError(t('hashtagAdmin.nameTooLong', { max: maxNameLength }));
      return;
    }
    setFieldError(null);
    try {
      await save.mutateAsync({ id: hashtag?.id ?? null, name: trimmed });
      notifyApiSuccess(hashtag ? 'update' : 'create');
      close();
    } catch (caught) {
      const message = describeApiError(caught).message;
      if (isApiError(caught) && caught.status === 866) setFieldError(message);
      else setFormError(message);
    }
  }

  return (
    <FormDialog
      open={open}
      title={hashtag ? t('hashtagAdmin.editTitle') : t('hashtagAdmin.addTitle')}
      submitLabel={t('hashtagAdmin.save')}
      isSubmitting={save.isPending}
      onSubmit={submit}
      onCancel={close}
    >
      {formError ? <Alert severity="error">{formError}</Alert> : null}
      <TextField
        label={t('hashtagAdmin.name')}
        value={name}
        onChange={(event) => setName(event.target.value)}
        required
        autoFocus
        error={fieldError !== null}
        helperText={fieldError ?? t('hashtagAdmin.nameHelp')}
        slotProps={{ htmlInput: { maxLength: maxNameLength + 10 } }}
      />
    </FormDialog>
  );
}
