import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import SaveIcon from '@mui/icons-material/Save';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/api-error';
import { describeApiError, notifyApiError, notifyApiSuccess } from '../../ui/feedback/api-notify';
import type { AdminCompany } from './company-api';
import { AccountLoginSection, CompanyBasicsSection } from './company-account-sections';
import { getFieldOfCompanyError } from './company-create-form';
import { useUpdateCompany } from './company-api';
import { GoogleSignInSection, LayoutSection, LimitsSection } from './company-service-sections';
import {
  companySettingsFormSchema,
  toCompanySettingsValues,
  toCompanyUpdateBody,
} from './company-settings-form';
import type { CompanySettingsInput, CompanySettingsValues } from './company-settings-form';
import { IpAddressEditor } from './ip-address-editor';

/** Every setting of one company in sections, saved together with one Save button. */
export function CompanySettingsEditor({ company }: { company: AdminCompany }) {
  const { t } = useTranslation();
  const update = useUpdateCompany(company.id);
  const form = useForm<CompanySettingsInput, unknown, CompanySettingsValues>({
    resolver: zodResolver(companySettingsFormSchema),
    defaultValues: toCompanySettingsValues(company),
    mode: 'onTouched',
  });
  const { control, handleSubmit, setError, reset, formState } = form;

  const save = handleSubmit(async (values) => {
    try {
      const saved = await update.mutateAsync(toCompanyUpdateBody(values));
      // The saved company is the new baseline: clears the dirty state and the typed secret.
      reset(toCompanySettingsValues(saved));
      notifyApiSuccess('update');
    } catch (error) {
      const field = isApiError(error) ? getFieldOfCompanyError(error.status) : null;
      if (field)
        setError(field, { message: describeApiError(error).message }, { shouldFocus: true });
      else notifyApiError(error);
    }
  });

  const isBusy = formState.isSubmitting;
  return (
    <Paper
      component="form"
      variant="outlined"
      noValidate
      onSubmit={(event) => void save(event)}
      aria-busy={isBusy}
      sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 3 }}
    >
      <CompanyBasicsSection control={control} />
      <Divider />
      <AccountLoginSection control={control} />
      <Divider />
      <GoogleSignInSection control={control} hasStoredSecret={company.hasGoogleClientSecret} />
      <Divider />
      <LimitsSection control={control} />
      <Divider />
      <LayoutSection control={control} />
      <Divider />
      <IpAddressEditor control={control} />
      <Box
        sx={{
          position: 'sticky',
          bottom: 0,
          zIndex: 1,
          bgcolor: 'background.paper',
          borderTop: 1,
          borderColor: 'divider',
          mx: { xs: -2, md: -3 },
          mb: { xs: -2, md: -3 },
          px: { xs: 2, md: 3 },
          py: 1.5,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'flex-end',
          gap: 2,
        }}
      >
        {formState.isDirty ? (
          <Typography variant="body2" color="text.secondary" role="status" sx={{ flex: 1 }}>
            {t('admin.detail.unsaved')}
          </Typography>
        ) : null}
        <Button onClick={() => reset()} disabled={!formState.isDirty || isBusy}>
          {t('admin.detail.discard')}
        </Button>
        <Button type="submit" variant="contained" startIcon={<SaveIcon />} disabled={isBusy}>
          {isBusy ? t('admin.detail.saving') : t('admin.detail.save')}
        </Button>
      </Box>
    </Paper>
  );
}
