import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../ui/dialogs/form-dialog';
import { useDialogSubmit } from '../../ui/forms/use-dialog-submit';
import { FormTextField } from '../../ui/forms/form-controls';
import { MultiIdPicker } from '../../ui/forms/multi-id-picker';
import { hashPassword } from '../auth/password-hash';
import { useAllContentGroups } from '../content-groups/content-groups-api';
import { useSaveUserGroup, type UserGroup } from './people-api';
import {
  emptyUserGroupValues,
  formValuesToGroupBody,
  groupToFormValues,
  userGroupFormSchema,
  type UserGroupFormValues,
} from './user-group-form';

/**
 * Catalogue codes that belong to one field: shown under it rather than above the form (the IP
 * list's codes, 429, 432 and 803, concern the whole list: above the form).
 */
const fieldOfError: Record<number, keyof UserGroupFormValues> = {
  407: 'name',
  416: 'username',
  427: 'maxUser',
  428: 'maxUser',
  773: 'maxUser',
};

/** Add (group null) or edit a user group: every field of product.md §3 User group. */
export function UserGroupDialog({
  open,
  group,
  ipLoginEnabled,
  onClose,
}: {
  open: boolean;
  group: UserGroup | null;
  ipLoginEnabled: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveUserGroup();
  const contentGroups = useAllContentGroups();
  const form = useForm<UserGroupFormValues>({
    resolver: zodResolver(userGroupFormSchema),
    mode: 'onTouched',
    values: group ? groupToFormValues(group) : emptyUserGroupValues,
  });
  const { control } = form;
  const ranges = useFieldArray({ control, name: 'ipAddresses' });

  const { formError, submit, close } = useDialogSubmit(form, {
    save: async (values) => {
      const passwordHash = values.password ? await hashPassword(values.password) : undefined;
      await save.mutateAsync({
        id: group?.id ?? null,
        body: formValuesToGroupBody(values, passwordHash),
      });
    },
    notice: group ? 'update' : 'create',
    fieldOfError,
    onClose,
  });

  const fields = 'people.groups.fields';
  return (
    <FormDialog
      open={open}
      title={group ? t('people.groups.editTitle') : t('people.groups.addTitle')}
      submitLabel={t('people.save')}
      isSubmitting={form.formState.isSubmitting}
      onSubmit={submit}
      onCancel={close}
    >
      {formError ? <Alert severity="error">{formError}</Alert> : null}
      <FormTextField control={control} name="name" label={t(`${fields}.name`)} required autoFocus />
      <FormTextField control={control} name="nameEn" label={t(`${fields}.nameEn`)} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: '1fr 1fr' }}>
        <FormTextField
          control={control}
          name="maxUser"
          label={t(`${fields}.maxUser`)}
          type="number"
          required
          slotProps={{ htmlInput: { min: 1 } }}
        />
        <FormTextField
          control={control}
          name="session"
          label={t(`${fields}.session`)}
          type="number"
          slotProps={{ htmlInput: { min: 0 } }}
        />
        <FormTextField
          control={control}
          name="expiry"
          label={t(`${fields}.expiry`)}
          type="number"
          slotProps={{ htmlInput: { min: 1 } }}
        />
        <FormTextField
          control={control}
          name="staffRoleId"
          label={t(`${fields}.staffRoleId`)}
          helperText={t(`${fields}.staffRoleIdHelp`)}
          type="number"
          slotProps={{ htmlInput: { min: 0 } }}
        />
      </Box>
      <Controller
        control={control}
        name="contentGroupIds"
        render={({ field }) => (
          <MultiIdPicker
            label={t(`${fields}.contentGroups`)}
            helperText={t(`${fields}.contentGroupsHelp`)}
            options={(contentGroups.data ?? []).filter((option) => option.type === 'NORMAL')}
            labelOf={(option) => option.name}
            isLoading={contentGroups.isPending}
            loadingText={t('people.loading')}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
          />
        )}
      />
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t(`${fields}.loginSection`)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t(`${fields}.loginHelp`)}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: '1fr 1fr' }}>
        <FormTextField
          control={control}
          name="username"
          label={t(`${fields}.username`)}
          autoComplete="off"
        />
        <FormTextField
          control={control}
          name="password"
          label={t(`${fields}.password`)}
          type="password"
          autoComplete="new-password"
          placeholder={group?.hasPassword ? '••••••••' : undefined}
          helperText={group?.hasPassword ? t(`${fields}.passwordKeep`) : undefined}
          slotProps={{ inputLabel: group?.hasPassword ? { shrink: true } : undefined }}
        />
      </Box>
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 1 }}>
        <Typography component="legend" variant="body2" sx={{ mb: 1 }}>
          {t(`${fields}.ipAddresses`)}
        </Typography>
        {!ipLoginEnabled ? (
          <Typography variant="body2" color="text.secondary">
            {t(`${fields}.ipDisabled`)}
          </Typography>
        ) : null}
        {ranges.fields.map((range, index) => (
          <Box key={range.id} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
            <FormTextField
              control={control}
              name={`ipAddresses.${index}.value`}
              label={t(`${fields}.ipAddress`, { n: index + 1 })}
              placeholder="192.0.2.0/24"
              size="small"
            />
            <IconButton
              aria-label={t(`${fields}.removeIp`, { n: index + 1 })}
              onClick={() => ranges.remove(index)}
            >
              <DeleteIcon />
            </IconButton>
          </Box>
        ))}
        <Box>
          <Button
            startIcon={<AddIcon />}
            onClick={() => ranges.append({ value: '' })}
            disabled={!ipLoginEnabled}
          >
            {t(`${fields}.addIp`)}
          </Button>
        </Box>
      </Box>
    </FormDialog>
  );
}
