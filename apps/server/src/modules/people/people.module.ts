import type { ServerModule } from '../../server-module.js';
import { userAdminRoutes } from './user-admin.routes.js';
import { createUserAdminService, type UserAdminService } from './user-admin.service.js';
import { createUserGroupAdminService } from './user-group-admin.service.js';
import { userGroupRoutes } from './user-group.routes.js';

declare module '../../server-module.js' {
  interface Services {
    /** The company administrator's users (the account module answers `user/update` with it). */
    userAdmin: UserAdminService;
  }
}

/** The company administrator's users and user groups. */
export const peopleModule: ServerModule = {
  name: 'people',
  create(ports, { users, userGroups, sessions, queueSetPasswordMail, registrations }) {
    const userAdmin = createUserAdminService({
      db: ports.db,
      users,
      userGroups,
      sessions,
      clock: ports.clock,
      securityEvents: ports.securityEvents,
      queueSetPasswordMail,
      registrations,
    });
    const userGroupAdmin = createUserGroupAdminService(ports.db, { users, userGroups });
    return {
      routes: [userAdminRoutes(userAdmin), userGroupRoutes(userGroupAdmin)],
      services: { userAdmin },
    };
  },
};
