import { useId, useState } from 'react';
import type { ChangeEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useTranslation } from 'react-i18next';
import {
  uploadedCsvMaxBytes,
  uploadedPdfMaxBytes,
  uploadYearRange,
  type UploadSectionType,
} from '@hondana/contract';
import { describeApiError } from '../../ui/feedback/api-notify';
import { enqueueToast } from '../../ui/toasts/toast-store';
import { uploadedFileLinks, useUploadFile } from './uploaded-files-api';

const rules = {
  disclosure: { maxBytes: uploadedPdfMaxBytes, accept: '.pdf,application/pdf', pattern: /\.pdf$/i },
  patient: { maxBytes: uploadedCsvMaxBytes, accept: '.csv,text/csv', pattern: /\.csv$/i },
} as const;

const megabytesOf = (bytes: number) => bytes / (1024 * 1024);

/** A year and a file of the section (PDF or CSV), uploaded; the server judges the bytes. */
export function UploadForm({
  section,
  onUploaded,
}: {
  section: UploadSectionType;
  onUploaded: (year: number) => void;
}) {
  const { t } = useTranslation();
  const inputId = useId();
  const yearId = useId();
  const upload = useUploadFile();
  const [year, setYear] = useState(String(new Date().getFullYear()));
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const rule = rules[section];
  const size = megabytesOf(rule.maxBytes);
  const yearNumber = Number(year);
  const yearValid =
    /^\d{4}$/.test(year) && yearNumber >= uploadYearRange.min && yearNumber <= uploadYearRange.max;

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null;
    event.target.value = '';
    upload.reset();
    setFile(null);
    if (!chosen) return;
    if (!rule.pattern.test(chosen.name)) {
      return setProblem(t(section === 'patient' ? 'uploadedFiles.notCsv' : 'uploadedFiles.notPdf'));
    }
    if (chosen.size > rule.maxBytes) return setProblem(t('uploadedFiles.tooLarge', { size }));
    setProblem(null);
    setFile(chosen);
  }

  function send() {
    if (!file || !yearValid) return;
    upload.mutate(
      { section, year: yearNumber, file },
      {
        onSuccess: (row) => {
          setFile(null);
          enqueueToast({
            severity: 'success',
            message: t('uploadedFiles.uploaded', { name: row.fileName }),
          });
          onUploaded(row.year);
        },
      },
    );
  }

  const error = problem ?? (upload.isError ? describeApiError(upload.error).message : null);
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Typography variant="body2" color="text.secondary">
        {t(section === 'patient' ? 'uploadedFiles.uploadHelpCsv' : 'uploadedFiles.uploadHelpPdf', {
          size,
        })}
      </Typography>
      {section === 'patient' ? (
        <Box>
          <Button
            variant="text"
            href={uploadedFileLinks.template}
            download
            startIcon={<DownloadIcon />}
          >
            {t('uploadedFiles.downloadTemplate')}
          </Button>
        </Box>
      ) : null}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <TextField
          id={yearId}
          label={t('uploadedFiles.year')}
          value={year}
          onChange={(event) => setYear(event.target.value.trim())}
          error={!yearValid}
          required
          size="small"
          sx={{ width: 120 }}
          slotProps={{
            htmlInput: {
              inputMode: 'numeric',
              maxLength: 4,
              min: uploadYearRange.min,
              max: uploadYearRange.max,
            },
          }}
        />
        <input
          id={inputId}
          type="file"
          accept={rule.accept}
          onChange={choose}
          disabled={upload.isPending}
          hidden
        />
        <Button
          component="label"
          htmlFor={inputId}
          variant="outlined"
          startIcon={<UploadFileIcon />}
          disabled={upload.isPending}
        >
          {t('uploadedFiles.chooseFile')}
        </Button>
        <Typography variant="body2" sx={{ wordBreak: 'break-all' }}>
          {file ? file.name : t('uploadedFiles.noFile')}
        </Typography>
        <Button
          variant="contained"
          onClick={send}
          disabled={!file || !yearValid || upload.isPending}
        >
          {t('uploadedFiles.upload')}
        </Button>
        {upload.isPending ? (
          <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <CircularProgress size={20} aria-hidden="true" />
            <Typography variant="body2">{t('uploadedFiles.uploading')}</Typography>
          </Box>
        ) : null}
      </Box>
      {error ? (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      ) : null}
    </Box>
  );
}
