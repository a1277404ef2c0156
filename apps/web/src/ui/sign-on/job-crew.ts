import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZJobStaffSchema } from '@hivis/contracts';
import { apiRequest } from '../../api/client';
import { queryKeys } from '../../api/query-keys';

/**
 * GET /api/v3/job/{id}/staff: the people on the job, to sign on by name (a pre-start talk, a JSA).
 * The same answer (and key) as the job's pages, so a crew loaded there is on the phone on site.
 */
export const jobCrewQuery = (jobId: string) =>
  queryOptions({
    queryKey: queryKeys.jobStaff(jobId),
    queryFn: ({ signal }) => apiRequest(`/api/v3/job/${jobId}/staff`, { schema: ZJobStaffSchema, signal }),
  });

export function useJobCrew(jobId: string, enabled = true) {
  return useQuery({ ...jobCrewQuery(jobId), enabled: enabled && jobId !== '' });
}
