import { describe, expect, it } from 'vitest';
import { readPlansView, readSubscriptionTab } from './subscription-params';

describe('subscription address parameters', () => {
  it('opens the payment history for ?tab=2 and the plans otherwise', () => {
    expect(readSubscriptionTab('2')).toBe(2);
    expect(readSubscriptionTab('1')).toBe(1);
    expect(readSubscriptionTab(null)).toBe(1);
    expect(readSubscriptionTab('x')).toBe(1);
  });

  it('shows the reader’s own plans unless the plans to register are asked for', () => {
    expect(readPlansView('available')).toBe('available');
    expect(readPlansView(null)).toBe('registered');
    expect(readPlansView('other')).toBe('registered');
  });
});
