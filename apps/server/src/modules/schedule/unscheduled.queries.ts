import type { TJobStatus, TUnscheduledQuery } from '@hivis/contracts';
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { jobAssignments, jobs, projects, worksites } from '../../db/schema/index.js';
import { JOB_COUNT_CAP } from '../jobs/index.js';

/*
 * The open jobs not on the calendar yet. A null start sorts last in jobs_company_schedule_idx, so
 * the index finds them without reading the scheduled ones; the few found are sorted newest first.
 */

export type UnscheduledJobRow = {
  id: string;
  title: string;
  jobNumber: string | null;
  status: TJobStatus;
  worksiteId: string;
  worksiteName: string;
  projectId: string;
  projectName: string;
};

export async function listUnscheduledJobs(db: DbOrTx, companyId: string, query: TUnscheduledQuery): Promise<{ rows: UnscheduledJobRow[]; total: number }> {
  const where = and(
    eq(jobs.companyId, companyId),
    isNull(jobs.scheduledStart),
    inArray(jobs.status, ['PENDING', 'IN_PROGRESS']),
    query.worksiteId ? eq(jobs.worksiteId, query.worksiteId) : undefined,
    query.userId
      ? sql`exists (select 1 from ${jobAssignments} where ${jobAssignments.jobId} = ${jobs.id} and ${jobAssignments.companyId} = ${companyId}
          and ${jobAssignments.userId} = ${query.userId} and ${jobAssignments.status} in ('offered', 'accepted'))`
      : undefined,
  );
  const capped = db
    .select({ one: sql`1`.as('one') })
    .from(jobs)
    .where(where)
    .limit(JOB_COUNT_CAP)
    .as('capped');
  const [totalRow] = await db.select({ total: count() }).from(capped);
  // Picked in a subquery of their own before meeting projects and worksites (see listCompanyJobs).
  const page = db
    .select({
      id: jobs.id,
      title: jobs.title,
      jobNumber: jobs.jobNumber,
      status: jobs.status,
      worksiteId: jobs.worksiteId,
      projectId: jobs.projectId,
      createdAt: jobs.createdAt,
    })
    .from(jobs)
    .where(where)
    .orderBy(desc(jobs.createdAt), desc(jobs.id))
    .limit(query.take)
    .offset((query.page - 1) * query.take)
    .as('page');
  const rows = await db
    .select({
      id: page.id,
      title: page.title,
      jobNumber: page.jobNumber,
      status: page.status,
      worksiteId: page.worksiteId,
      worksiteName: worksites.name,
      projectId: page.projectId,
      projectName: projects.name,
    })
    .from(page)
    .innerJoin(projects, eq(projects.id, page.projectId))
    .innerJoin(worksites, eq(worksites.id, page.worksiteId))
    .orderBy(desc(page.createdAt), desc(page.id));
  return { rows, total: totalRow?.total ?? 0 };
}
