import { and, asc, eq, gt, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Executor } from '../../platform/db/database.js';
import { userPlans, type UserPlanRow } from '../subscription/subscription.tables.js';
import { users } from '../user/user.tables.js';
import { paymentAccounts, paymentOrders, type PaymentOrderRow } from './payment.tables.js';

/** A registration the renewal job looks at, with what it needs of the reader in the same read. */
export interface RenewalCandidate {
  registration: UserPlanRow;
  reader: { email: string | null; fullName: string; lang: 'ja' | 'en' } | null;
  /** The reader's gateway account and card on file, when any. */
  accountId: string | null;
  cardId: string | null;
}

/** Keyset position: rows after it in (next_billing_at, id) order. */
export interface RenewalCursor {
  nextBillingAt: Date;
  id: number;
}

const candidateColumns = {
  registration: userPlans,
  email: users.email,
  fullName: users.fullName,
  lang: users.lang,
  accountId: paymentAccounts.accountId,
  cardId: paymentAccounts.cardId,
};

type CandidateRow = {
  registration: UserPlanRow;
  email: string | null;
  fullName: string | null;
  lang: 'ja' | 'en' | null;
  accountId: string | null;
  cardId: string | null;
};

const candidateOf = (row: CandidateRow): RenewalCandidate => ({
  registration: row.registration,
  reader:
    row.fullName === null ? null : { email: row.email, fullName: row.fullName, lang: row.lang! },
  accountId: row.accountId,
  cardId: row.cardId,
});

/**
 * The renewal job's reads and writes of readers' registrations. Pages are keyset pages (never
 * every due row at once), each row read with its reader and card on file in one query.
 */
export function createRenewalRepository(db: Executor) {
  function withReader() {
    return db
      .select(candidateColumns)
      .from(userPlans)
      .leftJoin(users, eq(users.id, userPlans.userId))
      .leftJoin(
        paymentAccounts,
        and(
          eq(paymentAccounts.userId, userPlans.userId),
          eq(paymentAccounts.companyId, userPlans.companyId),
        ),
      );
  }

  return {
    /**
     * ACTIVE registrations whose period ended by `now` and whose next charge (the first try or a
     * retry) is due, in (next_billing_at, id) order after `after`.
     */
    async due(now: Date, after: RenewalCursor | null, limit: number): Promise<RenewalCandidate[]> {
      const rows = await withReader()
        .where(
          and(
            eq(userPlans.status, 'ACTIVE'),
            lte(userPlans.nextBillingAt, now),
            lte(userPlans.expiresAt, now),
            after
              ? sql`(${userPlans.nextBillingAt}, ${userPlans.id}) > (${after.nextBillingAt.toISOString()}::timestamptz, ${after.id})`
              : undefined,
          ),
        )
        .orderBy(asc(userPlans.nextBillingAt), asc(userPlans.id))
        .limit(limit);
      return rows.map(candidateOf);
    },

    /** ACTIVE registrations ending within (now, until] whose reader was not told this period. */
    async toNotify(now: Date, until: Date, afterId: number, limit: number) {
      const rows = await withReader()
        .where(
          and(
            eq(userPlans.status, 'ACTIVE'),
            gt(userPlans.expiresAt, now),
            lte(userPlans.expiresAt, until),
            gt(userPlans.id, afterId),
            or(isNull(userPlans.notifiedPeriod), ne(userPlans.notifiedPeriod, userPlans.period)),
          ),
        )
        .orderBy(asc(userPlans.id))
        .limit(limit);
      return rows.map(candidateOf);
    },

    /** Marks the period as notified; false when another run did it first. */
    async markNotified(id: number, period: number): Promise<boolean> {
      const rows = await db
        .update(userPlans)
        .set({ notifiedPeriod: period })
        .where(
          and(
            eq(userPlans.id, id),
            eq(userPlans.period, period),
            or(isNull(userPlans.notifiedPeriod), ne(userPlans.notifiedPeriod, period)),
          ),
        )
        .returning({ id: userPlans.id });
      return rows.length > 0;
    },

    /**
     * Changes the registration only while it is still in `period` and in one of `statuses`
     * (ACTIVE, or also CANCEL for a charge that went through while the reader cancelled): a
     * second settlement of the same charge changes nothing.
     */
    async updateInPeriod(
      id: number,
      period: number,
      values: PgUpdateSetSource<typeof userPlans>,
      statuses: UserPlanRow['status'][] = ['ACTIVE'],
    ): Promise<UserPlanRow | null> {
      const [row] = await db
        .update(userPlans)
        .set(values)
        .where(
          and(
            eq(userPlans.id, id),
            eq(userPlans.period, period),
            inArray(userPlans.status, statuses),
          ),
        )
        .returning();
      return row ?? null;
    },

    /**
     * A page's renewal orders, PENDING, in one statement (the paymentOrders repository's
     * insertOnce for many): an id that exists (a rerun) is not inserted again; answers every
     * order of the ids, new or found.
     */
    async insertOrdersOnce(
      values: (typeof paymentOrders.$inferInsert)[],
    ): Promise<PaymentOrderRow[]> {
      if (values.length === 0) return [];
      const inserted = await db
        .insert(paymentOrders)
        .values(values)
        .onConflictDoNothing()
        .returning();
      if (inserted.length === values.length) return inserted;
      const made = new Set(inserted.map((order) => order.id));
      const existing = values.map((order) => order.id).filter((id) => !made.has(id));
      const found = await db
        .select()
        .from(paymentOrders)
        .where(inArray(paymentOrders.id, existing));
      return [...inserted, ...found];
    },

    /** The reader a renewal mail goes to (null once withdrawn). */
    async reader(companyId: number, userId: number) {
      const rows = await db
        .select({ email: users.email, fullName: users.fullName, lang: users.lang })
        .from(users)
        .where(and(eq(users.id, userId), eq(users.companyId, companyId)))
        .limit(1);
      return rows[0] ?? null;
    },
  };
}

export type RenewalRepository = ReturnType<typeof createRenewalRepository>;
