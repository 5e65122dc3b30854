import { ErrorCode } from '@hondana/contract';
import { isApiError } from '../../api/api-error';

/**
 * What went wrong with an upload, for the upload list: the catalogue's 412 "invalid file" is too
 * vague alone, so its reason (too large, not a PDF/EPUB, a dangerous EPUB…) is shown with it; the
 * company's content limit (420, 426) says what to do.
 */
export type UploadProblem =
  | { kind: 'fileTooLarge'; megabytes: number | null }
  | { kind: 'invalidFile'; reason: string }
  | { kind: 'maxContentReached' }
  | { kind: 'maxContentExceeded' }
  | { kind: 'other'; error: unknown };

function readDetails(results: unknown): { reason?: unknown; max_bytes?: unknown } {
  return typeof results === 'object' && results !== null ? results : {};
}

export function classifyUploadError(error: unknown): UploadProblem {
  if (!isApiError(error)) return { kind: 'other', error };
  switch (error.status) {
    case ErrorCode.InvalidFile: {
      const details = readDetails(error.results);
      if (details.reason === 'FILE_TOO_LARGE') {
        const bytes = typeof details.max_bytes === 'number' ? details.max_bytes : null;
        return {
          kind: 'fileTooLarge',
          megabytes: bytes === null ? null : Math.round((bytes / (1024 * 1024)) * 10) / 10,
        };
      }
      return { kind: 'invalidFile', reason: error.message || String(details.reason ?? '') };
    }
    case ErrorCode.CompanyMaxContentReached:
      return { kind: 'maxContentReached' };
    case ErrorCode.MaxContentExceeded:
      return { kind: 'maxContentExceeded' };
    default:
      return { kind: 'other', error };
  }
}
