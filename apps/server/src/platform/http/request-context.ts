import { ErrorCode } from '@hondana/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.js';
import type { Actor } from './auth-guard.js';
import type { TenantCompany } from './tenancy.js';
import { pickLanguage, type Language } from './language.js';

/**
 * Who asks, on which site: the first argument of every service function. Routes build it from
 * the request; services take the tenant (and so the company id every repository call needs)
 * from it, never from the caller's input.
 *
 * - `company`: the company of the host; null on the system administrators' site.
 * - `actor`: the signed-in user; null before sign-in (login, registration, password reset) and
 *   for work no request asked for (jobs, startup).
 *
 * Facts of the request that only some calls need (client address, user agent, language) are
 * not part of it: they are input of those calls (see {@link ClientFacts}).
 */
export interface RequestContext {
  company: TenantCompany | null;
  actor: Actor | null;
}

/** A context on a company's site (routes with tenancy 'company'). */
export type CompanyContext = RequestContext & { company: TenantCompany };

/** A context with a signed-in actor (routes with `auth: { roles }`). */
export type ActorContext = RequestContext & { actor: Actor };

/** The connection facts a sign-in records with its session. */
export interface ClientFacts {
  /** The connection's address (request.ip, which honours TRUST_PROXY only). */
  ipAddress: string | null;
  userAgent: string | null;
  /** The language the client asks for (Accept-Language): what a shared account is told in. */
  language?: Language;
}

export function contextOf(request: FastifyRequest): RequestContext {
  return { company: request.tenant.company, actor: request.actor };
}

/** The context of a route that serves a company's site only. */
export function companyContextOf(request: FastifyRequest): CompanyContext {
  const { company } = request.tenant;
  if (!company) throw new AppError(ErrorCode.NotFound);
  return { company, actor: request.actor };
}

/** The context of a route that declared `auth: { roles }`. */
export function actorContextOf(request: FastifyRequest): ActorContext {
  const { actor } = request;
  if (!actor) throw new AppError(ErrorCode.AccessTokenMissing);
  return { company: request.tenant.company, actor };
}

export function clientFactsOf(request: FastifyRequest): ClientFacts {
  return {
    ipAddress: request.ip || null,
    userAgent: request.headers['user-agent'] ?? null,
    language: pickLanguage(request),
  };
}

/** The context of work no request asked for (a job, startup) on `company`'s site, or the admin site. */
export function systemContext<C extends TenantCompany | null>(
  company: C,
): RequestContext & { company: C } {
  return { company, actor: null };
}
