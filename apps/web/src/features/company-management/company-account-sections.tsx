import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { accountTypes } from '@hondana/contract';
import type { CompanySettingsInput, CompanySettingsValues } from './company-settings-form';
import { FormSelectField, FormSwitch, FormTextField } from '../../ui/forms/form-controls';
import { FormSection } from '../../ui/forms/form-section';

export type SettingsControl = Control<CompanySettingsInput, unknown, CompanySettingsValues>;

/** Name, domain, contact addresses and account type of the company. */
export function CompanyBasicsSection({ control }: { control: SettingsControl }) {
  const { t } = useTranslation();
  return (
    <FormSection title={t('admin.sections.company')}>
      <FormTextField control={control} name="name" label={t('admin.fields.name')} required />
      <FormTextField
        control={control}
        name="domain"
        label={t('admin.fields.domain')}
        helperText={t('admin.help.domainChange')}
        required
        spellCheck={false}
      />
      <FormTextField
        control={control}
        name="email"
        label={t('admin.fields.email')}
        type="email"
        required
      />
      <FormTextField
        control={control}
        name="emailSender"
        label={t('admin.fields.emailSender')}
        helperText={t('admin.help.emailSender')}
        type="email"
      />
      <FormSelectField
        control={control}
        name="accountType"
        label={t('admin.fields.accountType')}
        helperText={t('admin.help.accountType')}
        options={accountTypes.map((value) => ({
          value,
          label: t(`admin.accountTypes.${value}`),
        }))}
      />
    </FormSection>
  );
}

/** How the company's users sign in and what they may do with their accounts. */
export function AccountLoginSection({ control }: { control: SettingsControl }) {
  const { t } = useTranslation();
  return (
    <FormSection title={t('admin.sections.account')}>
      <FormSelectField
        control={control}
        name="settingLogin"
        label={t('admin.fields.settingLogin')}
        options={[
          { value: 0, label: t('admin.settingLogins.open') },
          { value: 1, label: t('admin.settingLogins.loginRequired') },
        ]}
      />
      <FormSwitch
        control={control}
        name="strictPassword"
        label={t('admin.fields.strictPassword')}
        helperText={t('admin.help.strictPasswordSetting')}
      />
      <FormSwitch
        control={control}
        name="allowForgotPassword"
        label={t('admin.fields.allowForgotPassword')}
      />
      <FormSwitch
        control={control}
        name="allowChangePassword"
        label={t('admin.fields.allowChangePassword')}
      />
      <FormSwitch
        control={control}
        name="allowCancelAccount"
        label={t('admin.fields.allowCancelAccount')}
      />
      <FormSwitch
        control={control}
        name="allowLoginByIpAddress"
        label={t('admin.fields.allowLoginByIpAddress')}
        helperText={t('admin.help.allowLoginByIpAddress')}
      />
      <FormSwitch
        control={control}
        name="showLinkRegisterUser"
        label={t('admin.fields.showLinkRegisterUser')}
      />
      <FormTextField
        control={control}
        name="titleOfEmailField"
        label={t('admin.fields.titleOfEmailField')}
        helperText={t('admin.help.fieldTitle')}
      />
      <FormTextField
        control={control}
        name="titleOfPasswordField"
        label={t('admin.fields.titleOfPasswordField')}
        helperText={t('admin.help.fieldTitle')}
      />
    </FormSection>
  );
}
