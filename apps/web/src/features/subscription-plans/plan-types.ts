import type {
  CouponCheckWire,
  PlanWire,
  PriceLines,
  PriceLinesWire,
  RegisteredPlanWire,
} from '@hondana/contract';
import type { CamelCasedDeep } from '../../api/case-conversion';

/** A subscription plan as the screens read it (the API client camelCases every key). */
export type Plan = CamelCasedDeep<PlanWire>;

/** One of the reader's registrations (`subscription-plan/user/registered/page`). */
export type RegisteredPlan = CamelCasedDeep<RegisteredPlanWire>;

/** The answer of `manage-coupon/user/get`: the coupon and the order's price with it. */
export type CouponCheck = CamelCasedDeep<CouponCheckWire>;

/**
 * The price of an order, from `priceOf` on the screen or from the server's answer (the coupon
 * check): the same lines either way, so the screen shows what the server charges.
 */
export type OrderPrice = Pick<
  PriceLines & CamelCasedDeep<PriceLinesWire>,
  'listPrice' | 'planPrice' | 'ordinalDiscount' | 'couponDiscount' | 'subtotal' | 'tax' | 'total'
> & { isFree: boolean };
