import { RoleLevel } from '@hondana/contract';
import type { FastifyContextConfig } from 'fastify';

/**
 * Who may call a route of a company's site: the `config` of most company routes is one of these
 * (the tenancy rule of tenancy.ts and the auth rule of auth-guard.ts together).
 */
export const routeAccess = {
  /** Anyone on the company's site; a session, when sent, makes the caller a reader. */
  anyone: { tenancy: 'company', auth: 'optional' },
  /** Signed-in people of the company (the "user variant" of lists and searches). */
  signedIn: {
    tenancy: 'company',
    auth: { roles: [RoleLevel.CompanyAdmin, RoleLevel.User, RoleLevel.GroupUser] },
  },
  /** Readers only: what is theirs (favourites, reading positions). */
  readers: { tenancy: 'company', auth: { roles: [RoleLevel.User, RoleLevel.GroupUser] } },
  /** The company's administrators on their company's host; readers get 614. */
  companyAdmin: { tenancy: 'company', auth: { roles: [RoleLevel.CompanyAdmin] } },
} as const satisfies Record<string, FastifyContextConfig>;
