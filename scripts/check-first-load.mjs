// The first-load budget: how much script a browser must fetch before a page works (the entry
// chunk, the chunks it imports, and the page's own chunk with the chunks that one imports), and
// the style sheet index.html links, gzip -9 as a weak connection carries it. Pages are measured
// from the build's manifest (apps/web/dist/.vite/manifest.json, `build.manifest` in
// vite.config.ts). Run after `npm run build`; `npm test` runs it, so a change that bloats a first
// load fails with the number. Figures and aims are in docs/benchmarks.md; the split in docs/web.md.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * Each page of the app by the screen module its route loads, and the KiB of gzip it may take:
 * today's size and a little room. Lower them as a first load shrinks. The aim for /auth/login is
 * 150 KiB (docs/benchmarks.md says why it is not reached yet).
 */
const PAGES = [
  { name: '/auth/login', screen: 'src/features/auth/LoginPage.tsx', budgetKiB: 223 },
  { name: '/ signed in (company home)', screen: 'src/features/home/CompanyHomePage.tsx', budgetKiB: 255 },
  { name: '/pricing', screen: 'src/features/signup/PricingPage.tsx', budgetKiB: 240 },
];
/**
 * The pages opened from a link: link.html's own entry (src/link-pages/), whatever the page, with
 * its style sheet written into the HTML. The aim is 100 KiB; it stays under it.
 */
const LINK_PAGES = { name: '/swms/sign/:id (signing link, link.html)', entry: 'link.html', budgetKiB: 100 };
const STYLE_BUDGET_KIB = 40;

const dist = path.join(import.meta.dirname, '..', 'apps', 'web', 'dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');

const gzipKiB = (files) => [...files].reduce((sum, file) => sum + gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length, 0) / 1024;

/** The chunk files a manifest entry needs before it runs: its own and every static import's, transitively. */
function scriptsOf(key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build's manifest: was the screen renamed or moved?`);
  if (files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) scriptsOf(imported, files);
  return files;
}

const entryKey = 'index.html';
const entryScripts = scriptsOf(entryKey);
console.log(`  the app's entry and its imports: ${entryScripts.size} files, ${gzipKiB(entryScripts).toFixed(1)} KiB gzip`);

let over = false;
for (const page of PAGES) {
  const scripts = scriptsOf(page.screen, new Set(entryScripts));
  const kib = gzipKiB(scripts);
  const fits = kib <= page.budgetKiB;
  over ||= !fits;
  console.log(`${fits ? '✔' : '✖'} script before ${page.name} works: ${scripts.size} files, ${kib.toFixed(1)} KiB gzip (budget ${page.budgetKiB} KiB)`);
}

const linkScripts = scriptsOf(LINK_PAGES.entry);
const linkKiB = gzipKiB(linkScripts);
const linkFits = linkKiB <= LINK_PAGES.budgetKiB;
over ||= !linkFits;
console.log(
  `${linkFits ? '✔' : '✖'} script before ${LINK_PAGES.name} works: ${linkScripts.size} files, ${linkKiB.toFixed(1)} KiB gzip (budget ${LINK_PAGES.budgetKiB} KiB)`,
);

const styles = [...html.matchAll(/<link rel="stylesheet"[^>]+href="\/([^"]+)"/g)].map((match) => match[1]);
const styleKiB = gzipKiB(styles);
const stylesFit = styleKiB <= STYLE_BUDGET_KIB;
over ||= !stylesFit;
console.log(`${stylesFit ? '✔' : '✖'} style sheets: ${styles.length} files, ${styleKiB.toFixed(1)} KiB gzip (budget ${STYLE_BUDGET_KIB} KiB)`);

if (over) {
  console.error('A first load is over its budget: split the code that page does not need into chunks loaded later (docs/web.md, "The first load").');
  process.exit(1);
}
