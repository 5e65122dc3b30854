import { z } from 'zod';
import { defineJob, type JobDefinition } from '../../platform/jobs/job-definition.js';
import { MAX_IMPORT_RUNS } from '../content-import/content-import.runner.js';
import type { CsvImportJobData } from '../content-import/content-import.service.js';
import { runUserImport, type UserImportRunnerDeps } from './user-import.runner.js';

export const USER_IMPORT_RUN_JOB = 'user-import.run';

const userImportJobSchema = z.object({
  importId: z.number().int().positive(),
  companyId: z.number().int().positive(),
  language: z.enum(['ja', 'en']),
});

export interface UserImportJobs {
  run: JobDefinition<CsvImportJobData>;
}

/**
 * `user-import.run`: like the content import's job, one more retry than runs allowed, so a run
 * killed every time still ends in a run that marks the import failed.
 */
export function defineUserImportJobs(deps: UserImportRunnerDeps): UserImportJobs {
  return {
    run: defineJob({
      name: USER_IMPORT_RUN_JOB,
      schema: userImportJobSchema,
      retryLimit: MAX_IMPORT_RUNS,
      retryDelaySeconds: 5,
      timeoutSeconds: 30 * 60,
      handler: (data) => runUserImport(deps, data),
    }),
  };
}
