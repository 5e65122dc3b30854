import { z } from 'zod';
import type { Clock } from '../../platform/clock/clock.js';
import { defineJob, type JobDefinition } from '../../platform/jobs/job-definition.js';
import type { OrderService } from './order.service.js';

export const PAYMENT_RECONCILE_JOB = 'payment.reconcile';

/** An order younger than this is still in its request's hands: reconciliation leaves it alone. */
export const RECONCILE_AFTER_MS = 60_000;

const reconcileData = z
  .object({
    /**
     * Orders last touched this long ago or more (default a minute). 0 when a process starts:
     * asking about a young order is safe (one still in a request's hands is processing or not
     * yet at the gateway, and stays PENDING), only a needless call while nothing crashed.
     */
    olderThanMs: z.number().int().min(0).optional(),
  })
  .strict();
export type ReconcileData = z.infer<typeof reconcileData>;

/**
 * Every 2 minutes (and once when a process starts: runtime.ts), PENDING orders are asked of the
 * gateway and finished as their request would have: the answer of a charge whose process died,
 * or whose answer timed out, is not lost (docs/payments.md).
 */
export function definePaymentReconcile(
  orders: OrderService,
  clock: Clock,
): JobDefinition<ReconcileData> {
  return defineJob({
    name: PAYMENT_RECONCILE_JOB,
    schema: reconcileData,
    cron: '*/2 * * * *',
    // The next run comes soon: an order that failed to reconcile waits for it.
    retryLimit: 0,
    handler: async ({ olderThanMs = RECONCILE_AFTER_MS }) => {
      const before = new Date(clock.now().getTime() - olderThanMs);
      await orders.reconcilePending(before);
    },
  });
}
