import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZMyJobsPageSchema } from '@hivis/contracts';
import type { TMyJobsWhen } from '@hivis/contracts';
import { apiRequest } from '../../api/client';
import { queryKeys } from '../../api/query-keys';

export const myJobsKeys = {
  all: queryKeys.myJobs,
  page: (when: TMyJobsWhen, page: number, take: number) => queryKeys.myJobsPage(when, page, take),
};

/** GET /api/v3/my-jobs: one page of the signed-in person's jobs. */
export const myJobsQuery = (when: TMyJobsWhen, page: number, take: number) =>
  queryOptions({
    queryKey: myJobsKeys.page(when, page, take),
    queryFn: ({ signal }) => apiRequest(`/api/v3/my-jobs?when=${when}&page=${page}&take=${take}`, { schema: ZMyJobsPageSchema, signal }),
  });

export function useMyJobs(when: TMyJobsWhen, page: number, take: number) {
  return useQuery({ ...myJobsQuery(when, page, take), placeholderData: keepPreviousData });
}
