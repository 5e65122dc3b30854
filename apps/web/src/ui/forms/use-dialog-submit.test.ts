import { beforeEach, describe, expect, it } from 'vitest';
import '../../i18n/api-error-catalogue';
import { applyLanguage } from '../../i18n/i18n';
import { ApiError } from '../../api/api-error';
import { describeApiError } from '../feedback/api-notify';
import { dismissToast, readToastQueue } from '../toasts/toast-store';
import { submitDialogValues } from './use-dialog-submit';
import type { DialogSubmitTarget } from './use-dialog-submit';

interface Values {
  name: string;
  code: string;
}

/** Records what the submission did to the form. */
function recordingTarget() {
  const seen = {
    fieldErrors: [] as [string, string, boolean][],
    formErrors: [] as (string | null)[],
    closed: 0,
  };
  const target: DialogSubmitTarget<Values> = {
    setFieldError: (name, message, shouldFocus) =>
      seen.fieldErrors.push([name, message, shouldFocus]),
    setFormError: (message) => seen.formErrors.push(message),
    close: () => (seen.closed += 1),
  };
  return { seen, target };
}

const values: Values = { name: 'Shelf', code: 'A1' };

describe('submitting a dialog', () => {
  beforeEach(async () => {
    for (const toast of readToastQueue()) dismissToast(toast.id);
    await applyLanguage('en');
  });

  it('saves the values, says so and closes', async () => {
    const saved: Values[] = [];
    const { seen, target } = recordingTarget();
    await submitDialogValues(
      values,
      { save: async (v) => void saved.push(v), notice: 'create', fieldOfError: {} },
      target,
    );
    expect(saved).toEqual([values]);
    expect(seen.closed).toBe(1);
    expect(seen.formErrors).toEqual([null]);
    expect(readToastQueue().map((toast) => toast.severity)).toEqual(['success']);
  });

  it('puts a refusal whose code belongs to a field under that field, focused', async () => {
    const refusal = new ApiError({ status: 844, message: 'taken' });
    const { seen, target } = recordingTarget();
    await submitDialogValues(
      values,
      {
        save: () => Promise.reject(refusal),
        notice: 'update',
        fieldOfError: { 844: 'code' },
      },
      target,
    );
    expect(seen.fieldErrors).toEqual([['code', describeApiError(refusal).message, true]]);
    expect(seen.formErrors).toEqual([null]);
    expect(seen.closed).toBe(0);
    expect(readToastQueue()).toEqual([]);
  });

  it('puts any other refusal above the form and stays open', async () => {
    const refusal = new ApiError({ status: 500, message: 'broken' });
    const { seen, target } = recordingTarget();
    await submitDialogValues(
      values,
      { save: () => Promise.reject(refusal), notice: 'update', fieldOfError: { 844: 'code' } },
      target,
    );
    expect(seen.formErrors).toEqual([null, describeApiError(refusal).message]);
    expect(seen.fieldErrors).toEqual([]);
    expect(seen.closed).toBe(0);
  });

  it("stops at the dialog's own checks, focusing the first field in error", async () => {
    let saves = 0;
    const { seen, target } = recordingTarget();
    await submitDialogValues(
      values,
      {
        save: async () => void (saves += 1),
        notice: 'create',
        fieldOfError: {},
        check: () => [
          { name: 'name', message: 'validation.required' },
          { name: 'code', message: 'validation.required' },
        ],
      },
      target,
    );
    expect(saves).toBe(0);
    expect(seen.fieldErrors).toEqual([
      ['name', 'validation.required', true],
      ['code', 'validation.required', false],
    ]);
    expect(seen.closed).toBe(0);
  });
});
