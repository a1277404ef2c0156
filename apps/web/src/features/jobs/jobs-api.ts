import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { ZJobSavedSchema, ZJobSchema, ZJobsPageSchema, ZProjectsPageSchema, ZWorksitesPageSchema } from '@hivis/contracts';
import type { TJobEdit, TJobNoteInput, TJobStatus, TJobsPage, TJobsQueryInput, TJob, TNewJobInput } from '@hivis/contracts';
import { apiRequest } from '../../api/client';
import { queryString } from '../../api/query-string';
import { useCurrentUser } from '../auth/session';
import { DEFAULT_TIME_ZONE } from './zoned-time';
import { queryKeys } from '../../api/query-keys';

export const jobsKeys = {
  all: ['jobs'] as const,
  pages: ['jobs', 'page'] as const,
  page: (query: TJobsQueryInput) => queryKeys.jobsPage(query),
  one: (id: string) => ['jobs', 'one', id] as const,
};

/** The zone job times are typed and read in: the company's (spec 9), Brisbane until it is known. */
export function useCompanyTimeZone(): string {
  const { data } = useCurrentUser();
  return data?.company?.timeZone || DEFAULT_TIME_ZONE;
}

export type TCountedJobsPage = TJobsPage & { total: number };

/**
 * GET /api/v3/job: one page; the previous page stays on show while the next loads. A page read
 * on from a cursor comes without a count, so it takes the first page's.
 */
export function useJobs(query: TJobsQueryInput) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: jobsKeys.page(query),
    queryFn: async ({ signal }): Promise<TCountedJobsPage> => {
      const page = await apiRequest(`/api/v3/job?${queryString(query)}`, { schema: ZJobsPageSchema, signal });
      return { ...page, total: page.total ?? countFromFirstPage(queryClient, query, page) };
    },
    placeholderData: keepPreviousData,
  });
}

function countFromFirstPage(queryClient: QueryClient, query: TJobsQueryInput, page: TJobsPage): number {
  const first = queryClient.getQueryData<TCountedJobsPage>(jobsKeys.page({ ...query, page: 1, after: undefined }));
  // The first page has left the cache: at least the rows up to here, and a page more if there is one.
  return first?.total ?? (page.page - 1) * page.take + page.items.length + (page.nextCursor ? 1 : 0);
}

export function useJob(id: string) {
  return useQuery({
    queryKey: jobsKeys.one(id),
    queryFn: ({ signal }) => apiRequest(`/api/v3/job/${id}`, { schema: ZJobSchema, signal }),
  });
}

export const createJob = (body: TNewJobInput) => apiRequest('/api/v3/job', { method: 'POST', body, schema: ZJobSchema });
export const saveJob = (id: string, body: TJobEdit) => apiRequest(`/api/v3/job/${id}`, { method: 'PUT', body, schema: ZJobSavedSchema });
export const setJobStatus = (id: string, status: TJobStatus) => apiRequest(`/api/v3/job/${id}/status`, { method: 'PUT', body: { status }, schema: ZJobSchema });
export const addJobNote = (id: string, body: TJobNoteInput) => apiRequest(`/api/v3/job/${id}/notes`, { method: 'POST', body, schema: ZJobSchema });
export const removeJobFile = (id: string, fileId: string) => apiRequest(`/api/v3/job/${id}/files/${fileId}`, { method: 'DELETE', schema: ZJobSchema });

/** Current worksites by name, for choosing where a new job goes (the first 100). */
export function useWorksiteChoices() {
  return useQuery({
    queryKey: queryKeys.worksitesPage({ page: 1, take: 100, archived: 'false' }),
    queryFn: ({ signal }) => apiRequest('/api/v3/worksite?page=1&take=100&archived=false', { schema: ZWorksitesPageSchema, signal }),
  });
}

/** Current projects of one worksite (or of the company without one), the first 100. */
export function useProjectChoices(worksiteId: string | null, enabled = true) {
  const query = { page: 1, take: 100, archived: 'false', worksiteId: worksiteId ?? undefined };
  return useQuery({
    queryKey: queryKeys.projectsPage(query),
    queryFn: ({ signal }) => apiRequest(`/api/v3/project?${queryString(query)}`, { schema: ZProjectsPageSchema, signal }),
    enabled,
  });
}

/**
 * Keeps the cache equal to a job the server has just answered with: its page shows it at once,
 * the lists (and the project's job count, when named) ask again.
 */
export function useStoreJob() {
  const queryClient = useQueryClient();
  return (saved: TJob, projectId?: string) => {
    queryClient.setQueryData(jobsKeys.one(saved.id), saved);
    void queryClient.invalidateQueries({ queryKey: jobsKeys.pages });
    if (projectId) void queryClient.invalidateQueries({ queryKey: queryKeys.project(projectId) });
  };
}
