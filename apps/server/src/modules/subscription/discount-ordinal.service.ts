import { ErrorCode, type DiscountOrdinalBody, type DiscountOrdinalWire } from '@hondana/contract';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { hasSqlState, SqlState } from '../../platform/db/sql-state.js';
import { AppError } from '../../platform/http/app-error.js';
import type { CompanyContext } from '../../platform/http/request-context.js';
import { presentOrdinal } from './plan.presenter.js';
import type { PlanService } from './plan.service.js';
import {
  discountOrdinals,
  subscriptionPlans,
  type DiscountOrdinalRow,
} from './subscription.tables.js';

/** 406 for a percentage over 100 (coupons share the rule). */
export function checkDiscount(discount: { discount_type: string; discount_value: number }): void {
  if (discount.discount_type === 'PERCENT' && discount.discount_value > 100) {
    throw new AppError(ErrorCode.BadParameters, { message: 'A percentage discount is 0-100.' });
  }
}

function duplicate(error: unknown): never {
  if (hasSqlState(error, SqlState.UniqueViolation)) throw new AppError(ErrorCode.OrdinalDuplicate);
  throw error;
}

/** The discount of a plan's n-th billing period: 861 for an ordinal the plan has, 862 unknown. */
export function createDiscountOrdinalService(deps: { db: Database; plans: PlanService }) {
  const { db, plans } = deps;

  async function find(ctx: CompanyContext, id: number): Promise<DiscountOrdinalRow> {
    const rows = await db
      .select({ ordinal: discountOrdinals })
      .from(discountOrdinals)
      .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, discountOrdinals.planId))
      .where(and(eq(discountOrdinals.id, id), eq(subscriptionPlans.companyId, ctx.company.id)))
      .limit(1);
    if (!rows[0]) throw new AppError(ErrorCode.OrdinalNotFound);
    return rows[0].ordinal;
  }

  return {
    async detail(ctx: CompanyContext, id: number): Promise<DiscountOrdinalWire> {
      return presentOrdinal(await find(ctx, id));
    },

    async page(ctx: CompanyContext, planId: number, page: number, size: number) {
      await plans.findPlan(ctx, planId);
      const where = eq(discountOrdinals.planId, planId);
      const [rows, counted] = await Promise.all([
        db
          .select()
          .from(discountOrdinals)
          .where(where)
          .orderBy(asc(discountOrdinals.ordinal))
          .limit(size)
          .offset((page - 1) * size),
        db.select({ total: count() }).from(discountOrdinals).where(where),
      ]);
      return { ordinals: rows.map(presentOrdinal), total: counted[0]?.total ?? 0 };
    },

    async add(ctx: CompanyContext, body: DiscountOrdinalBody): Promise<DiscountOrdinalWire> {
      checkDiscount(body);
      await plans.findPlan(ctx, body.subscription_plan_id);
      const [row] = await db
        .insert(discountOrdinals)
        .values({
          planId: body.subscription_plan_id,
          ordinal: body.ordinal,
          discountKind: body.discount_type,
          discountValue: body.discount_value,
        })
        .returning()
        .catch(duplicate);
      return presentOrdinal(row!);
    },

    /** Changes the ordinal's period and discount; it stays with its plan. */
    async update(
      ctx: CompanyContext,
      id: number,
      body: DiscountOrdinalBody,
    ): Promise<DiscountOrdinalWire> {
      checkDiscount(body);
      const current = await find(ctx, id);
      if (current.planId !== body.subscription_plan_id)
        throw new AppError(ErrorCode.OrdinalNotFound);
      const [row] = await db
        .update(discountOrdinals)
        .set({
          ordinal: body.ordinal,
          discountKind: body.discount_type,
          discountValue: body.discount_value,
        })
        .where(eq(discountOrdinals.id, id))
        .returning()
        .catch(duplicate);
      return presentOrdinal(row!);
    },

    async delete(ctx: CompanyContext, id: number): Promise<void> {
      await find(ctx, id);
      await db.delete(discountOrdinals).where(eq(discountOrdinals.id, id));
    },
  };
}

export type DiscountOrdinalService = ReturnType<typeof createDiscountOrdinalService>;
