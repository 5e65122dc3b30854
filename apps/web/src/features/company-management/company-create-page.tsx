import './admin-texts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { accountTypes, limits } from '@hondana/contract';
import { isApiError } from '../../api/api-error';
import { describeApiError, notifyApiError, notifyApiSuccess } from '../../ui/feedback/api-notify';
import { hashPassword } from '../auth/password-hash';
import {
  companyCreateDefaults,
  companyCreateFormSchema,
  getFieldOfCompanyError,
  toCompanyAddBody,
} from './company-create-form';
import type { CompanyCreateInput, CompanyCreateValues } from './company-create-form';
import { useAddCompany } from './company-api';
import { FormSection } from '../../ui/forms/form-section';
import { FormSelectField, FormTextField } from '../../ui/forms/form-controls';

export const companyListPath = '/admin/companies';

/** /create: a new company and its first company administrator. */
export default function CompanyCreatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const addCompany = useAddCompany();
  const form = useForm<CompanyCreateInput, unknown, CompanyCreateValues>({
    resolver: zodResolver(companyCreateFormSchema),
    defaultValues: companyCreateDefaults,
    mode: 'onTouched',
  });
  const { control, handleSubmit, setError, formState } = form;

  const submit = handleSubmit(async (values) => {
    try {
      await addCompany.mutateAsync(toCompanyAddBody(values, await hashPassword(values.password)));
      notifyApiSuccess('create');
      await navigate(companyListPath);
    } catch (error) {
      const field = isApiError(error) ? getFieldOfCompanyError(error.status) : null;
      if (field)
        setError(field, { message: describeApiError(error).message }, { shouldFocus: true });
      else notifyApiError(error);
    }
  });

  const accountTypeOptions = accountTypes.map((value) => ({
    value,
    label: t(`admin.accountTypes.${value}`),
  }));
  const isBusy = formState.isSubmitting;

  return (
    <Box sx={{ maxWidth: 880, mx: 'auto', display: 'grid', gap: 2 }}>
      <Box>
        <Button component={RouterLink} to={companyListPath} startIcon={<ArrowBackIcon />}>
          {t('admin.detail.back')}
        </Button>
      </Box>
      <Typography component="h1" variant="h5">
        {t('admin.create.title')}
      </Typography>
      <Typography color="text.secondary">{t('admin.create.intro')}</Typography>
      <Paper
        component="form"
        variant="outlined"
        noValidate
        onSubmit={(event) => void submit(event)}
        sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 3 }}
        aria-busy={isBusy}
      >
        <FormSection title={t('admin.create.companySection')}>
          <FormTextField control={control} name="name" label={t('admin.fields.name')} required />
          <FormTextField
            control={control}
            name="domain"
            label={t('admin.fields.domain')}
            helperText={t('admin.help.domain')}
            required
            autoCapitalize="none"
            spellCheck={false}
          />
          <FormTextField
            control={control}
            name="email"
            label={t('admin.fields.email')}
            helperText={t('admin.help.companyEmail')}
            type="email"
            autoComplete="off"
            required
          />
          <FormSelectField
            control={control}
            name="accountType"
            label={t('admin.fields.accountType')}
            options={accountTypeOptions}
            helperText={t('admin.help.accountType')}
          />
        </FormSection>

        <FormSection
          title={t('admin.create.adminSection')}
          description={t('admin.create.adminIntro')}
        >
          <FormTextField
            control={control}
            name="fullName"
            label={t('admin.fields.fullName')}
            autoComplete="off"
            required
          />
          <FormTextField
            control={control}
            name="password"
            label={t('admin.fields.password')}
            type="password"
            autoComplete="new-password"
            helperText={t('admin.help.strictPassword', {
              min: limits.strictPasswordMinLength,
              max: limits.strictPasswordMaxLength,
            })}
            required
          />
          <FormTextField
            control={control}
            name="confirmPassword"
            label={t('admin.fields.confirmPassword')}
            type="password"
            autoComplete="new-password"
            required
          />
        </FormSection>

        <FormSection title={t('admin.create.limitsSection')}>
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
        </FormSection>

        <Box sx={{ display: 'flex', gap: 2, justifyContent: 'flex-end' }}>
          <Button component={RouterLink} to={companyListPath} disabled={isBusy}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={isBusy}>
            {isBusy ? t('admin.create.submitting') : t('admin.create.submit')}
          </Button>
        </Box>
      </Paper>
    </Box>
  );
}
