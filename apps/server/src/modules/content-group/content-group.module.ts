import type { ServerModule } from '../../server-module.js';
import { contentGroupRoutes } from './content-group.routes.js';
import { createContentGroupService, type ContentGroupService } from './content-group.service.js';

declare module '../../server-module.js' {
  interface Services {
    contentGroups: ContentGroupService;
  }
}

/** The company administrator's content groups (dates, reference codes, the default groups). */
export const contentGroupModule: ServerModule = {
  name: 'content-group',
  create(ports) {
    const contentGroups = createContentGroupService(ports.db);
    return { routes: [contentGroupRoutes(contentGroups)], services: { contentGroups } };
  },
};
