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
import { importChipColors, importStatusOf } from '../content-import/import-status';
import { uploadedFileLinks, type UploadedFile } from './uploaded-files-api';

/** 1.2 MB, 340 KB: the size as people read it. */
export function readableSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** The files of one section: year, name, size, date, a patient CSV's import, and its actions. */
export function UploadedFilesTable({
  files,
  onImport,
  importDisabled,
  onDelete,
}: {
  files: readonly UploadedFile[];
  onImport: (file: UploadedFile) => void;
  importDisabled: boolean;
  onDelete: (file: UploadedFile) => void;
}) {
  const { t } = useTranslation();
  const hasImports = files.some((file) => file.fileType === 'csv');
  return (
    <Table size="small" aria-label={t('uploadedFiles.tableLabel')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('uploadedFiles.columns.year')}</TableCell>
          <TableCell>{t('uploadedFiles.columns.file')}</TableCell>
          <TableCell align="right">{t('uploadedFiles.columns.size')}</TableCell>
          <TableCell>{t('uploadedFiles.columns.uploaded')}</TableCell>
          {hasImports ? <TableCell>{t('uploadedFiles.columns.status')}</TableCell> : null}
          <TableCell>{t('uploadedFiles.columns.actions')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {files.map((file) => {
          const { import: last } = file;
          const status = last ? importStatusOf(last) : 'uploaded';
          const name = file.fileName;
          return (
            <TableRow key={file.id}>
              <TableCell>{file.year}</TableCell>
              <TableCell sx={{ wordBreak: 'break-all' }}>{name}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {readableSize(file.size)}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {formatDisplayDate(file.createdDate)}
              </TableCell>
              {hasImports ? (
                <TableCell>
                  <Chip
                    size="small"
                    variant="outlined"
                    color={importChipColors[status]}
                    label={t(`contentImport.status.${status}`)}
                  />
                  <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                    {last
                      ? t('uploadedFiles.rowsDone', {
                          processed: last.processedRows,
                          total: file.totalRows ?? 0,
                          errors: last.errorRows,
                        })
                      : t('uploadedFiles.rows', { rows: file.totalRows ?? 0 })}
                  </Typography>
                  {last?.failureReason ? (
                    <Typography variant="body2" color="error" sx={{ mt: 0.5 }}>
                      {last.failureReason}
                    </Typography>
                  ) : null}
                </TableCell>
              ) : null}
              <TableCell>
                <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                  {file.fileType === 'pdf' ? (
                    <Button
                      size="small"
                      variant="outlined"
                      href={uploadedFileLinks.disclosure(file.id)}
                      target="_blank"
                      rel="noopener"
                      aria-label={t('uploadedFiles.openLabel', { name })}
                    >
                      {t('uploadedFiles.open')}
                    </Button>
                  ) : (
                    <Button
                      size="small"
                      variant="outlined"
                      disabled={importDisabled || status === 'pending' || status === 'progressing'}
                      onClick={() => onImport(file)}
                      aria-label={t(
                        last ? 'uploadedFiles.importAgainLabel' : 'uploadedFiles.importThisLabel',
                        { name, year: file.year },
                      )}
                    >
                      {t(last ? 'uploadedFiles.importAgain' : 'uploadedFiles.importThis')}
                    </Button>
                  )}
                  {last && last.errorRows > 0 ? (
                    <Button
                      size="small"
                      href={uploadedFileLinks.errors(file.id)}
                      download
                      aria-label={t('uploadedFiles.downloadErrorsLabel', { name })}
                    >
                      {t('uploadedFiles.downloadErrors')}
                    </Button>
                  ) : null}
                  <Button
                    size="small"
                    color="error"
                    onClick={() => onDelete(file)}
                    aria-label={t('uploadedFiles.deleteLabel', { name })}
                  >
                    {t('uploadedFiles.delete')}
                  </Button>
                </Stack>
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
