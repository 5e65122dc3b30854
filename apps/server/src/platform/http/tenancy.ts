import { ErrorCode } from '@hondana/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error.js';

/**
 * The company a request is served for. The company module widens this interface with its own
 * fields (declaration merging), so platform code stays ignorant of what a company holds.
 */
export interface TenantCompany {
  id: number;
  domain: string;
}

export interface Tenant {
  host: string;
  isAdminHost: boolean;
  company: TenantCompany | null;
}

/** Which hosts a route serves: a company's, the system administrators', either, or any host at all. */
export type TenancyRule = 'company' | 'admin' | 'company-or-admin' | 'any';

declare module 'fastify' {
  interface FastifyRequest {
    tenant: Tenant;
  }
  interface FastifyContextConfig {
    tenancy?: TenancyRule;
  }
}

export interface TenancyOptions {
  adminHosts: string[];
  /** Answers synchronously when the company is cached, which keeps the hot path free of promises. */
  findCompanyByDomain(domain: string): TenantCompany | null | Promise<TenantCompany | null>;
}

/**
 * Resolves the company from the host name before any route runs; a route then states which
 * kind of host it serves (`config.tenancy`, default 'company') and other hosts get 404.
 */
export function registerTenancy(app: FastifyInstance, options: TenancyOptions): void {
  const adminHosts = new Set(options.adminHosts);
  app.decorateRequest('tenant', null as unknown as Tenant);

  app.addHook('onRequest', (request, _reply, done) => {
    const host = request.hostname.toLowerCase();
    const isAdminHost = adminHosts.has(host);
    const found = isAdminHost || !host ? null : options.findCompanyByDomain(host);
    if (found instanceof Promise) {
      found.then((company) => {
        request.tenant = { host, isAdminHost, company };
        done();
      }, done);
    } else {
      request.tenant = { host, isAdminHost, company: found };
      done();
    }
  });

  // The check is attached only to routes that restrict hosts, so open routes pay nothing for it.
  app.addHook('onRoute', (route) => {
    const rule = route.config?.tenancy ?? 'company';
    if (rule === 'any') return;
    route.preHandler = [
      ...toArray(route.preHandler),
      (request, _reply, done) => {
        assertTenancy(request, rule);
        done();
      },
    ];
  });
}

/** Route hook options may be one function or a list. */
export function toArray<T>(value: T | T[] | undefined): T[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

function assertTenancy(request: FastifyRequest, rule: TenancyRule): void {
  const { company, isAdminHost, host } = request.tenant;
  const allowed =
    rule === 'any' ||
    (rule === 'company' && company !== null) ||
    (rule === 'admin' && isAdminHost) ||
    (rule === 'company-or-admin' && (company !== null || isAdminHost));
  if (!allowed) {
    throw new AppError(ErrorCode.NotFound, {
      message:
        company === null && !isAdminHost ? `No company is served at host '${host}'.` : undefined,
    });
  }
}

/** The company of a request whose route declared `tenancy: 'company'`. */
export function requireCompany(request: FastifyRequest): TenantCompany {
  const company = request.tenant.company;
  if (!company) throw new AppError(ErrorCode.NotFound);
  return company;
}
