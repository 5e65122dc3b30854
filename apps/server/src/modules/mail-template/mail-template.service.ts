import { ErrorCode, type EmailTemplateType, type MailTemplateBody } from '@hondana/contract';
import type { Executor } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/app-error.js';
import type { CompanyContext } from '../../platform/http/request-context.js';
import { defaultMailTemplates, type MailLanguage } from './mail-template.defaults.js';
import { createMailTemplateRepository } from './mail-template.repository.js';
import {
  orderMailTypes,
  placeholderProblems,
  placeholderRules,
  type PlaceholderProblem,
  renderTemplate,
  retiredPlaceholders,
  unknownSubjectPlaceholders,
} from './mail-template.rules.js';

export interface CompanyMailTemplate {
  type: EmailTemplateType;
  lang: MailLanguage;
  subject: string;
  body: string;
  terms: string | null;
  sender: string | null;
  inquiryForm: string | null;
  privacyPolicy: string | null;
  isDefault: boolean;
}

/** A filled mail: subject (one line) and text. */
export interface RenderedMail {
  subject: string;
  text: string;
}

/** Values a preview or a test send fills the placeholders with. */
export const sampleValues: Record<MailLanguage, Record<string, string>> = {
  ja: {
    full_name: '山田 花子',
    username: 'hanako_yamada',
    password_url: 'https://example.com/forget-password/reset?token=sample',
    site_url: 'https://example.com',
    confirm_url: 'https://example.com/confirm-email?token=sample',
    reset_url: 'https://example.com/forget-password/reset?token=sample',
    plan_name: 'スタンダードプラン',
    price: '1,100',
    renewal_date: '2026/12/01',
  },
  en: {
    full_name: 'Hanako Yamada',
    username: 'hanako_yamada',
    password_url: 'https://example.com/forget-password/reset?token=sample',
    site_url: 'https://example.com',
    confirm_url: 'https://example.com/confirm-email?token=sample',
    reset_url: 'https://example.com/forget-password/reset?token=sample',
    plan_name: 'Standard plan',
    price: '1,100',
    renewal_date: '2026/12/01',
  },
};

/**
 * A refusal naming the field (400, the catalogue's bad request, unless the problem has a code of
 * its own); `fieldMessage` may be a web text key.
 */
function fieldError(
  field: string,
  message: string,
  fieldMessage = message,
  code: ErrorCode = ErrorCode.BadRequest,
): AppError {
  return new AppError(code, {
    message,
    details: { fields: [{ field, message: fieldMessage }] },
  });
}

const problemTexts = {
  missing: (name: string) => `The body must contain {{${name}}}.`,
  repeated: (name: string) => `{{${name}}} may appear only once in the body.`,
  unknown: (name: string) => `{{${name}}} is not a placeholder of this mail.`,
  retired: (name: string) =>
    `Mails carry no password: use {{${retiredPlaceholders[name]}}}, a link to set the password or sign in, instead of {{${name}}}.`,
};

/** The messages screen's text for a retired placeholder (apps/web i18n messages-texts). */
const retiredFieldMessage = 'messages.passwordPlaceholderRetired';

/** 777 for a required placeholder missing, 778 for one repeated, 400 for the others. */
const problemCodes: Partial<Record<PlaceholderProblem['kind'], ErrorCode>> = {
  missing: ErrorCode.EmailTemplatePlaceholderMissing,
  repeated: ErrorCode.EmailTemplatePlaceholderDuplicate,
};

function problemError(field: string, problem: PlaceholderProblem): AppError {
  const message = problemTexts[problem.kind](problem.name);
  return problem.kind === 'retired'
    ? fieldError(field, message, retiredFieldMessage)
    : fieldError(field, message, message, problemCodes[problem.kind]);
}

/**
 * The companies' mail texts (product.md §3 Email template): each of the six types in ja and en,
 * the company's own or the product's default. Every mail of these types is built by `render`.
 */
