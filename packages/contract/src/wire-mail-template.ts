import { z } from 'zod';
import { EmailTemplateType } from './enums';

// Wire shapes of the company mail templates (api-catalogue.md §7 "Sent email templates").

export const emailTemplateTypes = Object.values(EmailTemplateType) as [
  EmailTemplateType,
  ...EmailTemplateType[],
];

/** Longest subject, body and extra field of a template. */
export const mailTemplateLimits = { subject: 255, body: 10_000, field: 2_000 } as const;

const field = z.string().max(mailTemplateLimits.field).nullable().optional();

/** `GET /custom-sent-email?type=&lang=`, `PUT /custom-sent-email/reset`, test send. */
export const mailTemplateKeySchema = z.object({
  sent_email_type: z.enum(emailTemplateTypes),
  lang: z.enum(['ja', 'en']).default('ja'),
});

/** `PUT /custom-sent-email` and the preview: the company's text of one type in one language. */
export const mailTemplateBodySchema = mailTemplateKeySchema.extend({
  subject: z.string().trim().min(1).max(mailTemplateLimits.subject),
  body: z.string().trim().min(1).max(mailTemplateLimits.body),
  /** Order, renewal-failure and renewal-notice mails only. */
  terms: field,
  sender: field,
  inquiry_form: field,
  privacy_policy: field,
});
export type MailTemplateBody = z.infer<typeof mailTemplateBodySchema>;
export type MailTemplateInput = z.input<typeof mailTemplateBodySchema>;

export const mailTemplateWireSchema = mailTemplateBodySchema.extend({
  terms: z.string().nullable(),
  sender: z.string().nullable(),
  inquiry_form: z.string().nullable(),
  privacy_policy: z.string().nullable(),
  /** No text of the company's own: the product's default is shown (and sent). */
  is_default: z.boolean(),
  /** True for the types that carry terms, sender, inquiry form and privacy policy. */
  has_order_fields: z.boolean(),
  /** The placeholders the type may use and those its body must contain. */
  placeholders: z.object({ allowed: z.array(z.string()), required: z.array(z.string()) }),
});
export type MailTemplateWire = z.infer<typeof mailTemplateWireSchema>;

/** A template filled with sample data (the preview). */
export const renderedMailSchema = z.object({ subject: z.string(), body: z.string() });
