import { useId, useState, type ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import UploadIcon from '@mui/icons-material/Upload';
import { useTranslation } from 'react-i18next';
import { useObjectUrl } from '../../ui/forms/use-object-url';
// Plan images follow the logo's rule (docs/subscriptions.md): PNG, JPEG, GIF or WebP, 2 MB.
import {
  acceptedImageTypes,
  checkImageFile,
  imageMaxMegabytes,
} from '../company-management/company-image';
import type { ImageChange } from './plan-form';

/**
 * The plan's image: the stored one or the file just chosen, a button to choose (checked here
 * before any upload; the server checks the bytes again) and one to remove it. Nothing is sent
 * until the dialog is saved.
 */
export function PlanImageField({
  storedUrl,
  change,
  onChange,
  disabled,
}: {
  storedUrl: string | null;
  change: ImageChange;
  onChange: (change: ImageChange) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const inputId = useId();
  const helpId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const chosenUrl = useObjectUrl(change.kind === 'replace' ? change.file : null);
  const shownUrl =
    change.kind === 'replace' ? chosenUrl : change.kind === 'keep' ? storedUrl : null;
  const fields = 'subscriptionAdmin.plans.fields';

  function chooseFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared so choosing the same file again after a refusal fires change again.
    event.target.value = '';
    if (!file) return;
    const fileProblem = checkImageFile(file, 'logo');
    if (fileProblem) {
      setProblem(
        t(`subscriptionAdmin.plans.imageProblems.${fileProblem}`, { max: imageMaxMegabytes }),
      );
      return;
    }
    setProblem(null);
    onChange({ kind: 'replace', file });
  }

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 1 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        {t(`${fields}.image`)}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Box
          sx={{
            width: 120,
            height: 80,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            bgcolor: 'action.hover',
            borderRadius: 1,
          }}
        >
          {shownUrl ? (
            <Box
              component="img"
              src={shownUrl}
              alt={t(`${fields}.imagePreview`)}
              sx={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }}
            />
          ) : (
            <Typography variant="body2" color="text.secondary">
              {t(`${fields}.imageNone`)}
            </Typography>
          )}
        </Box>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <input
            id={inputId}
            type="file"
            accept={acceptedImageTypes.logo}
            onChange={chooseFile}
            disabled={disabled}
            aria-describedby={helpId}
            hidden
          />
          <Button
            component="label"
            htmlFor={inputId}
            variant="outlined"
            size="small"
            startIcon={<UploadIcon />}
            disabled={disabled}
          >
            {shownUrl ? t(`${fields}.replaceImage`) : t(`${fields}.chooseImage`)}
          </Button>
          {shownUrl ? (
            <Button
              variant="outlined"
              size="small"
              color="error"
              startIcon={<DeleteIcon />}
              disabled={disabled}
              onClick={() => onChange(storedUrl ? { kind: 'remove' } : { kind: 'keep' })}
            >
              {t(`${fields}.removeImage`)}
            </Button>
          ) : null}
        </Box>
      </Box>
      <FormHelperText id={helpId} error={problem !== null} role={problem ? 'alert' : undefined}>
        {problem ??
          (change.kind === 'remove'
            ? t(`${fields}.imageRemoved`)
            : t(`${fields}.imageHelp`, { max: imageMaxMegabytes }))}
      </FormHelperText>
    </Box>
  );
}
