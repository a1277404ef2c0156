import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import { companies, jobAssignments, jobs, jsaReports, paperworkSignOns, swms, users, worksites } from '../../db/schema/index.js';
import type { JsaReportRow, NewJsaReportRow } from '../../db/schema/index.js';
import { cursorAtOf, keysetAfter, keysetOrderBy, type Cursor, type KeysetOrder } from '../paperwork/index.js';
import { JSA_KIND_KEY } from './jsa-kind-key.js';

/*
 * Every statement of JSA reports. Staff reach the JSAs of the jobs they are on (staffId); account
 * holders every one (staffId null).
 */

/** A column spelt with its table: a bare name in a subquery means the subquery's own. */
const qualified = (column: string): SQL => sql`${jsaReports}.${sql.identifier(column)}`;

/** A person's name as a record keeps it (their email when they have no name). */
const nameOf = (person: { firstName: AnyPgColumn; lastName: AnyPgColumn; email: AnyPgColumn }) =>
  sql<string>`coalesce(nullif(trim(${person.firstName} || ' ' || ${person.lastName}), ''), ${person.email})`;

/** The staff member is on the JSA's job: any answer but removed, as jobs.policy visibleJob. */
function onJobOf(companyId: string, staffId: string | null): SQL | undefined {
  if (!staffId) return undefined;
  return sql`exists (select 1 from ${jobAssignments} where ${and(
    eq(jobAssignments.companyId, companyId),
    eq(jobAssignments.userId, staffId),
    sql`${jobAssignments.jobId} = ${qualified('job_id')}`,
    ne(jobAssignments.status, 'removed'),
  )})`;
}

/** Sign-ons of the current version: a correlated count along paperwork_sign_ons_record_idx. */
const signedCount = sql<number>`(select count(*)::int from ${paperworkSignOns} where ${paperworkSignOns.kind} = ${JSA_KIND_KEY} and ${paperworkSignOns.recordId} = ${qualified('id')} and ${paperworkSignOns.version} = ${qualified('version')})`;

export async function insertJsa(db: DbOrTx, values: NewJsaReportRow): Promise<void> {
  await db.insert(jsaReports).values(values);
}

export type JsaSave = Pick<JsaReportRow, 'task' | 'content' | 'version' | 'highestResidual' | 'stepCount' | 'updatedAt' | 'updatedBy'>;

/** The JSA as saved again (the caller holds it FOR UPDATE and has checked the version it was based on). */
export async function updateJsa(db: DbOrTx, companyId: string, jsaId: string, values: JsaSave): Promise<void> {
  await db
    .update(jsaReports)
    .set(values)
    .where(and(eq(jsaReports.companyId, companyId), eq(jsaReports.id, jsaId)));
}

/** The person's name as the JSA keeps it. */
export async function findPersonName(db: DbOrTx, companyId: string, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ name: nameOf(users) })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.id, userId)));
  return row?.name ?? null;
}

export type JsaWithJob = JsaReportRow & {
  job: { id: string; title: string; jobNumber: string | null; worksiteName: string };
  /** The name of who saved it last, as they are named now (null once they are removed). */
  updatedByName: string | null;
};

const updater = alias(users, 'jsa_updater');

/** The company's JSA with its job as the screens name it (reach is the caller's to check). */
export async function findJsa(db: DbOrTx, companyId: string, jsaId: string): Promise<JsaWithJob | null> {
  const [row] = await db
    .select({
      jsa: jsaReports,
      job: { id: jobs.id, title: jobs.title, jobNumber: jobs.jobNumber, worksiteName: worksites.name },
      updatedByName: sql<string | null>`case when ${updater.id} is null then null else ${nameOf(updater)} end`,
    })
    .from(jsaReports)
    .innerJoin(jobs, eq(jobs.id, jsaReports.jobId))
    .innerJoin(worksites, eq(worksites.id, jobs.worksiteId))
    .leftJoin(updater, eq(updater.id, jsaReports.updatedBy))
    .where(and(eq(jsaReports.companyId, companyId), eq(jsaReports.id, jsaId)));
  return row ? { ...row.jsa, job: row.job, updatedByName: row.updatedByName } : null;
}

/** What a JSA's version prints from outside the JSA, as it is now: frozen into the version at issue. */
export async function findJsaHeading(db: DbOrTx, companyId: string, jobId: string) {
  const [row] = await db
    .select({
      company: { name: companies.name, timeZone: companies.timeZone, logoFileId: companies.logoFileId, country: companies.country },
      job: { title: jobs.title, jobNumber: jobs.jobNumber },
      worksite: { name: worksites.name, address: worksites.address },
    })
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .innerJoin(worksites, eq(worksites.id, jobs.worksiteId))
    .where(and(eq(jobs.companyId, companyId), eq(jobs.id, jobId)));
  return row ?? null;
}

/** The job of the company's SWMS, not deleted (a JSA started from one of its activities), or null. */
export async function findSwmsJobId(db: DbOrTx, companyId: string, swmsId: string): Promise<string | null> {
  const [row] = await db
    .select({ jobId: swms.jobId })
    .from(swms)
    .where(and(eq(swms.companyId, companyId), eq(swms.id, swmsId), isNull(swms.deletedAt)));
  return row?.jobId ?? null;
}

/** Latest change first, ties by id: the order of jsa_reports_company_updated_idx (and of the job index within a job). */
const latestFirst: KeysetOrder = { at: jsaReports.updatedAt, id: jsaReports.id, direction: 'desc' };

export type JsaListRow = Pick<JsaReportRow, 'id' | 'task' | 'version' | 'updatedAt' | 'preparedByName' | 'stepCount' | 'highestResidual'> & {
  job: { id: string; title: string; worksiteName: string };
  signedCount: number;
  cursorAt: string;
};

/** One page of the company's JSAs (`limit + 1` rows after the cursor, see keysetPage), latest change first. */
export async function listJsas(
  db: DbOrTx,
  companyId: string,
  filters: { jobId?: string | undefined },
  staffId: string | null,
  cursor: Cursor | null,
  limit: number,
): Promise<JsaListRow[]> {
  return db
    .select({
      id: jsaReports.id,
      task: jsaReports.task,
      version: jsaReports.version,
      updatedAt: jsaReports.updatedAt,
      preparedByName: jsaReports.preparedByName,
      stepCount: jsaReports.stepCount,
      highestResidual: jsaReports.highestResidual,
      job: { id: jobs.id, title: jobs.title, worksiteName: worksites.name },
      signedCount,
      cursorAt: cursorAtOf(latestFirst),
    })
    .from(jsaReports)
    .innerJoin(jobs, eq(jobs.id, jsaReports.jobId))
    .innerJoin(worksites, eq(worksites.id, jobs.worksiteId))
    .where(
      and(
        eq(jsaReports.companyId, companyId),
        filters.jobId ? eq(jsaReports.jobId, filters.jobId) : undefined,
        onJobOf(companyId, staffId),
        keysetAfter(latestFirst, cursor),
      ),
    )
    .orderBy(...keysetOrderBy(latestFirst))
    .limit(limit + 1);
}
