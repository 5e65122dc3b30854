import type { ServerModule } from '../../server-module.js';
import { defineContentImportJobs } from './content-import.jobs.js';
import { contentImportRoutes } from './content-import.routes.js';
import { createContentImportService } from './content-import.service.js';
import { contentWriterOf } from './content-writer.js';

/** Contents by CSV: template, upload, a resumable import job, its errors; the export is content's. */
export const contentImportModule: ServerModule = {
  name: 'content-import',
  create(ports, { companies, contents, companyAnswers }) {
    const jobs = defineContentImportJobs({
      db: ports.db,
      storage: ports.storage,
      companies,
      answers: companyAnswers,
      writer: contentWriterOf(contents),
    });
    const imports = createContentImportService({
      db: ports.db,
      storage: ports.storage,
      enqueue: (_tx, data) => ports.queue.send(jobs.run, data),
    });
    return { routes: [contentImportRoutes(imports)], jobs: Object.values(jobs) };
  },
};
