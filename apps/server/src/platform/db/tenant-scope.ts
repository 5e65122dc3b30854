import { eq, isNull, type Placeholder, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * Whose rows a query may touch: one company's, or with `companyId: null` the system
 * administrators' site (rows that belong to no company). Repositories of tenant-owned tables
 * take it (or the company id where a row always has one), so no call reaches another tenant's
 * row by its id alone.
 */
export interface TenantScope {
  companyId: number | null;
}

/** The scope of a request context, a user or a session: their company, or the admin site. */
export function scopeOf(
  owner: { company: { id: number } | null } | { companyId: number | null },
): TenantScope {
  if ('companyId' in owner) return { companyId: owner.companyId };
  return { companyId: owner.company?.id ?? null };
}

/**
 * `column` belongs to the scope: equal to its company id, or null for the admin site. The id may
 * be a prepared statement's placeholder: one statement then serves every company.
 */
export function inScope(column: PgColumn, scope: TenantScope | { companyId: Placeholder }): SQL {
  return scope.companyId === null ? isNull(column) : eq(column, scope.companyId);
}
