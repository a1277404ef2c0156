import { TIMESHEET_MESSAGES, isPahRoles } from '@hivis/contracts';
import type { TClockActionInput, TClockInValues, TClockOutValues, TCurrentShift, TTimeEntry } from '@hivis/contracts';
import type { Tx } from '../../db/client.js';
import type { TTimeBreakColumn, TimeEntryRow } from '../../db/schema/index.js';
import type { AccessScope } from '../../platform/access/with-access.js';
import { found, withAccess } from '../../platform/access/with-access.js';
import type { AuthContext } from '../../platform/auth/access-token.js';
import type { CompanyAuth } from '../../platform/auth/policy.js';
import type { AppContext } from '../../platform/context.js';
import { applyOnce } from '../../platform/commands/index.js';
import { AppError, forbidden, invalidFields, notFound } from '../../platform/errors.js';
import { presentTimeEntry } from './timesheets.presenter.js';
import { findCompanyJob, findEntryView, findOpenEntryView, hasAcceptedAssignment, insertEntry, lockEntry, updateEntry } from './timesheets.queries.js';
import { isUniqueViolation } from '../../db/errors.js';

/*
 * The person's own clock: in, breaks, out. Each is a command (platform/commands): the phone may
 * queue it with no signal and send it later, perhaps twice; it is applied once, at the moment the
 * person tapped. Each call is one transaction behind the tenant wall, and the shift is locked
 * while it changes, so a double tap on weak data applies once too.
 */

async function answer({ tx, auth, company }: AccessScope, entryId: string): Promise<TTimeEntry> {
  return presentTimeEntry(found(await findEntryView(tx, auth.companyId, entryId), 'Shift'), company.timeZone);
}

/** PostgreSQL's unique_violation, whichever driver raised it (drizzle wraps it as the cause). */

/** GET /api/v3/timesheet/current */
export async function getCurrentShift(ctx: AppContext, auth: AuthContext): Promise<TCurrentShift> {
  return withAccess(ctx, auth, 'timesheets.read', async ({ tx, auth: holder, company }) => {
    const open = await findOpenEntryView(tx, holder.companyId, holder.userId);
    return { shift: open ? presentTimeEntry(open, company.timeZone) : null, timeZone: company.timeZone };
  });
}

/** POST /api/v3/timesheet/clock-in: staff need an accepted assignment; account holders any job. */
export async function clockIn(ctx: AppContext, auth: AuthContext, input: TClockInValues): Promise<TTimeEntry> {
  try {
    return await withAccess(ctx, auth, 'timesheets.clock', (scope) =>
      applyOnce(scope, 'timesheets.clock-in', input, async (at) => {
        const { tx, auth: holder } = scope;
        const job = found(await findCompanyJob(tx, holder.companyId, input.jobId), 'Job');
        if (job.status === 'COMPLETED' || job.status === 'CANCELLED') throw new AppError('CONFLICT', TIMESHEET_MESSAGES.jobClosed);
        if (!isPahRoles(holder.roles) && !(await hasAcceptedAssignment(tx, holder.companyId, job.id, holder.userId))) {
          throw forbidden(TIMESHEET_MESSAGES.notOnJob);
        }
        const open = await findOpenEntryView(tx, holder.companyId, holder.userId);
        if (open) throw new AppError('CONFLICT', TIMESHEET_MESSAGES.alreadyClockedIn(open.jobTitle));
        const row = await insertEntry(tx, {
          ...(input.id ? { id: input.id } : {}),
          companyId: holder.companyId,
          userId: holder.userId,
          jobId: job.id,
          clockInAt: at,
          clockInLocation: input.location ?? null,
        });
        return answer(scope, row.id);
      }),
    );
  } catch (error) {
    // Two taps at the same moment: the partial unique index lets one in; the other gets the 409.
    if (!isUniqueViolation(error)) throw error;
    const open = await withAccess(ctx, auth, 'timesheets.read', ({ tx, auth: holder }) => findOpenEntryView(tx, holder.companyId, holder.userId));
    throw new AppError('CONFLICT', TIMESHEET_MESSAGES.alreadyClockedIn(open?.jobTitle ?? 'a job'));
  }
}

