import { audienceOf, type Action } from '@hondana/contract';
import type { FastifyInstance } from 'fastify';
import { createAuthorizer, type Authenticate } from './auth-guard.js';
import { assertSite, toArray } from './tenancy.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What the route does, in the contract's permission vocabulary (permissions.ts). */
    action?: Action;
  }
}

export interface AccessControlOptions {
  /** Routes under this prefix must name an action; others (the web app's files) serve any host. */
  apiPrefix: string;
  authenticate: Authenticate;
}

/** The OpenAPI security of a session rule: required, optional (anonymous allowed) or none. */
type Security = { [scheme: string]: string[] }[];
const requiredToken: Security = [{ accessToken: [] }];
const optionalToken: Security = [{}, { accessToken: [] }];

/**
 * Every API route names its action once (`config: { action: 'content.update' }`); the action's
 * audience becomes the route's host check (404 on another kind of host), its session check (601,
 * 614) and its OpenAPI `security`. A route without an action stops the server at start.
 */
export function registerAccessControl(app: FastifyInstance, options: AccessControlOptions): void {
  const authorize = createAuthorizer(options.authenticate);
  app.decorateRequest('actor', null);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(options.apiPrefix)) return;
    const action = route.config?.action;
    if (!action) {
      throw new Error(
        `${String(route.method)} ${route.url} names no action (contract permissions.ts)`,
      );
    }
    const { site, session } = audienceOf(action);
    const checks = toArray(route.preHandler);
    if (site !== 'any') {
      checks.push((request, _reply, done) => {
        assertSite(request, site);
        done();
      });
    }
    if (session !== 'none') {
      checks.push((request) => authorize(request, session));
      route.schema = {
        ...route.schema,
        security: session === 'optional' ? optionalToken : requiredToken,
      };
    }
    route.preHandler = checks;
  });
}
