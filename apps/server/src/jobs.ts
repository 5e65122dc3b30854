import type { Database } from './platform/db/database.js';
import type { JobDefinition } from './platform/jobs/job-definition.js';
import type { Mailer } from './platform/mail/mailer.js';
import type { ObjectStorage } from './platform/storage/object-storage.js';
import { defineAuthJobs } from './modules/auth/password-reset.jobs.js';
import { defineContentImportJobs } from './modules/content-import/content-import.jobs.js';
import { defineContentJobs } from './modules/content/content.jobs.js';
import { defineUserImportJobs } from './modules/user-import/user-import.jobs.js';
import type { JobQueue } from './platform/jobs/job-queue.js';

/** What modules' jobs may use; every process builds the same set. */
export interface ModuleJobDependencies {
  db: Database;
  /**
   * The mail transport, sending at once: a job is itself queued and retried, and a mail queued
   * from it would keep its links (with their tokens) in a job row.
   */
  transport: Mailer;
  /** config.publicUrl: links in mails. */
  publicUrl: string;
  /** Book files, covers, optimized copies and uploaded imports. */
  storage: ObjectStorage;
  /** For jobs that queue others in their own transactions (an import's set-password mails). */
  queue: Pick<JobQueue, 'send'>;
}

/**
 * Every module's jobs, by module: each module declares them in its `<area>.jobs.ts`, and a new
 * module adds one line here. runtime.ts, app.ts and the test app all read this.
 */
export function defineModuleJobs(deps: ModuleJobDependencies) {
  const auth = defineAuthJobs(deps);
  return {
    auth,
    contentImport: defineContentImportJobs(deps),
    content: defineContentJobs(deps),
    userImport: defineUserImportJobs({
      ...deps,
      queueSetPasswordMail: (tx, mail) => deps.queue.send(auth.setPasswordMail, mail, { tx }),
    }),
  };
}

export type ModuleJobs = ReturnType<typeof defineModuleJobs>;

/** The flat list a job queue registers. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function listModuleJobs(jobs: ModuleJobs): JobDefinition<any>[] {
  return Object.values(jobs).flatMap((area) => Object.values(area));
}
