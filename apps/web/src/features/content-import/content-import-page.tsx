import './content-import-texts';
import { useState } from 'react';
import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import TableContainer from '@mui/material/TableContainer';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ErrorCode, type CsvUploadResult } from '@hondana/contract';
import { isApiError } from '../../api/api-error';
import { describeApiError, notifyApiError } from '../../ui/feedback/api-notify';
import type { CamelCasedDeep } from '../../api/case-conversion';
import { useAdminMenu } from '../../ui/navigation/admin-menu-context';
import { Pager } from '../../ui/pager/pager';
import { enqueueToast } from '../../ui/toasts/toast-store';
import type { ApiQuery } from '../../api/api-client';
import { contentImportApi, type CsvImport, type CsvImportApi } from './content-import-api';
import { CsvUploadSection } from './csv-upload-section';
import { ImportHistoryTable } from './import-history-table';
import { RunningImports } from './running-imports';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" sx={{ p: 2.5, display: 'grid', gap: 1.5 }}>
      <Typography component="h2" variant="h6">
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

export interface CsvImportScreenProps {
  api: CsvImportApi;
  title: string;
  intro: string;
  templateHelp: string;
  /** A link back to the list the import fills (contents, users), when its screen exists. */
  back?: { to: string; label: string } | null;
  /** Choices the start takes besides the file (the user import's mode), and their values. */
  startOptions?: ReactNode;
  startSettings?: ApiQuery;
}

/**
 * A CSV import screen: template, upload, import by file id as a job, its progress, and the
 * history with each import's error file (api-catalogue §7 "Import", product.md §4 Import).
 */
export function CsvImportScreen(props: CsvImportScreenProps) {
  const { api } = props;
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [uploaded, setUploaded] = useState<CamelCasedDeep<CsvUploadResult> | null>(null);
  const [justStarted, setJustStarted] = useState(false);
  const history = api.useImportPage(page);
  const progress = api.useImportProgress(justStarted);
  const start = api.useStartImport();
  const running = progress.data ?? [];

  function startImport(fileId: number) {
    start.mutate(
      { fileId, settings: props.startSettings },
      {
        onSuccess: () => {
          setUploaded(null);
          setJustStarted(true);
          enqueueToast({ severity: 'success', message: t('contentImport.started') });
          // One more poll round is enough for the job to show up as running.
          window.setTimeout(() => setJustStarted(false), 4000);
        },
        onError: (error) => {
          // 746 stays on the page (below), other failures are toasts.
          if (!(isApiError(error) && error.status === ErrorCode.CsvImportRunning)) {
            notifyApiError(error);
          }
        },
      },
    );
  }

  const blocked =
    start.isError && isApiError(start.error) && start.error.status === ErrorCode.CsvImportRunning;

  return (
    <Box sx={{ maxWidth: 1100, mx: 'auto', display: 'grid', gap: 2 }}>
      <Box>
        <Typography component="h1" variant="h5">
          {props.title}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {props.intro}
        </Typography>
        {props.back ? (
          <Link component={RouterLink} to={props.back.to} sx={{ display: 'inline-block', mt: 1 }}>
            {props.back.label}
          </Link>
        ) : null}
      </Box>

      <Section title={t('contentImport.templateTitle')}>
        <Typography variant="body2" color="text.secondary">
          {props.templateHelp}
        </Typography>
        <Box>
          <Button variant="outlined" href={api.templateUrl} download startIcon={<DownloadIcon />}>
            {t('contentImport.downloadTemplate')}
          </Button>
        </Box>
      </Section>

      <Section title={t('contentImport.uploadTitle')}>
        <CsvUploadSection
          api={api}
          onUploaded={(result) => {
            start.reset();
            setUploaded(result);
          }}
        />
      </Section>

      <Section title={t('contentImport.startTitle')}>
        {uploaded ? (
          <Alert severity="success">
            {t('contentImport.uploaded', { name: uploaded.fileName, rows: uploaded.totalRows })}
          </Alert>
        ) : null}
        {props.startOptions}
        {blocked ? (
          <Alert severity="warning" role="alert">
            {describeApiError(start.error).message}
          </Alert>
        ) : null}
        <Box>
          <Button
            variant="contained"
            startIcon={<PlayArrowIcon />}
            disabled={!uploaded || start.isPending}
            onClick={() => uploaded && startImport(uploaded.fileId)}
          >
            {t('contentImport.start')}
          </Button>
        </Box>
      </Section>

      <Section title={t('contentImport.runningTitle')}>
        <RunningImports imports={running} />
      </Section>

      <Section title={t('contentImport.historyTitle')}>
        {history.isError ? (
          <Alert severity="error">{describeApiError(history.error).message}</Alert>
        ) : null}
        {history.data && history.data.content.length === 0 ? (
          <Typography color="text.secondary">{t('contentImport.historyEmpty')}</Typography>
        ) : null}
        {history.data && history.data.content.length > 0 ? (
          <TableContainer>
            <ImportHistoryTable
              api={api}
              imports={history.data.content}
              importDisabled={start.isPending}
              onImport={(row: CsvImport) => startImport(row.id)}
            />
          </TableContainer>
        ) : null}
        <Pager page={page} totalPages={history.data?.totalPages ?? 0} onChange={setPage} />
      </Section>
    </Box>
  );
}

/** /company/contents-import: the content CSV import. */
export default function ContentImportPage() {
  const { t } = useTranslation();
  const { entries } = useAdminMenu();
  const contentsEntry = entries.find((entry) => entry.key === 'contents');
  return (
    <CsvImportScreen
      api={contentImportApi}
      title={t('contentImport.title')}
      intro={t('contentImport.intro')}
      templateHelp={t('contentImport.templateHelp')}
      back={
        contentsEntry ? { to: contentsEntry.to, label: t('contentImport.backToContents') } : null
      }
    />
  );
}
