import type { FieldError } from 'react-hook-form';
import { translateDynamicKey } from '../../i18n/i18n';

/**
 * The text of a form field error. The shared zod schemas put i18n keys (`validation.*`) in
 * their messages; a message that is not a key is shown as it is.
 */
export function translateFieldError(error: FieldError | undefined): string | undefined {
  if (!error?.message) return undefined;
  return translateDynamicKey(error.message) ?? error.message;
}
