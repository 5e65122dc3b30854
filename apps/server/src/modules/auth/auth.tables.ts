import { integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Failed sign-ins per company, identity and client address, whether or not the account exists,
 * so the lockout answers the same for unknown accounts and does not reveal which ones are real.
 * The row with address '' counts the identity's failures from every address (the ceiling that
 * stops distributed guessing; docs/decisions-auth.md).
 */
export const loginThrottles = pgTable(
  'login_throttles',
  {
    companyId: integer('company_id').notNull().default(0),
    identity: text('identity').notNull(),
    address: text('address').notNull().default(''),
    failures: smallint('failures').notNull().default(0),
    firstFailureAt: timestamp('first_failure_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('login_throttles_key').on(table.companyId, table.identity, table.address),
  ],
);
