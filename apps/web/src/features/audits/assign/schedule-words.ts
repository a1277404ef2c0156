import { isIsoDate } from '@hivis/contracts';
import type { TAuditAssignment, TAuditAssignmentTarget, TAuditOccurrence, TAuditSchedule } from '@hivis/contracts';

/*
 * The words of the assignment screens, kept apart from the screens so they can be tested: the
 * schedule as a sentence, who it is assigned to, and its occurrences. Dates are Australian
 * ("4 Dec 2026", "5:00 pm"); days are the company's calendar days, as the server keeps them.
 */

const LOCALE = 'en-AU';

type TScheduleOf = Pick<TAuditSchedule, 'recurrence' | 'startsOn' | 'dueTime'> & { endsOn: string | null };

const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** A calendar day (YYYY-MM-DD) as the instant that stands for it: midnight UTC, read in UTC. */
const floating = (day: string) => new Date(`${day}T00:00:00Z`);

/** Some browsers put a narrow or no-break space before "pm": plain spaces read and test the same everywhere. */
const plainSpaces = (text: string) => text.replace(/\s/g, ' ');

const dayFormat = (options: Intl.DateTimeFormatOptions, timeZone = 'UTC') => new Intl.DateTimeFormat(LOCALE, { timeZone, ...options });

/** "4 Dec 2026". */
export function formatDay(day: string): string {
  if (!isIsoDate(day)) return day;
  return plainSpaces(dayFormat({ day: 'numeric', month: 'short', year: 'numeric' }).format(floating(day)));
}

