import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatDisplayDate } from '../../ui/format/display-date';
import type { CsvImport, CsvImportApi } from './content-import-api';
import { importChipColors, importStatusOf } from './import-status';

/** Past uploads and imports: status, rows, the error file, and Import for files not imported yet. */
export function ImportHistoryTable({
  api,
  imports,
  onImport,
  importDisabled,
}: {
  api: CsvImportApi;
  imports: readonly CsvImport[];
  onImport: (row: CsvImport) => void;
  importDisabled: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Table size="small" aria-label={t('contentImport.tableLabel')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('contentImport.columns.file')}</TableCell>
          <TableCell>{t('contentImport.columns.uploaded')}</TableCell>
          <TableCell>{t('contentImport.columns.status')}</TableCell>
          <TableCell align="right">{t('contentImport.columns.rows')}</TableCell>
          <TableCell align="right">{t('contentImport.columns.errors')}</TableCell>
          <TableCell>{t('contentImport.columns.actions')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {imports.map((row) => {
          const status = importStatusOf(row);
          return (
            <TableRow key={row.id}>
              <TableCell sx={{ wordBreak: 'break-all' }}>{row.fileName}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {formatDisplayDate(row.createdDate)}
              </TableCell>
              <TableCell>
                <Chip
                  size="small"
                  variant="outlined"
                  color={importChipColors[status]}
                  label={t(`contentImport.status.${status}`)}
                />
                {row.failureReason ? (
                  <Typography variant="body2" color="error" sx={{ mt: 0.5 }}>
                    {row.failureReason}
                  </Typography>
                ) : null}
              </TableCell>
              <TableCell align="right">
                {row.processedRows} / {row.totalRows}
              </TableCell>
              <TableCell align="right">{row.errorRows}</TableCell>
              <TableCell>
                <Stack direction="row" spacing={1}>
                  {status === 'uploaded' ? (
                    <Button
                      size="small"
                      variant="outlined"
                      disabled={importDisabled}
                      onClick={() => onImport(row)}
                      aria-label={t('contentImport.importThisLabel', { name: row.fileName })}
                    >
                      {t('contentImport.importThis')}
                    </Button>
                  ) : null}
                  {row.errorRows > 0 ? (
                    <Button
                      size="small"
                      href={api.errorFileUrl(row.id)}
                      download
                      aria-label={t('contentImport.downloadErrorsLabel', { name: row.fileName })}
                    >
                      {t('contentImport.downloadErrors')}
                    </Button>
                  ) : null}
                </Stack>
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
