import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { GoogleOption, googleOptions } from '@hondana/contract';
import { sessionOverflowModes } from './company-api';
import type { SettingsControl } from './company-account-sections';
import { FormSelectField, FormSwitch, FormTextField } from '../../ui/forms/form-controls';
import { FormSection } from '../../ui/forms/form-section';
import { getViewPageKey } from './setting-labels';

/** Google sign-in: the option, the OAuth client id and the write-only client secret. */
export function GoogleSignInSection({
  control,
  hasStoredSecret,
}: {
  control: SettingsControl;
  hasStoredSecret: boolean;
}) {
  const { t } = useTranslation();
  const option = useWatch({ control, name: 'googleOption' });
  const clearSecret = useWatch({ control, name: 'clearGoogleClientSecret' });
  const isOff = option === GoogleOption.None;
  return (
    <FormSection title={t('admin.sections.google')}>
      <FormSelectField
        control={control}
        name="googleOption"
        label={t('admin.fields.googleOption')}
        options={googleOptions.map((value) => ({
          value,
          label: t(`admin.googleOptions.${value}`),
        }))}
      />
      <FormSwitch
        control={control}
        name="googleAutoLoad"
        label={t('admin.fields.googleAutoLoad')}
        helperText={t('admin.help.googleAutoLoad')}
        disabled={isOff}
      />
      <FormTextField
        control={control}
        name="googleClientId"
        label={t('admin.fields.googleClientId')}
        spellCheck={false}
      />
      <Box sx={{ display: 'grid', gap: 1 }}>
        <FormTextField
          control={control}
          name="googleClientSecret"
          label={t('admin.fields.googleClientSecret')}
          type="password"
          autoComplete="off"
          disabled={clearSecret}
          helperText={t(hasStoredSecret ? 'admin.help.secretStored' : 'admin.help.secretNone')}
        />
        {hasStoredSecret ? (
          <FormSwitch
            control={control}
            name="clearGoogleClientSecret"
            label={t('admin.fields.clearGoogleClientSecret')}
          />
        ) : null}
      </Box>
      {!isOff && !hasStoredSecret ? (
        <Alert severity="info" sx={{ gridColumn: '1 / -1' }}>
          {t('admin.help.secretNeeded')}
        </Alert>
      ) : null}
    </FormSection>
  );
}

/** Users, contents and session length. */
export function LimitsSection({ control }: { control: SettingsControl }) {
  const { t } = useTranslation();
  return (
    <FormSection title={t('admin.sections.limits')}>
      <FormTextField
        control={control}
        name="maxUser"
        label={t('admin.fields.maxUser')}
        inputMode="numeric"
        required
      />
      <FormTextField
        control={control}
        name="maxContent"
        label={t('admin.fields.maxContent')}
        inputMode="numeric"
        required
      />
      <FormTextField
        control={control}
        name="sessionMinutes"
        label={t('admin.fields.sessionMinutes')}
        helperText={t('admin.help.sessionMinutes')}
        inputMode="numeric"
      />
      <FormSelectField
        control={control}
        name="sessionOverflow"
        label={t('admin.fields.sessionOverflow')}
        options={sessionOverflowModes.map((value) => ({
          value,
          label: t(`admin.sessionOverflows.${value}`),
        }))}
      />
    </FormSection>
  );
}

/** What visitors see: the page layout, the page title and subscription display. */
export function LayoutSection({ control }: { control: SettingsControl }) {
  const { t } = useTranslation();
  return (
    <FormSection title={t('admin.sections.layout')}>
      <FormSelectField
        control={control}
        name="viewPage"
        label={t('admin.fields.viewPage')}
        options={([1, 2, 3] as const).map((value) => ({
          value,
          label: t(`admin.viewPages.${getViewPageKey(value)}`),
        }))}
      />
      <FormTextField
        control={control}
        name="titlePage"
        label={t('admin.fields.titlePage')}
        helperText={t('admin.help.titlePage')}
      />
      <FormSwitch
        control={control}
        name="showSubscriptionStatus"
        label={t('admin.fields.showSubscriptionStatus')}
        helperText={t('admin.help.showSubscriptionStatus')}
      />
    </FormSection>
  );
}
