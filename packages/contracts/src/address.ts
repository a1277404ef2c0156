import { z } from 'zod';
import type { TCountry } from './account.js';
import type { TAddress } from './signup.js';

/*
 * Address look-up (spec 3 "Address", 5 "Address lookup", 7 "Address", 9): Australia and New
 * Zealand only, Australia by default. The lists below are what the API serves and also what the
 * web falls back to when the API cannot be reached (weak mobile data on site).
 */

export const ADDRESS_MESSAGES = {
  country: 'Please choose Australia or New Zealand.',
  state: 'Please choose a state or region of the chosen country.',
  queryShort: 'Type at least 2 letters or digits.',
  queryLong: 'Type at most 100 characters.',
} as const;

export type TAddressCountryName = 'Australia' | 'New Zealand';

export const ZAddressCountrySchema = z.object({ name: z.enum(['Australia', 'New Zealand']), code: z.enum(['AU', 'NZ']) });
export type TAddressCountry = { name: TAddressCountryName; code: TCountry };

/** GET /api/v3/address/countries, Australia first. */
export const ADDRESS_COUNTRIES: readonly TAddressCountry[] = [
  { name: 'Australia', code: 'AU' },
  { name: 'New Zealand', code: 'NZ' },
];
export const ZAddressCountriesSchema = z.array(ZAddressCountrySchema);
export const DEFAULT_ADDRESS_COUNTRY: TAddressCountryName = 'Australia';

export const ZProvinceSchema = z.object({ name: z.string(), code: z.string() });
export type TProvince = z.infer<typeof ZProvinceSchema>;
export const ZProvincesSchema = z.array(ZProvinceSchema);

/**
 * States and territories (ISO 3166-2:AU) and regions (ISO 3166-2:NZ, with their official
 * spelling). The Chatham Islands Territory is outside every region and is not offered: its
 * addresses can still be typed by hand.
 */
export const PROVINCES_BY_COUNTRY: Record<TCountry, readonly TProvince[]> = {
  AU: [
    { name: 'Australian Capital Territory', code: 'ACT' },
    { name: 'New South Wales', code: 'NSW' },
    { name: 'Northern Territory', code: 'NT' },
    { name: 'Queensland', code: 'QLD' },
    { name: 'South Australia', code: 'SA' },
    { name: 'Tasmania', code: 'TAS' },
    { name: 'Victoria', code: 'VIC' },
    { name: 'Western Australia', code: 'WA' },
  ],
  NZ: [
    { name: 'Auckland', code: 'AUK' },
    { name: 'Bay of Plenty', code: 'BOP' },
    { name: 'Canterbury', code: 'CAN' },
    { name: 'Gisborne', code: 'GIS' },
    { name: "Hawke's Bay", code: 'HKB' },
    { name: 'Manawatū-Whanganui', code: 'MWT' },
    { name: 'Marlborough', code: 'MBH' },
    { name: 'Nelson', code: 'NSN' },
    { name: 'Northland', code: 'NTL' },
    { name: 'Otago', code: 'OTA' },
    { name: 'Southland', code: 'STL' },
    { name: 'Taranaki', code: 'TKI' },
    { name: 'Tasman', code: 'TAS' },
    { name: 'Waikato', code: 'WKO' },
    { name: 'Wellington', code: 'WGN' },
    { name: 'West Coast', code: 'WTC' },
  ],
};

