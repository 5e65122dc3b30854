import { useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { isApiError } from '../../api/api-error';
import { describeApiError, notifyApiSuccess } from '../../ui/feedback/api-notify';

/**
 * Submitting a dialog's form: saves, says so and closes; a refusal whose catalogue code belongs
 * to one field goes under that field, any other above the form (`formError`).
 */
export function useDialogSubmit<T extends FieldValues>(
  form: UseFormReturn<T>,
  options: {
    save: (values: T) => Promise<unknown>;
    notice: 'create' | 'update';
    fieldOfError: Partial<Record<number, Path<T>>>;
    onClose: () => void;
  },
) {
  const [formError, setFormError] = useState<string | null>(null);

  const close = () => {
    setFormError(null);
    form.reset();
    options.onClose();
  };

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await options.save(values);
      notifyApiSuccess(options.notice);
      close();
    } catch (caught) {
      const message = describeApiError(caught).message;
      const field = isApiError(caught) ? options.fieldOfError[caught.status] : undefined;
      if (field) form.setError(field, { message }, { shouldFocus: true });
      else setFormError(message);
    }
  });

  return { formError, submit, close };
}
