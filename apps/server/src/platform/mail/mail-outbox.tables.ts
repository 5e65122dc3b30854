import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Mails kept instead of sent when SMTP_URL is unset (development and trials). */
export const mailOutbox = pgTable('mail_outbox', {
  id: uuid('id').primaryKey().defaultRandom(),
  toAddress: text('to_address').notNull(),
  subject: text('subject').notNull(),
  textBody: text('text_body').notNull(),
  htmlBody: text('html_body'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
