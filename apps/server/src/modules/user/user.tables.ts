import type { RoleLevel } from '@hondana/contract';
import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies } from '../company/company.tables.js';
import { contentGroups } from '../content-group/content-group.tables.js';
import { userGroups } from '../user-group/user-group.tables.js';

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Null only for system administrators, who belong to no company. */
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    roleLevel: smallint('role_level').$type<RoleLevel>().notNull(),
    email: text('email'),
    username: text('username'),
    fullName: text('full_name').notNull(),
    /** argon2id of the client's SHA-256 password hash; null for accounts that only sign in with Google. */
    passwordHash: text('password_hash'),
    lang: text('lang', { enum: ['ja', 'en'] })
      .notNull()
      .default('ja'),
    userGroupId: integer('user_group_id').references(() => userGroups.id, { onDelete: 'set null' }),
    accountStatus: smallint('account_status').notNull().default(0),
    googleSubject: text('google_subject'),
    /**
     * When the owner proved they read `email` (confirmation link, Google's verified address, or
     * an administrator created the account); null until then, and again after an e-mail change.
     * Google sign-in links only to confirmed addresses.
     */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    accessExpiresAt: timestamp('access_expires_at', { withTimezone: true }),
    param01: text('param01'),
    param02: text('param02'),
    param03: text('param03'),
    param04: text('param04'),
    param05: text('param05'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_company_email_unique')
      .on(table.companyId, sql`lower(${table.email})`)
      .where(sql`${table.companyId} is not null and ${table.email} is not null`),
    uniqueIndex('users_company_username_unique')
      .on(table.companyId, sql`lower(${table.username})`)
      .where(sql`${table.companyId} is not null and ${table.username} is not null`),
    uniqueIndex('users_system_admin_email_unique')
      .on(sql`lower(${table.email})`)
      .where(sql`${table.companyId} is null`),
    uniqueIndex('users_company_google_unique')
      .on(table.companyId, table.googleSubject)
      .where(sql`${table.googleSubject} is not null`),
    index('users_company_idx').on(table.companyId),
  ],
);

/**
 * Content groups a company administrator opened to one user besides those of their user group
 * (user add/update `content_group_ids`; the access rule reads it).
 */
export const userContentGroups = pgTable(
  'user_content_groups',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contentGroupId: integer('content_group_id')
      .notNull()
      .references(() => contentGroups.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.contentGroupId] }),
    index('user_content_groups_group_idx').on(table.contentGroupId),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
