import { z } from 'zod';
import { defineJob, type JobDefinition } from '../../platform/jobs/job-definition.js';
import type { RegistrationService } from './registration.service.js';

export const SUBSCRIPTION_EXPIRY_JOB = 'subscription.expire';

/**
 * Every minute, registrations whose period ended are settled (EXPIRED, or on to a free next
 * period; a paid next period is the renewal job's, in the payment module). Access does not wait
 * for it (the gate reads the expiry); lists show the status.
 */
export function defineSubscriptionExpiry(
  registrations: RegistrationService,
): JobDefinition<Record<string, never>> {
  return defineJob({
    name: SUBSCRIPTION_EXPIRY_JOB,
    schema: z.object({}).strict() as z.ZodType<Record<string, never>>,
    cron: '* * * * *',
    handler: async () => {
      // Walks every due registration in batches, so a backlog clears in one run.
      await registrations.settleDue();
    },
  });
}
