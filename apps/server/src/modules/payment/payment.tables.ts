import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies } from '../company/company.tables.js';
import { coupons, subscriptionPlans, userPlans } from '../subscription/subscription.tables.js';
import { users } from '../user/user.tables.js';

/**
 * Every card payment, written PENDING before the gateway is called and SUCCESS or FAILED after,
 * so a crash in between leaves a row the reconciliation job finishes (docs/payments.md). The id
 * is the gateway's orderId: a repeat of it charges once. Never a card number or security code.
 */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    /** Ours and the gateway's: `o-<uuid>` for a reader's order, `r-<registration>-<period>-<try>` for a renewal. */
    id: text('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** Null once the reader withdrew: the payment stays in the company's books. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    planId: integer('plan_id').references(() => subscriptionPlans.id, { onDelete: 'set null' }),
    planName: text('plan_name').notNull(),
    /** The registration it paid for (a renewal from the start; a first order once registered). */
    registrationId: integer('registration_id').references(() => userPlans.id, {
      onDelete: 'set null',
    }),
    kind: text('kind', { enum: ['FIRST', 'RENEWAL'] }).notNull(),
    /**
     * SUPERSEDED: refused only because the card asks for 3-D Secure, and paid (or not) by the
     * 3-D Secure order that follows it: nothing was charged, and no history shows it.
     */
    status: text('status', { enum: ['PENDING', 'SUCCESS', 'FAILED', 'SUPERSEDED'] }).notNull(),
    /** The billing period paid for (1 = the first paid one). */
    period: integer('period').notNull(),
    /** Renewals: 1 for the charge at the period's end, then one more per retry. */
    attempt: integer('attempt').notNull().default(1),
    /** Integer yen, tax included: what the gateway was asked for. */
    amount: integer('amount').notNull(),
    subtotal: integer('subtotal').notNull(),
    tax: integer('tax').notNull(),
    couponId: integer('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    couponCode: text('coupon_code'),
    /** Free days granted with a first order (the registration starts with them). */
    freeDays: integer('free_days').notNull().default(0),
    threeDSecure: boolean('three_d_secure').notNull().default(false),
    /**
     * SHA-256 of the one-time card token: the same token (a double click, a retry) finds the
     * same order. The token itself is never stored.
     */
    tokenHash: text('token_hash'),
    /** The gateway's challenge page when it answers HTML instead of a URL; cleared once served. */
    challengeHtml: text('challenge_html'),
    /** At most the first 6 and last 4 digits. */
    maskedCard: text('masked_card'),
    vResultCode: text('v_result_code'),
    message: text('message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    index('payment_orders_company_idx').on(table.companyId, table.createdAt),
    index('payment_orders_user_idx').on(table.userId, table.createdAt),
    index('payment_orders_pending_idx')
      .on(table.updatedAt)
      .where(sql`status = 'PENDING'`),
    uniqueIndex('payment_orders_token_unique').on(table.companyId, table.tokenHash),
    // One reader's first order of a plan in flight at a time: a second tab answers 859.
    uniqueIndex('payment_orders_one_pending_first')
      .on(table.userId, table.planId)
      .where(sql`status = 'PENDING' and kind = 'FIRST'`),
  ],
);
export type PaymentOrderRow = typeof paymentOrders.$inferSelect;

/** A reader's account at the company's gateway and the card on file there (masked). */
export const paymentAccounts = pgTable(
  'payment_accounts',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** Our id of the reader at the gateway (`u-<company>-<user>`). */
    accountId: text('account_id').notNull(),
    cardId: text('card_id'),
    maskedCard: text('masked_card'),
    /** MM/YY. */
    cardExpire: text('card_expire'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex('payment_accounts_account_unique').on(table.companyId, table.accountId)],
);
export type PaymentAccountRow = typeof paymentAccounts.$inferSelect;
