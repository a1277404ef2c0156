import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ZCompanyDetailsSchema } from '@hivis/contracts';
import type { TCompanyDetailsInput } from '@hivis/contracts';
import { apiRequest } from '../../api/client';
import { queryKeys } from '../../api/query-keys';

export const fetchCompany = (signal?: AbortSignal) => apiRequest('/api/v3/company', { schema: ZCompanyDetailsSchema, signal });

export const saveCompany = (body: TCompanyDetailsInput) => apiRequest('/api/v3/company', { method: 'PUT', body, schema: ZCompanyDetailsSchema });

/** The signed-in person's company (GET /api/v3/company). */
export function useCompany(enabled = true) {
  return useQuery({ queryKey: queryKeys.company, queryFn: ({ signal }) => fetchCompany(signal), enabled });
}

/** The company as saved: shown at once; the sign-in info (status, company name) asks again. */
export function useStoreCompany() {
  const queryClient = useQueryClient();
  return (saved: Awaited<ReturnType<typeof saveCompany>>) => {
    queryClient.setQueryData(queryKeys.company, saved);
    void queryClient.invalidateQueries({ queryKey: queryKeys.currentUser });
  };
}
