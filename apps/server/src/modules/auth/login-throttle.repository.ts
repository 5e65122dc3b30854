import { ErrorCode } from '@hondana/contract';
import { and, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/app-error.js';
import { loginThrottles } from './auth.tables.js';

/**
 * Lockout thresholds (docs/decisions-auth.md): 10 failures of one identity from one address
 * within 15 minutes lock that pair for 30; 100 failures of the identity from all addresses
 * together lock the identity everywhere, which still stops guessing spread over many addresses.
 */
export const loginLockout = {
  maxFailures: 10,
  maxFailuresPerIdentity: 100,
  windowMinutes: 15,
  lockMinutes: 30,
} as const;

/** The `address` of the row that counts an identity's failures from every address. */
const ALL_ADDRESSES = '';

/** login_throttles keys system administrators (no company) under company 0. */
const ADMIN_HOST_COMPANY_KEY = 0;

export interface ThrottleKey {
  companyId: number | null;
  identity: string;
  /** The client address (request.ip); null counts only against the identity-wide ceiling. */
  address: string | null;
}

/** One counted row: an (identity, address) pair, or the identity over all addresses. */
interface RowKey {
  companyId: number;
  identity: string;
  address: string;
  maxFailures: number;
}

/** Identities compare case-insensitively, as the unique indexes on users do. */
function normaliseIdentity(key: Pick<ThrottleKey, 'companyId' | 'identity'>) {
  return {
    companyId: key.companyId ?? ADMIN_HOST_COMPANY_KEY,
    identity: key.identity.trim().toLowerCase(),
  };
}

/** The rows an attempt counts on: its pair first (the usual lock), then the identity ceiling. */
function rowsOf(key: ThrottleKey): RowKey[] {
  const base = normaliseIdentity(key);
  const rows: RowKey[] = [];
  if (key.address) {
    rows.push({ ...base, address: key.address, maxFailures: loginLockout.maxFailures });
  }
  rows.push({
    ...base,
    address: ALL_ADDRESSES,
    maxFailures: loginLockout.maxFailuresPerIdentity,
  });
  return rows;
}

/**
 * The only place that queries login_throttles: failed sign-ins per (company, identity, address)
 * and per (company, identity), the company id in every key (null: the admin site). Kept whether or
 * not an account exists, so a locked unknown identity looks exactly like a locked real one.
 * A stranger's failures lock only the stranger's address, so they cannot lock the real user
 * out, until they reach the identity-wide ceiling.
 */
export function createLoginThrottleRepository(db: Executor) {
  function whereRow(row: RowKey) {
    return and(
      eq(loginThrottles.companyId, row.companyId),
      eq(loginThrottles.identity, row.identity),
      eq(loginThrottles.address, row.address),
    );
  }

  const window = sql.raw(`interval '${loginLockout.windowMinutes} minutes'`);
  const lock = sql.raw(`interval '${loginLockout.lockMinutes} minutes'`);

  /** One upsert per row, so a parallel burst cannot get more verifications past the count. */
  async function countOn(row: RowKey): Promise<void> {
    const { companyId, identity, address } = row;
    const isLocked = sql`(${loginThrottles.lockedUntil} is not null and ${loginThrottles.lockedUntil} > now())`;
    const isCounting = sql`(${loginThrottles.firstFailureAt} > now() - ${window} and ${loginThrottles.lockedUntil} is null)`;
    const nextFailures = sql`(case when ${isLocked} then ${loginThrottles.failures} when ${isCounting} then ${loginThrottles.failures} + 1 else 1 end)`;
    const rows = await db
      .insert(loginThrottles)
      .values({ companyId, identity, address, failures: 1, firstFailureAt: sql`now()` })
      .onConflictDoUpdate({
        target: [loginThrottles.companyId, loginThrottles.identity, loginThrottles.address],
        set: {
          failures: nextFailures,
          firstFailureAt: sql`(case when ${isLocked} or ${isCounting} then ${loginThrottles.firstFailureAt} else now() end)`,
          lockedUntil: sql`(case when ${isLocked} then ${loginThrottles.lockedUntil} when ${nextFailures} > ${row.maxFailures} then now() + ${lock} else null end)`,
        },
      })
      .returning({ lockedUntil: loginThrottles.lockedUntil });
    const lockedUntil = rows[0]?.lockedUntil;
    if (lockedUntil) {
      throw new AppError(ErrorCode.AccountBlocked, {
        details: { locked_until: lockedUntil.toISOString() },
      });
    }
  }

  return {
    /**
     * Counts the attempt BEFORE the password is verified, one upsert per row, so a parallel burst
     * cannot get more than `maxFailures` verifications past the count. Throws 425 while the pair
     * or the identity is locked and to every attempt beyond a maximum (which also sets the lock).
     * An attempt outside the window, or after a lock ran out, starts a new count.
     */
    async countAttempt(key: ThrottleKey): Promise<void> {
      for (const row of rowsOf(key)) await countOn(row);
    },

    /**
     * A verified attempt failed. It was counted already; reaching the maximum sets the lock, so
     * the next attempt answers 425 whenever it comes within the lock.
     */
    async recordFailure(key: ThrottleKey): Promise<void> {
      for (const row of rowsOf(key)) {
        await db
          .update(loginThrottles)
          .set({ lockedUntil: sql`now() + ${lock}` })
          .where(
            and(
              whereRow(row),
              isNull(loginThrottles.lockedUntil),
              gte(loginThrottles.failures, row.maxFailures),
            ),
          );
      }
    },

    /**
     * A successful sign-in forgets the failures from its address and takes back its own count
     * on the identity-wide row. The failures there stay until their window passes: else every
     * sign-in of the real user would hand a distributed guesser another hundred tries.
     */
    async reset(key: ThrottleKey): Promise<void> {
      const rows = rowsOf(key);
      const identityWide = rows.pop()!;
      for (const pair of rows) await db.delete(loginThrottles).where(whereRow(pair));
      await db
        .update(loginThrottles)
        .set({ failures: sql`greatest(${loginThrottles.failures} - 1, 0)` })
        .where(and(whereRow(identityWide), isNull(loginThrottles.lockedUntil)));
    },

    /** A new password (reset link) clears every count and lock of the identity. */
    async resetIdentity(key: Pick<ThrottleKey, 'companyId' | 'identity'>): Promise<void> {
      const { companyId, identity } = normaliseIdentity(key);
      await db
        .delete(loginThrottles)
        .where(and(eq(loginThrottles.companyId, companyId), eq(loginThrottles.identity, identity)));
    },
  };
}

export type LoginThrottleRepository = ReturnType<typeof createLoginThrottleRepository>;
