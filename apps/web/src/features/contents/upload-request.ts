/**
 * Multipart uploads with progress. fetch() cannot report how much of a request body has been
 * sent, XMLHttpRequest can (`upload.onprogress`), so book uploads go through here; the answer is
 * read like the api client reads it (envelope, catalogue errors, camelCase results).
 */
import type { z } from 'zod';
import { ApiError, networkFailureStatus, reauthorizeStatuses } from '../../api/api-error';
import { apiBasePath, buildApiUrl, uploadTimeoutMs } from '../../api/api-client';
import type { CamelCasedDeep } from '../../api/case-conversion';
import { convertKeysToCamel } from '../../api/case-conversion';
import { triggerReauthorize } from '../../api/reauthorize';

/**
 * Reads an answer: the results of a 200 envelope, checked against the schema and camelCased;
 * an ApiError for anything else (a catalogue status, an HTTP error without envelope).
 */
export function readEnvelopeAnswer<S extends z.ZodType>(
  httpStatus: number,
  text: string,
  schema: S,
): CamelCasedDeep<z.output<S>> {
  let payload: unknown;
  try {
    payload = text ? JSON.parse(text) : undefined;
  } catch {
    payload = undefined;
  }
  const envelope = payload as { status?: unknown; message?: unknown; results?: unknown } | null;
  if (typeof envelope !== 'object' || envelope === null || typeof envelope.status !== 'number') {
    const ok = httpStatus >= 200 && httpStatus < 300;
    throw new ApiError({
      status: ok || httpStatus === 0 ? networkFailureStatus : httpStatus,
      httpStatus: httpStatus || null,
      message: ok ? 'The server answered without an envelope' : `HTTP ${httpStatus}`,
    });
  }
  if (envelope.status !== 200) {
    throw new ApiError({
      status: envelope.status,
      httpStatus,
      message: typeof envelope.message === 'string' ? envelope.message : '',
      results: envelope.results,
    });
  }
  const parsed = schema.safeParse(envelope.results);
  if (!parsed.success) {
    throw new ApiError({
      status: networkFailureStatus,
      httpStatus,
      message: `Unexpected answer: ${parsed.error.message}`,
    });
  }
  return convertKeysToCamel(parsed.data) as CamelCasedDeep<z.output<S>>;
}

export interface MultipartUpload<S extends z.ZodType> {
  method: 'POST' | 'PUT';
  path: string;
  form: FormData;
  schema: S;
  /** Fraction of the body sent, 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** Sends a multipart form with the session cookie and reports the upload's progress. */
export function sendMultipart<S extends z.ZodType>(
  upload: MultipartUpload<S>,
): Promise<CamelCasedDeep<z.output<S>>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(upload.method, buildApiUrl(apiBasePath, upload.path));
    xhr.withCredentials = true;
    xhr.timeout = uploadTimeoutMs;
    xhr.setRequestHeader('Accept', 'application/json');
    const language = document.documentElement.lang;
    if (language) xhr.setRequestHeader('Accept-Language', language);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        upload.onProgress?.(event.loaded / event.total);
      }
    };
    const fail = (message: string) =>
      reject(new ApiError({ status: networkFailureStatus, message }));
    xhr.onerror = () => fail('Network request failed');
    xhr.ontimeout = () => fail('The upload timed out');
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    xhr.onload = () => {
      try {
        resolve(readEnvelopeAnswer(xhr.status, xhr.responseText, upload.schema));
      } catch (error) {
        if (error instanceof ApiError && reauthorizeStatuses.has(error.status)) {
          triggerReauthorize(error);
        }
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    };
    upload.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(upload.form);
  });
}
