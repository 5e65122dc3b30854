/** Processing states of a content (product.md §3): 1 not processed, 2 processing, 3 done, 4 failed. */
export const EncodingStatus = {
  NotProcessed: 1,
  Processing: 2,
  Done: 3,
  Failed: 4,
} as const;

/** How often the list asks again while something is being processed. */
export const contentPollIntervalMs = 3000;

/** True while the processing job has yet to finish with this content. */
export function isInProgress(status: number): boolean {
  return status === EncodingStatus.NotProcessed || status === EncodingStatus.Processing;
}

/** True when any row of a page still waits for processing (the page then polls). */
export function hasContentInProgress(
  rows: readonly { encodingStatus: number }[] | undefined,
): boolean {
  return rows?.some((row) => isInProgress(row.encodingStatus)) ?? false;
}

export type StatusTone = 'default' | 'info' | 'success' | 'error';

/** The chip colour of a status; unknown numbers look neutral rather than break the row. */
export function statusTone(status: number): StatusTone {
  switch (status) {
    case EncodingStatus.Processing:
      return 'info';
    case EncodingStatus.Done:
      return 'success';
    case EncodingStatus.Failed:
      return 'error';
    default:
      return 'default';
  }
}

/** The texts key of a status (`contentAdmin.contents.status.<n>`); unknown reads as not processed. */
export function statusKey(status: number): '1' | '2' | '3' | '4' {
  return status === 2 || status === 3 || status === 4 ? (String(status) as '2' | '3' | '4') : '1';
}
