import { ErrorCode, type PlanBody, type PlanWire, RoleLevel } from '@hondana/contract';
import type { Clock } from '../../platform/clock/clock.js';
import type { Database } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/app-error.js';
import type { CompanyContext } from '../../platform/http/request-context.js';
import type { CompanyImageService } from '../company/company-images.js';
import { planDays } from './plan-periods.js';
import { presentPlan } from './plan.presenter.js';
import { createPlanRepository, type PlanPageQuery, type PlanValues } from './plan.repository.js';
import type { PlanRow } from './subscription.tables.js';

export interface PlanServiceDependencies {
  db: Database;
  clock: Clock;
  images: CompanyImageService;
  /** An old image no plan points at any more could not be deleted: only logged. */
  onLeftover(key: string, error: unknown): void;
}

/** The signed-in reader of the company, or null (visitors, administrators). */
export function readerIdOf(ctx: CompanyContext): number | null {
  const { actor } = ctx;
  if (!actor || actor.companyId !== ctx.company.id) return null;
  const isReader = actor.roleLevel === RoleLevel.User || actor.roleLevel === RoleLevel.GroupUser;
  return isReader ? actor.userId : null;
}

export function planNotFound(): AppError {
  return new AppError(ErrorCode.PlanNotFound);
}

/** The rules of a plan the catalogue gives codes to (the schema checked the types). */
function checkPlan(body: PlanBody): void {
  if (body.price < 0) throw new AppError(ErrorCode.SubscriptionPriceInvalid);
  const discount = body.discount_price ?? null;
  if (discount !== null && (discount < 0 || discount > body.price)) {
    throw new AppError(ErrorCode.DiscountPriceAbovePrice);
  }
  if (body.duration < 1) throw new AppError(ErrorCode.SubscriptionDurationInvalid);
  if (
    body.number_free_term < 0 ||
    body.number_free_term >= planDays({ duration: body.duration, durationType: body.duration_type })
  ) {
    throw new AppError(ErrorCode.FreeTermNotBelowDuration);
  }
  if (body.content_group_ids.length === 0) {
    throw new AppError(ErrorCode.SubscriptionContentGroupRequired);
  }
}

function valuesOf(body: PlanBody): Omit<PlanValues, 'imageKey' | 'ordinal'> {
  return {
    name: body.name,
    price: body.price,
    discountPrice: body.discount_price ?? null,
    duration: body.duration,
    durationType: body.duration_type,
    numberFreeTerm: body.number_free_term,
    termType: body.term_type,
    subscriptionType: body.subscription_type,
    discountType: body.subscription_discount_type,
  };
}

