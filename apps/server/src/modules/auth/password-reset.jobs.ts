import { AccountStatus } from '@hondana/contract';
import { z } from 'zod';
import { hashAccessToken, newAccessToken } from '../../platform/crypto/access-token.js';
import type { Database } from '../../platform/db/database.js';
import { systemContext } from '../../platform/http/request-context.js';
import { defineJob, type JobDefinition } from '../../platform/jobs/job-definition.js';
import type { Mailer } from '../../platform/mail/mailer.js';
import type { Clock } from '../../platform/clock/clock.js';
import type { CompanyService } from '../company/company.service.js';
import type { MailTemplateService } from '../mail-template/mail-template.service.js';
import { buildAccountMail, buildCompanyMail, siteUrlOf } from '../user/account.mails.js';
import { parseIdentity } from '../user/identity.parser.js';
import type { UserService } from '../user/user.service.js';
import { confirmationUrlOf, type EmailConfirmationService } from './email-confirmation.service.js';
import { createPasswordResetRepository } from './password-reset.repository.js';

/** How long a reset link works. */
export const PASSWORD_RESET_TTL_MINUTES = 30;

/** Path of the web page that reads `?token=` and asks for the new password. */
export const PASSWORD_RESET_PAGE = '/forget-password/reset';

export const PASSWORD_RESET_REQUEST_JOB = 'auth.password-reset.request';

/** How long a link an administrator had sent works (the person may read mail days later). */
export const SET_PASSWORD_TTL_DAYS = 7;

export const SET_PASSWORD_MAIL_JOB = 'auth.set-password.mail';

const setPasswordMailSchema = z.object({
  company_id: z.number().int().positive(),
  user_id: z.number().int().positive(),
  /** `new`: an account made without a password (REGISTER_USER); `reset`: the admin's reset. */
  kind: z.enum(['new', 'reset']),
});

export type SetPasswordMail = z.infer<typeof setPasswordMailSchema>;

const passwordResetRequestSchema = z.object({
  company_id: z.number().int().positive(),
  /** As typed: any input is accepted, so a refusal could not tell what exists. */
  identity: z.string().max(255),
  /** The language of the request (for the logs: the mail goes out in the account's language). */
  language: z.enum(['ja', 'en']),
});

export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

export interface AuthJobs {
  passwordResetRequest: JobDefinition<PasswordResetRequest>;
  setPasswordMail: JobDefinition<SetPasswordMail>;
}

/**
 * The jobs of the auth area. "Forgot password" only queues `auth.password-reset.request`, the
 * same single insert for every identity, so neither the answer nor its timing tells which
 * accounts exist; the lookup, the token and the mail happen here, in the background.
 */
/** What the auth jobs work with. */
export interface AuthJobDependencies {
  db: Database;
  companies: CompanyService;
  users: UserService;
  mailTemplates: MailTemplateService;
  /** The registration mail of an account an administrator made confirms its address too. */
  emailConfirmations: EmailConfirmationService;
  clock: Clock;
  /**
   * Sends at once (the mail transport, not the queued mailer): this job is itself queued and
   * retried, and a queued mail would keep the link with its token in a job row.
   */
  transport: Mailer;
  /** config.publicUrl: links in mails. */
  publicUrl: string;
}

export function defineAuthJobs(deps: AuthJobDependencies): AuthJobs {
  return {
    passwordResetRequest: defineJob({
      name: PASSWORD_RESET_REQUEST_JOB,
      schema: passwordResetRequestSchema,
      retryLimit: 3,
      handler: (request) => sendResetLink(deps, request),
    }),
    setPasswordMail: defineJob({
      name: SET_PASSWORD_MAIL_JOB,
      schema: setPasswordMailSchema,
      retryLimit: 3,
      handler: (request) => sendSetPasswordLink(deps, request),
    }),
  };
}

/** Stores a fresh link of `purpose` for the user (an older open link stops working). */
async function issueLink(
  { db, clock }: AuthJobDependencies,
  user: { id: number; companyId: number },
  purpose: 'reset' | 'set',
  ttlMs: number,
): Promise<string> {
  const token = newAccessToken();
  const repository = createPasswordResetRepository(db);
  await db.transaction(async () => {
    await repository.deleteOpenOfUser(user.companyId, user.id);
    await repository.insert({
      userId: user.id,
      companyId: user.companyId,
      tokenHash: hashAccessToken(token),
      purpose,
      expiresAt: new Date(clock.now().getTime() + ttlMs),
    });
  });
  return token;
}

