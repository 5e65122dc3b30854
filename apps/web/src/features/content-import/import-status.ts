import { ImportRequestStatus, ImportState } from '@hondana/contract';

export type ImportStatusKey = 'uploaded' | 'pending' | 'progressing' | 'success' | 'error';

/** The chip colour of each status in the import tables. */
export const importChipColors: Record<ImportStatusKey, 'default' | 'info' | 'success' | 'error'> = {
  uploaded: 'default',
  pending: 'info',
  progressing: 'info',
  success: 'success',
  error: 'error',
};

/** One status word for an uploaded file: the request status, and while it runs its state. */
export function importStatusOf(row: {
  requestStatus: number | null;
  progressState: number;
}): ImportStatusKey {
  if (row.requestStatus === null) return 'uploaded';
  if (row.requestStatus === ImportRequestStatus.Success) return 'success';
  if (row.requestStatus === ImportRequestStatus.Error) return 'error';
  return row.progressState === ImportState.Progressing ? 'progressing' : 'pending';
}

/** Only .csv files are offered for upload; the server judges the content itself. */
export function looksLikeCsv(file: { name: string }): boolean {
  return /\.csv$/i.test(file.name);
}
