import type { FieldErrors, ResolverResult } from 'react-hook-form';
import type { SearchButton, SearchButtonBody } from './search-display-api';

export interface ButtonFormValues {
  label: string;
  action: SearchButtonBody['action'];
  url: string;
  backgroundColor: string;
  textColor: string;
}

/** i18n keys of the form's messages. */
export type ButtonErrorKey =
  | 'validation.required'
  | 'searchDisplayAdmin.buttons.labelTooLong'
  | 'searchDisplayAdmin.buttons.urlInvalid'
  | 'searchDisplayAdmin.buttons.colorInvalid';

export type ButtonFormErrors = Partial<Record<keyof ButtonFormValues, ButtonErrorKey>>;

const colorPattern = /^#[0-9a-fA-F]{6}$/;

export function buttonToFormValues(button: SearchButton | null): ButtonFormValues {
  return {
    label: button?.label ?? '',
    action: button?.action ?? 'detail',
    url: button?.url ?? '',
    backgroundColor: button?.backgroundColor ?? '',
    textColor: button?.textColor ?? '',
  };
}

/**
 * Checks the form (messages are i18n keys) and builds the body: a link needs an internal `/…`
 * or http(s) address, the other actions send none; colours are #RRGGBB or left out.
 */
export function checkButtonForm(
  values: ButtonFormValues,
): { body: SearchButtonBody; errors: null } | { body: null; errors: ButtonFormErrors } {
  const errors: ButtonFormErrors = {};
  const label = values.label.trim();
  const url = values.url.trim();
  if (!label) errors.label = 'validation.required';
  else if (label.length > 64) errors.label = 'searchDisplayAdmin.buttons.labelTooLong';
  if (values.action === 'link') {
    if (!url) errors.url = 'validation.required';
    else if (!/^(\/(?!\/)|https?:\/\/)/i.test(url) || url.length > 2048) {
      errors.url = 'searchDisplayAdmin.buttons.urlInvalid';
    }
  }
  for (const key of ['backgroundColor', 'textColor'] as const) {
    const color = values[key].trim();
    if (color && !colorPattern.test(color)) errors[key] = 'searchDisplayAdmin.buttons.colorInvalid';
  }
  if (Object.keys(errors).length > 0) return { body: null, errors };
  return {
    errors: null,
    body: {
      label,
      action: values.action,
      url: values.action === 'link' ? url : null,
      backgroundColor: values.backgroundColor.trim() || null,
      textColor: values.textColor.trim() || null,
    },
  };
}

/** `checkButtonForm` as react-hook-form's resolver: the form submits the body it builds. */
export function resolveButtonForm(
  values: ButtonFormValues,
): ResolverResult<ButtonFormValues, SearchButtonBody> {
  const checked = checkButtonForm(values);
  if (checked.body) return { values: checked.body, errors: {} };
  const errors: FieldErrors<ButtonFormValues> = {};
  for (const [name, message] of Object.entries(checked.errors)) {
    errors[name as keyof ButtonFormValues] = { type: 'validate', message };
  }
  return { values: {}, errors };
}
