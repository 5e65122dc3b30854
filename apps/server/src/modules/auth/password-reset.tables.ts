import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies } from '../company/company.tables.js';
import { users } from '../user/user.tables.js';

/**
 * One-time links of "forgot password". Only the SHA-256 of the token is kept, so a database
 * leak does not hand out working links; `used_at` makes each link single-use.
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The link works only on this company's host. */
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    /**
     * `reset`: "forgot password" (30 minutes, only while the company allows it); `set`: a link an
     * administrator had sent (new account without a password, or a reset by the administrator).
     */
    purpose: text('purpose', { enum: ['reset', 'set'] })
      .notNull()
      .default('reset'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('password_resets_token_hash_unique').on(table.tokenHash),
    index('password_resets_user_open_idx')
      .on(table.userId)
      .where(sql`${table.usedAt} is null`),
    index('password_resets_expires_idx').on(table.expiresAt),
  ],
);

export type PasswordResetRow = typeof passwordResets.$inferSelect;
