import type { ServerModule } from '../../server-module.js';
import { definePatientImportJob } from './uploaded-file.jobs.js';
import { uploadedFileRoutes } from './uploaded-file.routes.js';
import { createUploadedFileService } from './uploaded-file.service.js';

/** Uploaded files by year: disclosure PDFs, patient CSVs imported as tables, and their readers. */
export const uploadedFileModule: ServerModule = {
  name: 'uploaded-file',
  create(ports) {
    const importPatients = definePatientImportJob({ db: ports.db, storage: ports.storage });
    const service = createUploadedFileService({
      db: ports.db,
      storage: ports.storage,
      enqueue: (_tx, data) => ports.queue.send(importPatients, data),
    });
    return { routes: [uploadedFileRoutes(service)], jobs: [importPatients] };
  },
};
