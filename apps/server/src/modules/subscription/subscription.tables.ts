import { sql } from 'drizzle-orm';
import {
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
import { users } from '../user/user.tables.js';

const discountKinds = ['PERCENT', 'AMOUNT'] as const;

/** A company's subscription plans (product.md §3 Subscription and payment); prices in yen without tax. */
export const subscriptionPlans = pgTable(
  'subscription_plans',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Storage key under the company's `subscription/` area; null: no image. */
    imageKey: text('image_key'),
    price: integer('price').notNull(),
    discountPrice: integer('discount_price'),
    duration: integer('duration').notNull(),
    /** 0 day, 1 month (30 days), 2 year. */
    durationType: integer('duration_type').notNull(),
    numberFreeTerm: integer('number_free_term').notNull().default(0),
    termType: text('term_type', { enum: ['BY_DAYS', 'BY_DATE', 'END_OF_MONTH'] })
      .notNull()
      .default('BY_DAYS'),
    subscriptionType: integer('subscription_type').notNull().default(1),
    discountType: text('discount_type', { enum: ['ORDINAL', 'NONE'] })
      .notNull()
      .default('NONE'),
    ordinal: integer('ordinal').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('subscription_plans_company_idx').on(table.companyId, table.ordinal)],
);
export type PlanRow = typeof subscriptionPlans.$inferSelect;

/** The content groups a plan unlocks: a content in one of them needs the plan (the gate). */
export const planContentGroups = pgTable(
  'subscription_plan_content_groups',
  {
    planId: integer('plan_id')
      .notNull()
      .references(() => subscriptionPlans.id, { onDelete: 'cascade' }),
    contentGroupId: integer('content_group_id')
      .notNull()
      .references(() => contentGroups.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.planId, table.contentGroupId] }),
    index('subscription_plan_content_groups_group_idx').on(table.contentGroupId),
  ],
);

/** The discount of a plan's n-th billing period (1 = the first paid one); 861 for an ordinal twice. */
export const discountOrdinals = pgTable(
  'discount_ordinals',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    planId: integer('plan_id')
      .notNull()
      .references(() => subscriptionPlans.id, { onDelete: 'cascade' }),
    ordinal: integer('ordinal').notNull(),
    discountKind: text('discount_kind', { enum: discountKinds }).notNull(),
    discountValue: integer('discount_value').notNull(),
  },
  (table) => [uniqueIndex('discount_ordinals_plan_ordinal_unique').on(table.planId, table.ordinal)],
);
export type DiscountOrdinalRow = typeof discountOrdinals.$inferSelect;

/** A company's coupons; the code is kept upper case and is unique per company. */
export const coupons = pgTable(
  'coupons',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    name: text('name').notNull(),
    /** The last day it may be used (midnight UTC of that day); null: never expires. */
    expiryDate: timestamp('expiry_date', { withTimezone: true }),
    numberOfUsages: integer('number_of_usages').notNull(),
    usedCount: integer('used_count').notNull().default(0),
    discountKind: text('discount_kind', { enum: discountKinds }).notNull(),
    discountValue: integer('discount_value').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('coupons_company_code_unique').on(table.companyId, table.code)],
);
export type CouponRow = typeof coupons.$inferSelect;

/**
 * A reader's registration of a plan, with the period running now. ACTIVE and CANCEL open the
 * plan's books until `expires_at`; the expiry job then makes them EXPIRED. One registration of a
 * plan per reader that is not EXPIRED (814).
 */
export const userPlans = pgTable(
  'user_subscription_plans',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** Null once the reader withdrew: the record stays for the company's books. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Null once the plan was deleted; its name stays in `plan_name`. */
    planId: integer('plan_id').references(() => subscriptionPlans.id, { onDelete: 'set null' }),
    planName: text('plan_name').notNull(),
    status: text('status', { enum: ['ACTIVE', 'INACTIVE', 'CANCEL', 'EXPIRED'] }).notNull(),
    /** The current period's total, tax included. */
    price: integer('price').notNull(),
    /** The billing period running now: 0 during free days, then 1, 2, … */
    period: integer('period').notNull(),
    numberFreeTerm: integer('number_free_term').notNull().default(0),
    firstPaymentAt: timestamp('first_payment_at', { withTimezone: true }),
    periodStartedAt: timestamp('period_started_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    nextBillingAt: timestamp('next_billing_at', { withTimezone: true }),
    couponId: integer('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    couponCode: text('coupon_code'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason', { enum: ['BY_USER', 'BY_ADMIN'] }),
    /** The period during which NOTIFY_RENEWAL was mailed: once per period (the renewal job). */
    notifiedPeriod: integer('notified_period'),
    /** Declined renewal charges of the next period so far; the retry schedule reads it. */
    renewalFailures: integer('renewal_failures').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('user_subscription_plans_user_idx').on(table.companyId, table.userId),
    index('user_subscription_plans_plan_idx').on(table.planId),
    index('user_subscription_plans_due_idx').on(table.status, table.expiresAt),
    // The renewal job's keyset walk over ACTIVE registrations due for a charge.
    index('user_subscription_plans_renewal_idx')
      .on(table.nextBillingAt, table.id)
      .where(sql`status = 'ACTIVE'`),
    uniqueIndex('user_subscription_plans_one_held')
      .on(table.userId, table.planId)
      .where(sql`status <> 'EXPIRED'`),
  ],
);
export type UserPlanRow = typeof userPlans.$inferSelect;
