import { ErrorCode } from '@hondana/contract';
import type { InvalidationBus } from '../../platform/cache/invalidation-bus.js';
import { TtlCache } from '../../platform/cache/ttl-cache.js';
import type { Database, Executor } from '../../platform/db/database.js';
import { withLongStatements } from '../../platform/db/long-statements.js';
import { AppError } from '../../platform/http/app-error.js';
import type { CompanyContext, RequestContext } from '../../platform/http/request-context.js';
import { createCompanyRepository, type CompanyPageQuery } from './company.repository.js';
import type { CompanyRow, NewCompanyRow } from './company.tables.js';

declare module '../../platform/http/tenancy.js' {
  // Requests carry the whole company row, so services read settings without another query.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface TenantCompany extends CompanyRow {}
}

function transactionOf<T>(db: Executor, work: (tx: Executor) => Promise<T>): Promise<T> {
  return (db as Database).transaction(work);
}

/** Hosts are looked up on every request; a short cache keeps that off the database. */
const HOST_CACHE_TTL_MS = 5_000;

/**
 * The company module's service. `findCompanyByDomain` and `findById` run before a request
 * context exists (the host lookup that makes one; a job that names its company), so they take
 * no context.
 */
/** Whether a `domain` parameter names the company served at this host (letter case aside). */
export function namesSiteCompany(company: { domain: string }, domain: string): boolean {
  return domain.toLowerCase() === company.domain.toLowerCase();
}

/** 404 unless a `domain` parameter, when given, names the company served at this host. */
export function assertSameCompany(ctx: CompanyContext, domain: string | undefined): void {
  if (domain !== undefined && !namesSiteCompany(ctx.company, domain)) {
    throw new AppError(ErrorCode.NotFound, {
      message: `The domain '${domain}' is not the company served at this host.`,
    });
  }
}

export function createCompanyService(db: Executor, invalidation?: InvalidationBus) {
  const repository = createCompanyRepository(db);
  const byDomain = new TtlCache<string, CompanyRow | null>(HOST_CACHE_TTL_MS);
  const keyPrefix = 'company:';
  invalidation?.subscribe((key) => {
    if (key.startsWith(keyPrefix)) byDomain.delete(key.slice(keyPrefix.length));
  });

  async function evictCompany(domain: string): Promise<void> {
    const key = domain.toLowerCase();
    byDomain.delete(key);
    await invalidation?.publish(`${keyPrefix}${key}`);
  }

  return {
    /**
     * The company served at `domain`, or null; cached for a few seconds. A cached answer comes back
     * synchronously (this runs on every request).
     */
    findCompanyByDomain(domain: string): CompanyRow | null | Promise<CompanyRow | null> {
      const key = domain.toLowerCase();
      const cached = byDomain.get(key);
      if (cached !== undefined) return cached;
      return repository.findByDomain(key).then((company) => {
        byDomain.set(key, company);
        return company;
      });
    },

    findById(id: number): Promise<CompanyRow | null> {
      return repository.findById(id);
    },

    async hasAnyCompany(_ctx: RequestContext): Promise<boolean> {
      return (await repository.countAll()) > 0;
    },

    /** A page of companies (the system administrators' list). */
    findPage(_ctx: RequestContext, query: CompanyPageQuery) {
      return repository.findPage(query);
    },

    isDomainTaken(_ctx: RequestContext, domain: string, exceptId?: number): Promise<boolean> {
      return repository.isDomainTaken(domain, exceptId);
    },

    insert(_ctx: RequestContext, values: NewCompanyRow): Promise<CompanyRow> {
      return repository.insert(values);
    },

    /** Changes the given columns; null when the company does not exist. */
    update(_ctx: RequestContext, id: number, values: Partial<NewCompanyRow>) {
      return repository.update(id, values);
    },

    /**
     * Changes the company's settings from its current row, locked meanwhile, so two
     * administrators saving different parts at once both keep their change; then every server
     * copy forgets the cached row.
     */
    async change(
      ctx: CompanyContext,
      changeOf: (current: CompanyRow) => Partial<NewCompanyRow>,
    ): Promise<CompanyRow> {
      const updated = await transactionOf(db, async (tx) => {
        const inTx = createCompanyRepository(tx);
        const current = await inTx.findByIdForUpdate(ctx.company.id);
        if (!current) throw new AppError(ErrorCode.CompanyNotFound);
        return inTx.update(current.id, changeOf(current));
      });
      if (!updated) throw new AppError(ErrorCode.CompanyNotFound);
      await evictCompany(updated.domain);
      return updated;
    },

    /**
     * Deletes the company; its users, groups, contents and sessions go with it. One statement
     * that removes every page text of a large catalogue: it may run past the request timeout.
     */
    delete(_ctx: RequestContext, id: number): Promise<CompanyRow | null> {
      return withLongStatements(db, (tx) => createCompanyRepository(tx).deleteById(id));
    },

    /**
     * Forget cached lookups after a company changes, here and (through the invalidation bus) on
     * every other server copy, so the next request anywhere reads the change.
     */
    evictCompany,

    /**
     * The company named by a `domain` parameter must be the one served at this host: a site never
     * answers for another company.
     */
    assertSameCompany(ctx: CompanyContext, domain: string | undefined): void {
      assertSameCompany(ctx, domain);
    },
  };
}

export type CompanyService = ReturnType<typeof createCompanyService>;
