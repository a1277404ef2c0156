// The first-load budget: how much script and style a browser must fetch before the app's first
// screen works (the entry chunk, everything index.html preloads, the style sheets), gzip -9 as a
// weak connection carries it. Run after `npm run build`; `npm test` runs it so a change that bloats
// the first load fails with the number. Figures and the aim are in docs/benchmarks.md.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** KiB of gzip each part may take; today's size and a little room. Lower them as the first load shrinks. */
const BUDGET_KIB = { script: 285, style: 40 };

const dist = path.join(import.meta.dirname, '..', 'apps', 'web', 'dist');
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const urls = (pattern) => [...html.matchAll(pattern)].map((match) => match[1]);
const parts = {
  script: [...urls(/<script[^>]+src="([^"]+)"/g), ...urls(/<link rel="modulepreload"[^>]+href="([^"]+)"/g)],
  style: urls(/<link rel="stylesheet"[^>]+href="([^"]+)"/g),
};

let over = false;
for (const [kind, files] of Object.entries(parts)) {
  let raw = 0;
  let gzip = 0;
  for (const url of files) {
    const bytes = readFileSync(path.join(dist, url));
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
  }
  const kib = (bytes) => (bytes / 1024).toFixed(1);
  const budget = BUDGET_KIB[kind];
  const fits = gzip / 1024 <= budget;
  over ||= !fits;
  console.log(`${fits ? '✔' : '✖'} first load, ${kind}: ${files.length} files, ${kib(raw)} KiB, ${kib(gzip)} KiB gzip (budget ${budget} KiB)`);
}
if (over) {
  console.error('The first load is over its budget: split the code a first screen does not need into chunks loaded later.');
  process.exit(1);
}
