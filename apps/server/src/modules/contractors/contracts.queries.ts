import { and, asc, count, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { TContractStage } from '@hivis/contracts';
import type { DbOrTx } from '../../db/client.js';
import { companies, jobContractEvents, jobContracts, jobs, projects, users, worksites } from '../../db/schema/index.js';
import type { JobContractEventRow, JobContractRow, JobRow, TJobContractEventKind } from '../../db/schema/index.js';

/*
 * Job contracts and their timeline. Rows are shared by the hiring company and the contractor
 * (row-level policy on either side), so every function names the side it reads for.
 */

export const LIVE_CONTRACT_STATUSES = ['offered', 'accepted'] as const;

/** The current contract of a job (a live one first, else the newest), locked for a change. */
export async function findJobContract(
  db: DbOrTx,
  jobId: string,
  options: { lock?: boolean; contractorCompanyId?: string } = {},
): Promise<JobContractRow | null> {
  const query = db
    .select()
    .from(jobContracts)
    .where(and(eq(jobContracts.jobId, jobId), options.contractorCompanyId ? eq(jobContracts.contractorCompanyId, options.contractorCompanyId) : undefined))
    .orderBy(sql`(${jobContracts.status} in ('offered', 'accepted')) desc`, desc(jobContracts.createdAt))
    .limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function findContractByToken(db: DbOrTx, token: string): Promise<JobContractRow | null> {
  const [row] = await db.select().from(jobContracts).where(eq(jobContracts.requestToken, token));
  return row ?? null;
}

export async function lockContract(db: DbOrTx, contractId: string): Promise<JobContractRow | null> {
  const [row] = await db.select().from(jobContracts).where(eq(jobContracts.id, contractId)).for('update');
  return row ?? null;
}

export async function insertContract(db: DbOrTx, values: typeof jobContracts.$inferInsert): Promise<JobContractRow> {
  const [row] = await db.insert(jobContracts).values(values).returning();
  if (!row) throw new Error('insert into job_contracts returned no row');
  return row;
}

export async function updateContract(db: DbOrTx, contractId: string, changes: Partial<typeof jobContracts.$inferInsert>): Promise<JobContractRow> {
  const [row] = await db
    .update(jobContracts)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(jobContracts.id, contractId))
    .returning();
  if (!row) throw new Error('update of job_contracts returned no row');
  return row;
}

/** at: when two events of one transaction must keep their order (now() is the transaction's start). */
export async function insertEvent(db: DbOrTx, contract: JobContractRow, kind: TJobContractEventKind, byUserId: string | null, at?: Date): Promise<void> {
  await db.insert(jobContractEvents).values({
    companyId: contract.companyId,
    contractorCompanyId: contract.contractorCompanyId,
    contractId: contract.id,
    kind,
    byUserId,
    ...(at ? { createdAt: at } : {}),
  });
}

export type EventWithPerson = { event: JobContractEventRow; firstName: string | null; lastName: string | null };

/**
 * The contract's timeline, oldest first. Who did it is read by the platform, since people of the
 * other company are not visible to the viewer; only their names are shown.
 */
export function listEvents(db: DbOrTx, contractId: string): Promise<EventWithPerson[]> {
  return db
    .select({ event: jobContractEvents, firstName: users.firstName, lastName: users.lastName })
    .from(jobContractEvents)
    .leftJoin(users, eq(users.id, jobContractEvents.byUserId))
    .where(eq(jobContractEvents.contractId, contractId))
    .orderBy(asc(jobContractEvents.createdAt), asc(jobContractEvents.id))
    .limit(200);
}

/** A job's status and contracted company, written in the hiring company's tenant context. */
export async function setJobContracting(
  db: DbOrTx,
  job: Pick<JobRow, 'id' | 'companyId'>,
  changes: { status?: JobRow['status']; contractedCompanyId?: string | null },
) {
  await db
    .update(jobs)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(jobs.id, job.id), eq(jobs.companyId, job.companyId)));
}

