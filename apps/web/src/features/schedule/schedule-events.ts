import type { EventInput } from '@fullcalendar/core';
import { JOB_STATUS_LABELS } from '@hivis/contracts';
import type { TScheduleJob } from '@hivis/contracts';
import { addDays, calendarDay, toCalendarTime } from './calendar-time';
import { STATUS_STYLE, canMove } from './status-style';

/**
 * A job as a calendar event, on the company's wall clock. A job without an end is drawn to the
 * end of its start's day, the way the clash check books it; moving it keeps it without an end.
 */
export function jobEvent(job: TScheduleJob, timeZone: string, editable: boolean): EventInput {
  const start = toCalendarTime(job.start, timeZone);
  const end = job.end ? toCalendarTime(job.end, timeZone) : `${addDays(calendarDay(new Date(start)), 1)}T00:00:00Z`;
  const style = STATUS_STYLE[job.status];
  return {
    id: job.id,
    title: job.title,
    start,
    end,
    editable: editable && canMove(job.status),
    backgroundColor: style.fill,
    borderColor: style.edge,
    textColor: '#000',
    extendedProps: { job },
  };
}

/** What the event says besides its time and title: the status in words, and where. */
export function eventDetail(job: TScheduleJob): string {
  const number = job.jobNumber ? `${job.jobNumber} · ` : '';
  return `${number}${JOB_STATUS_LABELS[job.status]} · ${job.worksite.name}`;
}

/** Names of the people on the job, for the list and the event's tooltip. */
export function peopleLine(job: TScheduleJob): string {
  if (job.people.length === 0) return 'Nobody assigned yet';
  return job.people.map((person) => (person.status === 'accepted' ? person.name : `${person.name} (not answered yet)`)).join(', ');
}

/** The working day the day and week views show unless a job is earlier or later. */
const DAY_HOURS = { first: 5, last: 20 };

const hourOf = (iso: string, timeZone: string) => {
  const time = toCalendarTime(iso, timeZone).slice(11, 16);
  return { hour: Number(time.slice(0, 2)), minute: Number(time.slice(3, 5)) };
};
const clock = (hour: number) => `${String(hour).padStart(2, '0')}:00:00`;

/**
 * The hours the day and week views show: 5 AM to 8 PM, widened to take in any job starting earlier
 * or ending later. The grid then grows with the page instead of scrolling inside it (one scroll on
 * a phone, and no scroll box that a keyboard cannot reach).
 */
export function visibleHours(jobs: TScheduleJob[], timeZone: string): { slotMinTime: string; slotMaxTime: string } {
  let first = DAY_HOURS.first;
  let last = DAY_HOURS.last;
  for (const job of jobs) {
    first = Math.min(first, hourOf(job.start, timeZone).hour);
    if (job.end) {
      const end = hourOf(job.end, timeZone);
      // Midnight ends the day before; it needs no later hour.
      if (end.hour > 0 || end.minute > 0) last = Math.max(last, end.minute > 0 ? end.hour + 1 : end.hour);
    }
  }
  return { slotMinTime: clock(first), slotMaxTime: clock(Math.min(last, 24)) };
}
