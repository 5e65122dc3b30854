import { ErrorCode } from '@hondana/contract';
import { TtlCache } from '../../platform/cache/ttl-cache.js';
import type { Database } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/app-error.js';
import { createCompanyRepository } from './company.repository.js';
import type { CompanyRow } from './company.tables.js';

declare module '../../platform/http/tenancy.js' {
  // Requests carry the whole company row, so services read settings without another query.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface TenantCompany extends CompanyRow {}
}

/** Hosts are looked up on every request; a short cache keeps that off the database. */
const HOST_CACHE_TTL_MS = 5_000;

export function createCompanyService(db: Database) {
  const repository = createCompanyRepository(db);
  const byDomain = new TtlCache<string, CompanyRow | null>(HOST_CACHE_TTL_MS);

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

    /** Forget cached lookups after a company changes. */
    evictCompany(domain: string): void {
      byDomain.delete(domain.toLowerCase());
    },

    /**
     * The company named by a `domain` parameter must be the one served at this host: a site never
     * answers for another company.
     */
    assertSameCompany(company: CompanyRow, domain: string | undefined): void {
      if (domain !== undefined && domain.toLowerCase() !== company.domain.toLowerCase()) {
        throw new AppError(ErrorCode.NotFound, {
          message: `The domain '${domain}' is not the company served at this host.`,
        });
      }
    },
  };
}

export type CompanyService = ReturnType<typeof createCompanyService>;
