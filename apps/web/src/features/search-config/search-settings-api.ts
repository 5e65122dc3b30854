/**
 * The public search settings (`GET search-setting/public`, the server's search-config module):
 * boxes, tabs, sorts, hashtags and how results and a book's details show. The search pages and
 * the library's detail page both read them.
 */
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { publicSearchSettingsSchema } from '@hondana/contract';
import { apiClient } from '../../api/api-client';
import type { CamelCasedDeep } from '../../api/case-conversion';
import { siteDomain } from '../../api/site-domain';

export type PublicSearchSettings = CamelCasedDeep<z.output<typeof publicSearchSettingsSchema>>;

export const searchSettingsQueryKey = ['search-settings'] as const;

/**
 * `GET search-setting/public`: boxes, tabs, sorts, hashtags and how results and details show.
 * Read on every page load (no cache beyond it), so an administrator's change shows at once.
 */
export function usePublicSearchSettings() {
  return useQuery({
    queryKey: [...searchSettingsQueryKey, siteDomain()],
    queryFn: ({ signal }) =>
      apiClient.get('/search-setting/public', {
        query: { domain: siteDomain() },
        schema: publicSearchSettingsSchema,
        signal,
      }),
    staleTime: 0,
  });
}
