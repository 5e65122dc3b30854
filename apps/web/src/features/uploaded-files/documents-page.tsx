import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ErrorCode } from '@hondana/contract';
import { isApiError } from '../../api/api-error';
import { describeApiError } from '../../ui/feedback/api-notify';
import { LoadFailedAlert } from '../../ui/feedback/load-failed-alert';
import { formatDisplayDate } from '../../ui/format/display-date';
import { PanelSection } from '../../ui/forms/panel-section';
import { loginPath } from '../../ui/navigation/site-paths';
import { visuallyHidden } from '../../ui/text/visually-hidden';
import { uploadedFileLinks, useDisclosures, usePatientData } from './uploaded-files-api';
import { readableSize } from './uploaded-files-table';

/** The disclosure PDFs by year, each opened in the browser's PDF viewer (a new tab). */
function Disclosures() {
  const { t } = useTranslation();
  const disclosures = useDisclosures();
  if (disclosures.isPending) return <LinearProgress aria-label={t('app.loading')} />;
  if (disclosures.isError) {
    return (
      <LoadFailedAlert onRetry={() => void disclosures.refetch()}>
        {describeApiError(disclosures.error).message}
      </LoadFailedAlert>
    );
  }
  if (disclosures.data.length === 0) {
    return <Typography color="text.secondary">{t('documents.disclosureEmpty')}</Typography>;
  }
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {disclosures.data.map(({ year, files }) => (
        <Box key={year} component="section" aria-labelledby={`disclosure-${year}`}>
          <Typography
            id={`disclosure-${year}`}
            component="h3"
            variant="subtitle1"
            sx={{ fontWeight: 700 }}
          >
            {t('documents.yearHeading', { year })}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 0, listStyle: 'none', display: 'grid', gap: 0.5 }}>
            {files.map((file) => (
              <li key={file.id}>
                <Link
                  href={uploadedFileLinks.disclosure(file.id)}
                  target="_blank"
                  rel="noopener"
                  sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}
                >
                  <PictureAsPdfIcon fontSize="small" aria-hidden="true" />
                  {file.fileName}
                  <Box component="span" sx={visuallyHidden}>
                    {t('documents.opensInNewTab')}
                  </Box>
                </Link>
                <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1 }}>
                  {readableSize(file.size)}
                </Typography>
              </li>
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/** One year's imported patient table, with the year to show. */
function PatientTable() {
  const { t } = useTranslation();
  const [year, setYear] = useState<number | null>(null);
  const data = usePatientData(year);
  if (data.isPending) return <LinearProgress aria-label={t('app.loading')} />;
  if (data.isError) {
    return (
      <LoadFailedAlert onRetry={() => void data.refetch()}>
        {describeApiError(data.error).message}
      </LoadFailedAlert>
    );
  }
  const table = data.data;
  // Numbers read down their column: a column of numbers only is aligned right, heading too.
  const numeric = table.columns.map(
    (_, index) =>
      table.rows.length > 0 && table.rows.every((row) => /^-?[\d,.]+$/.test(row[index] ?? '')),
  );
  if (table.years.length === 0) {
    return <Typography color="text.secondary">{t('documents.patientEmpty')}</Typography>;
  }
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <TextField
          select
          size="small"
          label={t('documents.yearLabel')}
          value={String(table.year ?? table.years[0])}
          onChange={(event) => setYear(Number(event.target.value))}
          sx={{ width: 140 }}
        >
          {table.years.map((option) => (
            <MenuItem key={option} value={String(option)}>
              {option}
            </MenuItem>
          ))}
        </TextField>
        {table.updatedDate ? (
          <Typography variant="body2" color="text.secondary">
            {t('documents.updated', { date: formatDisplayDate(table.updatedDate) })}
          </Typography>
        ) : null}
      </Box>
      <TableContainer>
        <Table size="small">
          <caption style={{ captionSide: 'top', textAlign: 'left', padding: '0 0 8px' }}>
            {table.title || t('documents.patientTitle')} ({table.year})
          </caption>
          <TableHead>
            <TableRow>
              {table.columns.map((column, index) => (
                <TableCell key={index} scope="col" align={numeric[index] ? 'right' : 'left'}>
                  {column}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {table.rows.map((row, rowIndex) => (
              <TableRow key={rowIndex}>
                {row.map((cell, index) => (
                  <TableCell key={index} align={numeric[index] ? 'right' : 'left'}>
                    {cell}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}

/**
 * /documents: the company's disclosure documents and patient data for its readers (visitors
 * too when the company is open; others are asked to sign in).
 */
export default function DocumentsPage() {
  const { t } = useTranslation();
  const disclosures = useDisclosures();
  const needsSignIn =
    disclosures.isError &&
    isApiError(disclosures.error) &&
    disclosures.error.status === ErrorCode.AccessTokenMissing;
  return (
    <Box sx={{ maxWidth: 1000, mx: 'auto', px: 2, py: 3, display: 'grid', gap: 3 }}>
      <Typography component="h1" variant="h4">
        {t('documents.title')}
      </Typography>
      {needsSignIn ? (
        <Alert
          severity="info"
          action={
            <Button component={RouterLink} to={loginPath} color="inherit" size="small">
              {t('documents.signIn')}
            </Button>
          }
        >
          {t('documents.signInTitle')}
        </Alert>
      ) : (
        <>
          <PanelSection title={t('documents.disclosureTitle')}>
            <Disclosures />
          </PanelSection>
          <PanelSection title={t('documents.patientTitle')}>
            <PatientTable />
          </PanelSection>
        </>
      )}
    </Box>
  );
}