export function createMailTemplateService(db: Executor) {
  const repository = createMailTemplateRepository(db);

  async function current(
    companyId: number,
    type: EmailTemplateType,
    lang: MailLanguage,
  ): Promise<CompanyMailTemplate> {
    const stored = await repository.find(companyId, type, lang);
    if (stored) {
      return {
        type,
        lang,
        subject: stored.subject,
        body: stored.body,
        terms: stored.terms,
        sender: stored.sender,
        inquiryForm: stored.inquiryForm,
        privacyPolicy: stored.privacyPolicy,
        isDefault: false,
      };
    }
    const fallback = defaultMailTemplates[type][lang];
    return {
      type,
      lang,
      ...fallback,
      terms: null,
      sender: null,
      inquiryForm: null,
      privacyPolicy: null,
      isDefault: true,
    };
  }

  function fill(
    template: Pick<
      CompanyMailTemplate,
      'subject' | 'body' | 'terms' | 'sender' | 'inquiryForm' | 'privacyPolicy'
    >,
    values: Record<string, string>,
  ): RenderedMail {
    const all = {
      terms: template.terms ?? '',
      sender: template.sender ?? '',
      inquiry_form: template.inquiryForm ?? '',
      privacy_policy: template.privacyPolicy ?? '',
      ...values,
    };
    return {
      // A line break in a value must not reach the Subject header.
      subject: renderTemplate(template.subject, all).replace(/[\r\n]+/g, ' '),
      text: renderTemplate(template.body, all),
    };
  }

  /** 400 with the field and a message when the placeholders break the type's rule. */
  function check(body: MailTemplateBody): void {
    const problem = placeholderProblems(body.sent_email_type, body.body)[0];
    if (problem) throw problemError('body', problem);
    const unknown = unknownSubjectPlaceholders(body.sent_email_type, body.subject)[0];
    if (unknown) {
      const kind = Object.hasOwn(retiredPlaceholders, unknown) ? 'retired' : 'unknown';
      throw problemError('subject', { kind, name: unknown });
    }
  }

  const extras = (body: MailTemplateBody) =>
    orderMailTypes.has(body.sent_email_type)
      ? {
          terms: body.terms?.trim() || null,
          sender: body.sender?.trim() || null,
          inquiryForm: body.inquiry_form?.trim() || null,
          privacyPolicy: body.privacy_policy?.trim() || null,
        }
      : { terms: null, sender: null, inquiryForm: null, privacyPolicy: null };

  return {
    rulesOf: (type: EmailTemplateType) => placeholderRules[type],
    hasOrderFields: (type: EmailTemplateType) => orderMailTypes.has(type),

    detail(ctx: CompanyContext, type: EmailTemplateType, lang: MailLanguage) {
      return current(ctx.company.id, type, lang);
    },

    async update(ctx: CompanyContext, body: MailTemplateBody): Promise<CompanyMailTemplate> {
      check(body);
      await repository.upsert({
        companyId: ctx.company.id,
        sentEmailType: body.sent_email_type,
        lang: body.lang,
        subject: body.subject,
        body: body.body,
        ...extras(body),
      });
      return current(ctx.company.id, body.sent_email_type, body.lang);
    },

    /** Back to the product's text (the company's row is removed). */
    async reset(
      ctx: CompanyContext,
      type: EmailTemplateType,
      lang: MailLanguage,
    ): Promise<CompanyMailTemplate> {
      await repository.delete(ctx.company.id, type, lang);
      return current(ctx.company.id, type, lang);
    },

    /** The text being edited, filled with sample data (checked like a save). */
    preview(ctx: CompanyContext, body: MailTemplateBody): RenderedMail {
      check(body);
      return fill(
        { subject: body.subject, body: body.body, ...extras(body) },
        { ...sampleValues[body.lang], company_name: ctx.company.name },
      );
    },

    /** The stored (or default) text filled with sample data, for a test send. */
    async sample(ctx: CompanyContext, type: EmailTemplateType, lang: MailLanguage) {
      const template = await current(ctx.company.id, type, lang);
      return fill(template, { ...sampleValues[lang], company_name: ctx.company.name });
    },

    /**
     * A mail of the company in `lang`: its own text of `type` or the default, with `values`
     * (snake_case placeholder names) filled in. `companyId` rather than a context: jobs call it.
     */
    async render(
      companyId: number,
      type: EmailTemplateType,
      lang: MailLanguage,
      values: Record<string, string>,
    ): Promise<RenderedMail> {
      return fill(await current(companyId, type, lang), values);
    },
  };
}

export type MailTemplateService = ReturnType<typeof createMailTemplateService>;
