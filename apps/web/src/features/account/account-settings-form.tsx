import { useState } from 'react';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { fullNameSchema, Language } from '@hondana/contract';
import { notifyApiError, notifyApiSuccess } from '../../ui/feedback/api-notify';
import { chooseLanguage } from '../../i18n/i18n';
import { supportedLanguages } from '../../i18n/language';
import { describeFieldError } from '../../ui/forms/field-error';
import type { AccountDetail } from './account-api';
import { useUpdateAccount } from './account-api';
import { ChangeEmailDialog } from './change-email-dialog';
import { ChangePasswordDialog } from './change-password-dialog';

const accountFormSchema = z.object({
  fullName: fullNameSchema,
  lang: z.enum([Language.Ja, Language.En]),
});
type AccountFormValues = z.output<typeof accountFormSchema>;

export interface AccountSettingsFormProps {
  account: AccountDetail;
  strictPassword: boolean;
  /** False for Google logins and when the company does not allow password changes. */
  canChangePassword: boolean;
  canChangeEmail: boolean;
}

/** A read-only value with a Change button beside it (e-mail, password). */
function ChangeableValue(props: {
  label: string;
  value: string;
  type?: string;
  onChange?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <TextField
        label={props.label}
        value={props.value}
        type={props.type}
        fullWidth
        slotProps={{ input: { readOnly: true } }}
      />
      {props.onChange ? (
        <Button
          variant="outlined"
          onClick={props.onChange}
          aria-label={`${props.label}: ${t('account.change')}`}
          sx={{ flexShrink: 0 }}
        >
          {t('account.change')}
        </Button>
      ) : null}
    </Stack>
  );
}

/**
 * Account settings (product.md §2 "Account screens"): name and language are saved together;
 * e-mail and password change in their own modals; a username is shown read-only.
 */
export function AccountSettingsForm({
  account,
  strictPassword,
  canChangePassword,
  canChangeEmail,
}: AccountSettingsFormProps) {
  const { t } = useTranslation();
  const updateAccount = useUpdateAccount(String(account.id));
  const [openDialog, setOpenDialog] = useState<'email' | 'password' | null>(null);
  const form = useForm<AccountFormValues>({
    resolver: zodResolver(accountFormSchema),
    mode: 'onTouched',
    values: { fullName: account.fullName, lang: account.lang },
  });
  const { errors, isSubmitting, isDirty } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await updateAccount.mutateAsync(values);
      notifyApiSuccess('update');
      await chooseLanguage(values.lang);
    } catch (caught) {
      notifyApiError(caught);
    }
  });

  return (
    <>
      <Stack component="form" noValidate spacing={2.5} onSubmit={(event) => void submit(event)}>
        <TextField
          {...form.register('fullName')}
          label={t('account.fullName')}
          autoComplete="name"
          required
          fullWidth
          error={Boolean(errors.fullName)}
          helperText={describeFieldError(errors.fullName)}
        />
        {account.username ? (
          <TextField
            label={t('account.username')}
            value={account.username}
            fullWidth
            slotProps={{ input: { readOnly: true } }}
          />
        ) : null}
        {account.email !== null || canChangeEmail ? (
          <ChangeableValue
            label={t('account.email')}
            value={account.email ?? ''}
            onChange={canChangeEmail ? () => setOpenDialog('email') : undefined}
          />
        ) : null}
        <Controller
          control={form.control}
          name="lang"
          render={({ field }) => (
            <TextField
              select
              label={t('account.language')}
              fullWidth
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
            >
              {supportedLanguages.map((language) => (
                <MenuItem key={language} value={language} lang={language}>
                  {t(`language.${language}`)}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        {canChangePassword ? (
          <ChangeableValue
            label={t('account.password')}
            value="********"
            type="password"
            onChange={() => setOpenDialog('password')}
          />
        ) : null}
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <Button type="submit" variant="contained" disabled={isSubmitting || !isDirty}>
            {t('account.save')}
          </Button>
        </Stack>
      </Stack>
      <ChangeEmailDialog
        open={openDialog === 'email'}
        userId={String(account.id)}
        currentEmail={account.email}
        onClose={() => setOpenDialog(null)}
      />
      <ChangePasswordDialog
        open={openDialog === 'password'}
        userId={String(account.id)}
        strictPassword={strictPassword}
        onClose={() => setOpenDialog(null)}
      />
    </>
  );
}
