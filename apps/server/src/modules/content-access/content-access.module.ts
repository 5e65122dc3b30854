import type { ServerModule } from '../../server-module.js';
import { createContentAccess, type ContentAccess } from './content-access.js';

declare module '../../server-module.js' {
  interface Services {
    /** The one access rule (canOpen and its SQL form) every list, detail and file call uses. */
    contentAccess: ContentAccess;
  }
}

/** Who may see or open a content, decided in one place. */
export const contentAccessModule: ServerModule = {
  name: 'content-access',
  create: (ports) => ({
    services: { contentAccess: createContentAccess(ports.db, { clock: ports.clock }) },
  }),
};
