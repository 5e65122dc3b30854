import { z } from 'zod';
import type { Mail } from '../../platform/mail/mailer.js';
import type { MailTemplateService } from '../mail-template/mail-template.service.js';
import { siteUrlOf } from '../user/account.mails.js';
import type { CompanyRow } from '../company/company.tables.js';

/** A renewal mail's job: which mail, to whom, about what. */
export const renewalMailSchema = z.object({
  type: z.enum(['CONFIRM_ORDER', 'RENEWAL_FAIL', 'NOTIFY_RENEWAL']),
  company_id: z.number().int().positive(),
  user_id: z.number().int().positive(),
  plan_name: z.string(),
  /** Integer yen, tax included. */
  price: z.number().int().min(0),
  /** NOTIFY_RENEWAL: when the renewal charge happens (ISO). */
  renewal_at: z.iso.datetime().optional(),
});

export type RenewalMailJob = z.infer<typeof renewalMailSchema>;

export type PaymentMailType = 'CONFIRM_ORDER' | 'RENEWAL_FAIL' | 'NOTIFY_RENEWAL';

export interface PaymentMailFacts {
  company: Pick<CompanyRow, 'id' | 'name' | 'domain'>;
  reader: { email: string | null; fullName: string; lang: 'ja' | 'en' };
  planName: string;
  /** Integer yen, tax included. */
  price: number;
  /** NOTIFY_RENEWAL: when the charge happens. */
  renewalAt?: Date;
}

const yen = new Intl.NumberFormat('en-US');

/** 2026/12/01, the date as the templates show it (UTC, as billing periods are computed). */
export function mailDateOf(at: Date): string {
  const [date] = at.toISOString().split('T');
  return date!.replaceAll('-', '/');
}

/**
 * A payment's mail to the reader (a first order's or a renewal's CONFIRM_ORDER, RENEWAL_FAIL,
 * NOTIFY_RENEWAL) in the reader's language: the company's own template of the type
 * (`/custom-sent-email`) or the product's default. Null when the reader has no address.
 */
export async function buildPaymentMail(
  templates: Pick<MailTemplateService, 'render'>,
  publicUrl: string,
  type: PaymentMailType,
  facts: PaymentMailFacts,
): Promise<Mail | null> {
  if (!facts.reader.email) return null;
  const rendered = await templates.render(facts.company.id, type, facts.reader.lang, {
    full_name: facts.reader.fullName,
    company_name: facts.company.name,
    site_url: siteUrlOf(publicUrl, facts.company.domain),
    plan_name: facts.planName,
    price: yen.format(facts.price),
    renewal_date: facts.renewalAt ? mailDateOf(facts.renewalAt) : '',
  });
  return { to: facts.reader.email, ...rendered };
}
