import { useMemo } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import type { AccountType } from '@hondana/contract';
import { FormDialog } from '../../ui/dialogs/form-dialog';
import { useDialogSubmit } from '../../ui/forms/use-dialog-submit';
import { FormSelectField, FormSwitch, FormTextField } from '../../ui/forms/form-controls';
import { MultiIdPicker } from '../../ui/forms/multi-id-picker';
import { hashPassword } from '../auth/password-hash';
import { useAllContentGroups } from '../content-groups/content-groups-api';
import { useSaveUser, useUserGroupOptions, type ManagedUser } from './people-api';
import {
  emptyUserValues,
  formValuesToUserBody,
  paramNames,
  userFormSchema,
  userToFormValues,
  type UserFormValues,
} from './user-form';
import { useLocalized } from '../../i18n/localized';

/** Catalogue codes that belong to one field: shown under it rather than above the form. */
const fieldOfError: Record<number, keyof UserFormValues> = {
  413: 'email',
  427: 'userGroupId',
  748: 'userGroupId',
  715: 'contentGroupIds',
};

/** Add (user null) or edit a user: every field an administrator manages (product.md §3 User). */
export function UserDialog({
  open,
  user,
  accountType,
  strictPassword,
  onClose,
}: {
  open: boolean;
  user: ManagedUser | null;
  accountType: AccountType;
  strictPassword: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const pick = useLocalized();
  const save = useSaveUser();
  const groups = useUserGroupOptions();
  const contentGroups = useAllContentGroups();
  const schema = useMemo(
    () => userFormSchema(accountType, strictPassword),
    [accountType, strictPassword],
  );
  const form = useForm<UserFormValues>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    values: user ? userToFormValues(user) : emptyUserValues,
  });
  const { control } = form;

  const { formError, submit, close } = useDialogSubmit(form, {
    save: async (values) => {
      const passwordHash = values.password ? await hashPassword(values.password) : undefined;
      await save.mutateAsync({
        id: user?.id ?? null,
        body: formValuesToUserBody(values, passwordHash),
      });
    },
    notice: user ? 'update' : 'create',
    fieldOfError,
    onClose,
  });

  const fields = 'people.users.fields';
  const defaultGroup = groups.data?.find((group) => group.isDefault);
  return (
    <FormDialog
      open={open}
      title={user ? t('people.users.editTitle') : t('people.users.addTitle')}
      submitLabel={t('people.save')}
      isSubmitting={form.formState.isSubmitting}
      onSubmit={submit}
      onCancel={close}
    >
      {formError ? <Alert severity="error">{formError}</Alert> : null}
      <FormTextField
        control={control}
        name="fullName"
        label={t(`${fields}.fullName`)}
        required
        autoFocus
      />
      <FormTextField
        control={control}
        name="email"
        label={t(`${fields}.email`)}
        type="email"
        autoComplete="off"
      />
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
        helperText={user ? t(`${fields}.passwordEdit`) : t(`${fields}.passwordNew`)}
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: '1fr 1fr' }}>
        <FormSelectField
          control={control}
          name="roleLevel"
          label={t(`${fields}.role`)}
          options={[
            { value: '3', label: t('people.users.roles.user') },
            { value: '4', label: t('people.users.roles.groupUser') },
          ]}
        />
        <FormSelectField
          control={control}
          name="lang"
          label={t(`${fields}.lang`)}
          options={[
            { value: 'ja', label: t('language.ja') },
            { value: 'en', label: t('language.en') },
          ]}
        />
      </Box>
      <FormSelectField
        control={control}
        name="userGroupId"
        label={t(`${fields}.group`)}
        options={[
          {
            value: '',
            label: defaultGroup
              ? `${pick(defaultGroup.name, defaultGroup.nameEn)} ${t(`${fields}.defaultGroup`)}`
              : t(`${fields}.defaultGroup`),
          },
          ...(groups.data ?? [])
            .filter((group) => !group.isDefault)
            .map((group) => ({ value: String(group.id), label: pick(group.name, group.nameEn) })),
        ]}
      />
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
            loadingText={t(`${fields}.contentGroupsLoading`)}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
          />
        )}
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: '1fr 1fr' }}>
        {paramNames.map((name, index) => (
          <FormTextField
            key={name}
            control={control}
            name={name}
            label={t(`${fields}.params`, { n: index + 1 })}
            size="small"
          />
        ))}
      </Box>
      <FormSwitch control={control} name="suspended" label={t(`${fields}.status`)} />
    </FormDialog>
  );
}
