import { createContext, useContext } from 'react';
import { useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { publicCompanySettingsSchema } from '@hondana/contract';
import type { PublicCompanySettings } from '@hondana/contract';
import { apiClient } from '../../api/api-client';
import type { CamelCasedDeep } from '../../api/case-conversion';
import { isApiError } from '../../api/api-error';

/** Public settings of the company served at this host, with camelCase keys. */
export type CompanySettings = CamelCasedDeep<PublicCompanySettings>;

/** What every screen knows about the site it runs on. */
/** The name the site goes by: the header's title when the company sets one, else its name. */
export function siteNameOf(company: CompanySettings): string {
  return company.viewSettings.header.title?.trim() || company.companyName;
}

export interface SiteContext {
  hostname: string;
  /** The system administrators' site: no company, no company settings. */
  isAdminSite: boolean;
  /** Null exactly when `isAdminSite`. */
  company: CompanySettings | null;
}

const siteSchema = z.object({ kind: z.enum(['admin', 'company', 'unknown']), host: z.string() });

/**
 * `GET /site`: whether this host is the system administrators' site (only the server knows its
 * ADMIN_HOSTS), a company's site, or nothing at all.
 */
export function useSiteKindQuery(hostname: string) {
  return useQuery({
    queryKey: ['site', hostname],
    queryFn: ({ signal }) => apiClient.get('/site', { schema: siteSchema, signal }),
    staleTime: Infinity,
  });
}

export const companySettingsQueryKey = (domain: string) =>
  ['company', 'view-settings', domain] as const;

/** `GET /company/public/view-settings?domain=<host>`, validated against the contract. */
export function fetchCompanySettings(
  domain: string,
  signal?: AbortSignal,
): Promise<CompanySettings> {
  return apiClient.get('/company/public/view-settings', {
    query: { domain },
    schema: publicCompanySettingsSchema,
    signal,
  });
}

/** Loads the settings of the host's company (disabled on admin hosts). */
export function useCompanySettingsQuery(hostname: string, enabled: boolean) {
  return useQuery({
    queryKey: companySettingsQueryKey(hostname),
    queryFn: ({ signal }) => fetchCompanySettings(hostname, signal),
    enabled,
    staleTime: Infinity,
  });
}

/** Catalogue statuses that mean "no company is served at this host". */
const unknownHostStatuses: ReadonlySet<number> = new Set([404, 415, 703]);

/** True when the lookup failed because the host names no company (not a transient failure). */
export function isUnknownHostError(error: unknown): boolean {
  return isApiError(error) && unknownHostStatuses.has(error.status);
}

export const SiteContextValue = createContext<SiteContext | null>(null);

/** The site (host, admin flag, company settings); only valid below the CompanySettingsGate. */
export function useSite(): SiteContext {
  const site = useContext(SiteContextValue);
  if (!site) throw new Error('useSite() must be used below <CompanySettingsGate>.');
  return site;
}
