import { ZJobStatusSchema } from '@hivis/contracts';
import type { TJobStatus } from '@hivis/contracts';
import { COMPANY_JOBS_PATH } from './job-paths';

/*
 * /home/job?status=IN_PROGRESS: the jobs list filtered by a status, so a dashboard tile (or a
 * bookmark) can open the list behind its count. Anything else in the parameter means all statuses.
 */

export function jobStatusFromSearch(search: URLSearchParams): TJobStatus | '' {
  const parsed = ZJobStatusSchema.safeParse(search.get('status'));
  return parsed.success ? parsed.data : '';
}

export const companyJobsWithStatusPath = (status: TJobStatus) => `${COMPANY_JOBS_PATH}?status=${status}`;
