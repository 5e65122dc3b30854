import { describe, expect, it } from 'vitest';
import { chooseAccessTick } from './access-tick';

describe('chooseAccessTick', () => {
  const on = { isSubscriptionEnabled: true, isSubscriptionPlan: false, isRegistered: false };

  it('marks nothing while the company does not show subscriptions', () => {
    expect(chooseAccessTick({ ...on, isSubscriptionEnabled: false })).toBeNull();
    expect(
      chooseAccessTick({
        isSubscriptionEnabled: false,
        isSubscriptionPlan: true,
        isRegistered: true,
      }),
    ).toBeNull();
  });

  it('ticks a book in no plan as free', () => {
    expect(chooseAccessTick(on)).toBe('free');
  });

  it('ticks a book of a held plan as subscribed', () => {
    expect(chooseAccessTick({ ...on, isSubscriptionPlan: true, isRegistered: true })).toBe(
      'subscribed',
    );
  });

  it('marks a book of a plan not held as needing a subscription, without a tick', () => {
    expect(chooseAccessTick({ ...on, isSubscriptionPlan: true })).toBe('subscription');
  });
});
