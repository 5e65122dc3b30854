import { useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { isApiError } from '../../api/api-error';
import { describeApiError, notifyApiSuccess } from '../../ui/feedback/api-notify';

/** A problem found before saving that the schema cannot see (it needs data beyond the form). */
export interface DialogFieldIssue<T extends FieldValues> {
  name: Path<T>;
  /** An i18n key or a text, as the schema's messages. */
  message: string;
}

/** `TOut` is what the form's resolver gives after its transforms (the body, for some dialogs). */
export interface DialogSubmitOptions<T extends FieldValues, TOut> {
  save: (values: TOut) => Promise<unknown>;
  notice: 'create' | 'update';
  /** Catalogue codes that belong to one field: shown under it rather than above the form. */
  fieldOfError: Partial<Record<number, Path<T>>>;
  /** Checks against data outside the form (the company's search boxes…); any issue stops the save. */
  check?: (values: TOut) => readonly DialogFieldIssue<T>[];
  onClose: () => void;
}

/** Where a submission's outcome goes: under a field, above the form, or the dialog closes. */
export interface DialogSubmitTarget<T extends FieldValues> {
  setFieldError: (name: Path<T>, message: string, shouldFocus: boolean) => void;
  setFormError: (message: string | null) => void;
  close: () => void;
}

/**
 * One submission of valid values: the dialog's own checks, then the save; success says so and
 * closes, a refusal goes under its field or above the form. The first field in error gets focus.
 */
export async function submitDialogValues<T extends FieldValues, TOut>(
  values: TOut,
  options: Pick<DialogSubmitOptions<T, TOut>, 'save' | 'notice' | 'fieldOfError' | 'check'>,
  target: DialogSubmitTarget<T>,
): Promise<void> {
  target.setFormError(null);
  const issues = options.check?.(values) ?? [];
  if (issues.length > 0) {
    issues.forEach((issue, index) => target.setFieldError(issue.name, issue.message, index === 0));
    return;
  }
  try {
    await options.save(values);
  } catch (caught) {
    const message = describeApiError(caught).message;
    const field = isApiError(caught) ? options.fieldOfError[caught.status] : undefined;
    if (field) target.setFieldError(field, message, true);
    else target.setFormError(message);
    return;
  }
  notifyApiSuccess(options.notice);
  target.close();
}

/**
 * Submitting an administrator's dialog form with `submitDialogValues`; `close` (Cancel, and
 * after a save) clears the form and its error before the dialog closes.
 */
export function useDialogSubmit<T extends FieldValues, TOut = T>(
  form: UseFormReturn<T, unknown, TOut>,
  options: DialogSubmitOptions<T, TOut>,
) {
  const [formError, setFormError] = useState<string | null>(null);

  const close = () => {
    setFormError(null);
    form.reset();
    options.onClose();
  };

  const submit = form.handleSubmit((values) =>
    submitDialogValues(values, options, {
      setFieldError: (name, message, shouldFocus) =>
        form.setError(name, { message }, { shouldFocus }),
      setFormError,
      close,
    }),
  );

  return { formError, submit, close };
}
