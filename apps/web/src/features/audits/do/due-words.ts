import type { TAuditDue } from '@hivis/contracts';

/*
 * How an assigned audit's due time reads on a phone: "Due today by 5:00 pm", "Due Friday by
 * 5:00 pm", "Overdue since Tuesday 5:00 pm", on the company's clock.
 */

function dayWords(instant: Date, now: Date, timeZone: string): string {
  const day = (date: Date) => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);
  const today = day(now);
  const tomorrow = day(new Date(now.getTime() + 24 * 60 * 60 * 1000));
  const yesterday = day(new Date(now.getTime() - 24 * 60 * 60 * 1000));
  const target = day(instant);
  if (target === today) return 'today';
  if (target === tomorrow) return 'tomorrow';
  if (target === yesterday) return 'yesterday';
  const withinWeek = Math.abs(instant.getTime() - now.getTime()) < 6 * 24 * 60 * 60 * 1000;
  return new Intl.DateTimeFormat('en-AU', withinWeek ? { timeZone, weekday: 'long' } : { timeZone, weekday: 'short', day: 'numeric', month: 'short' }).format(
    instant,
  );
}

export function dueWords(due: Pick<TAuditDue, 'dueAt' | 'overdue'>, timeZone: string, now = new Date()): string {
  const at = new Date(due.dueAt);
  const time = new Intl.DateTimeFormat('en-AU', { timeZone, hour: 'numeric', minute: '2-digit' }).format(at).replace(/\s/g, ' ');
  const day = dayWords(at, now, timeZone);
  return due.overdue ? `Overdue since ${day} ${time}` : `Due ${day} by ${time}`;
}
