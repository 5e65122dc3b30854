import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { assertValidMail, type Mailer } from './mailer.js';

export interface SmtpMailerOptions {
  /** `smtp://user:pass@host:port` or `smtps://…`; it holds a password, so it is never logged. */
  smtpUrl: string;
  /** The From header, e.g. `Hondana <no-reply@example.com>`. */
  from: string;
  logger: FastifyBaseLogger;
}

/** Sends mail through the SMTP server named by SMTP_URL. */
export function createSmtpMailer(opts: SmtpMailerOptions): Mailer {
  const url = parseSmtpUrl(opts.smtpUrl);
  if (!opts.from) throw new Error('SMTP mailer needs a From address');
  const transport = nodemailer.createTransport(url.href);
  const server = `${url.hostname}:${url.port || (url.protocol === 'smtps:' ? 465 : 587)}`;

  return {
    async send(mail) {
      assertValidMail(mail);
      try {
        const info = await transport.sendMail({
          from: opts.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
        });
        opts.logger.info(
          { to: mail.to, subject: mail.subject, messageId: info.messageId },
          'mail sent',
        );
      } catch (error) {
        // nodemailer errors name the server, not the credentials; still, log only what helps.
        opts.logger.error(
          { to: mail.to, subject: mail.subject, server, err: error },
          'mail could not be sent',
        );
        throw error;
      }
    },
    async close() {
      transport.close();
    },
  };
}

function parseSmtpUrl(smtpUrl: string): URL {
  let url: URL;
  try {
    url = new URL(smtpUrl);
  } catch {
    throw new Error('SMTP_URL must be a URL like smtp://user:pass@host:587');
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') {
    throw new Error(`SMTP_URL must start with smtp:// or smtps://, got ${url.protocol}//`);
  }
  if (!url.hostname) throw new Error('SMTP_URL must name a host');
  return url;
}
