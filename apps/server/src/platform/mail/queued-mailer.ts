import { z } from 'zod';
import { defineJob, type JobDefinition } from '../jobs/job-definition.js';
import type { JobQueue } from '../jobs/job-queue.js';
import type { Mail, Mailer } from './mailer.js';

const mailSchema = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().optional(),
});

/** The job that hands one mail to the transport (SMTP or the outbox); retried on failure. */
export function defineMailDelivery(transport: Mailer): JobDefinition<Mail> {
  return defineJob<Mail>({
    name: 'mail.deliver',
    schema: mailSchema,
    handler: (mail) => transport.send(mail),
    retryLimit: 5,
  });
}

/**
 * What the application sends mail through: the mail is queued in the database, so a request
 * answers at once and a mail survives an SMTP outage or a killed process.
 */
export function createQueuedMailer(jobs: JobQueue, delivery: JobDefinition<Mail>): Mailer {
  return {
    async send(mail) {
      await jobs.send(delivery, mail);
    },
    async close() {},
  };
}
