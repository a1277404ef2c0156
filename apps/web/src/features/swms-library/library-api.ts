import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZHighRisksSchema,
  ZLibraryActivitiesSchema,
  ZLibraryActivitySchema,
  ZLibraryDeletedSchema,
  ZLibraryScopeSchema,
  ZLibraryTradeReviewSchema,
  ZLibraryTradeReviewsSchema,
  ZLibraryTradeSchema,
  ZLibraryTradesSchema,
  ZWhsActivitiesPageSchema,
} from '@hivis/contracts';
import type {
  TBulkWorkActivitiesInput,
  TCreateTradeInput,
  TSaveWorkActivityInput,
  TSwmsHazardInput,
  TSwmsJurisdictionCode,
  TTradesQuery,
  TWhsActivitiesQuery,
  ZWorkActivitiesQuerySchema,
} from '@hivis/contracts';
import type { z } from 'zod';
import { apiRequest } from '../../api/client';

/*
 * The SWMS library (trades → scopes → work activities → hazards): what the builder picks from and
 * what a company, or a HiVis admin for the public library, writes. Every write invalidates the
 * whole ['swms-library'] family: the lists are small and a stale count is worse than a refetch.
 */

export type TWorkActivitiesQuery = z.input<typeof ZWorkActivitiesQuerySchema>;

export const libraryKeys = {
  all: ['swms-library'] as const,
  trades: (query: TTradesQuery = {}) => ['swms-library', 'trades', query] as const,
  activities: (query: TWorkActivitiesQuery) => ['swms-library', 'activities', query] as const,
  activity: (id: string) => ['swms-library', 'activity', id] as const,
  trade: (id: string) => ['swms-library', 'trade', id] as const,
  scope: (id: string) => ['swms-library', 'scope', id] as const,
  highRisks: (jurisdiction?: string) => ['swms-library', 'high-risks', jurisdiction ?? 'company'] as const,
  whsActivities: (query: TWhsActivitiesQuery) => ['swms-library', 'whs', query] as const,
};

