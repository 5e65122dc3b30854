/** The company's watermark (api-catalogue.md §7 Watermark): whole record loaded and saved. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { watermarkSchema } from '@hondana/contract';
import { apiClient } from '../../api/api-client';
import type { CamelCasedDeep } from '../../api/case-conversion';

export type Watermark = CamelCasedDeep<z.output<typeof watermarkSchema>>;

const watermarkQueryKey = ['company', 'watermark'] as const;

export function useWatermark() {
  return useQuery({
    queryKey: watermarkQueryKey,
    queryFn: ({ signal }) => apiClient.get('/watermark', { schema: watermarkSchema, signal }),
  });
}

export function useSaveWatermark() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Watermark) => apiClient.put('/watermark', { body, schema: watermarkSchema }),
    onSuccess: (saved) => queryClient.setQueryData(watermarkQueryKey, saved),
  });
}

export function useResetWatermark() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiClient.put('/watermark/reset', { schema: watermarkSchema }),
    onSuccess: (saved) => queryClient.setQueryData(watermarkQueryKey, saved),
  });
}
