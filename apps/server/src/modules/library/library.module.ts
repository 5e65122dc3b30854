import type { ServerModule } from '../../server-module.js';
import { libraryRoutes } from './library.routes.js';
import { createLibraryService, type LibraryService } from './library.service.js';

declare module '../../server-module.js' {
  interface Services {
    library: LibraryService;
  }
}

/** Shelves, the public detail, favourites, recently read, reading positions and popularity. */
export const libraryModule: ServerModule = {
  name: 'library',
  create(ports, { contentAccess, contents }) {
    const library = createLibraryService(ports.db, {
      access: contentAccess,
      contents,
      clock: ports.clock,
    });
    return { routes: [libraryRoutes(library)], services: { library } };
  },
};
