import type { ServerModule } from '../../server-module.js';
import { createCsvImportService } from '../content-import/content-import.service.js';
import { userCsvFormat } from './user-csv.js';
import { createUserExportService } from './user-export.js';
import { defineUserImportJobs } from './user-import.jobs.js';
import { userImportRoutes } from './user-import.routes.js';

/** Users by CSV (a streamed, batched, resumable job) and the user list's CSV export. */
export const userImportModule: ServerModule = {
  name: 'user-import',
  create(ports, { companies, users, userGroups, sessions, queueSetPasswordMail }) {
    const jobs = defineUserImportJobs({
      db: ports.db,
      storage: ports.storage,
      companies,
      users,
      userGroups,
      sessions,
      clock: ports.clock,
      queueSetPasswordMail,
    });
    const imports = createCsvImportService({
      db: ports.db,
      storage: ports.storage,
      kind: 'user',
      format: userCsvFormat,
      enqueue: (_tx, data) => ports.queue.send(jobs.run, data),
    });
    return {
      routes: [userImportRoutes(imports, createUserExportService(users))],
      jobs: [jobs.run],
    };
  },
};
