import { z } from 'zod';
import { limits } from './constants';
import {
  CancelReason,
  DurationUnit,
  SubscriptionDiscountType,
  SubscriptionStatus,
  SubscriptionType,
  TermType,
} from './enums';
import { DiscountKind } from './pricing';
import { idSchema, idParamSchema, type ValidationMessageKey } from './validation';

// Subscriptions on the wire (api-catalogue §7 Subscription plans, Coupons): plans, the discount
// of a plan's n-th billing period, coupons, a reader's registered plans and the price of an order.

const yenSchema = z.number().int().max(limits.yenMax);
const discountKinds = [DiscountKind.Percent, DiscountKind.Amount] as const;
const enumValues = <T extends Record<string, string>>(e: T) =>
  Object.values(e) as [T[keyof T], ...T[keyof T][]];

/**
 * A plan as the administrator sends it, in the multipart `content-data` part beside the optional
 * image `file`. Rules the catalogue gives codes to (822 price, 823 discount price above price, 820
 * duration, 821 free days not below the duration, 829 no content group) are the server's.
 */
export const planBodySchema = z.object({
  name: z.string().trim().min(1).max(255),
  price: yenSchema,
  /** The plan's own reduced price, shown beside the struck-through price; null: none. */
  discount_price: yenSchema.nullable().optional(),
  duration: z.number().int().max(limits.planDurationMax),
  /** 0 day, 1 month (30 days), 2 year. */
  duration_type: z.union([
    z.literal(DurationUnit.Day),
    z.literal(DurationUnit.Month),
    z.literal(DurationUnit.Year),
  ]),
  /** Days free before the first payment, granted on a reader's first registration of the plan. */
  number_free_term: z.number().int().max(limits.planDurationMax).default(0),
  term_type: z.enum(enumValues(TermType)).default(TermType.ByDays),
  /** 1 none, 2 login. */
  subscription_type: z
    .union([z.literal(SubscriptionType.None), z.literal(SubscriptionType.Login)])
    .default(SubscriptionType.None),
  subscription_discount_type: z
    .enum(enumValues(SubscriptionDiscountType))
    .default(SubscriptionDiscountType.None),
  content_group_ids: z.array(idSchema).max(100),
  /** Position in the readers' lists (ascending); new plans go last when not given. */
  ordinal: z.number().int().min(0).max(limits.int4Max).optional(),
  /** On update: true removes the image (a new `file` replaces it). */
  remove_image: z.boolean().optional(),
});
export type PlanBody = z.infer<typeof planBodySchema>;

export const discountOrdinalWireSchema = z.object({
  id: z.number().int(),
  subscription_plan_id: z.number().int(),
  /** The billing period it prices: 1 is the first paid period. */
  ordinal: z.number().int(),
  discount_type: z.enum(discountKinds),
  /** Percent 0-100, or yen. */
  discount_value: z.number().int(),
});
export type DiscountOrdinalWire = z.infer<typeof discountOrdinalWireSchema>;

export const discountOrdinalBodySchema = z.object({
  subscription_plan_id: idSchema,
  ordinal: z.number().int().min(1).max(limits.ordinalMax),
  discount_type: z.enum(discountKinds),
  discount_value: z.number().int().min(0).max(limits.yenMax),
});
export type DiscountOrdinalBody = z.infer<typeof discountOrdinalBodySchema>;

export const discountOrdinalPageQuerySchema = z.object({
  subscription_plan_id: idParamSchema,
  page: z.coerce.number().int().min(1).max(limits.int4Max).default(1),
  size: z.coerce.number().int().min(1).max(100).default(100),
});

export const planWireSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The stored image's name, and its URL (cached for good: the name is the bytes' hash). */
  image_name: z.string().nullable(),
  image_url: z.string().nullable(),
  price: z.number().int(),
  discount_price: z.number().int().nullable(),
  duration: z.number().int(),
  duration_type: z.number().int(),
  number_free_term: z.number().int(),
  term_type: z.enum(enumValues(TermType)),
  subscription_type: z.number().int(),
  subscription_discount_type: z.enum(enumValues(SubscriptionDiscountType)),
  ordinal: z.number().int(),
  content_group_ids: z.array(z.number().int()),
  subscription_content_groups: z.array(
    z.object({ content_group_id: z.number().int(), content_group_name: z.string() }),
  ),
  discount_ordinals: z.array(discountOrdinalWireSchema),
  /** How many readers hold it now (ACTIVE, INACTIVE, or CANCEL before expiry): 849 while > 0. */
  registered_count: z.number().int(),
  /** For a signed-in reader: whether they hold it now. */
  is_registered: z.boolean(),
  created_date: z.string(),
  update_date: z.string(),
});
export type PlanWire = z.infer<typeof planWireSchema>;

export const planPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(limits.int4Max).default(1),
  size: z.coerce.number().int().min(1).max(100).default(10),
  search_key: z.string().trim().max(255).optional(),
  sort_field: z.enum(['ordinal', 'name', 'price', 'created_date']).default('ordinal'),
  sort: z.enum(['asc', 'desc']).default('asc'),
});

