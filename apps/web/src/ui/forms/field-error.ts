import type { FieldError } from 'react-hook-form';
import { addScreenTexts, translateDynamicKey } from '../../i18n/i18n';
import { validationTextsEn, validationTextsJa } from '../../i18n/validation-texts';

// The field errors' texts come with the forms that show them, not with every page.
addScreenTexts({ ja: { validation: validationTextsJa }, en: { validation: validationTextsEn } });

/**
 * The text of a form field error, from react-hook-form's error or a bare message. Schema
 * messages are i18n keys (`validation.*`, `admin.validation.*`); a server message that is not a
 * key is shown as it is.
 */
export function describeFieldError(error: FieldError | string | undefined): string | undefined {
  const message = typeof error === 'string' ? error : error?.message;
  if (!message) return undefined;
  return translateDynamicKey(message) ?? message;
}
