import type { COMPANY_TIME_ZONES } from '@hivis/contracts';

type TTimeZone = (typeof COMPANY_TIME_ZONES)[number];

/** What a person recognises: the city and the states that keep its time. */
export const TIME_ZONE_LABELS: Record<TTimeZone, string> = {
  'Australia/Brisbane': 'Brisbane – Queensland (AEST, no daylight saving)',
  'Australia/Sydney': 'Sydney – NSW and ACT',
  'Australia/Melbourne': 'Melbourne – Victoria',
  'Australia/Hobart': 'Hobart – Tasmania',
  'Australia/Adelaide': 'Adelaide – South Australia',
  'Australia/Darwin': 'Darwin – Northern Territory',
  'Australia/Perth': 'Perth – Western Australia',
  'Australia/Lord_Howe': 'Lord Howe Island',
  'Pacific/Auckland': 'New Zealand',
  'Pacific/Chatham': 'Chatham Islands',
};

const BY_STATE: Record<string, TTimeZone> = {
  queensland: 'Australia/Brisbane',
  'new south wales': 'Australia/Sydney',
  'australian capital territory': 'Australia/Sydney',
  victoria: 'Australia/Melbourne',
  tasmania: 'Australia/Hobart',
  'south australia': 'Australia/Adelaide',
  'northern territory': 'Australia/Darwin',
  'western australia': 'Australia/Perth',
};

/** A sensible default from the address: the state's zone, or New Zealand's. */
export function timeZoneForPlace(country: 'AU' | 'NZ', state: string | undefined): TTimeZone | null {
  if (country === 'NZ') return 'Pacific/Auckland';
  return BY_STATE[(state ?? '').trim().toLowerCase()] ?? null;
}
