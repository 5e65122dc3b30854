import { and, count, desc, eq, gt, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.js';
import { escapeLike } from '../../platform/db/escape-like.js';
import { users } from '../user/user.tables.js';
import { holdsPlan } from './held.js';
import { planContentGroups, userPlans, type UserPlanRow } from './subscription.tables.js';

/** A withdrawn reader's registrations stay, without a name. */
const userNameColumn = sql<string>`coalesce(${users.fullName}, '')`;

export interface ListedRegistration {
  registration: UserPlanRow;
  userName: string;
}

export interface RegistrationFilter {
  userId?: number;
  planId?: number;
  contentGroupId?: number;
  status?: UserPlanRow['status'];
  search?: string;
}

/** Readers' registrations of plans; every query names the company. */
export function createRegistrationRepository(db: Executor) {
  function whereOf(companyId: number, filter: RegistrationFilter): SQL | undefined {
    const pattern = filter.search ? `%${escapeLike(filter.search)}%` : null;
    return and(
      eq(userPlans.companyId, companyId),
      filter.userId === undefined ? undefined : eq(userPlans.userId, filter.userId),
      filter.planId === undefined ? undefined : eq(userPlans.planId, filter.planId),
      filter.status === undefined ? undefined : eq(userPlans.status, filter.status),
      filter.contentGroupId === undefined
        ? undefined
        : inArray(
            userPlans.planId,
            db
              .select({ id: planContentGroups.planId })
              .from(planContentGroups)
              .where(eq(planContentGroups.contentGroupId, filter.contentGroupId)),
          ),
      pattern
        ? or(
            ilike(users.fullName, pattern),
            ilike(users.email, pattern),
            ilike(users.username, pattern),
            ilike(userPlans.planName, pattern),
          )
        : undefined,
    );
  }

  return {
    async page(
      companyId: number,
      filter: RegistrationFilter,
      page: number,
      size: number,
    ): Promise<{ rows: ListedRegistration[]; total: number }> {
      const where = whereOf(companyId, filter);
      const [rows, counted] = await Promise.all([
        db
          .select({ registration: userPlans, userName: userNameColumn })
          .from(userPlans)
          .leftJoin(users, eq(users.id, userPlans.userId))
          .where(where)
          .orderBy(desc(userPlans.createdAt), desc(userPlans.id))
          .limit(size)
          .offset((page - 1) * size),
        db
          .select({ total: count() })
          .from(userPlans)
          .leftJoin(users, eq(users.id, userPlans.userId))
          .where(where),
      ]);
      return { rows, total: counted[0]?.total ?? 0 };
    },

    async find(companyId: number, id: number): Promise<ListedRegistration | null> {
      const rows = await db
        .select({ registration: userPlans, userName: userNameColumn })
        .from(userPlans)
        .leftJoin(users, eq(users.id, userPlans.userId))
        .where(and(eq(userPlans.id, id), eq(userPlans.companyId, companyId)))
        .limit(1);
      return rows[0] ?? null;
    },

    /** The reader's registration of the plan that runs (ACTIVE or CANCEL), if any. */
    async current(userId: number, planId: number): Promise<UserPlanRow | null> {
      const rows = await db
        .select()
        .from(userPlans)
        .where(
          and(
            eq(userPlans.userId, userId),
            eq(userPlans.planId, planId),
            inArray(userPlans.status, ['ACTIVE', 'CANCEL']),
          ),
        )
        .limit(1);
      return rows[0] ?? null;
    },

    /**
     * Ends the reader's INACTIVE registration of the plan (EXPIRED) before a new one: the
     * one-held index admits one registration that is not EXPIRED.
     */
    async retireInactive(userId: number, planId: number): Promise<void> {
      await db
        .update(userPlans)
        .set({ status: 'EXPIRED', nextBillingAt: null })
        .where(
          and(
            eq(userPlans.userId, userId),
            eq(userPlans.planId, planId),
            eq(userPlans.status, 'INACTIVE'),
          ),
        );
    },

    async holds(userId: number, planId: number, now: Date): Promise<boolean> {
      const rows = await db
        .select({ id: userPlans.id })
        .from(userPlans)
        .where(and(eq(userPlans.userId, userId), eq(userPlans.planId, planId), holdsPlan(now)))
        .limit(1);
      return rows.length > 0;
    },

    /** Whether the reader ever registered the plan (free days come with the first time only). */
    async everRegistered(userId: number, planId: number): Promise<boolean> {
      const rows = await db
        .select({ id: userPlans.id })
        .from(userPlans)
        .where(and(eq(userPlans.userId, userId), eq(userPlans.planId, planId)))
        .limit(1);
      return rows.length > 0;
    },

    async insert(values: typeof userPlans.$inferInsert): Promise<UserPlanRow> {
      const [row] = await db.insert(userPlans).values(values).returning();
      return row!;
    },

    async update(id: number, values: Partial<UserPlanRow>): Promise<UserPlanRow> {
      const [row] = await db.update(userPlans).set(values).where(eq(userPlans.id, id)).returning();
      return row!;
    },

    /**
     * Registrations whose period ended by `now` and that are still ACTIVE or CANCEL, by id after
     * `afterId` (a keyset walk).
     */
    due(
      now: Date,
      limit: number,
      only?: { userId: number; planId: number },
      afterId = 0,
    ): Promise<UserPlanRow[]> {
      return db
        .select()
        .from(userPlans)
        .where(
          and(
            inArray(userPlans.status, ['ACTIVE', 'CANCEL']),
            lte(userPlans.expiresAt, now),
            gt(userPlans.id, afterId),
            only ? eq(userPlans.userId, only.userId) : undefined,
            only ? eq(userPlans.planId, only.planId) : undefined,
          ),
        )
        .orderBy(userPlans.id)
        .limit(limit);
    },

    /** The reader's registrations that have not ended (account cancel ends them). */
    unended(companyId: number, userId: number): Promise<UserPlanRow[]> {
      return db
        .select()
        .from(userPlans)
        .where(
          and(
            eq(userPlans.companyId, companyId),
            eq(userPlans.userId, userId),
            inArray(userPlans.status, ['ACTIVE', 'INACTIVE', 'CANCEL']),
          ),
        );
    },
  };
}

export type RegistrationRepository = ReturnType<typeof createRegistrationRepository>;
