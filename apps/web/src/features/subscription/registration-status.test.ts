import { describe, expect, it } from 'vitest';
import type { RegisteredPlan } from '../subscription-plans/plan-types';
import { canCancelRegistration, registrationDatesOf, statusColorOf } from './registration-status';

function registrationOf(overrides: Partial<RegisteredPlan>): RegisteredPlan {
  return {
    id: 7,
    subscriptionPlanId: 1,
    nameSubscriptionPlan: 'Trial',
    userId: 3,
    userName: 'reader',
    price: 0,
    status: 'ACTIVE',
    createdDate: '2025-03-01T00:00:00Z',
    numberFreeTerm: 14,
    firstPaymentDate: '2025-03-15T00:00:00Z',
    expiredDate: '2025-03-15T00:00:00Z',
    nextBillingDate: '2025-03-15T00:00:00Z',
    period: 0,
    couponCode: null,
    cancel: false,
    cancelDate: null,
    cancelReason: null,
    ...overrides,
  };
}

describe('canCancelRegistration', () => {
  it('allows cancelling a running or pending plan only', () => {
    expect(canCancelRegistration('ACTIVE')).toBe(true);
    expect(canCancelRegistration('INACTIVE')).toBe(true);
    expect(canCancelRegistration('CANCEL')).toBe(false);
    expect(canCancelRegistration('EXPIRED')).toBe(false);
  });
});

describe('registrationDatesOf', () => {
  it('shows the next billing of an active plan', () => {
    expect(registrationDatesOf(registrationOf({}))).toEqual({
      expiryDate: '2025-03-15T00:00:00Z',
      nextBillingDate: '2025-03-15T00:00:00Z',
    });
  });

  it('shows a cancelled plan with its expiry and no next billing', () => {
    // Even should an answer still carry a billing date, a cancelled plan is not billed again.
    const cancelled = registrationOf({ status: 'CANCEL', cancel: true });
    expect(registrationDatesOf(cancelled)).toEqual({
      expiryDate: '2025-03-15T00:00:00Z',
      nextBillingDate: null,
    });
  });
});

describe('statusColorOf', () => {
  it('gives each status its own colour', () => {
    const colours = (['ACTIVE', 'INACTIVE', 'CANCEL', 'EXPIRED'] as const).map(statusColorOf);
    expect(new Set(colours).size).toBe(4);
  });
});