function queryString(query: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** GET /api/v3/trades: public trades and the company's own, with scopes and activity counts. */
export function useTrades(query: TTradesQuery = {}) {
  return useQuery({
    queryKey: libraryKeys.trades(query),
    queryFn: ({ signal }) => apiRequest(`/api/v3/trades${queryString(query)}`, { schema: ZLibraryTradesSchema, signal }),
    select: (page) => page.items,
    placeholderData: keepPreviousData,
  });
}

/** GET /api/v3/trades?type=custom as a HiVis admin: every company's custom trades, with the company. */
export function useCustomTradesForReview(search?: string) {
  const query: TTradesQuery = { type: 'custom', search };
  return useQuery({
    queryKey: [...libraryKeys.trades(query), 'review'] as const,
    queryFn: ({ signal }) => apiRequest(`/api/v3/trades${queryString(query)}`, { schema: ZLibraryTradeReviewsSchema, signal }),
    select: (page) => page.items,
    placeholderData: keepPreviousData,
  });
}

/** GET /api/v3/trades/{id}: one trade with its scopes (the company name for an admin). */
export function useTrade(id: string | null) {
  return useQuery({
    queryKey: libraryKeys.trade(id ?? ''),
    queryFn: ({ signal }) => apiRequest(`/api/v3/trades/${id ?? ''}`, { schema: ZLibraryTradeReviewSchema, signal }),
    enabled: Boolean(id),
    retry: false,
  });
}

/** GET /api/v3/scopes/{id} */
export function useScope(id: string | null) {
  return useQuery({
    queryKey: libraryKeys.scope(id ?? ''),
    queryFn: ({ signal }) => apiRequest(`/api/v3/scopes/${id ?? ''}`, { schema: ZLibraryScopeSchema, signal }),
    enabled: Boolean(id),
    retry: false,
  });
}

/** GET /api/v3/workactivities: the activities of a trade or scope (hazards included). */
export function useWorkActivities(query: TWorkActivitiesQuery, enabled = true) {
  return useQuery({
    queryKey: libraryKeys.activities(query),
    queryFn: ({ signal }) => apiRequest(`/api/v3/workactivities${queryString(query)}`, { schema: ZLibraryActivitiesSchema, signal }),
    select: (page) => page.items,
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** GET /api/v3/workactivities/{id} */
export function useWorkActivity(id: string | null) {
  return useQuery({
    queryKey: libraryKeys.activity(id ?? ''),
    queryFn: ({ signal }) => apiRequest(`/api/v3/workactivities/${id ?? ''}`, { schema: ZLibraryActivitySchema, signal }),
    enabled: Boolean(id),
    retry: false,
  });
}

/** GET /api/v3/workactivities/highRisks: the HRCW categories of a jurisdiction (default: the company's). */
export function useHighRisks(jurisdiction?: TSwmsJurisdictionCode) {
  return useQuery({
    queryKey: libraryKeys.highRisks(jurisdiction),
    queryFn: ({ signal }) => apiRequest(`/api/v3/workactivities/highRisks${queryString({ jurisdiction })}`, { schema: ZHighRisksSchema, signal }),
    staleTime: Infinity,
  });
}

/** GET /api/v3/whs/activities: a flat, paged search of every visible activity. */
export function useWhsActivities(query: TWhsActivitiesQuery) {
  return useQuery({
    queryKey: libraryKeys.whsActivities(query),
    queryFn: ({ signal }) => apiRequest(`/api/v3/whs/activities${queryString(query)}`, { schema: ZWhsActivitiesPageSchema, signal }),
    placeholderData: keepPreviousData,
  });
}

/** A mutation that refreshes the library afterwards. */
function useLibraryMutation<TInput, TOutput>(fn: (input: TInput) => Promise<TOutput>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => queryClient.invalidateQueries({ queryKey: libraryKeys.all }) });
}

const json = { messageToast: false } as const;

/** POST /api/v3/workactivities */
export function useCreateWorkActivity() {
  return useLibraryMutation((body: TSaveWorkActivityInput) =>
    apiRequest('/api/v3/workactivities', { ...json, method: 'POST', body, schema: ZLibraryActivitySchema }),
  );
}

/** PUT /api/v3/workactivities/{id} */
export function useUpdateWorkActivity(id: string) {
  return useLibraryMutation((body: TSaveWorkActivityInput) =>
    apiRequest(`/api/v3/workactivities/${id}`, { ...json, method: 'PUT', body, schema: ZLibraryActivitySchema }),
  );
}

/** DELETE /api/v3/workactivities/{id} */
export function useDeleteWorkActivity() {
  return useLibraryMutation((id: string) =>
    apiRequest(`/api/v3/workactivities/${id}`, { method: 'DELETE', schema: ZLibraryDeletedSchema, messageToast: 'success' }),
  );
}

/** POST /api/v3/workactivities/bulk */
export function useBulkAddWorkActivities() {
  return useLibraryMutation((body: TBulkWorkActivitiesInput) =>
    apiRequest('/api/v3/workactivities/bulk', { ...json, method: 'POST', body, schema: ZLibraryActivitiesSchema }),
  );
}

/** PUT /api/v3/workactivities/{id}/set-public (HiVis admin) */
export function useMakeActivityPublic() {
  return useLibraryMutation((id: string) => apiRequest(`/api/v3/workactivities/${id}/set-public`, { ...json, method: 'PUT', schema: ZLibraryActivitySchema }));
}

/** PUT /api/v3/trades/{id}/set-public (HiVis admin) */
export function useMakeTradePublic() {
  return useLibraryMutation((id: string) => apiRequest(`/api/v3/trades/${id}/set-public`, { ...json, method: 'PUT', schema: ZLibraryTradeSchema }));
}

/** POST /api/v3/trades: a company's custom trade with its first scope. */
export function useCreateTrade() {
  return useLibraryMutation((body: TCreateTradeInput) => apiRequest('/api/v3/trades', { ...json, method: 'POST', body, schema: ZLibraryTradeSchema }));
}

/** PUT /api/v3/trades/{id} */
export function useRenameTrade(id: string) {
  return useLibraryMutation((name: string) => apiRequest(`/api/v3/trades/${id}`, { ...json, method: 'PUT', body: { name }, schema: ZLibraryTradeSchema }));
}

/** DELETE /api/v3/trades/{id} */
export function useDeleteTrade() {
  return useLibraryMutation((id: string) => apiRequest(`/api/v3/trades/${id}`, { method: 'DELETE', schema: ZLibraryDeletedSchema, messageToast: 'success' }));
}

/** POST /api/v3/trades/{id}/scopes */
export function useAddScope(tradeId: string) {
  return useLibraryMutation((name: string) =>
    apiRequest(`/api/v3/trades/${tradeId}/scopes`, { ...json, method: 'POST', body: { name }, schema: ZLibraryScopeSchema }),
  );
}

/** PUT /api/v3/scopes/{id} */
export function useRenameScope(id: string) {
  return useLibraryMutation((name: string) => apiRequest(`/api/v3/scopes/${id}`, { ...json, method: 'PUT', body: { name }, schema: ZLibraryScopeSchema }));
}

/** DELETE /api/v3/scopes/{id} */
export function useDeleteScope() {
  return useLibraryMutation((id: string) => apiRequest(`/api/v3/scopes/${id}`, { method: 'DELETE', schema: ZLibraryDeletedSchema, messageToast: 'success' }));
}

/** POST /api/v3/potentialhazards */
export function useAddHazard() {
  return useLibraryMutation((body: TSwmsHazardInput & { workActivityId: string }) =>
    apiRequest('/api/v3/potentialhazards', { ...json, method: 'POST', body, schema: ZLibraryActivitySchema }),
  );
}

/** DELETE /api/v3/potentialhazards/{id} */
export function useDeleteHazard() {
  return useLibraryMutation((id: string) => apiRequest(`/api/v3/potentialhazards/${id}`, { ...json, method: 'DELETE', schema: ZLibraryActivitySchema }));
}
