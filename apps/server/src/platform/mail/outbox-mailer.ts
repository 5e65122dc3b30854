import type { FastifyBaseLogger } from 'fastify';
import { assertValidMail, type Mail, type Mailer } from './mailer.js';

export interface OutboxMailerOptions {
  /** Stores the mail (the mail_outbox table in the app); the mailer stays free of the database. */
  saveToOutbox: (mail: Mail) => Promise<void>;
  logger: FastifyBaseLogger;
}

/**
 * Used when SMTP_URL is unset: mails are kept in the outbox table so a trial install works
 * without a mail server. The log names recipient and subject only, because bodies carry
 * one-time links (password resets, invitations).
 */
export function createOutboxMailer(opts: OutboxMailerOptions): Mailer {
  return {
    async send(mail) {
      assertValidMail(mail);
      await opts.saveToOutbox(mail);
      opts.logger.info(
        { to: mail.to, subject: mail.subject },
        'mail kept in outbox (SMTP_URL is not set)',
      );
    },
    async close() {},
  };
}
