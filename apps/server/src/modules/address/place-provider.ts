import type { TAddressCountry, TPlace, TProvince } from '@hivis/contracts';

/** What the look-up asks a provider: already checked, the state (if any) belongs to the country. */
export type PlaceSearch = {
  country: TAddressCountry;
  state: TProvince | null;
  /** At least 2 characters, trimmed. */
  text: string;
  limit: number;
};

/**
 * Where places come from. The default is the bundled gazetteer (offline, localities only); a
 * hosted geocoder that also knows streets can be added as another implementation and chosen by
 * a setting in createPlaceProvider, without the routes or the web changing.
 */
export type PlaceProvider = {
  readonly name: string;
  search(search: PlaceSearch): Promise<TPlace[]>;
};
