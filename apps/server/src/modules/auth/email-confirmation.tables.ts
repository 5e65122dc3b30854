import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies } from '../company/company.tables.js';
import { users } from '../user/user.tables.js';

/**
 * One-time links that confirm a user's e-mail address (registration, e-mail change). Only the
 * SHA-256 of the token is kept; the link confirms exactly `email`, so a link mailed for an
 * earlier address cannot confirm a later one.
 */
export const emailConfirmations = pgTable(
  'email_confirmations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The link works only on this company's host; null for system administrators (admin host). */
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('email_confirmations_token_hash_unique').on(table.tokenHash),
    index('email_confirmations_user_idx').on(table.userId),
  ],
);

export type EmailConfirmationRow = typeof emailConfirmations.$inferSelect;
