import { jobViewPath } from '@hivis/contracts';
import type { Tx } from '../../db/client.js';
import { userNotifications } from '../../db/schema/index.js';
import type { JobRow } from '../../db/schema/index.js';

/** DD/MM/YYYY hh:mm A in the company's zone: the people on the job read it in their own day. */
export function formatInZone(value: Date | null, timeZone: string): string {
  if (!value) return 'not set';
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-AU', { timeZone, day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hour12: true })
      .formatToParts(value)
      .map((part) => [part.type, part.value]),
  );
  const hour = parts.hour === '00' ? '12' : parts.hour;
  return `${parts.day}/${parts.month}/${parts.year} ${hour}:${parts.minute} ${String(parts.dayPeriod).toUpperCase()}`;
}

const sameInstant = (a: Date | null, b: Date | null) => (a?.getTime() ?? null) === (b?.getTime() ?? null);

export function scheduleChanged(before: JobRow, after: Pick<JobRow, 'scheduledStart' | 'scheduledEnd'>): boolean {
  return !sameInstant(before.scheduledStart, after.scheduledStart) || !sameInstant(before.scheduledEnd, after.scheduledEnd);
}

/**
 * Tells each person offered or on the job that its times moved, in the app (user_notifications,
 * shown in their inbox), in the same transaction as the change: no change without the notice.
 */
export async function noticeScheduleChange(tx: Tx, job: JobRow, userIds: string[], timeZone: string): Promise<number> {
  if (userIds.length === 0) return 0;
  const body = `New times: ${formatInZone(job.scheduledStart, timeZone)} to ${formatInZone(job.scheduledEnd, timeZone)}.`;
  await tx.insert(userNotifications).values(
    userIds.map((userId) => ({
      companyId: job.companyId,
      userId,
      kind: 'job_changed',
      title: `The times of ${job.title} have changed`,
      body,
      jobId: job.id,
      link: jobViewPath(job),
    })),
  );
  return userIds.length;
}
