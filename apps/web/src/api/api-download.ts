import { API_BASE_PATH } from '@hondana/contract';
import { ApiError, networkFailureStatus, reauthorizeStatuses } from './api-error';
import { buildApiUrl } from './api-client';
import type { ApiQuery } from './api-client';
import { triggerReauthorize } from './reauthorize';

/** The file name a Content-Disposition header gives (RFC 6266 `filename*` first), else the fallback. */
export function fileNameFromDisposition(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const encoded = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(header);
  if (encoded?.[1]) {
    try {
      return decodeURIComponent(encoded[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // A malformed escape: fall through to the plain name.
    }
  }
  const plain = /filename\s*=\s*("?)([^";]+)\1/i.exec(header);
  return plain?.[2]?.trim() || fallback;
}

/**
 * A GET that answers a file (a CSV export) rather than an envelope. A JSON answer is the
 * envelope of a refusal and becomes an ApiError, as with every other call.
 */
export async function downloadApiFile(
  path: string,
  options: { query?: ApiQuery; fallbackName: string },
): Promise<{ blob: Blob; fileName: string }> {
  const language = typeof document === 'undefined' ? '' : document.documentElement.lang;
  let response: Response;
  try {
    response = await fetch(buildApiUrl(API_BASE_PATH, path, options.query), {
      credentials: 'include',
      headers: language ? { 'Accept-Language': language } : {},
    });
  } catch (cause) {
    const message = cause instanceof Error ? cause.message : 'Network request failed';
    throw new ApiError({ status: networkFailureStatus, message });
  }
  const type = response.headers.get('Content-Type') ?? '';
  if (!response.ok || type.includes('application/json')) {
    const payload = (await response.json().catch(() => null)) as {
      status?: unknown;
      message?: unknown;
    } | null;
    const error = new ApiError({
      status:
        typeof payload?.status === 'number'
          ? payload.status
          : response.ok
            ? networkFailureStatus
            : response.status,
      httpStatus: response.status,
      message: typeof payload?.message === 'string' ? payload.message : response.statusText,
    });
    if (reauthorizeStatuses.has(error.status)) triggerReauthorize(error);
    throw error;
  }
  return {
    blob: await response.blob(),
    fileName: fileNameFromDisposition(
      response.headers.get('Content-Disposition'),
      options.fallbackName,
    ),
  };
}

/** Downloads a file the API answers and lets the browser save it (CSV exports and templates). */
export async function saveApiFile(
  path: string,
  options: { query?: ApiQuery; fallbackName: string },
): Promise<void> {
  const { blob, fileName } = await downloadApiFile(path, options);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next tick: some browsers start the download after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
