import { SCHEDULE_MESSAGES } from '@hivis/contracts';
import type { TClashConflict, TJobSaved, TMoveJobValues } from '@hivis/contracts';
import { withAccess } from '../../platform/access/with-access.js';
import type { AuthContext } from '../../platform/auth/access-token.js';
import type { AppContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { groupClashes } from '../assignments/index.js';
import { findClashes } from '../assignments/index.js';
import { noticeScheduleChange, scheduleChanged } from '../jobs/index.js';
import { lockedJob } from '../jobs/index.js';
import { listActiveAssignees, updateJob } from '../jobs/index.js';
import { answerJob } from '../jobs/index.js';

export type MoveOutcome = { kind: 'moved'; job: TJobSaved } | { kind: 'clash'; conflict: TClashConflict };

/**
 * PUT /api/v3/schedule/job/{id}: a drag or the Reschedule dialog. Only the times change, so an
 * edit of another field made meanwhile is not overwritten, and the clash check runs again under
 * the job's lock, so a booking made since the office looked is caught. The people on the job are
 * told, as on any change of its times.
 */
export function moveJob(ctx: AppContext, auth: AuthContext, jobId: string, input: TMoveJobValues): Promise<MoveOutcome> {
  return withAccess(ctx, auth, 'schedule.manage', async (write) => {
    const { tx } = write;
    const { timeZone } = write.company;
    const { companyId } = write.auth;
    const before = await lockedJob(write, jobId);
    if (before.status === 'COMPLETED' || before.status === 'CANCELLED') throw new AppError('CONFLICT', SCHEDULE_MESSAGES.closed);
    const schedule = { scheduledStart: new Date(input.scheduledStart), scheduledEnd: input.scheduledEnd ? new Date(input.scheduledEnd) : null };
    const people = await listActiveAssignees(tx, companyId, before.id);
    if (!input.confirmClashes) {
      const rows = await findClashes(tx, companyId, people, schedule.scheduledStart, schedule.scheduledEnd, before.id, timeZone);
      if (rows.length > 0) return { kind: 'clash', conflict: { code: 'CONFLICT', message: SCHEDULE_MESSAGES.clashes, clashes: groupClashes(rows, timeZone) } };
    }
    const job = await updateJob(tx, companyId, before.id, schedule);
    const told = scheduleChanged(before, schedule) ? await noticeScheduleChange(tx, job, people, timeZone) : 0;
    return { kind: 'moved', job: { ...(await answerJob(ctx, tx, job)), notifiedCount: told } };
  });
}
