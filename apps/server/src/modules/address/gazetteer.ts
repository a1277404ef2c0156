import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { PROVINCES_BY_COUNTRY } from '@hivis/contracts';
import type { TPlace } from '@hivis/contracts';
import { serverRoot } from '../../config.js';
import { GazetteerIndex, parseGazetteer } from './gazetteer-index.js';
import type { GazetteerEntry } from './gazetteer-index.js';
import type { PlaceProvider, PlaceSearch } from './place-provider.js';

/**
 * The committed data file (see docs/address-lookup.md). Found from the server's folder, which
 * holds for the sources (tests, tsx) and for the esbuild bundle in dist/ alike.
 */
export const GAZETTEER_FILE = path.join(serverRoot, 'data/gazetteer/au-nz-localities.tsv.gz');

export async function loadGazetteerIndex(file = GAZETTEER_FILE): Promise<GazetteerIndex> {
  const tsv = gunzipSync(await readFile(file)).toString('utf8');
  return new GazetteerIndex(parseGazetteer(tsv));
}

/** The place a gazetteer entry stands for, in the API's shape; the state by its full name. */
export function toPlace(entry: GazetteerEntry): TPlace {
  const province = PROVINCES_BY_COUNTRY[entry.country].find((candidate) => candidate.code === entry.stateCode);
  const state = province?.name ?? entry.stateCode;
  const isAustralian = entry.country === 'AU';
  // Australians write 'Bondi NSW 2026'; in New Zealand the region follows the town.
  const label = isAustralian ? [entry.name, entry.stateCode, entry.postcode].filter(Boolean).join(' ') : `${entry.name}, ${state}`;
  return {
    placeId: [entry.country, entry.stateCode, entry.postcode ?? '', entry.key.replaceAll(' ', '-')].filter(Boolean).join('-'),
    label,
    suburb: entry.name,
    state,
    stateCode: entry.stateCode,
    postCode: entry.postcode,
    country: isAustralian ? 'Australia' : 'New Zealand',
    geo: { lat: entry.lat, long: entry.long },
  };
}

/** Offline look-up over the bundled gazetteer: read and indexed once, on the first search. */
export class GazetteerPlaceProvider implements PlaceProvider {
  readonly name = 'gazetteer';
  private index: Promise<GazetteerIndex> | null = null;

  constructor(private readonly file = GAZETTEER_FILE) {}

  async search(search: PlaceSearch): Promise<TPlace[]> {
    this.index ??= loadGazetteerIndex(this.file).catch((error: unknown) => {
      // A failed read is tried again on the next search rather than remembered for ever.
      this.index = null;
      throw error;
    });
    const index = await this.index;
    return index.search({ country: search.country.code, stateCode: search.state?.code ?? null, text: search.text, limit: search.limit }).map(toPlace);
  }
}
