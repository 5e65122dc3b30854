import type { ServerModule } from '../../server-module.js';
import { defineViewerTokenExpiry } from './reader.jobs.js';
import { readerRoutes } from './reader.routes.js';
import { createReaderService } from './reader.service.js';

/** Viewer tokens, book bytes by range, the watermark. */
export const readerModule: ServerModule = {
  name: 'reader',
  create: (ports, { contentAccess, library }) => ({
    jobs: [defineViewerTokenExpiry({ db: ports.db, clock: ports.clock })],
    routes: [
      readerRoutes({
        reader: createReaderService({
          db: ports.db,
          storage: ports.storage,
          access: contentAccess,
          library,
          clock: ports.clock,
        }),
        publicUrlScheme: ports.config.publicUrlScheme,
        filesAccelRedirect: ports.config.filesAccelRedirect,
      }),
    ],
  }),
};
