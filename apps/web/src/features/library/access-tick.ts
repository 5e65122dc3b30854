/**
 * The mark beside a book's title when the company shows subscriptions (product.md §2 Content
 * detail): `subscribed` the viewer holds a plan that unlocks it, `free` it is in no plan,
 * `subscription` it is in a plan the viewer does not hold. The last is not a tick: a tick says
 * "you may read this", and this book would open the plans instead, so the reader is told so
 * before pressing View Book. Null: subscriptions are off and nothing is marked.
 */
export type AccessTick = 'subscribed' | 'free' | 'subscription' | null;

export function chooseAccessTick(input: {
  isSubscriptionEnabled: boolean;
  isSubscriptionPlan: boolean;
  isRegistered: boolean;
}): AccessTick {
  if (!input.isSubscriptionEnabled) return null;
  if (!input.isSubscriptionPlan) return 'free';
  return input.isRegistered ? 'subscribed' : 'subscription';
}