/** The SQL for a list's stage filter: the stored status, with accepted split by where the crew is. */
function stageFilter(stage: TContractStage): SQL | undefined {
  switch (stage) {
    case 'onsite':
      return and(eq(jobContracts.status, 'accepted'), isNotNull(jobContracts.onsiteAt), isNull(jobContracts.leftSiteAt));
    case 'accepted':
      return and(eq(jobContracts.status, 'accepted'), sql`not (${jobContracts.onsiteAt} is not null and ${jobContracts.leftSiteAt} is null)`);
    default:
      return eq(jobContracts.status, stage);
  }
}

export type ContractListRow = {
  contract: JobContractRow;
  job: Pick<JobRow, 'id' | 'worksiteId' | 'projectId' | 'title' | 'jobNumber' | 'status' | 'scheduledStart' | 'scheduledEnd'>;
  siteName: string;
  otherCompanyName: string;
};

/**
 * Contracts of one side, newest first. The hiring side lists what it contracted (review-contracts);
 * the contractor side what was contracted to it (job_contracts_contractor_idx). Declined and
 * withdrawn contracts are history for the hiring company only: the contractor no longer sees the job.
 */
export async function listContracts(
  db: DbOrTx,
  side: 'hiring' | 'contractor',
  companyId: string,
  query: { stage?: TContractStage; otherCompanyId?: string; limit: number; offset: number },
): Promise<{ rows: ContractListRow[]; total: number }> {
  const mine = side === 'hiring' ? jobContracts.companyId : jobContracts.contractorCompanyId;
  const theirs = side === 'hiring' ? jobContracts.contractorCompanyId : jobContracts.companyId;
  const filters: (SQL | undefined)[] = [eq(mine, companyId)];
  if (query.stage) filters.push(stageFilter(query.stage));
  if (side === 'contractor') filters.push(inArray(jobContracts.status, ['offered', 'accepted', 'completed']));
  if (query.otherCompanyId) filters.push(eq(theirs, query.otherCompanyId));
  const where = and(...filters);
  // One after another: a transaction has one connection, which takes one statement at a time.
  const rows = await db
    .select({
      contract: jobContracts,
      job: {
        id: jobs.id,
        worksiteId: jobs.worksiteId,
        projectId: jobs.projectId,
        title: jobs.title,
        jobNumber: jobs.jobNumber,
        status: jobs.status,
        scheduledStart: jobs.scheduledStart,
        scheduledEnd: jobs.scheduledEnd,
      },
      siteName: worksites.name,
      otherCompanyName: companies.name,
    })
    .from(jobContracts)
    .innerJoin(jobs, eq(jobs.id, jobContracts.jobId))
    .innerJoin(worksites, eq(worksites.id, jobs.worksiteId))
    .innerJoin(companies, eq(companies.id, theirs))
    .where(where)
    .orderBy(desc(jobContracts.createdAt), desc(jobContracts.id))
    .limit(query.limit)
    .offset(query.offset);
  // The same joins as the page, so rows the viewer's policies hide are not counted either.
  const [total] = await db
    .select({ total: count() })
    .from(jobContracts)
    .innerJoin(jobs, eq(jobs.id, jobContracts.jobId))
    .innerJoin(companies, eq(companies.id, theirs))
    .where(where);
  return { rows, total: total?.total ?? 0 };
}

/** The job with its site, project and hiring company, as the viewer's policies allow. */
export async function findContractJob(db: DbOrTx, jobId: string) {
  const [row] = await db
    .select({
      job: jobs,
      site: { name: worksites.name, address: worksites.address },
      projectName: projects.name,
      company: { id: companies.id, name: companies.name, timeZone: companies.timeZone, status: companies.status },
    })
    .from(jobs)
    .innerJoin(worksites, eq(worksites.id, jobs.worksiteId))
    .innerJoin(projects, eq(projects.id, jobs.projectId))
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(eq(jobs.id, jobId));
  return row ?? null;
}

/** Moves the transaction's tenant to another company (row-level security follows app.company_id and its proof). */
export async function setTenantCompany(db: DbOrTx, companyId: string, proof: string): Promise<void> {
  await db.execute(sql`select set_config('app.company_id', ${companyId}, true), set_config('app.company_proof', ${proof}, true)`);
}
