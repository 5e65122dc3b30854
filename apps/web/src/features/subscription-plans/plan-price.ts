import { priceOf, SubscriptionDiscountType } from '@hondana/contract';
import type { PricedPlan } from '@hondana/contract';
import type { OrderPrice, Plan } from './plan-types';

/** The plan as `priceOf` reads it. */
export function pricedPlanOf(plan: Plan): PricedPlan {
  return {
    price: plan.price,
    discountPrice: plan.discountPrice,
    discountType: plan.subscriptionDiscountType,
    ordinalDiscounts: plan.discountOrdinals.map((entry) => ({
      ordinal: entry.ordinal,
      kind: entry.discountType,
      value: entry.discountValue,
    })),
  };
}

/**
 * A card's price (product.md §2: without tax): the plan's price for a period, and the listed
 * price to strike through beside it when the plan has its own discount price.
 */
export function cardPriceOf(plan: Plan): { price: number; struckPrice: number | null } {
  const lines = priceOf({ plan: pricedPlanOf(plan), period: 1 });
  return {
    price: lines.planPrice,
    struckPrice: lines.listPrice !== lines.planPrice ? lines.listPrice : null,
  };
}

/** Billing periods `from`..`to` (null: and every later one) cost `subtotal` yen without tax. */
export interface PeriodPriceRun {
  from: number;
  to: number | null;
  subtotal: number;
}

/**
 * What each billing period of a plan with ordinal discounts costs, as runs of periods with the
 * same price ("1st: free, 2nd-3rd: ¥500, from the 4th: ¥1,000"), each computed with `priceOf` so
 * the description matches the charges. Empty for a plan without ordinal discounts: its periods
 * all cost the card's price.
 */
export function periodPriceRunsOf(plan: Plan): PeriodPriceRun[] {
  if (plan.subscriptionDiscountType !== SubscriptionDiscountType.Ordinal) return [];
  if (plan.discountOrdinals.length === 0) return [];
  const priced = pricedPlanOf(plan);
  const lastOrdinal = Math.max(...plan.discountOrdinals.map((entry) => entry.ordinal));
  const runs: PeriodPriceRun[] = [];
  // One past the last ordinal: the plan's own price from then on.
  for (let period = 1; period <= lastOrdinal + 1; period += 1) {
    const { subtotal } = priceOf({ plan: priced, period });
    const last = runs.at(-1);
    if (last && last.subtotal === subtotal) last.to = period;
    else runs.push({ from: period, to: period, subtotal });
  }
  const onward = runs.at(-1);
  if (onward) onward.to = null;
  return runs;
}

export type OrderLineKey =
  'planPrice' | 'ordinalDiscount' | 'couponDiscount' | 'subtotal' | 'tax' | 'total';

export interface OrderLine {
  key: OrderLineKey;
  /** Yen; discounts are negative. */
  amount: number;
  /** The listed price struck through beside the plan's discount price. */
  struckAmount?: number;
}

/** The lines an order shows, in order; a discount that takes nothing off is left out. */
export function orderLinesOf(price: OrderPrice): OrderLine[] {
  const lines: OrderLine[] = [
    price.listPrice !== price.planPrice
      ? { key: 'planPrice', amount: price.planPrice, struckAmount: price.listPrice }
      : { key: 'planPrice', amount: price.planPrice },
  ];
  if (price.ordinalDiscount > 0)
    lines.push({ key: 'ordinalDiscount', amount: -price.ordinalDiscount });
  if (price.couponDiscount > 0)
    lines.push({ key: 'couponDiscount', amount: -price.couponDiscount });
  lines.push(
    { key: 'subtotal', amount: price.subtotal },
    { key: 'tax', amount: price.tax },
    { key: 'total', amount: price.total },
  );
  return lines;
}

/**
 * How Register proceeds: `charge` registers at once (the server answers 846 when the order is
 * paid after all, and the screen then goes to the order entry); `order-entry` goes to the card
 * payment directly. Free days may make the first order free, but only the server knows whether
 * this reader had them already, so an order with free days asks it.
 */
export function decideRegistration(order: {
  isFree: boolean;
  freeDays: number;
}): 'charge' | 'order-entry' {
  return order.isFree || order.freeDays > 0 ? 'charge' : 'order-entry';
}
