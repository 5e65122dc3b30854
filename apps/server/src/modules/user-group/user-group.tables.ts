import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies } from '../company/company.tables.js';
import { contentGroups } from '../content-group/content-group.tables.js';

export const userGroups = pgTable(
  'user_groups',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** English variant of the name, shown to administrators who read English. */
    nameEn: text('name_en'),
    maxUser: integer('max_user').notNull().default(1),
    /** Concurrent sessions allowed per member; 0 means no limit. */
    sessionLimit: integer('session_limit').notNull().default(0),
    /** CIDR ranges whose visitors sign in as this group (IP login). */
    ipAddresses: text('ip_addresses')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Days of access after a member is created; null means no expiry. */
    expiryPeriodDays: integer('expiry_period_days'),
    isDefault: boolean('is_default').notNull().default(false),
    /** Free number the company's own staff systems use (product.md §3 User group staffRoleId). */
    staffRoleId: integer('staff_role_id'),
    /**
     * Group login (ID and password): whoever knows them signs in as the group's GROUP_USER
     * account. Both set or both null; never together with IP ranges (416).
     */
    loginUsername: text('login_username'),
    /** argon2id of the client's SHA-256 of the group password. */
    passwordHash: text('password_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('user_groups_company_idx').on(table.companyId),
    // 407: one name per company, compared case-insensitively.
    uniqueIndex('user_groups_company_name_unique').on(table.companyId, sql`lower(${table.name})`),
    uniqueIndex('user_groups_company_login_unique')
      .on(table.companyId, sql`lower(${table.loginUsername})`)
      .where(sql`${table.loginUsername} is not null`),
  ],
);

export type UserGroupRow = typeof userGroups.$inferSelect;
export type NewUserGroupRow = typeof userGroups.$inferInsert;

/** The content groups whose books members of a user group may open (the access rule). */
export const userGroupContentGroups = pgTable(
  'user_group_content_groups',
  {
    userGroupId: integer('user_group_id')
      .notNull()
      .references(() => userGroups.id, { onDelete: 'cascade' }),
    contentGroupId: integer('content_group_id')
      .notNull()
      .references(() => contentGroups.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.userGroupId, table.contentGroupId] }),
    index('user_group_content_groups_group_idx').on(table.contentGroupId),
  ],
);
