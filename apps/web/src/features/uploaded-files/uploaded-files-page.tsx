import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Tab from '@mui/material/Tab';
import TableContainer from '@mui/material/TableContainer';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ErrorCode, uploadSectionTypes, type UploadSectionType } from '@hondana/contract';
import { isApiError } from '../../api/api-error';
import { ConfirmDialog } from '../../ui/dialogs/confirm-dialog';
import { describeApiError, notifyApiError } from '../../ui/feedback/api-notify';
import { PanelSection } from '../../ui/forms/panel-section';
import { Pager } from '../../ui/pager/pager';
import { enqueueToast } from '../../ui/toasts/toast-store';
import { UploadForm } from './upload-form';
import {
  useDeleteUploadedFile,
  useStartPatientImport,
  useUploadedFiles,
  useUploadProgress,
  type UploadedFile,
} from './uploaded-files-api';
import { UploadedFilesTable } from './uploaded-files-table';

/** The years the filter offers: next year back to 15 years ago. */
function recentYears(): number[] {
  const next = new Date().getFullYear() + 1;
  return Array.from({ length: 17 }, (_, index) => next - index);
}

/**
 * /company/uploaded-files: disclosure PDFs and patient CSVs by year (api-catalogue §7 "Uploaded
 * files"): upload, import a patient CSV with its progress and refused rows, open, delete.
 */
export default function UploadedFilesPage() {
  const { t } = useTranslation();
  const [section, setSection] = useState<UploadSectionType>('disclosure');
  const [year, setYear] = useState<number | null>(null);
  const [page, setPage] = useState(1);
  const [justStarted, setJustStarted] = useState(false);
  const [deleting, setDeleting] = useState<UploadedFile | null>(null);
  const files = useUploadedFiles(section, year, page);
  const progress = useUploadProgress(justStarted);
  const start = useStartPatientImport();
  const remove = useDeleteUploadedFile();
  const running = progress.data ?? [];

  function startImport(file: UploadedFile) {
    start.mutate(file.id, {
      onSuccess: () => {
        setJustStarted(true);
        enqueueToast({ severity: 'success', message: t('uploadedFiles.started') });
        window.setTimeout(() => setJustStarted(false), 4000);
      },
      onError: (error) => {
        // 746 stays on the page (above the list); other failures are toasts.
        if (!(isApiError(error) && error.status === ErrorCode.CsvImportRunning)) {
          notifyApiError(error);
        }
      },
    });
  }

  function confirmDelete() {
    if (!deleting) return;
    const name = deleting.fileName;
    remove.mutate(deleting.id, {
      onSuccess: () =>
        enqueueToast({ severity: 'success', message: t('uploadedFiles.deleted', { name }) }),
      onError: notifyApiError,
      onSettled: () => setDeleting(null),
    });
  }

  const blocked =
    start.isError && isApiError(start.error) && start.error.status === ErrorCode.CsvImportRunning;
  const sectionLabel = t(`uploadedFiles.sections.${section}`);

  return (
    <Box sx={{ maxWidth: 1100, mx: 'auto', display: 'grid', gap: 2 }}>
      <Box>
        <Typography component="h1" variant="h5">
          {t('uploadedFiles.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {t('uploadedFiles.intro', { path: '/documents' })}
        </Typography>
      </Box>
      <Tabs
        value={section}
        onChange={(_event, next: UploadSectionType) => {
          setSection(next);
          setPage(1);
          start.reset();
        }}
        aria-label={t('uploadedFiles.sectionsLabel')}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {uploadSectionTypes.map((key) => (
          <Tab key={key} value={key} label={t(`uploadedFiles.sections.${key}`)} />
        ))}
      </Tabs>

      <PanelSection title={`${t('uploadedFiles.uploadTitle')}: ${sectionLabel}`}>
        <UploadForm
          key={section}
          section={section}
          onUploaded={(uploadedYear) => {
            setYear((shown) => (shown === null ? null : uploadedYear));
            setPage(1);
          }}
        />
      </PanelSection>

      {section === 'patient' && running.length > 0 ? (
        <PanelSection title={t('uploadedFiles.runningTitle')}>
          {running.map((item) => (
            <Box key={item.importId} sx={{ display: 'grid', gap: 0.5 }}>
              <Typography variant="body2">
                {t('uploadedFiles.running', {
                  year: item.year,
                  name: item.fileName,
                  processed: item.processedRows,
                  total: item.totalRows,
                })}
              </Typography>
              <LinearProgress
                variant={item.totalRows > 0 ? 'determinate' : 'indeterminate'}
                value={item.totalRows > 0 ? (100 * item.processedRows) / item.totalRows : 0}
                aria-label={item.fileName}
              />
            </Box>
          ))}
        </PanelSection>
      ) : null}

      <PanelSection title={`${t('uploadedFiles.listTitle')}: ${sectionLabel}`}>
        <TextField
          select
          size="small"
          label={t('uploadedFiles.yearFilter')}
          value={year === null ? 'all' : String(year)}
          onChange={(event) => {
            setYear(event.target.value === 'all' ? null : Number(event.target.value));
            setPage(1);
          }}
          sx={{ width: 200 }}
        >
          <MenuItem value="all">{t('uploadedFiles.allYears')}</MenuItem>
          {recentYears().map((option) => (
            <MenuItem key={option} value={String(option)}>
              {option}
            </MenuItem>
          ))}
        </TextField>
        {blocked ? (
          <Alert severity="warning" role="alert">
            {describeApiError(start.error).message}
          </Alert>
        ) : null}
        {files.isError ? (
          <Alert severity="error">{describeApiError(files.error).message}</Alert>
        ) : null}
        {files.isPending ? <LinearProgress aria-label={t('app.loading')} /> : null}
        {files.data && files.data.content.length === 0 ? (
          <Typography color="text.secondary">{t('uploadedFiles.empty')}</Typography>
        ) : null}
        {files.data && files.data.content.length > 0 ? (
          <TableContainer>
            <UploadedFilesTable
              files={files.data.content}
              importDisabled={start.isPending}
              onImport={startImport}
              onDelete={setDeleting}
            />
          </TableContainer>
        ) : null}
        <Pager page={page} totalPages={files.data?.totalPages ?? 0} onChange={setPage} />
      </PanelSection>

      <ConfirmDialog
        open={deleting !== null}
        level="danger"
        title={t('uploadedFiles.deleteTitle')}
        message={t('uploadedFiles.deleteMessage', { name: deleting?.fileName ?? '' })}
        confirmLabel={t('uploadedFiles.delete')}
        isBusy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </Box>
  );
}
