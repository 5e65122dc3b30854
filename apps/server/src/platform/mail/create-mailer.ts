import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database.js';
import { mailOutbox } from './mail-outbox.tables.js';
import type { Mailer } from './mailer.js';
import { createOutboxMailer } from './outbox-mailer.js';
import { createSmtpMailer } from './smtp-mailer.js';

/** SMTP when SMTP_URL is set; otherwise mails are kept in the outbox table (and logged). */
export function createMailerFor(
  config: { smtpUrl: string | undefined; mailFrom: string },
  db: Database,
  logger: FastifyBaseLogger,
): Mailer {
  if (config.smtpUrl)
    return createSmtpMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, logger });
  return createOutboxMailer({
    logger,
    saveToOutbox: async (mail) => {
      await db.insert(mailOutbox).values({
        toAddress: mail.to,
        subject: mail.subject,
        textBody: mail.text,
        htmlBody: mail.html ?? null,
      });
    },
  });
}
