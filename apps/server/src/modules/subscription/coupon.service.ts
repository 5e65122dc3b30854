import { ErrorCode, type CouponBody, type CouponWire } from '@hondana/contract';
import { and, count, desc, eq, ilike, lt, or, sql } from 'drizzle-orm';
import type { Clock } from '../../platform/clock/clock.js';
import type { Database } from '../../platform/db/database.js';
import { escapeLike } from '../../platform/db/escape-like.js';
import { hasSqlState, SqlState } from '../../platform/db/sql-state.js';
import { AppError } from '../../platform/http/app-error.js';
import type { CompanyContext } from '../../platform/http/request-context.js';
import { formatGroupDate, parseGroupDate } from '../content-group/content-group.dates.js';
import { checkDiscount } from './discount-ordinal.service.js';
import { coupons, type CouponRow } from './subscription.tables.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Codes ignore case: they are kept and compared upper case. */
export function normalCouponCode(code: string): string {
  return code.trim().toUpperCase();
}

export function presentCoupon(row: CouponRow): CouponWire {
  return {
    id: row.id,
    coupon_code: row.code,
    name: row.name,
    expiry_date: formatGroupDate(row.expiryDate),
    number_of_usages: row.numberOfUsages,
    used_count: row.usedCount,
    discount_type: row.discountKind,
    discount_value: row.discountValue,
    created_date: row.createdAt.toISOString(),
  };
}

/** A coupon may be used through its expiry day (UTC, as the day was given). */
function isExpired(row: CouponRow, now: Date): boolean {
  return row.expiryDate !== null && row.expiryDate.getTime() + DAY_MS <= now.getTime();
}

/** A company's coupons: the administrator's calls, and what registering a plan needs. */
export function createCouponService(deps: { db: Database; clock: Clock }) {
  const { db, clock } = deps;
  const byCompany = (ctx: CompanyContext) => eq(coupons.companyId, ctx.company.id);

  async function find(ctx: CompanyContext, id: number): Promise<CouponRow> {
    const rows = await db
      .select()
      .from(coupons)
      .where(and(eq(coupons.id, id), byCompany(ctx)))
      .limit(1);
    if (!rows[0]) throw new AppError(ErrorCode.CouponNotFound);
    return rows[0];
  }

  async function findByCode(ctx: CompanyContext, code: string): Promise<CouponRow | null> {
    const rows = await db
      .select()
      .from(coupons)
      .where(and(eq(coupons.code, normalCouponCode(code)), byCompany(ctx)))
      .limit(1);
    return rows[0] ?? null;
  }

  function valuesOf(body: CouponBody) {
    checkDiscount(body);
    return {
      code: normalCouponCode(body.coupon_code),
      name: body.name,
      expiryDate: parseGroupDate(body.expiry_date),
      numberOfUsages: body.number_of_usages,
      discountKind: body.discount_type,
      discountValue: body.discount_value,
    };
  }

  function codeTaken(error: unknown): never {
    if (hasSqlState(error, SqlState.UniqueViolation)) {
      throw new AppError(ErrorCode.NameExists, { message: 'The company has this coupon code.' });
    }
    throw error;
  }

  return {
    async byCode(ctx: CompanyContext, code: string): Promise<CouponWire> {
      const row = await findByCode(ctx, code);
      if (!row) throw new AppError(ErrorCode.CouponNotFound);
      return presentCoupon(row);
    },

    async detail(ctx: CompanyContext, id: number): Promise<CouponWire> {
      return presentCoupon(await find(ctx, id));
    },

    async page(ctx: CompanyContext, query: { page: number; size: number; search_key?: string }) {
      const pattern = query.search_key ? `%${escapeLike(query.search_key)}%` : null;
      const where = and(
        byCompany(ctx),
        pattern ? or(ilike(coupons.code, pattern), ilike(coupons.name, pattern)) : undefined,
      );
      const [rows, counted] = await Promise.all([
        db
          .select()
          .from(coupons)
          .where(where)
          .orderBy(desc(coupons.createdAt), desc(coupons.id))
          .limit(query.size)
          .offset((query.page - 1) * query.size),
        db.select({ total: count() }).from(coupons).where(where),
      ]);
      return { coupons: rows.map(presentCoupon), total: counted[0]?.total ?? 0 };
    },

    async add(ctx: CompanyContext, body: CouponBody): Promise<CouponWire> {
      const [row] = await db
        .insert(coupons)
        .values({ ...valuesOf(body), companyId: ctx.company.id })
        .returning()
        .catch(codeTaken);
      return presentCoupon(row!);
    },

    /** Changes a coupon; its used count stays (406 when the uses would fall below it). */
    async update(ctx: CompanyContext, id: number, body: CouponBody): Promise<CouponWire> {
      const current = await find(ctx, id);
      if (body.number_of_usages < current.usedCount) {
        throw new AppError(ErrorCode.BadParameters, {
          message: `The coupon was used ${current.usedCount} times already.`,
        });
      }
      const [row] = await db
        .update(coupons)
        .set(valuesOf(body))
        .where(and(eq(coupons.id, id), byCompany(ctx)))
        .returning()
        .catch(codeTaken);
      return presentCoupon(row!);
    },

    async delete(ctx: CompanyContext, id: number): Promise<void> {
      await find(ctx, id);
      await db.delete(coupons).where(and(eq(coupons.id, id), byCompany(ctx)));
    },

    async findById(companyId: number, id: number): Promise<CouponRow | null> {
      const rows = await db
        .select()
        .from(coupons)
        .where(and(eq(coupons.id, id), eq(coupons.companyId, companyId)))
        .limit(1);
      return rows[0] ?? null;
    },

    /** The coupon a reader may use now: 854 unknown or expired, 855 used up. */
    async usable(ctx: CompanyContext, code: string): Promise<CouponRow> {
      const row = await findByCode(ctx, code);
      if (!row || isExpired(row, clock.now())) throw new AppError(ErrorCode.CouponInvalid);
      if (row.usedCount >= row.numberOfUsages) throw new AppError(ErrorCode.CouponMaxUsed);
      return row;
    },

    /**
     * Counts one use, inside the caller's transaction: one atomic update that only succeeds
     * while uses are left, so concurrent registrations never use a coupon past its number.
     */
    async redeem(ctx: CompanyContext, couponId: number): Promise<void> {
      const rows = await db
        .update(coupons)
        .set({ usedCount: sql`${coupons.usedCount} + 1` })
        .where(
          and(
            eq(coupons.id, couponId),
            byCompany(ctx),
            lt(coupons.usedCount, coupons.numberOfUsages),
          ),
        )
        .returning({ id: coupons.id });
      if (rows.length === 0) throw new AppError(ErrorCode.CouponMaxUsed);
    },

    /** Gives back one use counted by `redeem` (a paid order that failed), in the caller's transaction. */
    async release(companyId: number, couponId: number): Promise<void> {
      await db
        .update(coupons)
        .set({ usedCount: sql`greatest(${coupons.usedCount} - 1, 0)` })
        .where(and(eq(coupons.id, couponId), eq(coupons.companyId, companyId)));
    },
  };
}

export type CouponService = ReturnType<typeof createCouponService>;
