import { z } from 'zod';
import type { Database } from '../../platform/db/database.js';
import { defineJob, type JobDefinition } from '../../platform/jobs/job-definition.js';
import type { ObjectStorage } from '../../platform/storage/object-storage.js';
import { MAX_IMPORT_RUNS } from '../content-import/content-import.runner.js';
import type { CsvImportJobData } from '../content-import/content-import.service.js';
import { runPatientImport } from './patient-import.runner.js';

export const PATIENT_IMPORT_JOB = 'uploaded-file.import-patient';

const patientImportJobSchema = z.object({
  importId: z.number().int().positive(),
  companyId: z.number().int().positive(),
  language: z.enum(['ja', 'en']),
});

/** As the content import: one more retry than runs allowed, so the last run ends it as failed. */
export function definePatientImportJob(deps: {
  db: Database;
  storage: ObjectStorage;
}): JobDefinition<CsvImportJobData> {
  return defineJob({
    name: PATIENT_IMPORT_JOB,
    schema: patientImportJobSchema,
    retryLimit: MAX_IMPORT_RUNS,
    retryDelaySeconds: 5,
    timeoutSeconds: 10 * 60,
    handler: (data) => runPatientImport(deps, data),
  });
}
