import { useId, useState } from 'react';
import type { ChangeEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useTranslation } from 'react-i18next';
import { contentCsvMaxBytes, type CsvUploadResult } from '@hondana/contract';
import { describeApiError } from '../../ui/feedback/api-notify';
import type { CamelCasedDeep } from '../../api/case-conversion';
import type { CsvImportApi } from './content-import-api';
import { looksLikeCsv } from './import-status';

const maxMegabytes = contentCsvMaxBytes / (1024 * 1024);

/** Choose a CSV, upload it; the page offers to import what was uploaded. */
export function CsvUploadSection({
  api,
  onUploaded,
}: {
  api: CsvImportApi;
  onUploaded: (result: CamelCasedDeep<CsvUploadResult>) => void;
}) {
  const { t } = useTranslation();
  const inputId = useId();
  const upload = api.useUploadCsv();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null;
    event.target.value = '';
    upload.reset();
    setFile(null);
    if (!chosen) return;
    if (!looksLikeCsv(chosen)) return setProblem(t('contentImport.notCsv'));
    if (chosen.size > contentCsvMaxBytes) {
      return setProblem(t('contentImport.tooLarge', { size: maxMegabytes }));
    }
    setProblem(null);
    setFile(chosen);
  }

  function send() {
    if (!file) return;
    upload.mutate(file, {
      onSuccess: (result) => {
        setFile(null);
        onUploaded(result);
      },
    });
  }

  const error = problem ?? (upload.isError ? describeApiError(upload.error).message : null);
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Typography variant="body2" color="text.secondary">
        {t('contentImport.uploadHelp', { size: maxMegabytes })}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <input
          id={inputId}
          type="file"
          accept=".csv,text/csv"
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
          {t('contentImport.chooseFile')}
        </Button>
        <Typography variant="body2" sx={{ wordBreak: 'break-all' }}>
          {file ? file.name : t('contentImport.noFile')}
        </Typography>
        <Button variant="contained" onClick={send} disabled={!file || upload.isPending}>
          {t('contentImport.upload')}
        </Button>
        {upload.isPending ? (
          <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <CircularProgress size={20} aria-hidden="true" />
            <Typography variant="body2">{t('contentImport.uploading')}</Typography>
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
