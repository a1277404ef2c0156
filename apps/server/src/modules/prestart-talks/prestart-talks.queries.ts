import { and, asc, count, eq, gte, inArray, lt, ne, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { companies, jobAssignments, jobs, paperworkSignOns, prestartTalks, users, worksites } from '../../db/schema/index.js';
import type { NewPrestartTalkRow, PrestartTalkRow } from '../../db/schema/index.js';
import { cursorAtOf, keysetAfter, keysetOrderBy, type Cursor, type KeysetOrder } from '../paperwork/index.js';
import { PRESTART_TALK_KIND_KEY } from './prestart-talk-kind-key.js';

/*
 * Every statement of pre-start talks. Staff reach the talks of the jobs they are on (staffId);
 * account holders every one (staffId null). A day is a [start, end) pair of instants: the
 * company's midnight to the next, worked out by the caller in its time zone.
 */

export type Day = { start: Date; end: Date };

/** A column spelt with its table: drizzle leaves columns bare in a query of one table, and a bare name in a subquery means the subquery's own. */
const qualified = (table: typeof prestartTalks | typeof jobs, column: string): SQL => sql`${table}.${sql.identifier(column)}`;

/** The staff member is on the job (the talk's or the listed job's): any answer but removed, as jobs.policy visibleJob. */
function onJobOf(jobId: SQL, companyId: string, staffId: string | null): SQL | undefined {
  if (!staffId) return undefined;
  return sql`exists (select 1 from ${jobAssignments} where ${and(
    eq(jobAssignments.companyId, companyId),
    eq(jobAssignments.userId, staffId),
    sql`${jobAssignments.jobId} = ${jobId}`,
    ne(jobAssignments.status, 'removed'),
  )})`;
}

/** The talk's sign-ons (its register has one version): a correlated count along paperwork_sign_ons_record_idx. */
const attendeeCount = sql<number>`(select count(*)::int from ${paperworkSignOns} where ${paperworkSignOns.kind} = ${PRESTART_TALK_KIND_KEY} and ${paperworkSignOns.recordId} = ${qualified(prestartTalks, 'id')})`;

export async function insertPrestartTalk(db: DbOrTx, values: NewPrestartTalkRow): Promise<void> {
  await db.insert(prestartTalks).values(values);
}

/** The presenter's name as the talk keeps it (their email when they have no name). */
export async function findPresenterName(db: DbOrTx, companyId: string, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ name: sql<string>`coalesce(nullif(trim(${users.firstName} || ' ' || ${users.lastName}), ''), ${users.email})` })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.id, userId)));
  return row?.name ?? null;
}

export type PrestartTalkWithJob = PrestartTalkRow & { job: { id: string; title: string; jobNumber: string | null; worksiteName: string } };

/** The company's talk with its job as the screens name it (reach is the caller's to check). */
export async function findPrestartTalk(db: DbOrTx, companyId: string, talkId: string): Promise<PrestartTalkWithJob | null> {
  const [row] = await db
    .select({ talk: prestartTalks, job: { id: jobs.id, title: jobs.title, jobNumber: jobs.jobNumber, worksiteName: worksites.name } })
    .from(prestartTalks)
    .innerJoin(jobs, eq(jobs.id, prestartTalks.jobId))
    .innerJoin(worksites, eq(worksites.id, jobs.worksiteId))
    .where(and(eq(prestartTalks.companyId, companyId), eq(prestartTalks.id, talkId)));
  return row ? { ...row.talk, job: row.job } : null;
}

/** What a talk's version prints from outside the talk, as it is now: frozen into the version at issue. */
export async function findTalkHeading(db: DbOrTx, companyId: string, jobId: string) {
  const [row] = await db
    .select({
      company: { name: companies.name, timeZone: companies.timeZone, logoFileId: companies.logoFileId },
      job: { title: jobs.title, jobNumber: jobs.jobNumber },
      worksite: { name: worksites.name, address: worksites.address },
    })
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .innerJoin(worksites, eq(worksites.id, jobs.worksiteId))
    .where(and(eq(jobs.companyId, companyId), eq(jobs.id, jobId)));
  return row ?? null;
}

/** Sign-ons of a talk so far: a talk takes up to PRESTART_TALK_LIMITS.attendees. */
export async function countAttendees(db: DbOrTx, companyId: string, talkId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(paperworkSignOns)
    .where(and(eq(paperworkSignOns.companyId, companyId), eq(paperworkSignOns.kind, PRESTART_TALK_KIND_KEY), eq(paperworkSignOns.recordId, talkId)));
  return row?.n ?? 0;
}

