import { and, asc, count, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.js';
import { escapeLike } from '../../platform/db/escape-like.js';
import { contentGroups } from '../content-group/content-group.tables.js';
import { holdsPlan } from './held.js';
import {
  discountOrdinals,
  planContentGroups,
  subscriptionPlans,
  userPlans,
  type DiscountOrdinalRow,
  type PlanRow,
} from './subscription.tables.js';

export type PlanValues = Omit<PlanRow, 'id' | 'companyId' | 'createdAt' | 'updatedAt'>;

export interface PlanPageQuery {
  page: number;
  size: number;
  search?: string;
  sortField: 'ordinal' | 'name' | 'price' | 'created_date';
  sortOrder: 'asc' | 'desc';
}

/** What a plan's answer holds beyond its row. */
export interface PlanDetails {
  groups: { id: number; name: string }[];
  ordinals: DiscountOrdinalRow[];
  registeredCount: number;
  isRegistered: boolean;
}

/** A company's plans and what hangs on them; every call names the company. */
export function createPlanRepository(db: Executor) {
  const byCompany = (companyId: number) => eq(subscriptionPlans.companyId, companyId);
  const inOrder = [asc(subscriptionPlans.ordinal), asc(subscriptionPlans.id)];

  return {
    async find(companyId: number, id: number): Promise<PlanRow | null> {
      const rows = await db
        .select()
        .from(subscriptionPlans)
        .where(and(eq(subscriptionPlans.id, id), byCompany(companyId)))
        .limit(1);
      return rows[0] ?? null;
    },

    /** The plan, its row locked until the transaction ends (delete against registration). */
    async lock(companyId: number, id: number): Promise<PlanRow | null> {
      const rows = await db
        .select()
        .from(subscriptionPlans)
        .where(and(eq(subscriptionPlans.id, id), byCompany(companyId)))
        .for('update');
      return rows[0] ?? null;
    },

    all(companyId: number): Promise<PlanRow[]> {
      return db
        .select()
        .from(subscriptionPlans)
        .where(byCompany(companyId))
        .orderBy(...inOrder);
    },

    async page(companyId: number, query: PlanPageQuery) {
      const where = and(
        byCompany(companyId),
        query.search ? ilike(subscriptionPlans.name, `%${escapeLike(query.search)}%`) : undefined,
      );
      const column = {
        ordinal: subscriptionPlans.ordinal,
        name: subscriptionPlans.name,
        price: subscriptionPlans.price,
        created_date: subscriptionPlans.createdAt,
      }[query.sortField];
      const direction = query.sortOrder === 'asc' ? asc : desc;
      const [rows, counted] = await Promise.all([
        db
          .select()
          .from(subscriptionPlans)
          .where(where)
          .orderBy(direction(column), asc(subscriptionPlans.id))
          .limit(query.size)
          .offset((query.page - 1) * query.size),
        db.select({ total: count() }).from(subscriptionPlans).where(where),
      ]);
      return { rows, total: counted[0]?.total ?? 0 };
    },

    /** The plans readers see: all, or those unlocking `contentGroupId`, in order. */
    async publicPage(
      companyId: number,
      contentGroupId: number | undefined,
      page: number,
      size: number,
    ) {
      const where = and(
        byCompany(companyId),
        contentGroupId === undefined
          ? undefined
          : inArray(
              subscriptionPlans.id,
              db
                .select({ id: planContentGroups.planId })
                .from(planContentGroups)
                .where(eq(planContentGroups.contentGroupId, contentGroupId)),
            ),
      );
      const [rows, counted] = await Promise.all([
        db
          .select()
          .from(subscriptionPlans)
          .where(where)
          .orderBy(...inOrder)
          .limit(size)
          .offset((page - 1) * size),
        db.select({ total: count() }).from(subscriptionPlans).where(where),
      ]);
      return { rows, total: counted[0]?.total ?? 0 };
    },

    async nextOrdinal(companyId: number): Promise<number> {
      const [row] = await db
        .select({ top: sql<number | null>`max(${subscriptionPlans.ordinal})` })
        .from(subscriptionPlans)
        .where(byCompany(companyId));
      return row?.top === null || row?.top === undefined ? 0 : row.top + 1;
    },

    async insert(companyId: number, values: PlanValues): Promise<PlanRow> {
      const [row] = await db
        .insert(subscriptionPlans)
        .values({ ...values, companyId })
        .returning();
      return row!;
    },

    async update(companyId: number, id: number, values: Partial<PlanValues>, now: Date) {
      const [row] = await db
        .update(subscriptionPlans)
        .set({ ...values, updatedAt: now })
        .where(and(eq(subscriptionPlans.id, id), byCompany(companyId)))
        .returning();
      return row ?? null;
    },

    async delete(companyId: number, id: number): Promise<void> {
      await db
        .delete(subscriptionPlans)
        .where(and(eq(subscriptionPlans.id, id), byCompany(companyId)));
    },

    /** The plan unlocks exactly `groupIds` (already checked to be the company's). */
    async setGroups(planId: number, groupIds: number[]): Promise<void> {
      await db.delete(planContentGroups).where(eq(planContentGroups.planId, planId));
      if (groupIds.length === 0) return;
      await db
        .insert(planContentGroups)
        .values(groupIds.map((contentGroupId) => ({ planId, contentGroupId })));
    },

    /** Whether a plan of the company unlocks the group. */
    async unlocksGroup(companyId: number, contentGroupId: number): Promise<boolean> {
      const rows = await db
        .select({ id: planContentGroups.planId })
        .from(planContentGroups)
        .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, planContentGroups.planId))
        .where(
          and(
            eq(planContentGroups.contentGroupId, contentGroupId),
            eq(subscriptionPlans.companyId, companyId),
          ),
        )
        .limit(1);
      return rows.length > 0;
    },

    /** Which of `ids` are the company's content groups. */
    async companyGroupIds(companyId: number, ids: number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ id: contentGroups.id })
        .from(contentGroups)
        .where(and(eq(contentGroups.companyId, companyId), inArray(contentGroups.id, ids)));
      return new Set(rows.map((row) => row.id));
    },

    /** How many readers hold the plan now (849 while any does). */
    async holderCount(planId: number, now: Date): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(userPlans)
        .where(and(eq(userPlans.planId, planId), holdsPlan(now)));
      return row?.total ?? 0;
    },

    /** Groups, ordinals, holder counts and (for a reader) whether they hold each plan. */
    async details(
      planIds: number[],
      now: Date,
      readerId: number | null,
    ): Promise<Map<number, PlanDetails>> {
      const details = new Map<number, PlanDetails>(
        planIds.map((id) => [
          id,
          { groups: [], ordinals: [], registeredCount: 0, isRegistered: false },
        ]),
      );
      if (planIds.length === 0) return details;
      const [groups, ordinals, counts, held] = await Promise.all([
        db
          .select({
            planId: planContentGroups.planId,
            id: contentGroups.id,
            name: contentGroups.name,
          })
          .from(planContentGroups)
          .innerJoin(contentGroups, eq(contentGroups.id, planContentGroups.contentGroupId))
          .where(inArray(planContentGroups.planId, planIds))
          .orderBy(asc(contentGroups.ordinal), asc(contentGroups.id)),
        db
          .select()
          .from(discountOrdinals)
          .where(inArray(discountOrdinals.planId, planIds))
          .orderBy(asc(discountOrdinals.ordinal)),
        db
          .select({ planId: userPlans.planId, total: count() })
          .from(userPlans)
          .where(and(inArray(userPlans.planId, planIds), holdsPlan(now)))
          .groupBy(userPlans.planId),
        readerId === null
          ? Promise.resolve([])
          : db
              .select({ planId: userPlans.planId })
              .from(userPlans)
              .where(
                and(
                  inArray(userPlans.planId, planIds),
                  eq(userPlans.userId, readerId),
                  holdsPlan(now),
                ),
              ),
      ]);
      for (const group of groups) details.get(group.planId)?.groups.push(group);
      for (const ordinal of ordinals) details.get(ordinal.planId)?.ordinals.push(ordinal);
      for (const row of counts)
        if (row.planId !== null) details.get(row.planId)!.registeredCount = row.total;
      for (const row of held) if (row.planId !== null) details.get(row.planId)!.isRegistered = true;
      return details;
    },
  };
}

export type PlanRepository = ReturnType<typeof createPlanRepository>;
