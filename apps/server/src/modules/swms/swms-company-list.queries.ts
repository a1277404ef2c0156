import { and, count, eq, ilike, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { TSwmsCompanyListQuery, TSwmsStatus } from '@hivis/contracts';
import type { DbOrTx } from '../../db/client.js';
import { likePattern } from '../../db/search.js';
import { jobAssignments, jobs, paperworkSignOns, projects, swms, worksites } from '../../db/schema/index.js';
import { SWMS_KIND_KEY } from './swms-kind-key.js';

/** Whose SWMS: the company's, and for staff only those of the jobs they are on. */
export type SwmsListScope = { companyId: string; onlyJobsOfUserId: string | null };

export type CompanySwmsRow = {
  id: string;
  title: string;
  status: TSwmsStatus;
  currentVersion: number;
  editedSinceIssue: boolean;
  updatedAt: Date;
  lastActivityAt: Date;
  signedCount: number;
  job: { id: string; title: string; jobNumber: string | null; projectId: string; worksiteId: string; projectName: string; worksiteName: string };
};

function filtersOf(scope: SwmsListScope, query: TSwmsCompanyListQuery): SQL | undefined {
  const search = query.search ? likePattern(query.search) : null;
  return and(
    eq(swms.companyId, scope.companyId),
    isNull(swms.deletedAt),
    query.status ? eq(swms.status, query.status) : undefined,
    search
      ? or(
          ilike(swms.title, search),
          sql`exists (select 1 from ${jobs} where ${jobs.id} = ${swms.jobId} and (${ilike(jobs.title, search)} or ${ilike(jobs.jobNumber, search)}))`,
        )
      : undefined,
    // The same test as a staff member's own job (jobs.policy visibleJob): on it in any way but removed.
    scope.onlyJobsOfUserId
      ? sql`exists (select 1 from ${jobAssignments} where ${and(
          eq(jobAssignments.companyId, scope.companyId),
          eq(jobAssignments.userId, scope.onlyJobsOfUserId),
          eq(jobAssignments.jobId, swms.jobId),
          ne(jobAssignments.status, 'removed'),
        )})`
      : undefined,
  );
}

/*
 * Newest activity first, ties by id: the order of swms_company_activity_idx (company_id,
 * last_activity_at desc nulls last, id desc nulls last, where deleted_at is null), spelt the same
 * way so page 1 is the first rows of that index rather than a sort of every SWMS of the company.
 * The database keeps last_activity_at (migration 0009, docs/swms.md).
 */
const newestActivityFirst = [sql`${swms.lastActivityAt} desc nulls last`, sql`${swms.id} desc nulls last`];

type JobOfSwms = CompanySwmsRow['job'];

/** The jobs of a page's SWMS with their project and worksite names, by primary key. */
async function findJobsOf(db: DbOrTx, companyId: string, jobIds: string[]): Promise<Map<string, JobOfSwms>> {
  if (jobIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: jobs.id,
      title: jobs.title,
      jobNumber: jobs.jobNumber,
      projectId: jobs.projectId,
      worksiteId: jobs.worksiteId,
      projectName: projects.name,
      worksiteName: worksites.name,
    })
    .from(jobs)
    .innerJoin(projects, eq(projects.id, jobs.projectId))
    .innerJoin(worksites, eq(worksites.id, jobs.worksiteId))
    .where(and(eq(jobs.companyId, companyId), inArray(jobs.id, jobIds)));
  return new Map(rows.map((row) => [row.id, row]));
}

/** How many signed the current version of each SWMS of a page. */
async function countSignOns(db: DbOrTx, companyId: string, current: { id: string; currentVersion: number }[]): Promise<Map<string, number>> {
  const issued = current.filter((row) => row.currentVersion > 0);
  if (issued.length === 0) return new Map();
  const rows = await db
    .select({ swmsId: paperworkSignOns.recordId, signed: count() })
    .from(paperworkSignOns)
    .where(
      and(
        eq(paperworkSignOns.companyId, companyId),
        eq(paperworkSignOns.kind, SWMS_KIND_KEY),
        or(...issued.map((row) => and(eq(paperworkSignOns.recordId, row.id), eq(paperworkSignOns.version, row.currentVersion)))),
      ),
    )
    .groupBy(paperworkSignOns.recordId);
  return new Map(rows.map((row) => [row.swmsId, Number(row.signed)]));
}

/**
 * One page of the company's SWMS, newest activity first (ties by id, so pages neither repeat nor
 * skip). The page is picked from the swms table alone; then its jobs and sign-on counts are read
 * by key, so the size of the page, not of the company, decides what those reads cost.
 */
export async function listCompanySwmsPage(db: DbOrTx, scope: SwmsListScope, query: TSwmsCompanyListQuery): Promise<{ rows: CompanySwmsRow[]; total: number }> {
  const where = filtersOf(scope, query);
  const [counted] = await db.select({ total: count() }).from(swms).where(where);
  const page = await db
    .select({
      id: swms.id,
      title: swms.title,
      status: swms.status,
      currentVersion: swms.currentVersion,
      editedSinceIssue: swms.editedSinceIssue,
      updatedAt: swms.updatedAt,
      jobId: swms.jobId,
      lastActivityAt: swms.lastActivityAt,
    })
    .from(swms)
    .where(where)
    .orderBy(...newestActivityFirst)
    .limit(query.take)
    .offset((query.page - 1) * query.take);
  const jobsById = await findJobsOf(db, scope.companyId, [...new Set(page.map((row) => row.jobId))]);
  const signedById = await countSignOns(db, scope.companyId, page);
  const rows = page.flatMap(({ jobId, ...row }) => {
    const job = jobsById.get(jobId);
    // The job cascades its SWMS away on delete, so a missing job is a delete racing this read.
    return job ? [{ ...row, job, signedCount: signedById.get(row.id) ?? 0 }] : [];
  });
  return { rows, total: Number(counted?.total ?? 0) };
}
