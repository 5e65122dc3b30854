import { translateDynamicKey } from '../../i18n/i18n';

/**
 * The text of a form field error. Schema messages are i18n keys (`validation.*`,
 * `admin.validation.*`); a server message that is not a key is shown as it is.
 */
export function describeFieldError(message: string | undefined): string | undefined {
  if (!message) return undefined;
  return translateDynamicKey(message) ?? message;
}
