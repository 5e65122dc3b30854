import { useId, useState } from 'react';
import type { ChangeEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import UploadIcon from '@mui/icons-material/Upload';
import { useTranslation } from 'react-i18next';
import { describeApiError, notifyApiSuccess } from '../../ui/feedback/api-notify';
import type { AdminCompany, CompanyImageKind } from './company-api';
import { acceptedImageTypes, checkImageFile, imageMaxMegabytes } from './company-image';
import { useUploadCompanyImage } from './company-api';
import { FormSection } from '../../ui/forms/form-section';
import { useObjectUrl } from '../../ui/forms/use-object-url';

/**
 * What the preview shows: the stored image's public address, or, when that cannot be loaded
 * here, the file just uploaded from this browser.
 */
function usePreviewSrc(company: AdminCompany, kind: CompanyImageKind, uploaded: File | null) {
  const serverSrc = kind === 'logo' ? company.logo : company.favicon;
  const localSrc = useObjectUrl(uploaded);
  const [brokenSrc, setBrokenSrc] = useState<string | null>(null);
  const src = serverSrc && serverSrc !== brokenSrc ? serverSrc : localSrc;
  return {
    src,
    hasImage: serverSrc !== null,
    onError: () => {
      if (src === serverSrc) setBrokenSrc(serverSrc);
    },
  };
}

/** One image: preview, file picker with a client-side check, busy state while uploading. */
function CompanyImageField({ company, kind }: { company: AdminCompany; kind: CompanyImageKind }) {
  const { t } = useTranslation();
  const inputId = useId();
  const upload = useUploadCompanyImage(company.id, kind);
  const [problem, setProblem] = useState<string | null>(null);
  const [uploaded, setUploaded] = useState<File | null>(null);
  const preview = usePreviewSrc(company, kind, uploaded);
  const label = t(`admin.images.${kind}`);

  function chooseFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared so choosing the same file again after a failure fires change again.
    event.target.value = '';
    if (!file) return;
    const fileProblem = checkImageFile(file, kind);
    if (fileProblem) {
      setProblem(t(`admin.images.problems.${fileProblem}`, { max: imageMaxMegabytes }));
      return;
    }
    setProblem(null);
    upload.mutate(file, {
      onSuccess: () => {
        setUploaded(file);
        notifyApiSuccess('upload');
      },
      onError: (error) => setProblem(describeApiError(error).message),
    });
  }

  const previewSize = kind === 'logo' ? { width: 240, height: 96 } : { width: 64, height: 64 };
  return (
    <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 1.5, alignContent: 'start' }}>
      <Typography component="h3" variant="subtitle1">
        {label}
      </Typography>
      <Box
        sx={{
          ...previewSize,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          bgcolor: 'action.hover',
          borderRadius: 1,
        }}
      >
        {preview.src ? (
          <Box
            component="img"
            src={preview.src}
            alt={t('admin.images.preview', { kind: label })}
            onError={preview.onError}
            sx={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }}
          />
        ) : (
          <Typography variant="body2" color="text.secondary" sx={{ p: 1, textAlign: 'center' }}>
            {preview.hasImage ? t('admin.images.unavailable') : t('admin.images.none')}
          </Typography>
        )}
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <input
          id={inputId}
          type="file"
          accept={acceptedImageTypes[kind]}
          onChange={chooseFile}
          disabled={upload.isPending}
          hidden
        />
        <Button
          component="label"
          htmlFor={inputId}
          variant="outlined"
          startIcon={<UploadIcon />}
          disabled={upload.isPending}
        >
          {preview.hasImage ? t('admin.images.replace') : t('admin.images.choose')}
        </Button>
        {upload.isPending ? (
          <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <CircularProgress size={20} aria-hidden="true" />
            <Typography variant="body2">{t('admin.images.uploading')}</Typography>
          </Box>
        ) : null}
      </Box>
      <Typography variant="body2" color="text.secondary">
        {t(kind === 'logo' ? 'admin.images.logoHelp' : 'admin.images.faviconHelp', {
          max: imageMaxMegabytes,
        })}
      </Typography>
      {problem ? (
        <Alert severity="error" role="alert">
          {problem}
        </Alert>
      ) : null}
    </Paper>
  );
}

/** Logo and favicon; each upload is saved at once, apart from the settings form. */
export function CompanyBrandingSection({ company }: { company: AdminCompany }) {
  const { t } = useTranslation();
  return (
    <FormSection title={t('admin.sections.branding')} description={t('admin.images.description')}>
      <CompanyImageField company={company} kind="logo" />
      <CompanyImageField company={company} kind="favicon" />
    </FormSection>
  );
}
