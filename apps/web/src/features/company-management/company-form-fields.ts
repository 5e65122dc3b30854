/**
 * Field schemas shared by the add-company and company-settings forms, for the fields the
 * contract has no schema of its own. Messages are i18n keys (`validation.*` or `admin.validation.*`).
 */
import { z } from 'zod';
import { limits, patterns } from '@hondana/contract';

const companyTextMaxLength = limits.companyTextMaxLength;

/** The company name: required, trimmed, at most 255 characters. */
export const companyNameSchema = z
  .string()
  .trim()
  .min(1, { error: 'validation.required', abort: true })
  .max(companyTextMaxLength, 'admin.validation.textLength');

/** An optional text setting: '' means "not set". */
export const optionalTextSchema = z
  .string()
  .trim()
  .max(companyTextMaxLength, 'admin.validation.textLength');

/** An optional e-mail address ('' means "not set"). */
export const optionalEmailSchema = optionalTextSchema.refine(
  (value) => value === '' || patterns.email.test(value),
  'validation.email.invalid',
);

/**
 * A whole number typed in a text field (kept as text in the form so an empty box is an error
 * message, not NaN), at least `min`, at most `max`.
 */
export function countTextSchema(options: { min: number; max?: number; optional?: boolean }) {
  return z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      if (value === '') {
        if (!options.optional) ctx.addIssue({ code: 'custom', message: 'validation.required' });
        return;
      }
      if (!/^\d+$/.test(value)) {
        ctx.addIssue({ code: 'custom', message: 'admin.validation.wholeNumber' });
        return;
      }
      const number = Number(value);
      if (number < options.min) {
        ctx.addIssue({
          code: 'custom',
          message:
            options.min === 1 ? 'admin.validation.atLeastOne' : 'admin.validation.wholeNumber',
        });
      } else if (options.max !== undefined && number > options.max) {
        ctx.addIssue({ code: 'custom', message: 'admin.validation.sessionMinutes' });
      }
    });
}

/** '' → null, else the trimmed text. */
export function toNullableText(value: string): string | null {
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}
