import { beforeEach, describe, expect, it } from 'vitest';
import { errorCatalogue } from '@hondana/contract';
import '../../i18n/api-error-catalogue';
import { applyLanguage } from '../../i18n/i18n';
import { dismissToast, readToastQueue } from '../toasts/toast-store';
import { ApiError } from '../../api/api-error';
import { describeApiError, notifyApiError, notifyApiSuccess } from './api-notify';

function clearToasts(): void {
  for (const toast of readToastQueue()) dismissToast(toast.id);
}

describe('api notices', () => {
  beforeEach(async () => {
    clearToasts();
    await applyLanguage('en');
  });

  it('uses the catalogue text of a known status', () => {
    const described = describeApiError(new ApiError({ status: 413, message: 'server text' }));
    expect(described).toEqual({ message: errorCatalogue[413].en, isUnknown: false });
  });

  it('follows the interface language', async () => {
    await applyLanguage('ja');
    expect(describeApiError(new ApiError({ status: 413, message: '' })).message).toBe(
      errorCatalogue[413].ja,
    );
  });

  it('falls back to the envelope message, then to api.error.unknown', () => {
    expect(describeApiError(new ApiError({ status: 999, message: 'Teapot' }))).toEqual({
      message: 'Teapot',
      isUnknown: true,
    });
    expect(describeApiError(new ApiError({ status: 999, message: '' })).message).toBe(
      'An error occurred.',
    );
    expect(describeApiError(new Error('boom')).message).toBe('An error occurred.');
  });

  it('shows known errors for 3 s and unknown ones for 5 s', () => {
    notifyApiError(new ApiError({ status: 413, message: '' }));
    notifyApiError(new ApiError({ status: 0, message: '' }));
    expect(readToastQueue().map((toast) => [toast.severity, toast.durationMs])).toEqual([
      ['error', 3000],
      ['error', 5000],
    ]);
  });

  it('stays silent for statuses 431 and 848', () => {
    notifyApiError(new ApiError({ status: 431, message: '' }));
    notifyApiError(new ApiError({ status: 848, message: '' }));
    expect(readToastQueue()).toHaveLength(0);
  });

  it('shows success notices by key', () => {
    notifyApiSuccess('update');
    notifyApiSuccess('addFavorite');
    expect(readToastQueue().map((toast) => [toast.severity, toast.message])).toEqual([
      ['success', 'Updated.'],
      ['success', 'Added to favourites.'],
    ]);
  });
});
