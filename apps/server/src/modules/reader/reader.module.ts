import type { ServerModule } from '../../server-module.js';
import { readerRoutes } from './reader.routes.js';
import { createReaderService } from './reader.service.js';

/** Viewer tokens, book bytes by range, the watermark. */
export const readerModule: ServerModule = {
  name: 'reader',
  create: (ports, { contentAccess, library }) => ({
    routes: [
      readerRoutes({
        reader: createReaderService({
          db: ports.db,
          storage: ports.storage,
          access: contentAccess,
          library,
        }),
        publicUrlScheme: ports.config.publicUrlScheme,
      }),
    ],
  }),
};
