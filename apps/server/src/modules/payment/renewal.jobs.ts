import { z } from 'zod';
import type { Database } from '../../platform/db/database.js';
import { defineJob, type JobDefinition } from '../../platform/jobs/job-definition.js';
import type { Mailer } from '../../platform/mail/mailer.js';
import type { CompanyService } from '../company/company.service.js';
import type { MailTemplateService } from '../mail-template/mail-template.service.js';
import { buildPaymentMail, renewalMailSchema, type RenewalMailJob } from './payment.mails.js';
import { createRenewalRepository } from './renewal.repository.js';
import type { RenewalService } from './renewal.service.js';

export const RENEWAL_JOB = 'payment.renew';
export const RENEWAL_MAIL_JOB = 'payment.renewal-mail';

/**
 * A renewal's mail, queued in the transaction that settled the renewal (so it goes out only if
 * that committed) and rendered here, in the reader's language, with the company's template.
 */
export function defineRenewalMail(deps: {
  db: Database;
  transport: Mailer;
  companies: Pick<CompanyService, 'findById'>;
  mailTemplates: Pick<MailTemplateService, 'render'>;
  publicUrl: string;
}): JobDefinition<RenewalMailJob> {
  const renewals = createRenewalRepository(deps.db);
  return defineJob({
    name: RENEWAL_MAIL_JOB,
    schema: renewalMailSchema,
    retryLimit: 5,
    handler: async (data) => {
      const company = await deps.companies.findById(data.company_id);
      const reader = await renewals.reader(data.company_id, data.user_id);
      if (!company || !reader) return;
      const mail = await buildPaymentMail(deps.mailTemplates, deps.publicUrl, data.type, {
        company,
        reader,
        planName: data.plan_name,
        price: data.price,
        renewalAt: data.renewal_at ? new Date(data.renewal_at) : undefined,
      });
      if (mail) await deps.transport.send(mail);
    },
  });
}

/**
 * Every minute: NOTIFY_RENEWAL to readers whose paid renewal is near, then the charges of the
 * registrations due (docs/subscriptions.md "Renewals"). A run that fails is simply the next
 * minute's: every step is safe to repeat.
 */
export function defineRenewals(renewals: RenewalService): JobDefinition<Record<string, never>> {
  return defineJob({
    name: RENEWAL_JOB,
    schema: z.object({}).strict() as z.ZodType<Record<string, never>>,
    cron: '* * * * *',
    retryLimit: 0,
    handler: async () => {
      await renewals.notifyUpcoming();
      await renewals.renewDue();
    },
  });
}
