import { keepPreviousData, queryOptions, useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZJobsPageSchema, ZJsaPageSchema, ZJsaPdfSchema, ZJsaSchema, ZMyJobsPageSchema, ZSwmsJobListSchema, ZSwmsSchema } from '@hivis/contracts';
import type { TJsa, TJsaQueryInput, TUpdateJsaInput } from '@hivis/contracts';
import { useCallback, useMemo } from 'react';
import { isApiError } from '../../api/api-error';
import { apiRequest } from '../../api/client';
import { queryKeys } from '../../api/query-keys';
import { queryString } from '../../api/query-string';
import { useCurrentUser } from '../auth/session';
import { jsaWords } from './jsa-words';
import type { TJsaWords } from './jsa-words';

/*
 * JSA reports' queries, the change (a new version, online only: a PUT is no command), the PDF,
 * and the cache written when the server answers. Saving a new JSA and signing on go through the
 * device outbox (jsa-commands.ts), so they work with no signal. The job's SWMS and the jobs to
 * choose from are read with the same keys as their own screens (api/query-keys.ts), so what the
 * home kept on the phone for the site is there when a JSA is started with no signal.
 */

export const jsaKeys = {
  all: ['jsa'] as const,
  lists: ['jsa', 'list'] as const,
  list: (query: TJsaQueryInput) => ['jsa', 'list', query] as const,
  one: (id: string) => ['jsa', 'one', id] as const,
};

/** The zone a JSA's times are read in: the company's (spec 9), the phone's until it is known. */
export function useJsaTimeZone(): string | undefined {
  const { data } = useCurrentUser();
  return data?.company?.timeZone || undefined;
}

/** What the company calls it: a JSA, or a task analysis in New Zealand. */
export function useJsaWords(): TJsaWords {
  const { data } = useCurrentUser();
  const country = data?.company?.country;
  return useMemo(() => jsaWords(country), [country]);
}

/** GET /api/v3/jsa: one page, newest change first; the previous page stays on show while the next loads. */
export function useJsaList(query: TJsaQueryInput, enabled = true) {
  return useQuery({
    enabled,
    queryKey: jsaKeys.list(query),
    queryFn: ({ signal }) => apiRequest(`/api/v3/jsa?${queryString(query)}`, { schema: ZJsaPageSchema, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/v3/jsa/{id} */
export const jsaQuery = (id: string) =>
  queryOptions({
    queryKey: jsaKeys.one(id),
    queryFn: ({ signal }) => apiRequest(`/api/v3/jsa/${id}`, { schema: ZJsaSchema, signal }),
  });

/** One JSA; not asked while `enabled` is false (it still waits on this phone). */
export function useJsa(id: string, enabled = true) {
  return useQuery({ ...jsaQuery(id), enabled: enabled && id !== '' });
}

/** Reads a JSA for a copy: from the cache when it is there (the phone's copy offline), else from the server. */
export function useFetchJsa() {
  const queryClient = useQueryClient();
  return useCallback((id: string) => queryClient.fetchQuery({ ...jsaQuery(id), staleTime: 60_000 }), [queryClient]);
}

/**
 * Keeps a JSA the server has just answered with: its page shows it at once (an answer that is not
 * the whole JSA has its page ask again), and the lists ask again.
 */
export function useStoreJsa() {
  const queryClient = useQueryClient();
  // The same function every render: the outbox's listener (useJsaCommandSync) is set up once.
  return useCallback(
    (jsaId: string, jsa: TJsa | null) => {
      if (jsa) queryClient.setQueryData(jsaKeys.one(jsaId), jsa);
      else void queryClient.invalidateQueries({ queryKey: jsaKeys.one(jsaId) });
      void queryClient.invalidateQueries({ queryKey: jsaKeys.lists });
    },
    [queryClient],
  );
}

/**
 * PUT /api/v3/jsa/{id}: the whole JSA changed, on the version it was changed from; the server
 * issues the next version. Refused (409) when someone saved it meanwhile: the JSA is read again.
 */
export function useUpdateJsa(id: string) {
  const store = useStoreJsa();
  return useMutation({
    mutationFn: (body: TUpdateJsaInput) => apiRequest(`/api/v3/jsa/${id}`, { method: 'PUT', body, schema: ZJsaSchema }),
    onSuccess: (jsa) => store(id, jsa),
    onError: (error) => {
      if (isApiError(error) && error.status === 409) store(id, null);
    },
  });
}

/** POST /api/v3/jsa/{id}/pdf: the current version with its register, made on the server and answered with its link. */
export function useJsaPdf(id: string) {
  return useMutation({
    mutationFn: () => apiRequest(`/api/v3/jsa/${id}/pdf`, { method: 'POST', schema: ZJsaPdfSchema, timeoutMs: 120_000 }),
  });
}

/** GET /api/v3/swms/job/{id}/all: the job's SWMS, as View SWMS lists them (the same key). */
export function useJobSwmsList(jobId: string, enabled = true) {
  return useQuery({
    queryKey: queryKeys.jobSwms(jobId),
    queryFn: ({ signal }) => apiRequest(`/api/v3/swms/job/${jobId}/all`, { schema: ZSwmsJobListSchema, signal }),
    enabled: enabled && jobId !== '',
  });
}

/** GET /api/v3/swms/{id} for each SWMS: their content's activities (the same key as the SWMS's own screens). */
export function useSwmsContents(ids: readonly string[]) {
  return useQueries({
    queries: ids.map((id) => ({
      queryKey: queryKeys.swms(id),
      queryFn: ({ signal }: { signal: AbortSignal }) => apiRequest(`/api/v3/swms/${id}`, { schema: ZSwmsSchema, signal }),
    })),
  });
}

/** The most jobs listed to choose from: the office searches, a field person's are few. */
const JOBS_TAKE = 20;

/** GET /api/v3/job: the company's jobs for the account holder, searched on the server (the jobs list's key). */
export function useCompanyJobChoices(search: string, enabled: boolean) {
  const query = { page: 1, take: JOBS_TAKE, search: search || undefined };
  return useQuery({
    queryKey: queryKeys.jobsPage(query),
    queryFn: ({ signal }) => apiRequest(`/api/v3/job?${queryString(query)}`, { schema: ZJobsPageSchema, signal }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** GET /api/v3/my-jobs: a field person's jobs of now and coming, as their home keeps them on the phone (the same keys). */
export function useMyJobChoices(enabled: boolean) {
  return useQueries({
    queries: (['current', 'upcoming'] as const).map((when) => ({
      queryKey: queryKeys.myJobsPage(when, 1, JOBS_TAKE),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        apiRequest(`/api/v3/my-jobs?when=${when}&page=1&take=${JOBS_TAKE}`, { schema: ZMyJobsPageSchema, signal }),
      enabled,
    })),
  });
}
