import { z } from 'zod';
import { systemContext } from '../../platform/http/request-context.js';
import { defineJob, type JobDefinition } from '../../platform/jobs/job-definition.js';
import type { Mailer } from '../../platform/mail/mailer.js';
import type { CompanyService } from '../company/company.service.js';
import type { MailTemplateService } from '../mail-template/mail-template.service.js';
import { buildAccountMail, buildCompanyMail } from '../user/account.mails.js';
import type { UserService } from '../user/user.service.js';
import { confirmationUrlOf, type EmailConfirmationService } from './email-confirmation.service.js';

export const CONFIRMATION_MAIL_JOB = 'auth.email-confirmation.mail';

const confirmationMailSchema = z.object({
  /** `register`: the REGISTER_USER mail of a new reader; `change`: CONFIRM_EMAIL after a change. */
  kind: z.enum(['register', 'change']),
  /** null on the system administrators' site. */
  company_id: z.number().int().positive().nullable(),
  user_id: z.number().int().positive(),
  site_url: z.string().max(2000),
  site_name: z.string().max(255),
  language: z.enum(['ja', 'en']),
  /** The sign-in name the mail shows (the one typed at registration). */
  username: z.string().max(255),
});

export type ConfirmationMail = z.infer<typeof confirmationMailSchema>;

export interface ConfirmationMailDependencies {
  companies: CompanyService;
  users: UserService;
  mailTemplates: MailTemplateService;
  emailConfirmations: EmailConfirmationService;
  /** Sends at once: the link is made here and lives only in the mail, never in a job row. */
  transport: Mailer;
}

/**
 * The mail with an address's confirmation link. The request queues only who and where; the job
 * makes the link and hands the mail straight to the transport, as password resets do, so no
 * token is stored in the job tables. A retry makes a new link (the older one stops working).
 */
export function defineConfirmationMailJob(
  deps: ConfirmationMailDependencies,
): JobDefinition<ConfirmationMail> {
  return defineJob({
    name: CONFIRMATION_MAIL_JOB,
    schema: confirmationMailSchema,
    retryLimit: 3,
    handler: (request) => sendConfirmationMail(deps, request),
  });
}

async function sendConfirmationMail(
  deps: ConfirmationMailDependencies,
  request: ConfirmationMail,
): Promise<void> {
  const company =
    request.company_id === null ? null : await deps.companies.findById(request.company_id);
  if (request.company_id !== null && !company) return;
  const ctx = systemContext(company);
  const user = await deps.users.findById(ctx, request.user_id);
  // The address may have changed again or gone since the request: nothing to confirm then.
  if (!user?.email || user.emailVerifiedAt) return;
  const token = await deps.emailConfirmations.issue(ctx, user);
  const values = {
    fullName: user.fullName,
    username: request.username,
    companyName: request.site_name,
    siteUrl: request.site_url,
    confirmUrl: confirmationUrlOf(request.site_url, token),
  };
  const mail =
    request.kind === 'register' && company
      ? await buildCompanyMail(
          deps.mailTemplates,
          company.id,
          'REGISTER_USER',
          request.language,
          user.email,
          values,
        )
      : buildAccountMail('CONFIRM_EMAIL', user.lang, user.email, values);
  await deps.transport.send(mail);
}
