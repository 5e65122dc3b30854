/** Envelope statuses after which the session is gone and the user must sign in again. */
export const reauthorizeStatuses: ReadonlySet<number> = new Set([401, 601, 602]);

/** Status used when no envelope arrived at all (network failure, unreadable answer). */
export const networkFailureStatus = 0;

/**
 * Every failed API call throws this. `status` is the envelope status (a catalogue code), or the
 * HTTP status when the answer was not an envelope, or 0 when no answer arrived.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly httpStatus: number | null;
  readonly results: unknown;

  constructor(options: {
    status: number;
    message: string;
    httpStatus?: number | null;
    results?: unknown;
  }) {
    super(options.message);
    this.status = options.status;
    this.httpStatus = options.httpStatus ?? null;
    this.results = options.results ?? null;
  }
}

/** Narrows an unknown thrown value to an ApiError. */
export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** True for client errors (4xx HTTP, or catalogue codes 4xx/6xx-8xx): retrying will not help. */
export function isClientError(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.httpStatus !== null) return error.httpStatus >= 400 && error.httpStatus < 500;
  return error.status >= 400 && error.status !== 500 && error.status !== 502;
}
