import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZWorksiteSchema, ZWorksitesPageSchema } from '@hivis/contracts';
import type { TNewWorksiteInput, TWorksiteEdit, TWorksitesQueryInput, TWorksite } from '@hivis/contracts';
import { apiRequest } from '../../api/client';
import { queryKeys } from '../../api/query-keys';

export const worksitesKeys = {
  all: ['worksites'] as const,
  page: (query: TWorksitesQueryInput) => ['worksites', 'page', query] as const,
  one: (id: string) => ['worksites', 'one', id] as const,
};

function queryString(query: TWorksitesQueryInput): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return params.toString();
}

/** GET /api/v3/worksite: one page of sites; the previous page stays on show while the next loads. */
export function useWorksites(query: TWorksitesQueryInput) {
  return useQuery({
    queryKey: worksitesKeys.page(query),
    queryFn: ({ signal }) => apiRequest(`/api/v3/worksite?${queryString(query)}`, { schema: ZWorksitesPageSchema, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useWorksite(id: string) {
  return useQuery({
    queryKey: worksitesKeys.one(id),
    queryFn: ({ signal }) => apiRequest(`/api/v3/worksite/${id}`, { schema: ZWorksiteSchema, signal }),
  });
}

export const createWorksite = (body: TNewWorksiteInput) => apiRequest('/api/v3/worksite', { method: 'POST', body, schema: ZWorksiteSchema });

export const saveWorksite = (id: string, body: TWorksiteEdit) => apiRequest(`/api/v3/worksite/${id}`, { method: 'PUT', body, schema: ZWorksiteSchema });

export const archiveWorksite = (id: string) => apiRequest(`/api/v3/worksite/${id}/archive`, { method: 'PUT', schema: ZWorksiteSchema });

export const restoreWorksite = (id: string) => apiRequest(`/api/v3/worksite/${id}/restore`, { method: 'PUT', schema: ZWorksiteSchema });

export const removeWorksitePhoto = (id: string, photoId: string) =>
  apiRequest(`/api/v3/worksite/${id}/photos/${photoId}`, { method: 'DELETE', schema: ZWorksiteSchema });

/** A worksite the server has just answered with: its page shows it at once, the lists ask again. */
export function useStoreWorksite() {
  const queryClient = useQueryClient();
  return (saved: TWorksite) => {
    queryClient.setQueryData(worksitesKeys.one(saved.id), saved);
    void queryClient.invalidateQueries({ queryKey: queryKeys.worksitesPages });
  };
}
