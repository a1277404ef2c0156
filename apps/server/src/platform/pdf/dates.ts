/** Dates as documents print them, in the company's time zone: "27 Nov 2026", "27 Nov 2026, 9:42 am AEST". */

export function formatDate(date: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-AU', { timeZone, day: '2-digit', month: 'short', year: 'numeric' }).format(date);
}

export function formatDateTime(date: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-AU', {
    timeZone,
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(date);
}
