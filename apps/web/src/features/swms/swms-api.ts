import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZSwmsJobListSchema, ZSwmsSchema } from '@hivis/contracts';
import type { TCreateSwmsInput, TSwms, TUpdateSwmsInput } from '@hivis/contracts';
import { apiRequest } from '../../api/client';
import { queryKeys } from '../../api/query-keys';

/* One SWMS and a job's SWMS: the builder's data. Every screen of the builder shares these keys. */

export const swmsKeys = {
  all: ['swms'] as const,
  one: queryKeys.swms,
  job: queryKeys.jobSwms,
  company: (take: number) => ['swms', 'company', take] as const,
};

/** A builder step's address: the SWMS travels in the query string so a reload keeps it. */
export function swmsPath(route: string, swmsId: string): string {
  return `/swms/${route}?swmsId=${swmsId}`;
}

/** GET /api/v3/swms/{id} */
export const swmsQuery = (id: string) =>
  queryOptions({
    queryKey: swmsKeys.one(id),
    queryFn: ({ signal }) => apiRequest(`/api/v3/swms/${id}`, { schema: ZSwmsSchema, signal }),
    enabled: id !== '',
  });

export function useSwms(id: string) {
  return useQuery(swmsQuery(id));
}

/** GET /api/v3/swms/job/{id}/all */
export const jobSwmsListQuery = (jobId: string) =>
  queryOptions({
    queryKey: swmsKeys.job(jobId),
    queryFn: ({ signal }) => apiRequest(`/api/v3/swms/job/${jobId}/all`, { schema: ZSwmsJobListSchema, signal }),
    enabled: jobId !== '',
  });

export function useJobSwmsList(jobId: string) {
  return useQuery(jobSwmsListQuery(jobId));
}

/** Keeps the one-SWMS cache equal to the server's answer, and the job's list fresh. */
function useStoreSwms() {
  const queryClient = useQueryClient();
  return (swms: TSwms) => {
    queryClient.setQueryData(swmsKeys.one(swms.id), swms);
    void queryClient.invalidateQueries({ queryKey: swmsKeys.job(swms.job.id) });
  };
}

/** POST /api/v3/swms: a new draft for a job, filled in from the job, project and company. */
export function useCreateSwms() {
  const store = useStoreSwms();
  return useMutation({
    mutationFn: (body: TCreateSwmsInput) => apiRequest('/api/v3/swms', { method: 'POST', body, schema: ZSwmsSchema }),
    onSuccess: store,
  });
}

/** PUT /api/v3/swms/{id}: saves one builder step. */
export function useUpdateSwms(id: string) {
  const store = useStoreSwms();
  return useMutation({
    mutationFn: (body: TUpdateSwmsInput) => apiRequest(`/api/v3/swms/${id}`, { method: 'PUT', body, schema: ZSwmsSchema }),
    onSuccess: store,
  });
}

/** DELETE /api/v3/swms/{id} */
export function useDeleteSwms(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(`/api/v3/swms/${id}`, { method: 'DELETE' }),
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: swmsKeys.one(id) });
      void queryClient.invalidateQueries({ queryKey: swmsKeys.job(jobId) });
    },
  });
}
