/*
 * Dates as the spec shows them (section 9): DD/MM/YYYY and hh:mm A, in the person's own zone.
 * Intl does the calendar work; only the order and padding are ours.
 */
const pad = (value: number) => String(value).padStart(2, '0');

export function formatDate(value: string | Date | null | undefined): string {
  if (!value) return '';
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
}

export function formatTime(value: string | Date | null | undefined): string {
  if (!value) return '';
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  const hours = date.getHours() % 12 === 0 ? 12 : date.getHours() % 12;
  return `${pad(hours)}:${pad(date.getMinutes())} ${date.getHours() < 12 ? 'AM' : 'PM'}`;
}
