/**
 * The company administrator's plan and discount-ordinal calls (docs/subscriptions.md "Plans",
 * "Discount ordinals") as TanStack Query hooks.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  discountOrdinalWireSchema,
  pagedSchemaOf,
  planWireSchema,
  type DiscountOrdinalBody,
} from '@hondana/contract';
import { apiClient, uploadTimeoutMs } from '../../api/api-client';
import type { CamelCasedDeep } from '../../api/case-conversion';

const planPageSchema = pagedSchemaOf(planWireSchema);
const ordinalPageSchema = pagedSchemaOf(discountOrdinalWireSchema);

export type Plan = CamelCasedDeep<z.output<typeof planWireSchema>>;
export type DiscountOrdinal = CamelCasedDeep<z.output<typeof discountOrdinalWireSchema>>;
export type PlanSortField = 'ordinal' | 'name' | 'price' | 'created_date';

export interface PlanPageQuery {
  page: number;
  size: number;
  searchKey: string;
  sortField: PlanSortField;
  sort: 'asc' | 'desc';
}

export const planQueryKeys = {
  all: ['company', 'subscription-plans'] as const,
  page: (query: PlanPageQuery) => [...planQueryKeys.all, 'page', query] as const,
  ordinals: (planId: number) => [...planQueryKeys.all, 'ordinals', planId] as const,
};

export function usePlanPage(query: PlanPageQuery) {
  return useQuery({
    queryKey: planQueryKeys.page(query),
    queryFn: ({ signal }) =>
      apiClient.get('/subscription-plan/page', {
        query: {
          page: query.page,
          size: query.size,
          sort_field: query.sortField,
          sort: query.sort,
          ...(query.searchKey ? { search_key: query.searchKey } : {}),
        },
        schema: planPageSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** `POST subscription-plan/add` or `PUT subscription-plan/{id}`: multipart (buildPlanFormData). */
export function useSavePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, form }: { id: number | null; form: FormData }) => {
      const options = { body: form, schema: planWireSchema, timeoutMs: uploadTimeoutMs };
      return id === null
        ? apiClient.post('/subscription-plan/add', options)
        : apiClient.put(`/subscription-plan/${id}`, options);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: planQueryKeys.all }),
  });
}

/** 849 while a reader holds the plan: the usual error toast says so. */
export function useDeletePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiClient.delete(`/subscription-plan/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: planQueryKeys.all }),
  });
}

/** A plan's discounts by billing period (a plan has few: one page of 100 holds them). */
export function useDiscountOrdinals(planId: number) {
  return useQuery({
    queryKey: planQueryKeys.ordinals(planId),
    queryFn: ({ signal }) =>
      apiClient.get('/discount-ordinal/page', {
        query: { subscription_plan_id: planId, page: 1, size: 100 },
        schema: ordinalPageSchema,
        signal,
      }),
  });
}

// The plan list carries each plan's ordinals too, so both reload after a change.
export function useSaveDiscountOrdinal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: DiscountOrdinalBody }) =>
      id === null
        ? apiClient.post('/discount-ordinal/add', { body, schema: discountOrdinalWireSchema })
        : apiClient.put(`/discount-ordinal/${id}`, { body, schema: discountOrdinalWireSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: planQueryKeys.all }),
  });
}

export function useDeleteDiscountOrdinal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiClient.delete(`/discount-ordinal/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: planQueryKeys.all }),
  });
}
