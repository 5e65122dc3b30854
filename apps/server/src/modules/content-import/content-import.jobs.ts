import { z } from 'zod';
import type { CompanyAnswers } from '../../platform/cache/company-answers.js';
import { defineJob, type JobDefinition } from '../../platform/jobs/job-definition.js';
import {
  MAX_IMPORT_RUNS,
  runContentImport,
  type ContentImportRunnerDeps,
} from './content-import.runner.js';
import type { ContentImportJobData } from './content-import.service.js';
import { expireCsvUploads } from './csv-upload-expiry.js';

export const CONTENT_IMPORT_RUN_JOB = 'content-import.run';
export const CSV_UPLOAD_EXPIRY_JOB = 'csv-import.expire-uploads';

const contentImportJobSchema = z.object({
  importId: z.number().int().positive(),
  companyId: z.number().int().positive(),
  language: z.enum(['ja', 'en']),
});

export interface ContentImportJobs {
  run: JobDefinition<ContentImportJobData>;
  expireUploads: JobDefinition<Record<string, never>>;
}

/**
 * `content-import.run`: one more retry than runs allowed, so a run killed every time still ends
 * in a run that marks the import failed. The timeout bounds a run (10 MB of rows takes minutes);
 * an expired run that is still alive stops at its next row once the retry has started.
 */
export function defineContentImportJobs(
  deps: ContentImportRunnerDeps & { answers?: CompanyAnswers },
): ContentImportJobs {
  return {
    run: defineJob({
      name: CONTENT_IMPORT_RUN_JOB,
      schema: contentImportJobSchema,
      retryLimit: MAX_IMPORT_RUNS,
      retryDelaySeconds: 5,
      timeoutSeconds: 30 * 60,
      handler: async (data) => {
        // Each row commits on its own: even a run that fails may have changed contents.
        try {
          await runContentImport(deps, data);
        } finally {
          await deps.answers?.changed(data.companyId);
        }
      },
    }),
    // Hourly, for both kinds of import (the bookkeeping is shared): an upload left unstarted
    // lives at most UNSTARTED_UPLOAD_HOURS and one more hour.
    expireUploads: defineJob({
      name: CSV_UPLOAD_EXPIRY_JOB,
      schema: z.object({}).strict(),
      cron: '15 * * * *',
      handler: async () => {
        await expireCsvUploads(deps);
      },
    }),
  };
}
