import { addDays, dayIn, instantOf } from '@hivis/contracts';
import type { TPrestartTalksPage, TPrestartTalksQuery, TPrestartTalksToday } from '@hivis/contracts';
import { withAccess } from '../../platform/access/with-access.js';
import type { AuthContext } from '../../platform/auth/access-token.js';
import type { AppContext } from '../../platform/context.js';
import { decodeCursor, keysetPage } from '../paperwork/index.js';
import { staffOf } from './prestart-talks.policy.js';
import { presentTalkListItem } from './prestart-talks.presenter.js';
import { latestTalksOn, listJobsOnDay, listPrestartTalks, type Day } from './prestart-talks.queries.js';

/** The most jobs "today" lists: a crew's day, not the company's whole book of work. */
const TODAY_JOBS = 50;

/** A calendar day on the company's clock, as the instants it starts and ends at. */
const dayOf = (date: string, timeZone: string): Day => ({ start: instantOf(date, '00:00', timeZone), end: instantOf(addDays(date, 1), '00:00', timeZone) });

/** GET /api/v3/prestart-talk: newest first, keyset pages; by job and by the company's day; staff: their jobs' talks. */
export function listTalks(ctx: AppContext, auth: AuthContext, query: TPrestartTalksQuery): Promise<TPrestartTalksPage> {
  return withAccess(ctx, auth, 'prestartTalks.read', async ({ tx, auth: reader, company }) => {
    const cursor = decodeCursor(query.after, 'after');
    const day = query.on ? dayOf(query.on, company.timeZone) : undefined;
    const rows = await listPrestartTalks(tx, reader.companyId, { jobId: query.jobId, day }, staffOf(reader), cursor, query.limit);
    const page = keysetPage(rows, query.limit);
    return { items: page.items.map(presentTalkListItem), nextCursor: page.nextCursor };
  });
}

/**
 * GET /api/v3/prestart-talk/today: the jobs on today that the person reaches, each with today's
 * latest talk (done) or null (missing), on the company's clock.
 */
export function talksToday(ctx: AppContext, auth: AuthContext): Promise<TPrestartTalksToday> {
  return withAccess(ctx, auth, 'prestartTalks.read', async ({ tx, auth: reader, company }) => {
    const date = dayIn(new Date(), company.timeZone);
    const day = dayOf(date, company.timeZone);
    const jobs = await listJobsOnDay(tx, reader.companyId, day, staffOf(reader), TODAY_JOBS);
    const talks = new Map(
      (
        await latestTalksOn(
          tx,
          reader.companyId,
          jobs.map((job) => job.jobId),
          day,
        )
      ).map((talk) => [talk.jobId, talk]),
    );
    return {
      date,
      jobs: jobs.map((job) => {
        const talk = talks.get(job.jobId);
        return { ...job, talk: talk ? { id: talk.id, heldAt: talk.heldAt.toISOString(), attendeeCount: talk.attendeeCount } : null };
      }),
    };
  });
}
