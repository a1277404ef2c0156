import { isPahRoles, mondayOf, plusDays, zonedDateOf, zonedStartOfDay } from '@hivis/contracts';
import type {
  TApproveWeekResult,
  TApproveWeekValues,
  TCorrectTimeEntryValues,
  TJobTimesheet,
  TJobTimesheetQuery,
  TTimeEntry,
  TTimesheetPersonWeek,
  TTimesheetWeek,
  TTimesheetWeekQuery,
  TWeekApprovalState,
} from '@hivis/contracts';
import { found, withAccess } from '../../platform/access/with-access.js';
import type { AuthContext } from '../../platform/auth/access-token.js';
import type { AppContext } from '../../platform/context.js';
import { invalidFields, notFound } from '../../platform/errors.js';
import { correctionErrors } from './correction.js';
import { presentTimeEntry } from './timesheets.presenter.js';
import {
  approveEntries,
  findCompanyJob,
  findEntryView,
  listEntriesOfPeople,
  listJobEntries,
  listPeopleWithEntries,
  lockEntry,
  updateEntry,
} from './timesheets.queries.js';

/*
 * The office's side: the week by person, corrections, approval and a job's hours. Account holders
 * see and change everyone's hours; staff see only their own week.
 */

/** The instants a week (Monday to the next Monday) spans in the company's zone. */
export function weekRange(start: string, timeZone: string) {
  return { from: zonedStartOfDay(start, timeZone), to: zonedStartOfDay(plusDays(start, 7), timeZone) };
}

function approvalOf(entries: TTimeEntry[]): TWeekApprovalState {
  const finished = entries.filter((entry) => entry.clockOutAt);
  if (finished.length === 0) return 'running';
  return finished.every((entry) => entry.approvedAt) ? 'approved' : 'pending';
}

function personWeek(entries: TTimeEntry[], days: string[]): TTimesheetPersonWeek | null {
  const first = entries[0];
  if (!first) return null;
  const dayMinutes = days.map((day) => entries.filter((entry) => entry.day === day).reduce((sum, entry) => sum + entry.workedMinutes, 0));
  return {
    userId: first.userId,
    name: first.personName,
    email: first.email,
    dayMinutes,
    totalMinutes: dayMinutes.reduce((sum, minutes) => sum + minutes, 0),
    approval: approvalOf(entries),
    entries,
  };
}

/** GET /api/v3/timesheet/week: a page of people (account holder) or my own week (staff). */
export async function getTimesheetWeek(ctx: AppContext, auth: AuthContext, query: TTimesheetWeekQuery): Promise<TTimesheetWeek> {
  return withAccess(ctx, auth, 'timesheets.read', async ({ tx, auth: caller, company }) => {
    const start = query.start ?? mondayOf(zonedDateOf(new Date(), company.timeZone));
    const days = Array.from({ length: 7 }, (_, index) => plusDays(start, index));
    const { from, to } = weekRange(start, company.timeZone);
    const allPeople = isPahRoles(caller.roles);
    const { userIds, total } = allPeople
      ? await listPeopleWithEntries(tx, caller.companyId, from, to, { take: query.take, offset: (query.page - 1) * query.take })
      : { userIds: [caller.userId], total: 1 };
    const entries = (await listEntriesOfPeople(tx, caller.companyId, userIds, from, to)).map((row) => presentTimeEntry(row, company.timeZone));
    const people = userIds
      .map((userId) =>
        personWeek(
          entries.filter((entry) => entry.userId === userId),
          days,
        ),
      )
      .filter((person) => person !== null);
    return {
      start,
      end: days[6] ?? start,
      days,
      timeZone: company.timeZone,
      allPeople,
      people,
      total: allPeople ? total : people.length,
      page: query.page,
      take: query.take,
    };
  });
}

/** PUT /api/v3/timesheet/{id}: the office's correction overrides the clocking and needs approving again. */
export async function correctTimeEntry(ctx: AppContext, auth: AuthContext, entryId: string, values: TCorrectTimeEntryValues): Promise<TTimeEntry> {
  return withAccess(ctx, auth, 'timesheets.approve', async ({ tx, auth: holder, company }) => {
    const row = found(await lockEntry(tx, holder.companyId, entryId), 'Shift');
    const errors = correctionErrors(values, row.clockOutAt !== null);
    if (Object.keys(errors).length > 0) throw invalidFields(errors);
    const now = new Date();
    await updateEntry(tx, holder.companyId, row.id, {
      clockInAt: new Date(values.clockInAt),
      clockOutAt: values.clockOutAt ? new Date(values.clockOutAt) : null,
      breaks: values.breaks.map((span) => ({ startAt: new Date(span.startAt).toISOString(), endAt: span.endAt ? new Date(span.endAt).toISOString() : null })),
      note: values.note,
      correctedBy: holder.userId,
      correctedAt: now,
      approvedBy: null,
      approvedAt: null,
    });
    return presentTimeEntry(found(await findEntryView(tx, holder.companyId, row.id), 'Shift'), company.timeZone, now);
  });
}

/** PUT /api/v3/timesheet/week/approve: finished shifts of the week; running ones wait. */
export async function approveTimesheetWeek(ctx: AppContext, auth: AuthContext, values: TApproveWeekValues): Promise<TApproveWeekResult> {
  return withAccess(ctx, auth, 'timesheets.approve', async ({ tx, auth: holder, company }) => {
    const { from, to } = weekRange(values.start, company.timeZone);
    return { approved: await approveEntries(tx, holder.companyId, from, to, values.userIds, holder.userId) };
  });
}

/** GET /api/v3/job/{id}/timesheet */
export async function getJobTimesheet(ctx: AppContext, auth: AuthContext, jobId: string, query: TJobTimesheetQuery): Promise<TJobTimesheet> {
  return withAccess(ctx, auth, 'timesheets.review', async ({ tx, auth: holder, company }) => {
    if (!(await findCompanyJob(tx, holder.companyId, jobId))) throw notFound('Job');
    const { rows, total, totalMinutes } = await listJobEntries(tx, holder.companyId, jobId, { take: query.take, offset: (query.page - 1) * query.take });
    const now = new Date();
    return {
      items: rows.map((row) => presentTimeEntry(row, company.timeZone, now)),
      total,
      totalMinutes,
      page: query.page,
      take: query.take,
      timeZone: company.timeZone,
    };
  });
}
