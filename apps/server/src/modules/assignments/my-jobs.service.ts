import { eq } from 'drizzle-orm';
import { DEFAULT_TIME_ZONE, formatAddress } from '@hivis/contracts';
import type { TMyJobsPage, TMyJobsQuery } from '@hivis/contracts';
import { companies } from '../../db/schema/index.js';
import type { AuthContext } from '../../platform/auth/access-token.js';
import { requireCompanyUser } from '../../platform/auth/policy.js';
import type { AppContext } from '../../platform/context.js';
import { withTenant } from '../../platform/tenancy/tenant.js';
import { formatJobWindow } from './job-times.js';
import { listMyJobs } from './my-jobs.queries.js';

/** GET /api/v3/my-jobs: the signed-in person's own offered and accepted jobs (owners can be on jobs too). */
export async function myJobs(ctx: AppContext, auth: AuthContext, query: TMyJobsQuery): Promise<TMyJobsPage> {
  requireCompanyUser(auth);
  return withTenant(ctx.db, auth.companyId, async (tx) => {
    const [company] = await tx.select({ timeZone: companies.timeZone }).from(companies).where(eq(companies.id, auth.companyId));
    const timeZone = company?.timeZone ?? DEFAULT_TIME_ZONE;
    const { rows, total } = await listMyJobs(tx, auth.companyId, auth.userId, query);
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
