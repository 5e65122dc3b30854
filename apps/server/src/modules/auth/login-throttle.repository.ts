import { ErrorCode } from '@hondana/contract';
import { and, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/app-error.js';
import { loginThrottles } from './auth.tables.js';

/** Lockout thresholds (docs/decisions-auth.md): 10 failures within 15 minutes lock for 30. */
export const loginLockout = {
  maxFailures: 10,
  windowMinutes: 15,
  lockMinutes: 30,
} as const;

/** login_throttles keys system administrators (no company) under company 0. */
const ADMIN_HOST_COMPANY_KEY = 0;

export interface ThrottleKey {
  companyId: number | null;
  identity: string;
}

/** Identities compare case-insensitively, as the unique indexes on users do. */
function normaliseKey(key: ThrottleKey) {
  return {
    companyId: key.companyId ?? ADMIN_HOST_COMPANY_KEY,
    identity: key.identity.trim().toLowerCase(),
  };
}

/**
 * The only place that queries login_throttles: failed sign-ins per (company, identity), the
 * company id in every key (null: the admin site). Kept whether or not an account exists, so a
 * locked unknown identity looks exactly like a locked real one.
 */
export function createLoginThrottleRepository(db: Executor) {
  function whereKey(key: ThrottleKey) {
    const { companyId, identity } = normaliseKey(key);
    return and(eq(loginThrottles.companyId, companyId), eq(loginThrottles.identity, identity));
  }

  const window = sql.raw(`interval '${loginLockout.windowMinutes} minutes'`);
  const lock = sql.raw(`interval '${loginLockout.lockMinutes} minutes'`);

  return {
    /**
     * Counts the attempt BEFORE the password is verified, in one upsert, so a parallel burst cannot
     * get more than `maxFailures` verifications past the count. Throws 425 while the identity is
     * locked and to every attempt beyond the maximum (which also sets the lock).
     * An attempt outside the window, or after a lock ran out, starts a new count.
     */
    async countAttempt(key: ThrottleKey): Promise<void> {
      const { companyId, identity } = normaliseKey(key);
      const isLocked = sql`(${loginThrottles.lockedUntil} is not null and ${loginThrottles.lockedUntil} > now())`;
      const isCounting = sql`(${loginThrottles.firstFailureAt} > now() - ${window} and ${loginThrottles.lockedUntil} is null)`;
      const nextFailures = sql`(case when ${isLocked} then ${loginThrottles.failures} when ${isCounting} then ${loginThrottles.failures} + 1 else 1 end)`;
      const rows = await db
        .insert(loginThrottles)
        .values({ companyId, identity, failures: 1, firstFailureAt: sql`now()` })
        .onConflictDoUpdate({
          target: [loginThrottles.companyId, loginThrottles.identity],
          set: {
            failures: nextFailures,
            firstFailureAt: sql`(case when ${isLocked} or ${isCounting} then ${loginThrottles.firstFailureAt} else now() end)`,
            lockedUntil: sql`(case when ${isLocked} then ${loginThrottles.lockedUntil} when ${nextFailures} > ${loginLockout.maxFailures} then now() + ${lock} else null end)`,
          },
        })
        .returning({ lockedUntil: loginThrottles.lockedUntil });
      const lockedUntil = rows[0]?.lockedUntil;
      if (lockedUntil) {
        throw new AppError(ErrorCode.AccountBlocked, {
          details: { locked_until: lockedUntil.toISOString() },
        });
      }
    },

    /**
     * A verified attempt failed. It was counted already; reaching the maximum sets the lock, so
     * the next attempt answers 425 whenever it comes within the lock.
     */
    async recordFailure(key: ThrottleKey): Promise<void> {
      await db
        .update(loginThrottles)
        .set({ lockedUntil: sql`now() + ${lock}` })
        .where(
          and(
            whereKey(key),
            isNull(loginThrottles.lockedUntil),
            gte(loginThrottles.failures, loginLockout.maxFailures),
          ),
        );
    },

    /** A successful sign-in forgets earlier failures. */
    async reset(key: ThrottleKey): Promise<void> {
      await db.delete(loginThrottles).where(whereKey(key));
    },
  };
}

export type LoginThrottleRepository = ReturnType<typeof createLoginThrottleRepository>;
