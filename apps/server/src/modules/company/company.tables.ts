import { SessionOverflow, sessionOverflowModes } from '@hondana/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const companies = pgTable(
  'companies',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    domain: text('domain').notNull(),
    maxContent: integer('max_content').notNull().default(1),
    maxUser: integer('max_user').notNull().default(1),
    accountType: text('account_type', { enum: ['USERNAME', 'EMAIL', 'OPEN_TYPE', 'ALL'] })
      .notNull()
      .default('ALL'),
    strictPassword: boolean('strict_password').notNull().default(false),
    allowForgotPassword: boolean('allow_forgot_password').notNull().default(true),
    allowLoginByIpAddress: boolean('allow_login_by_ip_address').notNull().default(false),
    allowChangePassword: boolean('allow_change_password').notNull().default(true),
    allowCancelAccount: boolean('allow_cancel_account').notNull().default(true),
    googleOption: text('google_option', { enum: ['NONE', 'LOGIN', 'LOGIN_REGISTER'] })
      .notNull()
      .default('NONE'),
    googleClientId: text('google_client_id'),
    /** Encrypted with APP_SECRET (platform/crypto). */
    googleClientSecret: text('google_client_secret'),
    googleAutoLoad: boolean('google_auto_load').notNull().default(false),
    titleOfEmailField: text('title_of_email_field'),
    titleOfPasswordField: text('title_of_password_field'),
    showSubscriptionStatus: boolean('show_subscription_status').notNull().default(false),
    showLinkRegisterUser: boolean('show_link_register_user').notNull().default(false),
    optionImportUser: integer('option_import_user').notNull().default(1),
    titlePage: text('title_page'),
    titlePageEn: text('title_page_en'),
    viewPage: integer('view_page').notNull().default(2),
    settingLogin: integer('setting_login').notNull().default(0),
    /** Length of a session in minutes; null keeps the default (keep_login decides). */
    sessionMinutes: integer('session_minutes'),
    /**
     * What a sign-in over the user group's concurrent-session limit does: end the oldest session
     * (and record it in exceeded_sessions) or refuse the new one with 750.
     */
    sessionOverflow: text('session_overflow', { enum: sessionOverflowModes })
      .notNull()
      .default(SessionOverflow.EndOldest),
    ipAddresses: text('ip_addresses')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Shown to a reader whose sign-in ended or was refused by a session limit; null = default text. */
    exceededSessionMessageJa: text('exceeded_session_message_ja'),
    exceededSessionMessageEn: text('exceeded_session_message_en'),
    logoKey: text('logo_key'),
    faviconKey: text('favicon_key'),
    emailSender: text('email_sender'),
    /** VeriTrans4G merchant account (issue 20); null until a system administrator sets it. */
    veritransMerchantCcid: text('veritrans_merchant_ccid'),
    /** Encrypted with APP_SECRET (platform/crypto), like the Google client secret. */
    veritransSecretKey: text('veritrans_secret_key'),
    veritransTokenApiKey: text('veritrans_token_api_key'),
    veritransTestMode: boolean('veritrans_test_mode').notNull().default(true),
    viewSettings: jsonb('view_settings').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('companies_domain_unique').on(sql`lower(${table.domain})`)],
);

export type CompanyRow = typeof companies.$inferSelect;
export type NewCompanyRow = typeof companies.$inferInsert;