/** `GET subscription-plan/public/user/page`: the plans unlocking a group (the modal), or all. */
export const publicPlanPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(limits.int4Max).default(1),
  size: z.coerce.number().int().min(1).max(100).default(100),
  content_group_id: idParamSchema.optional(),
  domain: z.string().max(255).optional(),
});

export const couponBodySchema = z.object({
  /** Letters, digits, - and _; compared without regard to case and kept upper case. */
  coupon_code: z
    .string()
    .trim()
    .min(1)
    .max(32)
    .regex(/^[A-Za-z0-9_-]+$/, {
      error: 'validation.couponCode.pattern' satisfies ValidationMessageKey,
    }),
  name: z.string().trim().min(1).max(255),
  /** yyyy-MM-dd, the last day it may be used; null or blank: it never expires. */
  expiry_date: z.string().max(32).nullable().optional(),
  number_of_usages: z.number().int().min(1).max(limits.int4Max),
  discount_type: z.enum(discountKinds),
  discount_value: z.number().int().min(0).max(limits.yenMax),
});
export type CouponBody = z.infer<typeof couponBodySchema>;

export const couponWireSchema = z.object({
  id: z.number().int(),
  coupon_code: z.string(),
  name: z.string(),
  expiry_date: z.string().nullable(),
  number_of_usages: z.number().int(),
  used_count: z.number().int(),
  discount_type: z.enum(discountKinds),
  discount_value: z.number().int(),
  created_date: z.string(),
});
export type CouponWire = z.infer<typeof couponWireSchema>;

export const couponPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(limits.int4Max).default(1),
  size: z.coerce.number().int().min(1).max(100).default(10),
  search_key: z.string().trim().max(255).optional(),
});

/** The lines of an order (pricing.ts `priceOf`), for the billing period `period`. */
export const priceLinesWireSchema = z.object({
  period: z.number().int(),
  list_price: z.number().int(),
  plan_price: z.number().int(),
  ordinal_discount: z.number().int(),
  coupon_discount: z.number().int(),
  subtotal: z.number().int(),
  tax: z.number().int(),
  total: z.number().int(),
  is_free: z.boolean(),
  /** Days free before this period is paid (the plan's free term on a first registration). */
  free_days: z.number().int(),
});
export type PriceLinesWire = z.infer<typeof priceLinesWireSchema>;

/** `GET manage-coupon/user/get`: a reader checks a code against a plan (854, 855). */
export const couponCheckQuerySchema = z.object({
  coupon_code: z.string().trim().min(1).max(32),
  subscription_plan_id: idParamSchema,
});

export const couponCheckWireSchema = z.object({
  coupon_code: z.string(),
  name: z.string(),
  discount_type: z.enum(discountKinds),
  discount_value: z.number().int(),
  expiry_date: z.string().nullable(),
  price: priceLinesWireSchema,
});
export type CouponCheckWire = z.infer<typeof couponCheckWireSchema>;

export const registeredPlanWireSchema = z.object({
  id: z.number().int(),
  /** Null once the plan itself was deleted (its name is kept). */
  subscription_plan_id: z.number().int().nullable(),
  name_subscription_plan: z.string(),
  /** Null once the reader withdrew (the record stays). */
  user_id: z.number().int().nullable(),
  user_name: z.string(),
  /** The total of the current period, tax included (0 for a free one). */
  price: z.number().int(),
  status: z.enum(enumValues(SubscriptionStatus)),
  created_date: z.string(),
  number_free_term: z.number().int(),
  /** When the first payment is (was) due: after the free days. */
  first_payment_date: z.string().nullable(),
  /** When the current period ends: access stays until then. */
  expired_date: z.string(),
  /** Null once cancelled or expired. */
  next_billing_date: z.string().nullable(),
  /** The billing period running now (0 during free days). */
  period: z.number().int(),
  coupon_code: z.string().nullable(),
  cancel: z.boolean(),
  cancel_date: z.string().nullable(),
  cancel_reason: z.enum(enumValues(CancelReason)).nullable(),
});
export type RegisteredPlanWire = z.infer<typeof registeredPlanWireSchema>;

export const registeredPlanPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(limits.int4Max).default(1),
  size: z.coerce.number().int().min(1).max(100).default(10),
  /** Only the registrations of plans unlocking this group. */
  content_group_id: idParamSchema.optional(),
  subscription_plan_id: idParamSchema.optional(),
  status: z.enum(enumValues(SubscriptionStatus)).optional(),
  /** Administrators: a reader's name, e-mail or login id. */
  search_key: z.string().trim().max(255).optional(),
});

export const cancelRegisteredQuerySchema = z.object({
  /** Administrators name the reader whose plan they cancel (reason BY_ADMIN). */
  user_id: idParamSchema.optional(),
});
