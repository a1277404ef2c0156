import { breakMinutes, workedMinutes, zonedDateOf } from '@hivis/contracts';
import type { TTimeEntry } from '@hivis/contracts';
import type { TimeEntryView } from './timesheets.queries.js';

export function personNameOf(row: { firstName: string; lastName: string; email: string }): string {
  return `${row.firstName} ${row.lastName}`.trim() || row.email;
}

/** A shift as the screens show it; minutes are computed at answer time so a running shift ticks. */
export function presentTimeEntry(row: TimeEntryView, timeZone: string, now = new Date()): TTimeEntry {
  const clockInAt = row.clockInAt.toISOString();
  const clockOutAt = row.clockOutAt?.toISOString() ?? null;
  const breaks = row.breaks.map((span) => ({ startAt: span.startAt, endAt: span.endAt }));
  return {
    id: row.id,
    userId: row.userId,
    personName: personNameOf(row),
    email: row.email,
    jobId: row.jobId,
    jobTitle: row.jobTitle,
    projectId: row.projectId,
    projectName: row.projectName,
    worksiteId: row.worksiteId,
    worksiteName: row.worksiteName,
    day: zonedDateOf(row.clockInAt, timeZone),
    clockInAt,
    clockOutAt,
    breaks,
    onBreak: !clockOutAt && breaks.some((span) => span.endAt === null),
    breakMinutes: breakMinutes(breaks, row.clockOutAt ?? now),
    workedMinutes: workedMinutes({ clockInAt, clockOutAt, breaks }, now),
    note: row.note,
    clockInLocation: row.clockInLocation ?? null,
    clockOutLocation: row.clockOutLocation ?? null,
    correctedAt: row.correctedAt?.toISOString() ?? null,
    approvedAt: row.approvedAt?.toISOString() ?? null,
  };
}
