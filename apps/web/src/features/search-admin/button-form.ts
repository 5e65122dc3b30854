/**
 * A search button (here: the tab bar's): a label, what it does (open the detail page, open the
 * book, or follow a link: an internal `/…` path or an http(s) address) and optional colours.
 */
import { z } from 'zod';
import type { SearchButton, SearchButtonBody } from './search-admin-api';

export const buttonActions = ['detail', 'view', 'link'] as const;

const optionalColor = z
  .string()
  .trim()
  .refine(
    (value) => value === '' || /^#[0-9a-fA-F]{6}$/.test(value),
    'searchAdmin.validation.color',
  );

export const buttonFormSchema = z
  .object({
    label: z
      .string()
      .trim()
      .min(1, { error: 'validation.required', abort: true })
      .max(64, 'searchAdmin.validation.tooLong'),
    action: z.enum(buttonActions),
    url: z.string().trim().max(2048, 'searchAdmin.validation.tooLong'),
    backgroundColor: optionalColor,
    textColor: optionalColor,
  })
  .superRefine((values, issues) => {
    if (values.action !== 'link') return;
    if (!values.url) {
      issues.addIssue({ code: 'custom', path: ['url'], message: 'validation.required' });
    } else if (!/^(\/(?!\/)|https?:\/\/)/i.test(values.url)) {
      issues.addIssue({ code: 'custom', path: ['url'], message: 'searchAdmin.validation.url' });
    }
  });

export type ButtonFormValues = z.infer<typeof buttonFormSchema>;

export const emptyButtonValues: ButtonFormValues = {
  label: '',
  action: 'link',
  url: '',
  backgroundColor: '',
  textColor: '',
};

export function buttonToFormValues(button: SearchButton): ButtonFormValues {
  return {
    label: button.label,
    action: button.action,
    url: button.url ?? '',
    backgroundColor: button.backgroundColor ?? '',
    textColor: button.textColor ?? '',
  };
}

export function formValuesToButtonBody(
  values: ButtonFormValues,
  ordinal?: number,
): SearchButtonBody {
  return {
    label: values.label.trim(),
    action: values.action,
    url: values.action === 'link' ? values.url.trim() : null,
    backgroundColor: values.backgroundColor || null,
    textColor: values.textColor || null,
    ...(ordinal === undefined ? {} : { ordinal }),
  };
}
