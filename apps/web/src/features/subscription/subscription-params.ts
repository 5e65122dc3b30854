/** The tabs of /subscription: 1 the plans, 2 the payment history (product.md §2). */
export type SubscriptionTab = 1 | 2;

/** Tab 1's two views: the reader's registered plans, or the plans to register. */
export type PlansView = 'registered' | 'available';

/** `?tab=`: 2 is the payment history; anything else the plans. */
export function readSubscriptionTab(value: string | null): SubscriptionTab {
  return value === '2' ? 2 : 1;
}

/** `?view=`: `available` the plans to register; anything else the reader's own plans. */
export function readPlansView(value: string | null): PlansView {
  return value === 'available' ? 'available' : 'registered';
}
