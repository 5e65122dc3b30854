import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.js';
import { inScope, type TenantScope } from '../../platform/db/tenant-scope.js';
import { emailConfirmations, type EmailConfirmationRow } from './email-confirmation.tables.js';

/** The only place that queries email_confirmations; every call takes the scope of the host. */
export function createEmailConfirmationRepository(db: Executor) {
  return {
    async insert(values: typeof emailConfirmations.$inferInsert): Promise<void> {
      await db.insert(emailConfirmations).values(values);
    },

    async findByTokenHash(
      scope: TenantScope,
      tokenHash: string,
    ): Promise<EmailConfirmationRow | null> {
      const rows = await db
        .select()
        .from(emailConfirmations)
        .where(
          and(
            inScope(emailConfirmations.companyId, scope),
            eq(emailConfirmations.tokenHash, tokenHash),
          ),
        )
        .limit(1);
      return rows[0] ?? null;
    },

    /** Marks the link used if it still is usable; false when another request used it first. */
    async consume(scope: TenantScope, id: number): Promise<boolean> {
      const rows = await db
        .update(emailConfirmations)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(emailConfirmations.id, id),
            inScope(emailConfirmations.companyId, scope),
            isNull(emailConfirmations.usedAt),
            gt(emailConfirmations.expiresAt, sql`now()`),
          ),
        )
        .returning({ id: emailConfirmations.id });
      return rows.length > 0;
    },

    /** Forgets a user's links: a newer address replaces them. */
    async deleteOfUser(scope: TenantScope, userId: number): Promise<void> {
      await db
        .delete(emailConfirmations)
        .where(
          and(inScope(emailConfirmations.companyId, scope), eq(emailConfirmations.userId, userId)),
        );
    },
  };
}
