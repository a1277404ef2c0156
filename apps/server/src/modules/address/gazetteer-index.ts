import { foldText } from '@hivis/contracts';
import type { TCountry } from '@hivis/contracts';

/*
 * The in-memory index of the bundled gazetteer (apps/server/data/gazetteer, built by
 * scripts/build-gazetteer.mjs). Pure: parsing and searching only, so it is unit tested without
 * files. Lookups are binary searches over sorted keys, so a search costs microseconds however
 * large the data grows.
 */

export type GazetteerEntry = {
  country: TCountry;
  stateCode: string;
  name: string;
  /** Null where the data has none (New Zealand). */
  postcode: string | null;
  lat: number;
  long: number;
  /** 0 when unknown; only used for ranking. */
  population: number;
  /** The name as searched: see searchKey. */
  key: string;
};

export type GazetteerSearch = {
  country: TCountry;
  stateCode?: string | null;
  text: string;
  limit: number;
};

/**
 * Names and queries compared alike: no case, accents or macrons; apostrophes dropped
 * ("o'connor" = "oconnor"); any other punctuation is a space ("manawatu-whanganui").
 */
export function searchKey(value: string): string {
  return foldText(value)
    .replace(/['’`]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Reads the generated TSV: lines starting with '#' are notes, then a header row, then one locality a line. */
export function parseGazetteer(tsv: string): GazetteerEntry[] {
  const entries: GazetteerEntry[] = [];
  let headerSeen = false;
  for (const line of tsv.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    if (!headerSeen) {
      headerSeen = true;
      continue;
    }
    const [country, stateCode, name, postcode, lat, long, population] = line.split('\t');
    if ((country !== 'AU' && country !== 'NZ') || !stateCode || !name) throw new Error(`Bad gazetteer line: ${line}`);
    entries.push({
      country,
      stateCode,
      name,
      postcode: postcode ? postcode : null,
      lat: Number(lat),
      long: Number(long),
      population: Number(population) || 0,
      key: searchKey(name),
    });
  }
  return entries;
}

type SortedKeys = { keys: string[]; entries: number[] };

/** Match kinds, best first. */
const EXACT = 0;
const NAME_PREFIX = 1;
const WORD_PREFIX = 2;

export class GazetteerIndex {
  private readonly byCountry = new Map<TCountry, { words: SortedKeys; postcodes: SortedKeys }>();

  constructor(readonly entries: readonly GazetteerEntry[]) {
    const pairs = new Map<TCountry, { words: [string, number][]; postcodes: [string, number][] }>();
    entries.forEach((entry, index) => {
      let own = pairs.get(entry.country);
      if (!own) pairs.set(entry.country, (own = { words: [], postcodes: [] }));
      // One key per word start: 'north bondi' is found by 'north b' and by 'bondi'.
      const words = entry.key.split(' ');
      for (let start = 0; start < words.length; start += 1) own.words.push([words.slice(start).join(' '), index]);
      if (entry.postcode) own.postcodes.push([entry.postcode, index]);
    });
    for (const [country, own] of pairs) this.byCountry.set(country, { words: sorted(own.words), postcodes: sorted(own.postcodes) });
  }

  get size(): number {
    return this.entries.length;
  }

  /**
   * Localities whose name, or a word in it, starts with the text; digits in the text match the
   * start of the postcode ('2026', 'bondi 2026'). Ranked: exact name, name prefix, word prefix,
   * then larger population, then name and postcode.
   */
  search(search: GazetteerSearch): GazetteerEntry[] {
    const index = this.byCountry.get(search.country);
    const words = searchKey(search.text).split(' ').filter(Boolean);
    if (!index || words.length === 0) return [];
    const digits = words.filter((word) => /^\d+$/.test(word));
    const nameText = words.filter((word) => !/^\d+$/.test(word)).join(' ');
    const postcode = digits.length === 1 ? digits[0] : null;
    // Two separate numbers are no postcode and no name: nothing matches.
    if (digits.length > 1) return [];

    const candidates = nameText ? prefixRange(index.words, nameText) : postcode ? prefixRange(index.postcodes, postcode) : [];
    const ranked = new Map<number, number>();
    for (const entryIndex of candidates) {
      const entry = this.entries[entryIndex] as GazetteerEntry;
      if (search.stateCode && entry.stateCode !== search.stateCode) continue;
      if (postcode && !entry.postcode?.startsWith(postcode)) continue;
      const kind = nameText === '' ? (entry.postcode === postcode ? EXACT : NAME_PREFIX) : matchKind(entry.key, nameText);
      const before = ranked.get(entryIndex);
      if (before === undefined || kind < before) ranked.set(entryIndex, kind);
    }
    return [...ranked]
      .map(([entryIndex, kind]) => ({ entry: this.entries[entryIndex] as GazetteerEntry, kind }))
      .sort((a, b) => a.kind - b.kind || b.entry.population - a.entry.population || compareNames(a.entry, b.entry))
      .slice(0, search.limit)
      .map(({ entry }) => entry);
  }
}

function matchKind(key: string, text: string): number {
  if (key === text) return EXACT;
  return key.startsWith(text) ? NAME_PREFIX : WORD_PREFIX;
}

function compareNames(a: GazetteerEntry, b: GazetteerEntry): number {
  if (a.key !== b.key) return a.key < b.key ? -1 : 1;
  return (a.postcode ?? '').localeCompare(b.postcode ?? '');
}

function sorted(pairs: [string, number][]): SortedKeys {
  pairs.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] - b[1]));
  return { keys: pairs.map((pair) => pair[0]), entries: pairs.map((pair) => pair[1]) };
}

/** Entry numbers of every key starting with the prefix: two binary searches and a slice. */
function prefixRange(index: SortedKeys, prefix: string): number[] {
  const start = lowerBound(index.keys, prefix);
  // '\uffff' sorts after any character a key can hold, so this bounds every key with the prefix.
  const end = lowerBound(index.keys, `${prefix}\uffff`);
  return index.entries.slice(start, end);
}

function lowerBound(keys: readonly string[], value: string): number {
  let low = 0;
  let high = keys.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((keys[middle] as string) < value) low = middle + 1;
    else high = middle;
  }
  return low;
}
