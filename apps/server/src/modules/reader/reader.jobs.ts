import { z } from 'zod';
import type { Clock } from '../../platform/clock/clock.js';
import type { Database } from '../../platform/db/database.js';
import { defineJob, type JobDefinition } from '../../platform/jobs/job-definition.js';
import { createReaderRepository } from './reader.repository.js';

export const VIEWER_TOKEN_EXPIRY_JOB = 'reader.viewer-tokens.expire';

/**
 * Every quarter of an hour, viewer tokens past their end are deleted: an expired token opens
 * nothing (openBook checks the time), but its row would otherwise stay for good.
 */
export function defineViewerTokenExpiry(deps: {
  db: Database;
  clock: Clock;
}): JobDefinition<Record<string, never>> {
  const repository = createReaderRepository(deps.db);
  return defineJob({
    name: VIEWER_TOKEN_EXPIRY_JOB,
    schema: z.object({}).strict() as z.ZodType<Record<string, never>>,
    cron: '*/15 * * * *',
    handler: () => repository.deleteExpiredTokens(deps.clock.now()),
  });
}
