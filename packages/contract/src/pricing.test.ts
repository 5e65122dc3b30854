import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SubscriptionDiscountType } from './enums';
import {
  discountOff,
  DiscountKind,
  priceOf,
  taxOf,
  type Discount,
  type PricedPlan,
} from './pricing';

const plan = (overrides: Partial<PricedPlan> = {}): PricedPlan => ({
  price: 1000,
  discountPrice: null,
  discountType: SubscriptionDiscountType.None,
  ordinalDiscounts: [],
  ...overrides,
});
const percent = (value: number): Discount => ({ kind: DiscountKind.Percent, value });
const yen = (value: number): Discount => ({ kind: DiscountKind.Amount, value });

/** The worked examples of docs/pricing.md: plan, period, coupon, then the lines. */
const examples: [string, PricedPlan, number, Discount | null, [number, number, number, number]][] =
  [
    // name, plan, period, coupon, [ordinal discount, coupon discount, subtotal, total]
    ['list price', plan(), 1, null, [0, 0, 1000, 1100]],
    ['discount price', plan({ discountPrice: 800 }), 1, null, [0, 0, 800, 880]],
    [
      'first month free',
      plan({
        discountType: SubscriptionDiscountType.Ordinal,
        ordinalDiscounts: [{ ordinal: 1, kind: DiscountKind.Percent, value: 100 }],
      }),
      1,
      null,
      [1000, 0, 0, 0],
    ],
    [
      'second month half price',
      plan({
        discountType: SubscriptionDiscountType.Ordinal,
        ordinalDiscounts: [
          { ordinal: 1, kind: DiscountKind.Percent, value: 100 },
          { ordinal: 2, kind: DiscountKind.Percent, value: 50 },
        ],
      }),
      2,
      null,
      [500, 0, 500, 550],
    ],
    [
      'third month at the plan price',
      plan({
        discountType: SubscriptionDiscountType.Ordinal,
        ordinalDiscounts: [{ ordinal: 2, kind: DiscountKind.Percent, value: 50 }],
      }),
      3,
      null,
      [0, 0, 1000, 1100],
    ],
    [
      'ordinals of a plan without ordinal discounts are ignored',
      plan({ ordinalDiscounts: [{ ordinal: 1, kind: DiscountKind.Amount, value: 300 }] }),
      1,
      null,
      [0, 0, 1000, 1100],
    ],
    ['coupon of 10 %', plan({ price: 1980 }), 1, percent(10), [0, 198, 1782, 1960]],
    [
      'coupon after the ordinal discount',
      plan({
        price: 1980,
        discountType: SubscriptionDiscountType.Ordinal,
        ordinalDiscounts: [{ ordinal: 1, kind: DiscountKind.Amount, value: 500 }],
      }),
      1,
      percent(10),
      [500, 148, 1332, 1465],
    ],
    ['an amount coupon larger than the price', plan({ price: 300 }), 1, yen(500), [0, 300, 0, 0]],
    ['a 100 % coupon', plan({ price: 4980 }), 1, percent(100), [0, 4980, 0, 0]],
    ['tax rounds half up: 5 yen of tax on 45', plan({ price: 45 }), 1, null, [0, 0, 45, 50]],
    ['tax rounds half up: 4 yen of tax on 44', plan({ price: 44 }), 1, null, [0, 0, 44, 48]],
  ];

describe('the price of a plan period', () => {
  it.each(examples)('%s', (_name, priced, period, coupon, expected) => {
    const lines = priceOf({ plan: priced, period, coupon });
    expect([lines.ordinalDiscount, lines.couponDiscount, lines.subtotal, lines.total]).toEqual(
      expected,
    );
    expect(lines.isFree).toBe(expected[3] === 0);
  });

  const discounts = fc.oneof(
    fc.integer({ min: 0, max: 100 }).map(percent),
    fc.integer({ min: 0, max: 2_000_000 }).map(yen),
  );
  const plans = fc.record({
    price: fc.integer({ min: 0, max: 1_000_000 }),
    discountPrice: fc.option(fc.integer({ min: 0, max: 1_000_000 })),
    discountType: fc.constantFrom(SubscriptionDiscountType.Ordinal, SubscriptionDiscountType.None),
    ordinalDiscounts: fc.array(
      fc.record({ ordinal: fc.integer({ min: 1, max: 6 }), discount: discounts }),
      { maxLength: 6 },
    ),
  });
  const requests = fc.record({
    plan: plans.map((p) => ({
      ...p,
      ordinalDiscounts: p.ordinalDiscounts.map(({ ordinal, discount }) => ({
        ordinal,
        ...discount,
      })),
    })),
    period: fc.integer({ min: 1, max: 8 }),
    coupon: fc.option(discounts),
  });

  it('is whole yen, never negative, and adds up', () => {
    fc.assert(
      fc.property(requests, (request) => {
        const lines = priceOf(request);
        for (const value of Object.values(lines)) {
          if (typeof value === 'number')
            expect(Number.isSafeInteger(value) && value >= 0).toBe(true);
        }
        expect(lines.planPrice - lines.ordinalDiscount - lines.couponDiscount).toBe(lines.subtotal);
        expect(lines.total).toBe(lines.subtotal + lines.tax);
        expect(lines.isFree).toBe(lines.total === 0);
      }),
    );
  });

  it('never costs more with a coupon than without, nor more than the plan price with tax', () => {
    fc.assert(
      fc.property(requests, ({ plan: priced, period, coupon }) => {
        const withCoupon = priceOf({ plan: priced, period, coupon });
        const without = priceOf({ plan: priced, period, coupon: null });
        expect(withCoupon.total).toBeLessThanOrEqual(without.total);
        expect(without.total).toBeLessThanOrEqual(
          (priced.discountPrice ?? priced.price) + taxOf(priced.discountPrice ?? priced.price),
        );
      }),
    );
  });

  it('takes the coupon off what the ordinal discount left', () => {
    fc.assert(
      fc.property(requests, discounts, ({ plan: priced, period }, coupon) => {
        const lines = priceOf({ plan: priced, period, coupon });
        expect(lines.couponDiscount).toBe(
          discountOff(lines.planPrice - lines.ordinalDiscount, coupon),
        );
      }),
    );
  });

  it('rounds tax half up at the half yen: 10 % of n is n / 10 rounded', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), (subtotal) => {
        const exact = subtotal / 10;
        const tax = taxOf(subtotal);
        expect(tax - exact).toBeLessThanOrEqual(0.5);
        expect(exact - tax).toBeLessThan(0.5);
      }),
    );
  });

  it('refuses what is not a price', () => {
    expect(() => priceOf({ plan: plan({ price: -1 }), period: 1 })).toThrow(RangeError);
    expect(() => priceOf({ plan: plan({ price: 10.5 }), period: 1 })).toThrow(RangeError);
    expect(() => priceOf({ plan: plan(), period: 0 })).toThrow(RangeError);
    expect(() => priceOf({ plan: plan(), period: 1, coupon: percent(120) })).toThrow(RangeError);
  });
});