/** Newest first, ties by id: the order of prestart_talks_company_held_idx (and of the job index within a job). */
const newestFirst: KeysetOrder = { at: prestartTalks.heldAt, id: prestartTalks.id, direction: 'desc' };

export type PrestartTalkListRow = Pick<PrestartTalkRow, 'id' | 'heldAt' | 'topics' | 'presenterName'> & {
  job: { id: string; title: string; worksiteName: string };
  attendeeCount: number;
  cursorAt: string;
};

export type PrestartTalkFilters = { jobId?: string | undefined; day?: Day | undefined };

/** One page of the company's talks (`limit + 1` rows after the cursor, see keysetPage), newest first. */
export async function listPrestartTalks(
  db: DbOrTx,
  companyId: string,
  filters: PrestartTalkFilters,
  staffId: string | null,
  cursor: Cursor | null,
  limit: number,
): Promise<PrestartTalkListRow[]> {
  return db
    .select({
      id: prestartTalks.id,
      heldAt: prestartTalks.heldAt,
      topics: prestartTalks.topics,
      presenterName: prestartTalks.presenterName,
      job: { id: jobs.id, title: jobs.title, worksiteName: worksites.name },
      attendeeCount,
      cursorAt: cursorAtOf(newestFirst),
    })
    .from(prestartTalks)
    .innerJoin(jobs, eq(jobs.id, prestartTalks.jobId))
    .innerJoin(worksites, eq(worksites.id, jobs.worksiteId))
    .where(
      and(
        eq(prestartTalks.companyId, companyId),
        filters.jobId ? eq(prestartTalks.jobId, filters.jobId) : undefined,
        filters.day ? and(gte(prestartTalks.heldAt, filters.day.start), lt(prestartTalks.heldAt, filters.day.end)) : undefined,
        onJobOf(qualified(prestartTalks, 'job_id'), companyId, staffId),
        keysetAfter(newestFirst, cursor),
      ),
    )
    .orderBy(...keysetOrderBy(newestFirst))
    .limit(limit + 1);
}

export type JobOnToday = { jobId: string; title: string; worksiteName: string };

/**
 * The jobs on today: in progress, or pending and scheduled over some of today (a job with no end
 * runs its start day). Staff: the jobs they are on. By title, at most `limit`.
 */
export async function listJobsOnDay(db: DbOrTx, companyId: string, day: Day, staffId: string | null, limit: number): Promise<JobOnToday[]> {
  return db
    .select({ jobId: jobs.id, title: jobs.title, worksiteName: worksites.name })
    .from(jobs)
    .innerJoin(worksites, eq(worksites.id, jobs.worksiteId))
    .where(
      and(
        eq(jobs.companyId, companyId),
        or(
          eq(jobs.status, 'IN_PROGRESS'),
          and(eq(jobs.status, 'PENDING'), lt(jobs.scheduledStart, day.end), sql`coalesce(${jobs.scheduledEnd}, ${jobs.scheduledStart}) >= ${day.start}`),
        ),
        onJobOf(qualified(jobs, 'id'), companyId, staffId),
      ),
    )
    .orderBy(asc(jobs.title), asc(jobs.id))
    .limit(limit);
}

export type TalkOfDay = { id: string; jobId: string; heldAt: Date; attendeeCount: number };

/** Each job's latest talk held within the day (one probe of prestart_talks_job_held_idx per job). */
export async function latestTalksOn(db: DbOrTx, companyId: string, jobIds: readonly string[], day: Day): Promise<TalkOfDay[]> {
  if (jobIds.length === 0) return [];
  return db
    .selectDistinctOn([prestartTalks.jobId], { id: prestartTalks.id, jobId: prestartTalks.jobId, heldAt: prestartTalks.heldAt, attendeeCount })
    .from(prestartTalks)
    .where(
      and(
        eq(prestartTalks.companyId, companyId),
        inArray(prestartTalks.jobId, [...jobIds]),
        gte(prestartTalks.heldAt, day.start),
        lt(prestartTalks.heldAt, day.end),
      ),
    )
    .orderBy(prestartTalks.jobId, sql`${prestartTalks.heldAt} desc`, sql`${prestartTalks.id} desc`);
}
