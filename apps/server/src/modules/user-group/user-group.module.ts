import type { ServerModule } from '../../server-module.js';
import { createUserGroupService, type UserGroupService } from './user-group.service.js';

declare module '../../server-module.js' {
  interface Services {
    userGroups: UserGroupService;
  }
}

/** User groups: the default group, session limits, IP ranges, the content groups members see. */
export const userGroupModule: ServerModule = {
  name: 'user-group',
  create: (ports) => ({ services: { userGroups: createUserGroupService(ports.db) } }),
};
