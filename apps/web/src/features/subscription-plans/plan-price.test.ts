import { describe, expect, it } from 'vitest';
import { priceOf } from '@hondana/contract';
import {
  cardPriceOf,
  decideRegistration,
  orderLinesOf,
  periodPriceRunsOf,
  pricedPlanOf,
} from './plan-price';
import type { Plan } from './plan-types';

function planOf(overrides: Partial<Plan> = {}): Plan {
  return {
    id: 1,
    name: 'Monthly',
    imageName: null,
    imageUrl: null,
    price: 1000,
    discountPrice: null,
    duration: 1,
    durationType: 1,
    numberFreeTerm: 0,
    termType: 'BY_DAYS',
    subscriptionType: 1,
    subscriptionDiscountType: 'NONE',
    ordinal: 0,
    contentGroupIds: [3],
    subscriptionContentGroups: [{ contentGroupId: 3, contentGroupName: 'Novels' }],
    discountOrdinals: [],
    registeredCount: 0,
    isRegistered: false,
    createdDate: '2025-01-01T00:00:00Z',
    updateDate: '2025-01-01T00:00:00Z',
    ...overrides,
  };
}

const ordinal = (period: number, kind: 'PERCENT' | 'AMOUNT', value: number) => ({
  id: period,
  subscriptionPlanId: 1,
  ordinal: period,
  discountType: kind,
  discountValue: value,
});

describe('cardPriceOf', () => {
  it('shows the price alone when the plan has no discount price', () => {
    expect(cardPriceOf(planOf())).toEqual({ price: 1000, struckPrice: null });
  });

  it('shows the discount price with the listed price struck through', () => {
    expect(cardPriceOf(planOf({ discountPrice: 800 }))).toEqual({ price: 800, struckPrice: 1000 });
  });

  it('leaves ordinal discounts to the detail (a card shows the plan price, without tax)', () => {
    const plan = planOf({
      subscriptionDiscountType: 'ORDINAL',
      discountOrdinals: [ordinal(1, 'PERCENT', 100)],
    });
    expect(cardPriceOf(plan)).toEqual({ price: 1000, struckPrice: null });
  });
});

describe('periodPriceRunsOf', () => {
  it('is empty without ordinal discounts', () => {
    expect(periodPriceRunsOf(planOf())).toEqual([]);
    // Entries the plan does not use (discount type NONE) change nothing.
    expect(periodPriceRunsOf(planOf({ discountOrdinals: [ordinal(1, 'PERCENT', 100)] }))).toEqual(
      [],
    );
  });

  it('gives the first period free, then the plan price onward', () => {
    const plan = planOf({
      subscriptionDiscountType: 'ORDINAL',
      discountOrdinals: [ordinal(1, 'PERCENT', 100)],
    });
    expect(periodPriceRunsOf(plan)).toEqual([
      { from: 1, to: 1, subtotal: 0 },
      { from: 2, to: null, subtotal: 1000 },
    ]);
  });

  it('joins periods of one price and prices the gaps at the plan price', () => {
    const plan = planOf({
      discountPrice: 800,
      subscriptionDiscountType: 'ORDINAL',
      discountOrdinals: [
        ordinal(4, 'AMOUNT', 300),
        ordinal(1, 'PERCENT', 50),
        ordinal(2, 'AMOUNT', 400),
      ],
    });
    expect(periodPriceRunsOf(plan)).toEqual([
      { from: 1, to: 2, subtotal: 400 },
      { from: 3, to: 3, subtotal: 800 },
      { from: 4, to: 4, subtotal: 500 },
      { from: 5, to: null, subtotal: 800 },
    ]);
  });

  it('agrees with priceOf for every period it describes', () => {
    const plan = planOf({
      subscriptionDiscountType: 'ORDINAL',
      discountOrdinals: [ordinal(1, 'PERCENT', 100), ordinal(2, 'AMOUNT', 500)],
    });
    for (const run of periodPriceRunsOf(plan)) {
      const last = run.to ?? run.from + 3;
      for (let period = run.from; period <= last; period += 1) {
        expect(priceOf({ plan: pricedPlanOf(plan), period }).subtotal).toBe(run.subtotal);
      }
    }
  });
});

describe('orderLinesOf', () => {
  it('lists price, subtotal, tax and total, leaving out discounts of nothing', () => {
    const lines = orderLinesOf(priceOf({ plan: pricedPlanOf(planOf()), period: 1 }));
    expect(lines).toEqual([
      { key: 'planPrice', amount: 1000 },
      { key: 'subtotal', amount: 1000 },
      { key: 'tax', amount: 100 },
      { key: 'total', amount: 1100 },
    ]);
  });

  it('shows both discounts as negative amounts and strikes the listed price', () => {
    const plan = planOf({
      price: 2200,
      discountPrice: 1980,
      subscriptionDiscountType: 'ORDINAL',
      discountOrdinals: [ordinal(1, 'AMOUNT', 500)],
    });
    const price = priceOf({
      plan: pricedPlanOf(plan),
      period: 1,
      coupon: { kind: 'PERCENT', value: 10 },
    });
    expect(orderLinesOf(price)).toEqual([
      { key: 'planPrice', amount: 1980, struckAmount: 2200 },
      { key: 'ordinalDiscount', amount: -500 },
      { key: 'couponDiscount', amount: -148 },
      { key: 'subtotal', amount: 1332 },
      { key: 'tax', amount: 133 },
      { key: 'total', amount: 1465 },
    ]);
  });
});

describe('decideRegistration', () => {
  it('registers a free order at once', () => {
    expect(decideRegistration({ isFree: true, freeDays: 0 })).toBe('charge');
  });

  it('asks the server when free days may make the first order free', () => {
    expect(decideRegistration({ isFree: false, freeDays: 14 })).toBe('charge');
  });

  it('sends a paid order to the card payment', () => {
    expect(decideRegistration({ isFree: false, freeDays: 0 })).toBe('order-entry');
  });
});
