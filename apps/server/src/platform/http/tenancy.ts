import { ErrorCode, type Site } from '@hondana/contract';
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

declare module 'fastify' {
  interface FastifyRequest {
    tenant: Tenant;
  }
}

export interface TenancyOptions {
  adminHosts: string[];
  /** Answers synchronously when the company is cached, which keeps the hot path free of promises. */
  findCompanyByDomain(domain: string): TenantCompany | null | Promise<TenantCompany | null>;
}

/**
 * Resolves the company from the host name before any route runs; the route's action then says
 * which kind of host it serves (access-control.ts) and other hosts get 404.
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
}

/** Route hook options may be one function or a list. */
export function toArray<T>(value: T | T[] | undefined): T[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/** 404 unless the request's host is of the kind the route serves. */
export function assertSite(request: FastifyRequest, rule: Site): void {
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

/** The company of a request whose route serves only company sites. */
export function requireCompany(request: FastifyRequest): TenantCompany {
  const company = request.tenant.company;
  if (!company) throw new AppError(ErrorCode.NotFound);
  return company;
}