/** Lower case without accents or macrons, so 'manawatu' finds 'Manawatū' and 'ÖTAKI' finds 'Otaki'. */
export function foldText(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

/** The country by its name or code, in any case ('Australia', 'au', 'New Zealand', 'NZ'). */
export function findAddressCountry(value: string | null | undefined): TAddressCountry | null {
  const folded = foldText(value ?? '');
  return ADDRESS_COUNTRIES.find((country) => foldText(country.name) === folded || foldText(country.code) === folded) ?? null;
}

/** The states or regions of a country given by name or code; none for any other country. */
export function provincesOf(country: string | null | undefined): readonly TProvince[] {
  const found = findAddressCountry(country);
  return found ? PROVINCES_BY_COUNTRY[found.code] : [];
}

/** A state or region of the country by its name or code, in any case, macrons optional. */
export function findProvince(country: string | null | undefined, value: string | null | undefined): TProvince | null {
  const folded = foldText(value ?? '');
  if (folded === '') return null;
  return provincesOf(country).find((province) => foldText(province.name) === folded || foldText(province.code) === folded) ?? null;
}

const countryField = z
  .string({ error: ADDRESS_MESSAGES.country })
  .trim()
  .refine((value) => findAddressCountry(value) !== null, ADDRESS_MESSAGES.country);

// POST /api/v3/address/provinces
export const ZProvincesRequestSchema = z.object({ country: countryField });
export type TProvincesRequest = z.infer<typeof ZProvincesRequestSchema>;

export const PLACE_QUERY_MIN = 2;
export const PLACE_QUERY_MAX = 100;
export const PLACE_RESULTS_MAX = 10;

// GET /api/v3/address/places?country=Australia&q=bondi&state=NSW
export const ZPlaceSearchQuerySchema = z
  .object({
    country: countryField.default(DEFAULT_ADDRESS_COUNTRY),
    q: z
      .string({ error: ADDRESS_MESSAGES.queryShort })
      .trim()
      .min(PLACE_QUERY_MIN, ADDRESS_MESSAGES.queryShort)
      .max(PLACE_QUERY_MAX, ADDRESS_MESSAGES.queryLong),
    state: z.string().trim().max(100, ADDRESS_MESSAGES.state).optional(),
  })
  .superRefine((query, context) => {
    if (query.state && !findProvince(query.country, query.state)) {
      context.addIssue({ code: 'custom', path: ['state'], message: ADDRESS_MESSAGES.state });
    }
  });
export type TPlaceSearchQuery = z.input<typeof ZPlaceSearchQuerySchema>;
export type TPlaceSearchParams = z.output<typeof ZPlaceSearchQuerySchema>;

/** One locality the look-up found: a suburb or town, never a street address. */
export const ZPlaceSchema = z.object({
  /** Stable for the same locality and postcode in the same data ('AU-NSW-2026-bondi'). */
  placeId: z.string(),
  /** What the list shows: 'Bondi NSW 2026', 'Kaikōura, Canterbury'. */
  label: z.string(),
  suburb: z.string(),
  state: z.string(),
  stateCode: z.string(),
  /** Null where the data has no postcode (New Zealand localities: see docs/address-lookup.md). */
  postCode: z.string().nullable(),
  country: z.enum(['Australia', 'New Zealand']),
  geo: z.object({ lat: z.number(), long: z.number() }),
});
export type TPlace = z.infer<typeof ZPlaceSchema>;
export const ZPlacesSchema = z.array(ZPlaceSchema).max(PLACE_RESULTS_MAX);

/** One line for the whole address: '12 Smith St, Bondi NSW 2026, Australia'. */
export function formatAddress(address: TAddress): string {
  const country = findAddressCountry(address.country);
  const province = findProvince(address.country, address.state);
  // Australian addresses abbreviate the state ('Bondi NSW 2026'); New Zealand ones name the town only.
  const region = country?.code === 'AU' ? (province?.code ?? address.state) : '';
  const street = [address.subpremise, address.streetNumber, address.streetName].filter(Boolean).join(' ');
  const locality = [address.suburb, region, address.postCode].filter(Boolean).join(' ');
  return [street, locality, country?.name ?? address.country].filter(Boolean).join(', ');
}

/**
 * The address after choosing a place: the locality parts and the point come from the place, the
 * street typed so far stays. The place's point is the locality's, not the street's.
 */
export function applyPlace(address: TAddress, place: TPlace): TAddress {
  const next: TAddress = {
    ...address,
    place: place.label,
    placeId: place.placeId,
    suburb: place.suburb,
    state: place.state,
    country: place.country,
    postCode: place.postCode ?? '',
    geo: place.geo,
    exactPlaceMatch: false,
    usePlaceLatLongOnly: true,
  };
  return { ...next, formattedAddress: formatAddress(next) };
}
