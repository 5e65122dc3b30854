import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.js';
import { paymentAccounts, type PaymentAccountRow } from './payment.tables.js';

/** Our id of a reader's account at the company's gateway: stable, and nothing personal in it. */
export const gatewayAccountIdOf = (companyId: number, userId: number) => `u${companyId}-${userId}`;

/** Readers' gateway accounts and the masked card on file; every query names the company. */
export function createPaymentAccountRepository(db: Executor) {
  return {
    async find(companyId: number, userId: number): Promise<PaymentAccountRow | null> {
      const rows = await db
        .select()
        .from(paymentAccounts)
        .where(and(eq(paymentAccounts.companyId, companyId), eq(paymentAccounts.userId, userId)))
        .limit(1);
      return rows[0] ?? null;
    },

    /** Records the card the gateway now holds for the reader (a first card or a replacement). */
    async remember(values: typeof paymentAccounts.$inferInsert): Promise<PaymentAccountRow> {
      const { userId: _user, companyId: _company, ...changes } = values;
      const [row] = await db
        .insert(paymentAccounts)
        .values(values)
        .onConflictDoUpdate({ target: paymentAccounts.userId, set: changes })
        .returning();
      return row!;
    },
  };
}

export type PaymentAccountRepository = ReturnType<typeof createPaymentAccountRepository>;
