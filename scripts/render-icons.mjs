// Renders the app's PNG icons (the web app manifest's and the home-screen icon) from their SVG
// sources with the system Chromium, so no image library is needed. Run after changing an SVG:
//   node scripts/render-icons.mjs
// The PNGs are committed (apps/web/public/icons/); the build only copies them.
import { readFile } from 'node:fs/promises';
import { chromium } from 'playwright-core';

const web = new URL('../apps/web/', import.meta.url);
const icons = [
  // The logo as it is (rounded corners): the manifest's "any" icons.
  { source: 'public/favicon.svg', size: 192, out: 'public/icons/icon-192.png' },
  { source: 'public/favicon.svg', size: 512, out: 'public/icons/icon-512.png' },
  // Full bleed, the stripes inside the middle 80% that a launcher's mask keeps.
  { source: 'build-tools/icons/maskable.svg', size: 512, out: 'public/icons/icon-maskable-512.png' },
  // iOS rounds the corners itself.
  { source: 'build-tools/icons/full-bleed.svg', size: 180, out: 'public/icons/apple-touch-icon.png' },
];

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  for (const icon of icons) {
    const svg = await readFile(new URL(icon.source, web), 'utf8');
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    await page.setContent(`<style>html,body{margin:0;background:transparent}svg{display:block;width:100vw;height:100vh}</style>${svg}`);
    await page.screenshot({ path: new URL(icon.out, web).pathname, omitBackground: true });
    await page.close();
  }
} finally {
  await browser.close();
}
