import { TAX_RATE } from './constants';
import { SubscriptionDiscountType } from './enums';
import type { EnumValue } from './enums';

/**
 * The one price function (issue 19, part 4): what a period of a plan costs, in integer yen.
 * The server charges what it answers and the web shows what it answers, so a screen never shows a
 * price the server would not charge. Rules (docs/pricing.md has worked examples):
 * 1. The plan's price for a period is its discount price when it has one, else its price (the
 *    card shows the price struck through beside the discount price).
 * 2. With ordinal discounts, the period's ordinal (1 = the first billing period) takes the
 *    discount of that ordinal, if any, off the plan's price.
 * 3. A coupon comes off what remains after the ordinal discount.
 * 4. A percentage takes off `round(amount × percent / 100)` yen (half up); an amount takes off
 *    at most what remains: nothing goes below 0 yen.
 * 5. Tax is 10 % of the subtotal, rounded half up to the yen; the total is subtotal plus tax.
 */

/** How a discount is given: a percentage of the amount, or a number of yen. */
export const DiscountKind = { Percent: 'PERCENT', Amount: 'AMOUNT' } as const;
export type DiscountKind = EnumValue<typeof DiscountKind>;

export interface Discount {
  kind: DiscountKind;
  /** Percent 0-100, or yen (an integer, not negative). */
  value: number;
}

/** The price of one billing period of a plan (its ordinal, 1-based), as a discount. */
export interface OrdinalDiscount extends Discount {
  ordinal: number;
}

export interface PricedPlan {
  /** Yen without tax. */
  price: number;
  /** The plan's own reduced price, yen without tax; null: none. */
  discountPrice: number | null;
  discountType: SubscriptionDiscountType;
  ordinalDiscounts: readonly OrdinalDiscount[];
}

export interface PriceRequest {
  plan: PricedPlan;
  /** Which billing period (1 = the first); ordinal discounts follow it. */
  period: number;
  coupon?: Discount | null;
}

/** The lines of an order, all integer yen: what the order page shows and the server charges. */
export interface PriceLines {
  /** The plan's price as listed (struck through when a discount price applies). */
  listPrice: number;
  /** The plan's price for a period: its discount price, else its price. */
  planPrice: number;
  ordinalDiscount: number;
  couponDiscount: number;
  /** Without tax. */
  subtotal: number;
  tax: number;
  total: number;
  /** Nothing to pay: the period registers without a payment (product.md's isClose). */
  isFree: boolean;
}

function assertYen(name: string, value: number): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${name} must be a whole number of yen, not negative (got ${value})`);
  }
}

/** Yen taken off `amount` by `discount`: never more than the amount. */
export function discountOff(amount: number, discount: Discount): number {
  if (discount.kind === DiscountKind.Percent) {
    if (!(discount.value >= 0 && discount.value <= 100)) {
      throw new RangeError(`a percentage discount is 0-100 (got ${discount.value})`);
    }
    return Math.min(amount, Math.round((amount * discount.value) / 100));
  }
  assertYen('an amount discount', discount.value);
  return Math.min(amount, discount.value);
}

/** 10 % of a yen amount, rounded half up (computed in whole yen: no floating-point drift). */
export function taxOf(subtotal: number): number {
  assertYen('a subtotal', subtotal);
  const tenths = Math.round(TAX_RATE * 10);
  return Math.floor((subtotal * tenths + 5) / 10);
}

export function priceOf(request: PriceRequest): PriceLines {
  const { plan, period } = request;
  assertYen('a plan price', plan.price);
  if (plan.discountPrice !== null) assertYen('a discount price', plan.discountPrice);
  if (!Number.isSafeInteger(period) || period < 1) {
    throw new RangeError(`a billing period is 1 or more (got ${period})`);
  }
  const planPrice = plan.discountPrice ?? plan.price;
  const ordinal =
    plan.discountType === SubscriptionDiscountType.Ordinal
      ? plan.ordinalDiscounts.find((entry) => entry.ordinal === period)
      : undefined;
  const ordinalDiscount = ordinal ? discountOff(planPrice, ordinal) : 0;
  const afterOrdinal = planPrice - ordinalDiscount;
  const couponDiscount = request.coupon ? discountOff(afterOrdinal, request.coupon) : 0;
  const subtotal = afterOrdinal - couponDiscount;
  const tax = taxOf(subtotal);
  const total = subtotal + tax;
  return {
    listPrice: plan.price,
    planPrice,
    ordinalDiscount,
    couponDiscount,
    subtotal,
    tax,
    total,
    isFree: total === 0,
  };
}
