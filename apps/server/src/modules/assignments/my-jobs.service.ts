import { formatAddress } from '@hivis/contracts';
import type { TMyJobsPage, TMyJobsQuery } from '@hivis/contracts';
import { withAccess } from '../../platform/access/with-access.js';
import type { AuthContext } from '../../platform/auth/access-token.js';
import type { AppContext } from '../../platform/context.js';
import { formatJobWindow } from './job-times.js';
import { listMyJobs } from './my-jobs.queries.js';

/** GET /api/v3/my-jobs: the signed-in person's own offered and accepted jobs (owners can be on jobs too). */
export async function myJobs(ctx: AppContext, auth: AuthContext, query: TMyJobsQuery): Promise<TMyJobsPage> {
  return withAccess(ctx, auth, 'assignments.mine', async ({ tx, auth: me, company: { timeZone } }) => {
    const { rows, total } = await listMyJobs(tx, me.companyId, me.userId, query);
    return {
      items: rows.map(({ assignment, job, site }) => ({
        assignmentId: assignment.id,
        jobId: job.id,
        worksiteId: job.worksiteId,
        projectId: job.projectId,
        title: job.title,
        jobNumber: job.jobNumber,
        siteName: site.name,
        siteAddress: site.address ? formatAddress(site.address) : '',
        start: job.scheduledStart?.toISOString() ?? null,
        end: job.scheduledEnd?.toISOString() ?? null,
        when: formatJobWindow(job.scheduledStart, job.scheduledEnd, timeZone),
        jobStatus: job.status,
        answer: assignment.status,
      })),
      total,
      page: query.page,
      take: query.take,
    };
  });
}