/** My own running shift, locked; another person's or another company's shift is not found. */
async function lockMyOpenEntry(tx: Tx, auth: CompanyAuth, entryId: string): Promise<TimeEntryRow> {
  const row = await lockEntry(tx, auth.companyId, entryId);
  if (!row || row.userId !== auth.userId) throw notFound('Shift');
  if (row.clockOutAt) throw new AppError('CONFLICT', TIMESHEET_MESSAGES.shiftEnded);
  return row;
}

const runningBreak = (breaks: TTimeBreakColumn[]) => breaks.find((span) => span.endAt === null);

/** The shift's last change: a queued tap earlier than it (a phone whose clock jumped) is refused. */
function requireAfterLastChange(row: TimeEntryRow, at: Date): void {
  const times = [
    row.clockInAt.getTime(),
    ...row.breaks.flatMap((span) => [span.startAt, span.endAt].filter((t) => t !== null).map((t) => new Date(t).getTime())),
  ];
  if (at.getTime() < Math.max(...times)) throw invalidFields({ at: TIMESHEET_MESSAGES.tappedBefore });
}

/** POST /api/v3/timesheet/{id}/break/start */
export async function startBreak(ctx: AppContext, auth: AuthContext, entryId: string, input: TClockActionInput = {}): Promise<TTimeEntry> {
  return withAccess(ctx, auth, 'timesheets.clock', (scope) =>
    applyOnce(scope, 'timesheets.break-start', input, async (at) => {
      const { tx, auth: holder } = scope;
      const row = await lockMyOpenEntry(tx, holder, entryId);
      if (runningBreak(row.breaks)) throw new AppError('CONFLICT', TIMESHEET_MESSAGES.alreadyOnBreak);
      requireAfterLastChange(row, at);
      await updateEntry(tx, holder.companyId, row.id, { breaks: [...row.breaks, { startAt: at.toISOString(), endAt: null }] });
      return answer(scope, row.id);
    }),
  );
}

const closeBreaks = (breaks: TTimeBreakColumn[], at: Date): TTimeBreakColumn[] =>
  breaks.map((span) => (span.endAt === null ? { ...span, endAt: at.toISOString() } : span));

/** POST /api/v3/timesheet/{id}/break/end */
export async function endBreak(ctx: AppContext, auth: AuthContext, entryId: string, input: TClockActionInput = {}): Promise<TTimeEntry> {
  return withAccess(ctx, auth, 'timesheets.clock', (scope) =>
    applyOnce(scope, 'timesheets.break-end', input, async (at) => {
      const { tx, auth: holder } = scope;
      const row = await lockMyOpenEntry(tx, holder, entryId);
      if (!runningBreak(row.breaks)) throw new AppError('CONFLICT', TIMESHEET_MESSAGES.notOnBreak);
      requireAfterLastChange(row, at);
      await updateEntry(tx, holder.companyId, row.id, { breaks: closeBreaks(row.breaks, at) });
      return answer(scope, row.id);
    }),
  );
}

/** POST /api/v3/timesheet/{id}/clock-out: a running break ends with the shift. */
export async function clockOut(ctx: AppContext, auth: AuthContext, entryId: string, input: TClockOutValues): Promise<TTimeEntry> {
  return withAccess(ctx, auth, 'timesheets.clock', (scope) =>
    applyOnce(scope, 'timesheets.clock-out', input, async (at) => {
      const { tx, auth: holder } = scope;
      const row = await lockMyOpenEntry(tx, holder, entryId);
      requireAfterLastChange(row, at);
      await updateEntry(tx, holder.companyId, row.id, {
        clockOutAt: at,
        clockOutLocation: input.location ?? null,
        breaks: closeBreaks(row.breaks, at),
        ...(input.note ? { note: input.note } : {}),
      });
      return answer(scope, row.id);
    }),
  );
}
