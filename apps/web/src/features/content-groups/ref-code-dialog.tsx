import { useState } from 'react';
import type { FormEvent } from 'react';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { describeApiError, notifyApiSuccess } from '../../ui/feedback/api-notify';
import { FormDialog } from '../../ui/dialogs/form-dialog';
import { useUpdateRefCode } from './content-groups-api';
import type { ContentGroup } from './content-groups-api';

/** `update-ref-code`: only the group's reference code (required, 844). */
export function RefCodeDialog({
  group,
  onClose,
}: {
  group: ContentGroup | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const update = useUpdateRefCode();
  // The page keys this dialog by group, so each opening starts from the group's code.
  const [value, setValue] = useState(group?.refCode ?? '');
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!group) return;
    const refCode = value.trim();
    if (!refCode) {
      setError(t('contentAdmin.groups.validation.refCodeRequired'));
      return;
    }
    if (refCode.length > 64) {
      setError(t('contentAdmin.validation.tooLong'));
      return;
    }
    try {
      await update.mutateAsync({ id: group.id, refCode });
      notifyApiSuccess('update');
      onClose();
    } catch (caught) {
      setError(describeApiError(caught).message);
    }
  };

  return (
    <FormDialog
      open={group !== null}
      title={t('contentAdmin.groups.refCodeTitle')}
      submitLabel={t('contentAdmin.groups.save')}
      isSubmitting={update.isPending}
      onSubmit={submit}
      onCancel={onClose}
    >
      <TextField
        label={t('contentAdmin.groups.fields.refCode')}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        error={error !== null}
        helperText={error ?? group?.name}
        required
        autoFocus
        fullWidth
      />
    </FormDialog>
  );
}