/** "Fri 4 Dec 2026". */
export function formatDayWithWeekday(day: string): string {
  if (!isIsoDate(day)) return day;
  const parts = dayFormat({ weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' }).formatToParts(floating(day));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((each) => each.type === type)?.value ?? '';
  return `${part('weekday')} ${part('day')} ${part('month')} ${part('year')}`;
}

/** "17:00" → "5:00 pm". */
export function formatDueTime(time: string): string {
  const match = TIME_PATTERN.exec(time);
  if (!match) return time;
  const at = new Date(Date.UTC(2000, 0, 1, Number(match[1]), Number(match[2])));
  return plainSpaces(dayFormat({ hour: 'numeric', minute: '2-digit', hour12: true }).format(at));
}

/** "5:00 pm" of an instant on the company's clock. */
export function formatZonedClock(instant: string, timeZone: string): string {
  const at = new Date(instant);
  if (Number.isNaN(at.getTime())) return '';
  return plainSpaces(dayFormat({ hour: 'numeric', minute: '2-digit', hour12: true }, timeZone).format(at));
}

const ORDINAL_SUFFIXES: Record<Intl.LDMLPluralRule, string> = { zero: 'th', one: 'st', two: 'nd', few: 'rd', many: 'th', other: 'th' };

/** 1 → "1st", 22 → "22nd", 13 → "13th". */
export function ordinal(value: number): string {
  return `${value}${ORDINAL_SUFFIXES[new Intl.PluralRules(LOCALE, { type: 'ordinal' }).select(value)]}`;
}

/** On which day of the period: "on Friday", "on the 4th", "on 4 December". */
function whichDay(schedule: TScheduleOf): string {
  const start = floating(schedule.startsOn);
  const dayOfMonth = Number(schedule.startsOn.slice(8));
  switch (schedule.recurrence) {
    case 'weekly':
      return ` on ${dayFormat({ weekday: 'long' }).format(start)}`;
    case 'monthly':
      // The server's rule: from the 29th, 30th or 31st, a shorter month's last day stands in.
      return ` on the ${ordinal(dayOfMonth)}${dayOfMonth > 28 ? ' (or the last day of a shorter month)' : ''}`;
    case 'yearly':
      // A yearly rule from 29 February only falls in leap years (RFC 5545).
      return ` on ${plainSpaces(dayFormat({ day: 'numeric', month: 'long' }).format(start))}${schedule.startsOn.slice(5) === '02-29' ? ' (in leap years)' : ''}`;
    default:
      return '';
  }
}

const HOW_OFTEN: Record<Exclude<TAuditSchedule['recurrence'], 'once'>, string> = {
  daily: 'Every day',
  weekly: 'Every week',
  monthly: 'Every month',
  yearly: 'Every year',
};

/**
 * The schedule as one sentence: "Every week on Friday by 5:00 pm from 4 Dec 2026", "… until
 * 31 Mar 2027" when it ends, "Once on 4 Dec 2026 by 5:00 pm". Empty while the first day or the
 * time is not a real one (a form half filled).
 */
export function scheduleSentence(schedule: TScheduleOf): string {
  if (!isIsoDate(schedule.startsOn) || !TIME_PATTERN.test(schedule.dueTime)) return '';
  const by = `by ${formatDueTime(schedule.dueTime)}`;
  if (schedule.recurrence === 'once') return `Once on ${formatDay(schedule.startsOn)} ${by}`;
  const until = schedule.endsOn && isIsoDate(schedule.endsOn) ? ` until ${formatDay(schedule.endsOn)}` : '';
  return `${HOW_OFTEN[schedule.recurrence]}${whichDay(schedule)} ${by} from ${formatDay(schedule.startsOn)}${until}`;
}

export const TARGET_LABELS: Record<TAuditAssignmentTarget, string> = {
  site: 'Site',
  user: 'Person',
  company: 'Contractor',
  emails: 'Email',
};

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** Who does it: the site, the person or the company by name, or how many addresses. */
export function whoWords(assignment: Pick<TAuditAssignment, 'target' | 'assignee' | 'emails'>): string {
  if (assignment.target === 'emails') return plural(assignment.emails.length, 'email address', 'email addresses');
  return assignment.assignee?.name || `A ${TARGET_LABELS[assignment.target].toLowerCase()} no longer found`;
}

/** "Site: 12 Smith St", "Person: Sam Lee", "Email: 3 email addresses". */
export function whoLine(assignment: Pick<TAuditAssignment, 'target' | 'assignee' | 'emails'>): string {
  return `${TARGET_LABELS[assignment.target]}: ${whoWords(assignment)}`;
}

export const OCCURRENCE_STATE_LABELS: Record<TAuditOccurrence['state'], string> = {
  done: 'Done',
  due: 'Due now',
  overdue: 'Overdue',
  upcoming: 'Upcoming',
};

/**
 * Each state's colour, shown as dark text (shade 9) on a light tint of it (shade 0): red.9 on
 * red.0 for overdue, well over 4.5:1, and the same pairing for the others.
 */
export const OCCURRENCE_STATE_COLOURS: Record<TAuditOccurrence['state'], string> = {
  done: 'teal',
  due: 'blue',
  overdue: 'red',
  upcoming: 'gray',
};

/** The occurrence to do next: one open now, else the next one coming; null when none is left. */
export function nextOccurrence(assignment: Pick<TAuditAssignment, 'occurrences' | 'stopped'>): TAuditOccurrence | null {
  if (assignment.stopped) return null;
  const sorted = [...assignment.occurrences].sort((a, b) => a.on.localeCompare(b.on));
  return sorted.find((occurrence) => occurrence.state === 'due') ?? sorted.find((occurrence) => occurrence.state === 'upcoming') ?? null;
}

/** Occurrences past their time and not done (of the last few the server shows). */
export function overdueCount(assignment: Pick<TAuditAssignment, 'occurrences' | 'stopped'>): number {
  if (assignment.stopped) return 0;
  return assignment.occurrences.filter((occurrence) => occurrence.state === 'overdue').length;
}

/** "3 overdue". */
export const overdueWords = (count: number) => `${count} overdue`;

/** "Fri 4 Dec 2026 by 5:00 pm": the occurrence's day, and its due time on the company's clock. */
export function occurrenceWhen(occurrence: Pick<TAuditOccurrence, 'on' | 'dueAt'>, timeZone: string): string {
  const time = formatZonedClock(occurrence.dueAt, timeZone);
  return `${formatDayWithWeekday(occurrence.on)}${time ? ` by ${time}` : ''}`;
}

/** What the list says in place of the next occurrence when there is none. */
export function noNextWords(assignment: Pick<TAuditAssignment, 'stopped' | 'recurrence' | 'occurrences'>): string {
  if (assignment.stopped) return 'Stopped: nothing more is due.';
  if (assignment.recurrence === 'once') return assignment.occurrences.some((occurrence) => occurrence.state === 'done') ? 'Done.' : 'Nothing more due.';
  return 'Nothing more due: its last day has passed.';
}
