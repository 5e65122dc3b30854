import { SubscriptionStatus } from '@hondana/contract';
import type { RegisteredPlan } from '../subscription-plans/plan-types';

/**
 * Whether a registration may still be cancelled: not once cancelled or expired (product.md §4;
 * the server answers 815 for those).
 */
export function canCancelRegistration(status: RegisteredPlan['status']): boolean {
  return status === SubscriptionStatus.Active || status === SubscriptionStatus.Inactive;
}

/** The status chip's colour; its text says the status, the colour only repeats it. */
export function statusColorOf(
  status: RegisteredPlan['status'],
): 'success' | 'warning' | 'default' | 'error' {
  if (status === SubscriptionStatus.Active) return 'success';
  if (status === SubscriptionStatus.Inactive) return 'warning';
  if (status === SubscriptionStatus.Expired) return 'error';
  return 'default';
}

/**
 * The dates a registration shows: until when its books open, and the next billing, which a
 * cancelled or expired plan no longer has (product.md §4).
 */
export function registrationDatesOf(registration: RegisteredPlan): {
  expiryDate: string;
  nextBillingDate: string | null;
} {
  const isRunning = canCancelRegistration(registration.status);
  return {
    expiryDate: registration.expiredDate,
    nextBillingDate: isRunning ? registration.nextBillingDate : null,
  };
}
