import { describe, expect, it } from 'vitest';
import { GazetteerIndex, parseGazetteer, searchKey } from './gazetteer-index.js';
import type { GazetteerEntry } from './gazetteer-index.js';
import { loadGazetteerIndex, toPlace } from './gazetteer.js';

const TSV = [
  '# test data',
  'country\tstate\tname\tpostcode\tlat\tlong\tpopulation',
  'AU\tNSW\tBondi\t2026\t-33.8920\t151.2610\t9891',
  'AU\tNSW\tBondi Beach\t2026\t-33.8910\t151.2777\t11733',
  'AU\tNSW\tNorth Bondi\t2026\t-33.8879\t151.2808\t8926',
  'AU\tNSW\tBondi Junction\t2022\t-33.8914\t151.2497\t9649',
  'AU\tNSW\tBondi Forest\t2632\t-37.1530\t149.2128\t0',
  "AU\tACT\tO'Connor\t2602\t-35.2628\t149.1442\t5450",
  "AU\tWA\tO'Connor\t6163\t-32.0600\t115.7900\t0",
  'AU\tQLD\tBondi Creek\t4000\t-27.0000\t153.0000\t0',
  'NZ\tWKO\tTaupō\t\t-38.6833\t176.0833\t26100',
  'NZ\tWKO\tTaupiri\t\t-37.6167\t175.1833\t2220',
  'NZ\tMWT\tWhanganui\t\t-39.9333\t175.0500\t39700',
].join('\n');

const index = new GazetteerIndex(parseGazetteer(TSV));
const names = (text: string, extra: { country?: 'AU' | 'NZ'; stateCode?: string; limit?: number } = {}) =>
  index
    .search({ country: extra.country ?? 'AU', stateCode: extra.stateCode ?? null, text, limit: extra.limit ?? 10 })
    .map((entry) => `${entry.name} ${entry.postcode ?? ''}`.trim());

function first(country: 'AU' | 'NZ', text: string): GazetteerEntry {
  const [entry] = index.search({ country, text, limit: 1 });
  if (!entry) throw new Error(`No ${country} place for ${text}`);
  return entry;
}

describe('searchKey', () => {
  it('folds case, accents and macrons, drops apostrophes and turns other punctuation into spaces', () => {
    expect(searchKey('  Manawatū-Whanganui ')).toBe('manawatu whanganui');
    expect(searchKey("O'Connor")).toBe('oconnor');
    expect(searchKey('O’CONNOR')).toBe('oconnor');
    expect(searchKey('St. Kilda')).toBe('st kilda');
  });
});

describe('parseGazetteer', () => {
  it('skips notes and the header; a missing postcode is null', () => {
    const entries = parseGazetteer(TSV);
    expect(entries).toHaveLength(11);
    expect(entries[0]).toMatchObject({ country: 'AU', stateCode: 'NSW', name: 'Bondi', postcode: '2026', lat: -33.892, long: 151.261, population: 9891 });
    expect(entries.find((entry) => entry.country === 'NZ')?.postcode).toBeNull();
  });

  it('refuses a line that is not a locality', () => {
    expect(() => parseGazetteer('header\nUS\tCA\tSpringfield\t1\t0\t0\t0')).toThrow(/Bad gazetteer line/);
  });
});

describe('GazetteerIndex.search', () => {
  it('ranks the exact name first, then name prefixes, then word prefixes, larger places first', () => {
    expect(names('bondi')).toEqual(['Bondi 2026', 'Bondi Beach 2026', 'Bondi Junction 2022', 'Bondi Creek 4000', 'Bondi Forest 2632', 'North Bondi 2026']);
  });

  it('matches the start of any word and a phrase across words', () => {
    expect(names('junc')).toEqual(['Bondi Junction 2022']);
    expect(names('north b')).toEqual(['North Bondi 2026']);
    expect(names('bondi j')).toEqual(['Bondi Junction 2022']);
    expect(names('ondi')).toEqual([]);
  });

  it('ignores case, apostrophes and macrons', () => {
    expect(names('OCONNOR')).toEqual(["O'Connor 2602", "O'Connor 6163"]);
    expect(names("o'con")).toEqual(["O'Connor 2602", "O'Connor 6163"]);
    expect(names('taupo', { country: 'NZ' })).toEqual(['Taupō']);
    expect(names('TAUPŌ', { country: 'NZ' })).toEqual(['Taupō']);
  });

  it('finds postcodes by their start, the exact postcode first, and a name with a postcode', () => {
    expect(names('2026')).toEqual(['Bondi Beach 2026', 'Bondi 2026', 'North Bondi 2026']);
    expect(names('202')).toEqual(['Bondi Beach 2026', 'Bondi 2026', 'Bondi Junction 2022', 'North Bondi 2026']);
    expect(names('bondi 2022')).toEqual(['Bondi Junction 2022']);
    expect(names('2026 north')).toEqual(['North Bondi 2026']);
    expect(names('2026 2022')).toEqual([]);
  });

  it('keeps to the country, the state and the limit', () => {
    expect(names('bondi', { stateCode: 'QLD' })).toEqual(['Bondi Creek 4000']);
    expect(names('bondi', { country: 'NZ' })).toEqual([]);
    expect(names('whanganui')).toEqual([]);
    expect(names('bondi', { limit: 2 })).toEqual(['Bondi 2026', 'Bondi Beach 2026']);
    expect(names('  ')).toEqual([]);
  });
});

describe('toPlace', () => {
  it('labels Australian places with state code and postcode, New Zealand ones with the region', () => {
    expect(toPlace(first('AU', 'bondi'))).toEqual({
      placeId: 'AU-NSW-2026-bondi',
      label: 'Bondi NSW 2026',
      suburb: 'Bondi',
      state: 'New South Wales',
      stateCode: 'NSW',
      postCode: '2026',
      country: 'Australia',
      geo: { lat: -33.892, long: 151.261 },
    });
    expect(toPlace(first('NZ', 'whanganui'))).toMatchObject({
      label: 'Whanganui, Manawatū-Whanganui',
      state: 'Manawatū-Whanganui',
      postCode: null,
      country: 'New Zealand',
    });
  });
});

describe('the bundled gazetteer', () => {
  it('loads both countries, every state and region, with unique ids and labels', async () => {
    const bundled = await loadGazetteerIndex();
    expect(bundled.size).toBeGreaterThan(18_000);
    const places = bundled.entries.map(toPlace);
    expect(new Set(places.map((place) => place.placeId)).size).toBe(places.length);
    expect(new Set(places.map((place) => place.label)).size).toBe(places.length);
    expect(new Set(bundled.entries.filter((entry) => entry.country === 'AU').map((entry) => entry.stateCode)).size).toBe(8);
    expect(new Set(bundled.entries.filter((entry) => entry.country === 'NZ').map((entry) => entry.stateCode)).size).toBe(16);
    expect(places.every((place) => Number.isFinite(place.geo.lat) && Number.isFinite(place.geo.long))).toBe(true);
  });
});
