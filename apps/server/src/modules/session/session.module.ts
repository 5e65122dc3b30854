import type { Authenticate } from '../../platform/http/auth-guard.js';
import type { ServerModule } from '../../server-module.js';
import { sessionRoutes } from './session.routes.js';
import {
  createSessionAuthenticator,
  createSessionService,
  type SessionService,
} from './session.service.js';

declare module '../../server-module.js' {
  interface Services {
    sessions: SessionService;
    /** The actor of a session token (the platform's access control asks it on every call). */
    authenticate: Authenticate;
  }
}

/** Issuing, checking, limiting and ending sessions; exceeded sessions and their message. */
export const sessionModule: ServerModule = {
  name: 'session',
  create(ports, { companies, users, userGroups }) {
    const collaborators = { companies, users, userGroups, clock: ports.clock };
    const sessions = createSessionService(ports.db, collaborators);
    return {
      routes: [sessionRoutes(sessions)],
      services: { sessions, authenticate: createSessionAuthenticator(ports.db, collaborators) },
    };
  },
};
