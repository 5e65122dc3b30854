import { describe, expect, it } from 'vitest';
import {
  couponFormSchema,
  couponToFormValues,
  emptyCouponValues,
  formValuesToCouponBody,
  type Coupon,
} from './coupon-form';

const coupon: Coupon = {
  id: 9,
  couponCode: 'WELCOME10',
  name: 'Welcome',
  expiryDate: '2026-12-31',
  numberOfUsages: 100,
  usedCount: 3,
  discountType: 'PERCENT',
  discountValue: 10,
  createdDate: '2026-01-01T00:00:00Z',
};

const messagesOf = (values: unknown) =>
  couponFormSchema.safeParse(values).error?.issues.map((issue) => issue.message) ?? [];

describe('coupon form', () => {
  it('round-trips a coupon into the body, the code upper case and a blank expiry as never', () => {
    expect(formValuesToCouponBody(couponToFormValues(coupon))).toEqual({
      coupon_code: 'WELCOME10',
      name: 'Welcome',
      expiry_date: '2026-12-31',
      number_of_usages: 100,
      discount_type: 'PERCENT',
      discount_value: 10,
    });
    const typed = { ...emptyCouponValues, couponCode: ' spring-26_a ', name: 'Spring' };
    expect(formValuesToCouponBody({ ...typed, expiryDate: '' })).toMatchObject({
      coupon_code: 'SPRING-26_A',
      expiry_date: null,
    });
  });

  it('accepts what the contract accepts', () => {
    expect(messagesOf({ ...emptyCouponValues, couponCode: 'abc', name: 'A' })).toEqual([]);
  });

  it('explains a wrong code, date, usage count and discount', () => {
    expect(
      messagesOf({
        couponCode: 'no spaces',
        name: 'A',
        expiryDate: '2026-02-30',
        numberOfUsages: '0',
        discountType: 'PERCENT',
        discountValue: '101',
      }),
    ).toEqual([
      'validation.couponCode.pattern',
      'subscriptionAdmin.validation.date',
      'subscriptionAdmin.validation.usages',
      'subscriptionAdmin.validation.percent',
    ]);
    expect(
      messagesOf({
        ...emptyCouponValues,
        couponCode: 'A',
        name: 'A',
        discountType: 'AMOUNT',
        discountValue: '500',
      }),
    ).toEqual([]);
    expect(messagesOf({ ...emptyCouponValues, couponCode: '', name: ' ' })).toEqual([
      'validation.required',
      'validation.required',
    ]);
  });
});