/**
 * The set-password link an administrator's action sends: to a user made without a password
 * (the REGISTER_USER mail: the link is its `{{password_url}}`, beside the address's own
 * confirmation link) or after "reset password" on the user's page (the FORGOT_PASSWORD mail).
 * Never a password in clear.
 */
async function sendSetPasswordLink(
  deps: AuthJobDependencies,
  request: SetPasswordMail,
): Promise<void> {
  const { transport, users, mailTemplates } = deps;
  const company = await deps.companies.findById(request.company_id);
  if (!company) return;
  const ctx = systemContext(company);
  const user = await users.findById(ctx, request.user_id);
  if (!user?.email || user.accountStatus !== AccountStatus.Active) return;
  const token = await issueLink(
    deps,
    { id: user.id, companyId: company.id },
    'set',
    SET_PASSWORD_TTL_DAYS * 24 * 60 * 60 * 1000,
  );
  const siteUrl = siteUrlOf(deps.publicUrl, company.domain);
  const link = `${siteUrl}${PASSWORD_RESET_PAGE}?token=${encodeURIComponent(token)}`;
  const values = {
    fullName: user.fullName,
    username: user.username ?? user.email,
    companyName: company.name,
    siteUrl,
  };
  const mail =
    request.kind === 'new'
      ? await buildCompanyMail(mailTemplates, company.id, 'REGISTER_USER', user.lang, user.email, {
          ...values,
          passwordUrl: link,
          confirmUrl: confirmationUrlOf(siteUrl, await deps.emailConfirmations.issue(ctx, user)),
        })
      : await buildCompanyMail(
          mailTemplates,
          company.id,
          'FORGOT_PASSWORD',
          user.lang,
          user.email,
          {
            ...values,
            resetUrl: link,
          },
        );
  await transport.send(mail);
}

/**
 * Mails a one-time link when the identity (e-mail or username) names an active account with an
 * address in the company; a Google-only account is told how it signs in instead. A retry after a
 * failed mail replaces the link, so at most one link of a user works at a time.
 */
async function sendResetLink(
  deps: AuthJobDependencies,
  request: PasswordResetRequest,
): Promise<void> {
  const { db, transport, users, mailTemplates } = deps;
  // The company may have been removed, or have turned the feature off, since the request.
  const company = await deps.companies.findById(request.company_id);
  if (!company) return;
  await createPasswordResetRepository(db).deleteLongExpired(company.id);
  if (!company.allowForgotPassword) return;
  // The job works for the request it was queued by: on the company's site, before sign-in.
  const ctx = systemContext(company);
  const { value, column } = parseIdentity(company.accountType, request.identity, {
    skipValidation: true,
  });
  const user = value ? await users.findByIdentity(ctx, column, value) : null;
  if (!user?.email || user.accountStatus !== AccountStatus.Active) return;

  const siteUrl = siteUrlOf(deps.publicUrl, company.domain);
  const values = {
    fullName: user.fullName,
    username: user.username ?? user.email,
    companyName: company.name,
    siteUrl,
  };
  const language = user.lang;
  if (user.passwordHash === null && user.googleSubject !== null) {
    // Google-only accounts have no password to reset: tell them how they sign in.
    await transport.send(buildAccountMail('FORGOT_PASSWORD_GOOGLE', language, user.email, values));
    return;
  }
  const token = await issueLink(
    deps,
    { id: user.id, companyId: company.id },
    'reset',
    PASSWORD_RESET_TTL_MINUTES * 60 * 1000,
  );
  // After the commit, straight to the transport: the token exists only in this mail.
  const resetUrl = `${siteUrl}${PASSWORD_RESET_PAGE}?token=${encodeURIComponent(token)}`;
  await transport.send(
    await buildCompanyMail(mailTemplates, company.id, 'FORGOT_PASSWORD', language, user.email, {
      ...values,
      resetUrl,
    }),
  );
}
