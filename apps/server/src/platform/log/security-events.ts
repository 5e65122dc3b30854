import { AsyncLocalStorage } from 'node:async_hooks';
import type { Action } from '@hondana/contract';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';

/** How an attempt ended: done, refused (wrong password, …), or refused by a lockout. */
export type SecurityOutcome = 'success' | 'failure' | 'locked';

/** What a service knows of a security-relevant act; who and from where the request adds. */
export interface SecurityEventInput {
  /** The action's name in the permission vocabulary (contract permissions.ts). */
  action: Action;
  outcome: SecurityOutcome;
  /** The account the act was about (the one signing in, the user changed), when known. */
  subjectId?: number | null;
  /** The company, when the request's site does not name it (the admin site's company calls). */
  companyId?: number | null;
  /** Facts of the act without secrets (a role from and to, the catalogue code of a refusal). */
  details?: Record<string, string | number | boolean | null>;
}

/**
 * Security events (sign-ins, lockouts, password and address changes, roles, suspensions,
 * companies): written to the log now as structured lines a collector can select
 * (`securityEvent`); a later issue stores and shows them.
 */
export interface SecurityEvents {
  record(event: SecurityEventInput): void;
}

const requestOfEvent = new AsyncLocalStorage<FastifyRequest>();

/**
 * Every request runs inside a scope that remembers it, so an event recorded anywhere below (a
 * service, a repository callback) gets the request's actor, site and address without each
 * service being handed them.
 */
export function registerSecurityEventScope(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    // Every recorded act changes something, so it comes with a POST, PUT or DELETE; reads keep
    // out of the scope, which cost 5 % of the hot public read (issue 22, part 4).
    if (readMethods.has(request.method)) done();
    else requestOfEvent.run(request, done);
  });
}

const readMethods: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

export function createSecurityEvents(log: FastifyBaseLogger): SecurityEvents {
  return {
    record(event) {
      const request = requestOfEvent.getStore();
      log.info(
        {
          securityEvent: {
            action: event.action,
            outcome: event.outcome,
            actorId: request?.actor?.userId ?? null,
            subjectId: event.subjectId ?? null,
            companyId: event.companyId ?? request?.tenant?.company?.id ?? null,
            address: request?.ip ?? null,
            requestId: request?.id ?? null,
            ...(event.details ? { details: event.details } : {}),
          },
        },
        'security event',
      );
    },
  };
}
