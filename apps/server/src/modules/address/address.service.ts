import { ADDRESS_COUNTRIES, ADDRESS_MESSAGES, PLACE_RESULTS_MAX, findAddressCountry, findProvince, provincesOf } from '@hivis/contracts';
import type { TAddressCountry, TPlace, TPlaceSearchParams, TProvince } from '@hivis/contracts';
import { invalidFields } from '../../platform/errors.js';
import { GazetteerPlaceProvider } from './gazetteer.js';
import type { PlaceProvider } from './place-provider.js';
import { readPlaceText } from './place-text.js';

/* Address look-up (spec 5 "Address lookup", 7 "Address"): public, Australia and New Zealand only. */

/** One provider per process: the gazetteer is read and indexed once, whichever app uses it. */
let sharedProvider: PlaceProvider | null = null;

/** The place provider this server uses. Only the bundled gazetteer exists today. */
export function createPlaceProvider(): PlaceProvider {
  sharedProvider ??= new GazetteerPlaceProvider();
  return sharedProvider;
}

export function listCountries(): readonly TAddressCountry[] {
  return ADDRESS_COUNTRIES;
}

/** The states or regions of a country given by name or code (the schema has checked it is one of ours). */
export function listProvinces(country: string): readonly TProvince[] {
  return provincesOf(country);
}

export async function searchPlaces(provider: PlaceProvider, query: TPlaceSearchParams): Promise<TPlace[]> {
  const country = findAddressCountry(query.country);
  if (!country) throw invalidFields({ country: ADDRESS_MESSAGES.country });
  const chosen = query.state ? findProvince(country.code, query.state) : null;
  const written = readPlaceText(country.code, query.q);
  // A state written into the text narrows the search; a state chosen in the form wins over it.
  const state = chosen ?? (written.stateCode ? findProvince(country.code, written.stateCode) : null);
  if (chosen && written.stateCode && written.stateCode !== chosen.code) return [];
  if (written.text.length === 0) return [];
  return provider.search({ country, state, text: written.text, limit: PLACE_RESULTS_MAX });
}
