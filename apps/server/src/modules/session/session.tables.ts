import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies } from '../company/company.tables.js';
import { userGroups } from '../user-group/user-group.tables.js';
import { users } from '../user/user.tables.js';

/** A signed-in browser or client. Only the SHA-256 of the access token is kept. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Null for system administrators (admin host). */
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    /**
     * The user group the session reads under, fixed when it is issued: a group's session limit
     * counts the active sessions of all its members.
     */
    userGroupId: integer('user_group_id').references(() => userGroups.id, {
      onDelete: 'set null',
    }),
    loginType: text('login_type').notNull(),
    keepLogin: boolean('keep_login').notNull().default(false),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Last authenticated call, written at most once a minute (idle timeout, "my sessions"). */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokeReason: text('revoke_reason'),
  },
  (table) => [
    uniqueIndex('sessions_token_hash_unique').on(table.tokenHash),
    index('sessions_user_active_idx')
      .on(table.userId)
      .where(sql`${table.revokedAt} is null`),
    index('sessions_group_active_idx')
      .on(table.userGroupId)
      .where(sql`${table.revokedAt} is null`),
  ],
);

/** Sessions ended because a user went over the concurrent-session limit (admin list). */
export const exceededSessions = pgTable(
  'exceeded_sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endedSessionId: uuid('ended_session_id'),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('exceeded_sessions_company_idx').on(table.companyId, table.occurredAt)],
);

export type SessionRow = typeof sessions.$inferSelect;
export type ExceededSessionRow = typeof exceededSessions.$inferSelect;
