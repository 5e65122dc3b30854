import {
  ErrorCode,
  mailTemplateBodySchema,
  mailTemplateKeySchema,
  mailTemplateWireSchema,
  renderedMailSchema,
  type MailTemplateWire,
} from '@hondana/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/http/app-error.js';
import { envelopeOf, ok } from '../../platform/http/envelope.js';
import { MAILING_RATE_LIMIT } from '../../platform/http/mailing-rate-limit.js';
import { companyContextOf, type CompanyContext } from '../../platform/http/request-context.js';
import type { Mailer } from '../../platform/mail/mailer.js';
import type { CompanyMailTemplate, MailTemplateService } from './mail-template.service.js';

const common = { tags: ['mail-template'] };
const templateEnvelope = envelopeOf(mailTemplateWireSchema);
/** `type` as the catalogue names the query; `sent_email_type` accepted too. */
const detailQuery = z
  .object({
    type: mailTemplateKeySchema.shape.sent_email_type.optional(),
    sent_email_type: mailTemplateKeySchema.shape.sent_email_type.optional(),
    lang: z.enum(['ja', 'en']).default('ja'),
  })
  .refine((query) => query.type ?? query.sent_email_type, { message: 'validation.required' });

export interface MailTemplateRouteOptions {
  service: MailTemplateService;
  /** The durable mailer (a test send is an ordinary queued mail). */
  mailer: Mailer;
  /** The signed-in administrator's e-mail address (the test send's recipient). */
  addressOf: (ctx: CompanyContext) => Promise<string | null>;
}

/** A template as the API answers it, with its type's placeholders and order fields. */
function templatePresenter(service: MailTemplateService) {
  return (template: CompanyMailTemplate): MailTemplateWire => ({
    sent_email_type: template.type,
    lang: template.lang,
    subject: template.subject,
    body: template.body,
    terms: template.terms,
    sender: template.sender,
    inquiry_form: template.inquiryForm,
    privacy_policy: template.privacyPolicy,
    is_default: template.isDefault,
    has_order_fields: service.hasOrderFields(template.type),
    placeholders: {
      allowed: [...service.rulesOf(template.type).allowed],
      required: [...service.rulesOf(template.type).required],
    },
  });
}

/** The company's e-mail texts (api-catalogue §7 "Sent email templates"), preview and test send. */
export function mailTemplateRoutes(options: MailTemplateRouteOptions): FastifyPluginAsyncZod {
  const { service } = options;
  const present = templatePresenter(service);

  return async (app) => {
    app.get(
      '/custom-sent-email',
      {
        config: { action: 'mail-template.detail' },
        schema: {
          ...common,
          summary: 'One mail type’s text in one language: the company’s own, or the default',
          querystring: detailQuery,
          response: { 200: templateEnvelope },
        },
      },
      async (request) => {
        const { type, sent_email_type: sentEmailType, lang } = request.query;
        const template = await service.detail(
          companyContextOf(request),
          (type ?? sentEmailType)!,
          lang,
        );
        return ok(present(template));
      },
    );

    app.put(
      '/custom-sent-email',
      {
        config: { action: 'mail-template.update' },
        schema: {
          ...common,
          summary:
            'Saves the company’s text of one type and language (400 when required placeholders are missing, repeated or unknown)',
          body: mailTemplateBodySchema,
          response: { 200: templateEnvelope },
        },
      },
      async (request) => ok(present(await service.update(companyContextOf(request), request.body))),
    );

    app.put(
      '/custom-sent-email/reset',
      {
        config: { action: 'mail-template.reset' },
        schema: {
          ...common,
          summary: 'Back to the product’s default text of one type and language',
          body: mailTemplateKeySchema,
          response: { 200: templateEnvelope },
        },
      },
      async (request) =>
        ok(
          present(
            await service.reset(
              companyContextOf(request),
              request.body.sent_email_type,
              request.body.lang,
            ),
          ),
        ),
    );

    app.post(
      '/custom-sent-email/preview',
      {
        config: { action: 'mail-template.preview' },
        schema: {
          ...common,
          summary: 'The text being edited, filled with sample data (checked like a save)',
          body: mailTemplateBodySchema,
          response: { 200: envelopeOf(renderedMailSchema) },
        },
      },
      async (request) => {
        const mail = service.preview(companyContextOf(request), request.body);
        return ok({ subject: mail.subject, body: mail.text });
      },
    );

    app.post(
      '/custom-sent-email/test-send',
      {
        config: { action: 'mail-template.test-send', rateLimit: MAILING_RATE_LIMIT },
        schema: {
          ...common,
          summary:
            'Mails the stored (or default) text, filled with sample data, to the administrator’s own address',
          body: mailTemplateKeySchema,
          response: { 200: envelopeOf(z.object({ to: z.string() })) },
        },
      },
      async (request) => {
        const ctx = companyContextOf(request);
        const to = await options.addressOf(ctx);
        if (!to) {
          throw new AppError(ErrorCode.BadRequest, {
            message:
              'A test mail goes only to your own confirmed e-mail address: confirm it first (change it on your profile and follow the link mailed to it).',
          });
        }
        const mail = await service.sample(ctx, request.body.sent_email_type, request.body.lang);
        await options.mailer.send({ to, ...mail });
        return ok({ to });
      },
    );
  };
}
