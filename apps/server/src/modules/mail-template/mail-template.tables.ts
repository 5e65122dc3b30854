import type { EmailTemplateType } from '@hondana/contract';
import { pgTable, primaryKey, text, integer, timestamp } from 'drizzle-orm/pg-core';
import { companies } from '../company/company.tables.js';

/**
 * A company's own text of one mail type in one language (`/custom-sent-email`). No row means the
 * product's default text; "reset" deletes the row.
 */
export const emailTemplates = pgTable(
  'email_templates',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    sentEmailType: text('sent_email_type').$type<EmailTemplateType>().notNull(),
    lang: text('lang', { enum: ['ja', 'en'] }).notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    /** Order-confirmation, renewal-failure and renewal-notice mails only. */
    terms: text('terms'),
    sender: text('sender'),
    inquiryForm: text('inquiry_form'),
    privacyPolicy: text('privacy_policy'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.sentEmailType, table.lang] })],
);

export type EmailTemplateRow = typeof emailTemplates.$inferSelect;
