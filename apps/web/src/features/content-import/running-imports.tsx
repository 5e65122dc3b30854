import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ImportState, type CsvImportProgress } from '@hondana/contract';
import type { CamelCasedDeep } from '../../api/case-conversion';

type Running = CamelCasedDeep<CsvImportProgress>;

/** A progress bar per running import (check-import-progress, polled by the page). */
export function RunningImports({ imports }: { imports: Running }) {
  const { t } = useTranslation();
  if (imports.length === 0) {
    return <Typography color="text.secondary">{t('contentImport.runningNone')}</Typography>;
  }
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {imports.map((run) => {
        const percent = run.totalRows > 0 ? (run.processedRows / run.totalRows) * 100 : 0;
        const label = t('contentImport.progressLabel', { name: run.fileName });
        const waiting = run.progressState === ImportState.Pending;
        return (
          <Box key={run.id}>
            <Typography variant="body2" sx={{ mb: 0.5, fontWeight: 500 }}>
              {run.fileName}
            </Typography>
            <LinearProgress
              variant={waiting ? 'indeterminate' : 'determinate'}
              value={percent}
              aria-label={label}
              aria-valuetext={t('contentImport.progressText', {
                processed: run.processedRows,
                total: run.totalRows,
                errors: run.errorRows,
              })}
            />
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }} aria-live="polite">
              {waiting
                ? t('contentImport.waiting')
                : t('contentImport.progressText', {
                    processed: run.processedRows,
                    total: run.totalRows,
                    errors: run.errorRows,
                  })}
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}
