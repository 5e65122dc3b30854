import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.js';
import { passwordResets, type PasswordResetRow } from './password-reset.tables.js';

/** The only place that queries password_resets; every call takes the company id of the host. */
export function createPasswordResetRepository(db: Executor) {
  return {
    async insert(values: {
      userId: number;
      companyId: number;
      tokenHash: string;
      expiresAt: Date;
      purpose?: 'reset' | 'set';
    }): Promise<PasswordResetRow> {
      const rows = await db.insert(passwordResets).values(values).returning();
      return rows[0]!;
    },

    async findByTokenHash(companyId: number, tokenHash: string): Promise<PasswordResetRow | null> {
      const rows = await db
        .select()
        .from(passwordResets)
        .where(
          and(eq(passwordResets.companyId, companyId), eq(passwordResets.tokenHash, tokenHash)),
        )
        .limit(1);
      return rows[0] ?? null;
    },

    /**
     * Marks the link used if it still is usable; false when another request used it first.
     * The condition in the UPDATE is what makes a link single-use under concurrency.
     */
    async consume(companyId: number, id: number): Promise<boolean> {
      const rows = await db
        .update(passwordResets)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(passwordResets.id, id),
            eq(passwordResets.companyId, companyId),
            isNull(passwordResets.usedAt),
            gt(passwordResets.expiresAt, sql`now()`),
          ),
        )
        .returning({ id: passwordResets.id });
      return rows.length > 0;
    },

    /** Forgets a user's unused links: a newer link or a new password replaces them. */
    async deleteOpenOfUser(companyId: number, userId: number): Promise<void> {
      await db
        .delete(passwordResets)
        .where(
          and(
            eq(passwordResets.companyId, companyId),
            eq(passwordResets.userId, userId),
            isNull(passwordResets.usedAt),
          ),
        );
    },

    /**
     * Removes the company's links expired for a day. Kept that long so a late click still hears
     * "expired" or "already used" rather than "unknown link".
     */
    async deleteLongExpired(companyId: number): Promise<void> {
      await db
        .delete(passwordResets)
        .where(
          and(
            eq(passwordResets.companyId, companyId),
            lt(passwordResets.expiresAt, sql`now() - interval '1 day'`),
          ),
        );
    },
  };
}

export type PasswordResetRepository = ReturnType<typeof createPasswordResetRepository>;
