import type { ServerModule } from '../../server-module.js';
import { contentGroupRoutes } from './content-group.routes.js';
import {
  createContentGroupService,
  type ContentGroupService,
  type PlansUsingGroup,
} from './content-group.service.js';

declare module '../../server-module.js' {
  interface Services {
    contentGroups: ContentGroupService;
    /** Whether a plan unlocks a group (852 on its delete): the subscription module answers. */
    plansUsingGroup: PlansUsingGroup;
  }
}

/** The company administrator's content groups (dates, reference codes, the default groups). */
export const contentGroupModule: ServerModule = {
  name: 'content-group',
  create(ports, _services, later) {
    const plansUsingGroup = later('plansUsingGroup');
    const contentGroups = createContentGroupService(ports.db, (companyId, groupId) =>
      plansUsingGroup()(companyId, groupId),
    );
    return { routes: [contentGroupRoutes(contentGroups)], services: { contentGroups } };
  },
};
