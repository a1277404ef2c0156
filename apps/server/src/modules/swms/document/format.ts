import type { z } from 'zod';
import { formatAddress, type TAddress, type ZSwmsPersonSchema } from '@hivis/contracts';

type TSwmsPerson = z.output<typeof ZSwmsPersonSchema>;

/** Text helpers for the document: dates in the company's time zone, addresses, people. */

export { formatDate, formatDateTime } from '../../../platform/pdf/dates.js';

/** A yyyy-mm-dd date as people read it; no time zone, it is a calendar date. */
export function formatIsoDay(day: string | null): string {
  if (!day) return '';
  const [year, month, date] = day.split('-').map(Number);
  if (!year || !month || !date) return day;
  return new Intl.DateTimeFormat('en-AU', { timeZone: 'UTC', day: '2-digit', month: 'short', year: 'numeric' }).format(
    new Date(Date.UTC(year, month - 1, date)),
  );
}

export function addressText(address: TAddress | null): string {
  if (!address) return '';
  return address.formattedAddress?.trim() || formatAddress(address);
}

export function personText(person: TSwmsPerson | null): string {
  if (!person || person.name === '') return '';
  return [person.name, person.position, person.phone, person.email].filter((part) => part !== '').join(', ');
}

export function joined(parts: readonly (string | null | undefined)[], separator = ', '): string {
  return parts.filter((part): part is string => Boolean(part && part.trim())).join(separator);
}
