const DAY_MS = 24 * 60 * 60 * 1000;

/** When a closure requested at `requestedAt` deletes the data. */
export function deletionDueAt(requestedAt: Date, graceDays: number): Date {
  return new Date(requestedAt.getTime() + graceDays * DAY_MS);
}

/** DD/MM/YYYY in the company's time zone (spec 9), as people read dates in mail. */
export function formatDay(date: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-AU', { timeZone, day: '2-digit', month: '2-digit', year: 'numeric' }).format(date);
}
