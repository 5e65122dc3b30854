import type { Clock } from '../../platform/clock/clock.js';
import type { Database } from '../../platform/db/database.js';
import type { SecurityEvents } from '../../platform/log/security-events.js';
import type { CompanyService } from '../company/company.service.js';
import type { SessionService } from '../session/session.service.js';
import type { UserGroupService } from '../user-group/user-group.service.js';
import type { UserService } from '../user/user.service.js';

/** What the ways in work with: the modules below auth, given once by its manifest. */
export interface AuthCollaborators {
  db: Database;
  companies: CompanyService;
  users: UserService;
  userGroups: UserGroupService;
  sessions: SessionService;
  clock: Clock;
  securityEvents: SecurityEvents;
}
