import { RoleLevel } from '@hondana/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CompanyAnswers } from '../cache/company-answers.js';

const readMethods: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Searches are POSTs that change nothing (their conditions are a body): `search.*` actions. */
function changesNothing(request: FastifyRequest): boolean {
  return request.routeOptions.config?.action?.startsWith('search.') ?? false;
}

/**
 * An administrator's write that succeeded may have changed what visitors see (a content, a
 * group, a search setting, a plan), so it drops the company's kept answers: a company
 * administrator's its own company's, a system administrator's every company's. Readers' and
 * visitors' writes (favourites) and anyone's searches change nothing a visitor sees.
 */
export function registerCompanyChanges(app: FastifyInstance, answers: CompanyAnswers): void {
  app.addHook('onResponse', (request, reply, done) => {
    const { actor } = request;
    if (!actor || readMethods.has(request.method) || reply.statusCode >= 400) return done();
    if (changesNothing(request)) return done();
    // Dropped here at once; the other copies hear it on the bus (their TTL bounds a lost one).
    const announced =
      actor.roleLevel === RoleLevel.SystemAdmin
        ? answers.changedEverywhere()
        : actor.roleLevel === RoleLevel.CompanyAdmin && actor.companyId !== null
          ? answers.changed(actor.companyId)
          : null;
    announced?.catch((error: unknown) =>
      request.log.warn({ err: error }, 'company change not announced to other server copies'),
    );
    done();
  });
}
