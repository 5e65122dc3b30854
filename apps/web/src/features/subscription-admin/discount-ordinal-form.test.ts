import { describe, expect, it } from 'vitest';
import {
  discountOrdinalFormSchema,
  formValuesToOrdinalBody,
  newOrdinalValues,
  ordinalToFormValues,
  pricePeriod,
} from './discount-ordinal-form';
import { formatDiscount } from './discount';
import type { DiscountOrdinal } from './plans-api';

const entry = (ordinal: number, discountType: 'PERCENT' | 'AMOUNT', discountValue: number) =>
  ({ id: ordinal, subscriptionPlanId: 3, ordinal, discountType, discountValue }) as DiscountOrdinal;

const plan = { price: 1000, discountPrice: null, subscriptionDiscountType: 'ORDINAL' as const };

describe('discount ordinals', () => {
  it('price each period through priceOf (docs/pricing.md worked examples)', () => {
    const ordinals = [entry(1, 'PERCENT', 100), entry(2, 'PERCENT', 50)];
    expect(pricePeriod(plan, ordinals, 1)).toMatchObject({ subtotal: 0, isFree: true });
    expect(pricePeriod(plan, ordinals, 2)).toMatchObject({ subtotal: 500, tax: 50, total: 550 });
    expect(pricePeriod(plan, ordinals, 3)).toMatchObject({ subtotal: 1000 });
    // Without the ORDINAL discount type the entries do not apply.
    const plain = { ...plan, subscriptionDiscountType: 'NONE' as const };
    expect(pricePeriod(plain, ordinals, 1)).toMatchObject({ subtotal: 1000 });
  });

  it('start a new entry at the period after the last one', () => {
    expect(newOrdinalValues([])).toMatchObject({ ordinal: '1' });
    expect(newOrdinalValues([entry(3, 'AMOUNT', 100), entry(1, 'PERCENT', 10)])).toMatchObject({
      ordinal: '4',
    });
  });

  it('map the form to the contract body and back', () => {
    const values = ordinalToFormValues(entry(2, 'AMOUNT', 300));
    expect(formValuesToOrdinalBody(3, values)).toEqual({
      subscription_plan_id: 3,
      ordinal: 2,
      discount_type: 'AMOUNT',
      discount_value: 300,
    });
  });

  it('check the period and the value by the discount kind', () => {
    const messagesOf = (values: unknown) =>
      discountOrdinalFormSchema.safeParse(values).error?.issues.map((issue) => issue.message) ?? [];
    expect(messagesOf({ ordinal: '0', discountType: 'PERCENT', discountValue: '50' })).toEqual([
      'subscriptionAdmin.validation.period',
    ]);
    expect(messagesOf({ ordinal: '1', discountType: 'PERCENT', discountValue: '150' })).toEqual([
      'subscriptionAdmin.validation.percent',
    ]);
    expect(messagesOf({ ordinal: '1', discountType: 'AMOUNT', discountValue: '150' })).toEqual([]);
  });

  it('read as a percentage or yen', () => {
    expect(formatDiscount({ discountType: 'PERCENT', discountValue: 10 })).toBe('10%');
    expect(formatDiscount({ discountType: 'AMOUNT', discountValue: 1500 })).toBe('¥1,500');
  });
});
