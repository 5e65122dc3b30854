import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { CompanyAnswers } from '../../platform/cache/company-answers.js';
import type { Database } from '../../platform/db/database.js';
import { defineJob, type JobDefinition } from '../../platform/jobs/job-definition.js';
import type { JobQueue, SendOptions } from '../../platform/jobs/job-queue.js';
import type { ObjectStorage } from '../../platform/storage/object-storage.js';
import { backfillSearchTokens } from './page-text-backfill.js';
import {
  failAbandonedProcessing,
  processContent,
  type ProcessingDependencies,
} from './processing/process-content.js';

/** Queue name other modules may rely on (content-admin enqueues it after an upload). */
export const CONTENT_PROCESS_JOB = 'content.process';
export const CONTENT_PROCESS_GAVE_UP_JOB = 'content.process.gave-up';
export const CONTENT_SEARCH_TOKENS_BACKFILL_JOB = 'content.search-tokens.backfill';

const contentProcessSchema = z.object({
  contentId: z.string().min(1).max(64),
  companyId: z.number().int().positive(),
});

export type ContentProcessRequest = z.infer<typeof contentProcessSchema>;

export interface ContentJobs {
  /** Page count, texts, covers and the optimized PDF of one content (encoding_status 2 → 3/4). */
  process: JobDefinition<ContentProcessRequest>;
  /** Receives `process` jobs with no attempt left, so a content never stays in status 2. */
  processGaveUp: JobDefinition<ContentProcessRequest>;
  /**
   * Gives search tokens to page texts stored before full-text search existed (queued at every
   * start of a process that runs jobs; finds nothing to do once they all have them).
   */
  backfillSearchTokens: JobDefinition<Record<string, never>>;
}

export interface ContentJobOptions {
  /** Tests shorten these; the defaults suit books of hundreds of MB. */
  retryLimit?: number;
  retryDelaySeconds?: number;
  timeoutSeconds?: number;
  /** Where and how long one book is analyzed; keep the time bound well under `timeoutSeconds`. */
  analysis?: ProcessingDependencies['analysis'];
}

export function defineContentJobs(
  deps: {
    db: Database;
    storage: ObjectStorage;
    log?: FastifyBaseLogger;
    /** Told when a content's pages or status changed: visitors' kept searches are dropped. */
    answers?: CompanyAnswers;
  },
  options: ContentJobOptions = {},
): ContentJobs {
  return {
    backfillSearchTokens: defineJob({
      name: CONTENT_SEARCH_TOKENS_BACKFILL_JOB,
      schema: z.object({}).strict() as z.ZodType<Record<string, never>>,
      retryLimit: 5,
      // Batches commit one by one: an attempt cut short resumes where it stopped.
      timeoutSeconds: 6 * 60 * 60,
      handler: async () => {
        const filled = await backfillSearchTokens(deps.db);
        if (filled > 0) {
          deps.log?.info({ filled }, 'search tokens given to stored page texts');
          await deps.answers?.changedEverywhere();
        }
      },
    }),
    processGaveUp: defineJob({
      name: CONTENT_PROCESS_GAVE_UP_JOB,
      schema: contentProcessSchema,
      retryLimit: 5,
      handler: async (request) => {
        await failAbandonedProcessing(deps, request);
        await deps.answers?.changed(request.companyId);
      },
    }),
    process: defineJob({
      name: CONTENT_PROCESS_JOB,
      schema: contentProcessSchema,
      retryLimit: options.retryLimit ?? 2,
      retryDelaySeconds: options.retryDelaySeconds ?? 30,
      timeoutSeconds: options.timeoutSeconds ?? 30 * 60,
      deadLetter: CONTENT_PROCESS_GAVE_UP_JOB,
      handler: async (request, { signal }) => {
        await processContent({ ...deps, analysis: options.analysis }, request, { signal });
        await deps.answers?.changed(request.companyId);
      },
    }),
  };
}

/** How a service asks for a content to be processed (bound in app.ts to the started queue). */
export type EnqueueContentProcessing = (
  request: ContentProcessRequest,
  options?: SendOptions,
) => Promise<string>;

/**
 * Queues `content.process`. Inside a transaction pass `{ tx }` (required on PGlite): the job is
 * then kept only if the content row it names commits.
 */
export function enqueueContentProcessing(
  queue: JobQueue,
  jobs: Pick<ContentJobs, 'process'>,
  request: ContentProcessRequest,
  options?: SendOptions,
): Promise<string> {
  return queue.send(jobs.process, request, options);
}
