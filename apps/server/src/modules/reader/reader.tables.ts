import { index, integer, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from '../company/company.tables.js';
import { contentGroups } from '../content-group/content-group.tables.js';
import { contents } from '../content/content.tables.js';
import { users } from '../user/user.tables.js';

/**
 * A short-lived right to read one book's bytes (`GET files/{token_id}`). Only the SHA-256 of the
 * token is kept; it is bound to the company, the content, and the reader's session or, for a
 * visitor, to a random visitor cookie.
 */
export const viewerTokens = pgTable(
  'viewer_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    contentId: text('content_id')
      .notNull()
      .references(() => contents.id, { onDelete: 'cascade' }),
    contentGroupId: integer('content_group_id').references(() => contentGroups.id, {
      onDelete: 'cascade',
    }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The session the token was issued to (readers); null for visitors. */
    sessionId: uuid('session_id'),
    /** SHA-256 of the visitor cookie the token was issued to (visitors). */
    visitorHash: text('visitor_hash'),
    /**
     * SHA-256 of the direct-view link the token was issued from; the bytes stop when the
     * administrator renews the link (the content's view token then no longer matches).
     */
    viewLinkHash: text('view_link_hash'),
    /** Print permission in force for this opening (content and group combined). */
    printMode: smallint('print_mode').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('viewer_tokens_expiry_idx').on(table.expiresAt)],
);

/** A company's watermark (`GET/PUT watermark`, reset); one row per company, defaults when absent. */
export const watermarks = pgTable('watermarks', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  /** Text drawn over every page; `{name}`, `{id}` and `{date}` are the reader's and today's. */
  watermarkContent: text('watermark_content').notNull(),
  fontSize: integer('font_size').notNull(),
  color: text('color').notNull(),
  /** 0 to 100. */
  opacity: integer('opacity').notNull(),
  position: text('position', {
    enum: ['top-left', 'top-right', 'center', 'bottom-left', 'bottom-right', 'diagonal', 'tile'],
  }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
