import { useQuery, keepPreviousData } from '@tanstack/react-query';
import { ADDRESS_COUNTRIES, ZAddressCountriesSchema, ZPlacesSchema, ZProvincesSchema, provincesOf } from '@hivis/contracts';
import type { TAddressCountry, TPlace, TProvince } from '@hivis/contracts';
import { apiRequest } from '../../api/client';

/* The address look-up's calls (spec 7 "Address"): public, so they work on the sign-up form. */

const addressKeys = {
  countries: ['address', 'countries'] as const,
  provinces: (country: string) => ['address', 'provinces', country] as const,
  places: (country: string, state: string, text: string) => ['address', 'places', country, state, text] as const,
};

/** The lists change only with a release. */
const LISTS_STALE_MS = 24 * 60 * 60_000;

export const fetchCountries = (signal?: AbortSignal) =>
  apiRequest('/api/v3/address/countries', { auth: false, schema: ZAddressCountriesSchema, signal, messageToast: false });

export const fetchProvinces = (country: string, signal?: AbortSignal) =>
  apiRequest('/api/v3/address/provinces', { method: 'POST', body: { country }, auth: false, schema: ZProvincesSchema, signal, messageToast: false });

export type TPlaceLookup = { country: string; state: string; text: string };

export function fetchPlaces({ country, state, text }: TPlaceLookup, signal?: AbortSignal): Promise<TPlace[]> {
  const query = new URLSearchParams({ country, q: text });
  if (state) query.set('state', state);
  return apiRequest(`/api/v3/address/places?${query.toString()}`, { auth: false, schema: ZPlacesSchema, signal, messageToast: false });
}

/** The countries; the built-in list while loading or when the call fails (weak mobile data). */
export function useAddressCountries(): readonly TAddressCountry[] {
  const query = useQuery({ queryKey: addressKeys.countries, queryFn: ({ signal }) => fetchCountries(signal), staleTime: LISTS_STALE_MS, retry: 1 });
  return query.data ?? ADDRESS_COUNTRIES;
}

/** The country's states or regions; the built-in list while loading or when the call fails. */
export function useProvinces(country: string): readonly TProvince[] {
  const query = useQuery({
    queryKey: addressKeys.provinces(country),
    queryFn: ({ signal }) => fetchProvinces(country, signal),
    staleTime: LISTS_STALE_MS,
    retry: 1,
    enabled: country !== '',
  });
  return query.data ?? provincesOf(country);
}

/** Places for a look-up text that is already debounced; nothing is asked for under 2 characters. */
export function usePlaces(lookup: TPlaceLookup, enabled: boolean) {
  return useQuery({
    queryKey: addressKeys.places(lookup.country, lookup.state, lookup.text.toLowerCase()),
    queryFn: ({ signal }) => fetchPlaces(lookup, signal),
    enabled,
    staleTime: 60 * 60_000,
    retry: 1,
    // Keep the last list on show while the next one loads, so the dropdown does not flicker shut.
    placeholderData: keepPreviousData,
  });
}