/** Subscription plans: the administrator's list and edits, the readers' list and detail. */
export function createPlanService(deps: PlanServiceDependencies) {
  const { db, clock, images } = deps;
  const repository = createPlanRepository(db);

  async function present(ctx: CompanyContext, rows: PlanRow[]): Promise<PlanWire[]> {
    const details = await repository.details(
      rows.map((row) => row.id),
      clock.now(),
      readerIdOf(ctx),
    );
    return rows.map((row) => presentPlan(ctx.company, row, details.get(row.id)!));
  }

  async function presentOne(ctx: CompanyContext, row: PlanRow): Promise<PlanWire> {
    return (await present(ctx, [row]))[0]!;
  }

  async function findPlan(ctx: CompanyContext, id: number): Promise<PlanRow> {
    const plan = await repository.find(ctx.company.id, id);
    if (!plan) throw planNotFound();
    return plan;
  }

  async function assertGroups(ctx: CompanyContext, ids: number[]): Promise<number[]> {
    const unique = [...new Set(ids)];
    const known = await repository.companyGroupIds(ctx.company.id, unique);
    if (known.size !== unique.length) throw new AppError(ErrorCode.ContentGroupNotFound);
    return unique;
  }

  /** Deletes an image no plan of the company points at any more. */
  async function releaseImage(ctx: CompanyContext, key: string | null): Promise<void> {
    if (!key) return;
    const plans = await repository.all(ctx.company.id);
    if (plans.some((plan) => plan.imageKey === key)) return;
    await images.deleteImage(ctx, key).catch((error) => deps.onLeftover(key, error));
  }

  /**
   * Stores the new image first, then the plan in one transaction, then deletes the image it
   * replaced: a failure at any step leaves a complete plan and no image nobody points at.
   */
  async function save(
    ctx: CompanyContext,
    image: Buffer | null,
    write: (imageKey: string | null) => Promise<{ plan: PlanRow; replaced: string | null }>,
  ): Promise<PlanWire> {
    const newKey = image ? await images.storeImage(ctx, 'subscription', image) : null;
    let written: { plan: PlanRow; replaced: string | null };
    try {
      written = await db.transaction(() => write(newKey));
    } catch (error) {
      if (newKey) await releaseImage(ctx, newKey);
      throw error;
    }
    await releaseImage(ctx, written.replaced);
    return presentOne(ctx, written.plan);
  }

  return {
    findPlan,

    /** Whether a plan unlocks the group (the content group module refuses its delete: 852). */
    unlocksGroup: (companyId: number, contentGroupId: number) =>
      repository.unlocksGroup(companyId, contentGroupId),

    async all(ctx: CompanyContext): Promise<PlanWire[]> {
      return present(ctx, await repository.all(ctx.company.id));
    },

    async page(ctx: CompanyContext, query: PlanPageQuery) {
      const { rows, total } = await repository.page(ctx.company.id, query);
      return { plans: await present(ctx, rows), total };
    },

    async publicPage(
      ctx: CompanyContext,
      query: { page: number; size: number; contentGroupId?: number; domain?: string },
    ) {
      assertDomain(ctx, query.domain);
      const { rows, total } = await repository.publicPage(
        ctx.company.id,
        query.contentGroupId,
        query.page,
        query.size,
      );
      return { plans: await present(ctx, rows), total };
    },

    async publicDetail(ctx: CompanyContext, id: number, domain?: string): Promise<PlanWire> {
      assertDomain(ctx, domain);
      return presentOne(ctx, await findPlan(ctx, id));
    },

    async add(ctx: CompanyContext, body: PlanBody, image: Buffer | null): Promise<PlanWire> {
      checkPlan(body);
      const groupIds = await assertGroups(ctx, body.content_group_ids);
      return save(ctx, image, async (imageKey) => {
        const ordinal = body.ordinal ?? (await repository.nextOrdinal(ctx.company.id));
        const plan = await repository.insert(ctx.company.id, {
          ...valuesOf(body),
          imageKey,
          ordinal,
        });
        await repository.setGroups(plan.id, groupIds);
        return { plan, replaced: null };
      });
    },

    /** Changes a plan; without a new image the old one stays unless `remove_image`. */
    async update(
      ctx: CompanyContext,
      id: number,
      body: PlanBody,
      image: Buffer | null,
    ): Promise<PlanWire> {
      checkPlan(body);
      await findPlan(ctx, id);
      const groupIds = await assertGroups(ctx, body.content_group_ids);
      return save(ctx, image, async (newKey) => {
        const before = await findPlan(ctx, id);
        const imageKey = newKey ?? (body.remove_image ? null : before.imageKey);
        const plan = await repository.update(
          ctx.company.id,
          id,
          {
            ...valuesOf(body),
            imageKey,
            ...(body.ordinal === undefined ? {} : { ordinal: body.ordinal }),
          },
          clock.now(),
        );
        if (!plan) throw planNotFound();
        await repository.setGroups(id, groupIds);
        return { plan, replaced: before.imageKey !== imageKey ? before.imageKey : null };
      });
    },

    /** 849 while any reader holds the plan; registrations that ended keep its name. */
    async delete(ctx: CompanyContext, id: number): Promise<void> {
      const plan = await db.transaction(async () => {
        const found = await repository.lock(ctx.company.id, id);
        if (!found) throw planNotFound();
        if ((await repository.holderCount(id, clock.now())) > 0) {
          throw new AppError(ErrorCode.PlanInUse);
        }
        await repository.delete(ctx.company.id, id);
        return found;
      });
      await releaseImage(ctx, plan.imageKey);
    },
  };
}

/** A `domain` query naming another company than the host's answers 404. */
function assertDomain(ctx: CompanyContext, domain: string | undefined): void {
  if (domain && domain.toLowerCase() !== ctx.company.domain.toLowerCase()) {
    throw new AppError(ErrorCode.NotFound);
  }
}

export type PlanService = ReturnType<typeof createPlanService>;
