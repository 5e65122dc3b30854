import { and, count, desc, eq, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.js';
import { escapeLike } from '../../platform/db/escape-like.js';
import { users } from '../user/user.tables.js';
import { paymentOrders, type PaymentOrderRow } from './payment.tables.js';

export type NewPaymentOrder = typeof paymentOrders.$inferInsert;

/** What settles an order: its end state and what the gateway said. */
export interface OrderSettlement {
  status: 'SUCCESS' | 'FAILED' | 'SUPERSEDED';
  vResultCode: string | null;
  message: string | null;
  maskedCard?: string | null;
  registrationId?: number | null;
  at: Date;
}

export interface OrderFilter {
  userId?: number;
  status?: PaymentOrderRow['status'];
  search?: string;
  /** Orders made before this moment only (an export's snapshot). */
  createdBefore?: Date;
}

export interface ListedOrder {
  order: PaymentOrderRow;
  userName: string;
  userEmail: string | null;
}

/** Payment orders; every query of a reader's or an administrator's names the company. */
export function createPaymentOrderRepository(db: Executor) {
  function whereOf(companyId: number, filter: OrderFilter): SQL | undefined {
    const pattern = filter.search ? `%${escapeLike(filter.search)}%` : null;
    return and(
      eq(paymentOrders.companyId, companyId),
      filter.userId === undefined ? undefined : eq(paymentOrders.userId, filter.userId),
      // A superseded order was no payment: the 3-D Secure order after it is the reader's.
      filter.status === undefined
        ? inArray(paymentOrders.status, ['PENDING', 'SUCCESS', 'FAILED'])
        : eq(paymentOrders.status, filter.status),
      filter.createdBefore === undefined
        ? undefined
        : lt(paymentOrders.createdAt, filter.createdBefore),
      pattern
        ? or(
            ilike(paymentOrders.planName, pattern),
            ilike(paymentOrders.id, pattern),
            ilike(users.fullName, pattern),
            ilike(users.email, pattern),
            ilike(users.username, pattern),
          )
        : undefined,
    );
  }

  const listed = {
    order: paymentOrders,
    userName: sql<string>`coalesce(${users.fullName}, '')`,
    userEmail: users.email,
  };

  return {
    async insert(values: NewPaymentOrder): Promise<PaymentOrderRow> {
      const [row] = await db.insert(paymentOrders).values(values).returning();
      return row!;
    },

    /** Inserts unless the id exists (a renewal's rerun): null when it did. */
    async insertOnce(values: NewPaymentOrder): Promise<PaymentOrderRow | null> {
      const [row] = await db.insert(paymentOrders).values(values).onConflictDoNothing().returning();
      return row ?? null;
    },

    async find(companyId: number, id: string): Promise<PaymentOrderRow | null> {
      const rows = await db
        .select()
        .from(paymentOrders)
        .where(and(eq(paymentOrders.companyId, companyId), eq(paymentOrders.id, id)))
        .limit(1);
      return rows[0] ?? null;
    },

    async findByToken(companyId: number, tokenHash: string): Promise<PaymentOrderRow | null> {
      const rows = await db
        .select()
        .from(paymentOrders)
        .where(and(eq(paymentOrders.companyId, companyId), eq(paymentOrders.tokenHash, tokenHash)))
        .limit(1);
      return rows[0] ?? null;
    },

    /** The order, locked until the transaction ends: one settlement wins. */
    async lock(id: string): Promise<PaymentOrderRow | null> {
      const rows = await db
        .select()
        .from(paymentOrders)
        .where(eq(paymentOrders.id, id))
        .for('update')
        .limit(1);
      return rows[0] ?? null;
    },

    async update(id: string, values: Partial<PaymentOrderRow>): Promise<PaymentOrderRow> {
      const [row] = await db
        .update(paymentOrders)
        .set(values)
        .where(eq(paymentOrders.id, id))
        .returning();
      return row!;
    },

    /** Ends a PENDING order; an order already settled stays as it is (null). */
    async settle(id: string, settlement: OrderSettlement): Promise<PaymentOrderRow | null> {
      const [row] = await db
        .update(paymentOrders)
        .set({
          status: settlement.status,
          vResultCode: settlement.vResultCode,
          message: settlement.message,
          ...(settlement.maskedCard !== undefined && { maskedCard: settlement.maskedCard }),
          ...(settlement.registrationId !== undefined && {
            registrationId: settlement.registrationId,
          }),
          challengeHtml: null,
          settledAt: settlement.at,
          updatedAt: settlement.at,
        })
        .where(and(eq(paymentOrders.id, id), eq(paymentOrders.status, 'PENDING')))
        .returning();
      return row ?? null;
    },

    /** The reader's first order of a plan in flight, if any (one at most: a unique index). */
    async pendingFirst(userId: number, planId: number): Promise<PaymentOrderRow | null> {
      const rows = await db
        .select()
        .from(paymentOrders)
        .where(
          and(
            eq(paymentOrders.userId, userId),
            eq(paymentOrders.planId, planId),
            eq(paymentOrders.status, 'PENDING'),
            eq(paymentOrders.kind, 'FIRST'),
          ),
        )
        .limit(1);
      return rows[0] ?? null;
    },

    /** PENDING orders last touched before `before`, oldest first (the reconciliation job). */
    pending(
      before: Date,
      limit: number,
      kind?: PaymentOrderRow['kind'],
    ): Promise<PaymentOrderRow[]> {
      return db
        .select()
        .from(paymentOrders)
        .where(
          and(
            eq(paymentOrders.status, 'PENDING'),
            lt(paymentOrders.updatedAt, before),
            kind === undefined ? undefined : eq(paymentOrders.kind, kind),
          ),
        )
        .orderBy(paymentOrders.updatedAt)
        .limit(limit);
    },

    /** The history, newest first, with the reader's name and e-mail. */
    async page(
      companyId: number,
      filter: OrderFilter,
      page: number,
      size: number,
    ): Promise<{ rows: ListedOrder[]; total: number }> {
      const where = whereOf(companyId, filter);
      const [rows, counted] = await Promise.all([
        db
          .select(listed)
          .from(paymentOrders)
          .leftJoin(users, eq(users.id, paymentOrders.userId))
          .where(where)
          .orderBy(desc(paymentOrders.createdAt), desc(paymentOrders.id))
          .limit(size)
          .offset((page - 1) * size),
        db
          .select({ total: count() })
          .from(paymentOrders)
          .leftJoin(users, eq(users.id, paymentOrders.userId))
          .where(where),
      ]);
      return { rows, total: counted[0]?.total ?? 0 };
    },
  };
}

export type PaymentOrderRepository = ReturnType<typeof createPaymentOrderRepository>;
