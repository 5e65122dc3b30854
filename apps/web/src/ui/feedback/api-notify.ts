import { ErrorCode } from '@hondana/contract';
import { i18n, translateDynamicKey } from '../../i18n/i18n';
import { enqueueToast, toastDurationMs } from '../toasts/toast-store';
import { isApiError } from '../../api/api-error';

/** Statuses whose failure is expected and shown nowhere (api-catalogue §8): not auto login, 848. */
export const silentErrorStatuses: ReadonlySet<number> = new Set([431, 848]);

export interface ApiErrorText {
  message: string;
  /** Unknown errors stay longer on screen. */
  isUnknown: boolean;
}

// Not the contract's isErrorCode: that module carries the catalogue's texts, which load later.
const catalogueCodes: ReadonlySet<number> = new Set(Object.values(ErrorCode));

/**
 * The text for a failed call: `api.error.<status>`, else the envelope message, else
 * `api.error.unknown` (api-catalogue §8 "Handling").
 */
export function describeApiError(error: unknown): ApiErrorText {
  if (isApiError(error)) {
    const known = translateDynamicKey(`api.error.${error.status}`);
    if (known) return { message: known, isUnknown: false };
    // Before the catalogue's texts have loaded, a catalogue code's message is the same text.
    if (error.message)
      return { message: error.message, isUnknown: !catalogueCodes.has(error.status) };
  }
  return { message: i18n.t('api.error.unknown'), isUnknown: true };
}

/** Shows a red toast for a failed call (3 s; 5 s for unknown errors). Silent statuses show nothing. */
export function notifyApiError(error: unknown): void {
  if (isApiError(error) && silentErrorStatuses.has(error.status)) return;
  const { message, isUnknown } = describeApiError(error);
  enqueueToast({
    severity: 'error',
    message,
    durationMs: isUnknown ? toastDurationMs.long : toastDurationMs.default,
  });
}

/** Success notice families of the catalogue (`api.update.200`, `api.addFavorite.success`, …). */
export type SuccessNotice =
  | 'register'
  | 'create'
  | 'update'
  | 'delete'
  | 'upload'
  | 'cancel'
  | 'coupon'
  | 'addFavorite'
  | 'removeFavorite';

/** Shows a green toast `api.<notice>.200` (or `.success` for favourites), 3 s at the top centre. */
export function notifyApiSuccess(notice: SuccessNotice): void {
  const suffix = notice === 'addFavorite' || notice === 'removeFavorite' ? 'success' : '200';
  const message = translateDynamicKey(`api.${notice}.${suffix}`) ?? notice;
  enqueueToast({ severity: 'success', message });
}

/** The exceeded-session notice after login: the server's text or the default, for 5 s. */
export function notifyExceededSession(serverMessage: string | null | undefined): void {
  enqueueToast({
    severity: 'error',
    message: serverMessage || i18n.t('text.exceededMessageDefault'),
    durationMs: toastDurationMs.long,
  });
}
