// npm run bench:first-load (after npm run build): how soon the pages people open from a link work
// on a weak signal. Starts the built server with the demo data on its own port and data folder,
// mails a SWMS signing link as the demo owner, then measures the slow profile (400 ms round trip,
// 400 kbit/s, a 360 px phone) for the first visit and a repeat visit served by the service worker,
// and, when Lighthouse is installed (`npm i --no-save lighthouse@12.2.3`), Lighthouse's mobile
// preset, 3 runs per page, median. Figures go in docs/benchmarks.md.
/* global document -- signingPageWorks runs in the page */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright';

const here = import.meta.dirname;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const port = 3990 + Math.floor(Math.random() * 9);
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'hivis-first-load-'));
/** Long enough for the service worker to keep the whole app on a throttled connection. */
const PRECACHE_WAIT_MS = Number(process.env.BENCH_PRECACHE_WAIT_MS ?? 90_000);

async function startServer() {
  const child = spawn(process.execPath, [path.join(here, '../apps/server/dist/main.js')], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, WEB_DIST: path.join(here, '../apps/web/dist'), LOG_LEVEL: 'warn', SMTP_URL: '' },
    stdio: 'inherit',
  });
  for (let tries = 0; tries < 120; tries += 1) {
    const up = await fetch(`${base}/health`)
      .then((response) => response.ok)
      .catch(() => false);
    if (up) return child;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.kill();
  throw new Error('the server did not start');
}

async function call(pathname, { token, body } = {}) {
  const response = await fetch(base + pathname, {
    method: body ? 'POST' : 'GET',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${pathname}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** A signing link for the demo company's issued SWMS, as its email carries it (the development mailbox). */
async function mailedSigningLink() {
  const { token } = await call('/api/v3/auth/login', { body: { email: 'owner@demo.hivis.test', password: 'Demo-Passw0rd!' } });
  const jobs = await call('/api/v3/job?take=50', { token });
  for (const job of jobs.items) {
    const { items } = await call(`/api/v3/swms/job/${job.id}/all`, { token });
    const issued = items.find((swms) => swms.status === 'issued');
    if (!issued) continue;
    const to = `first-load-${Date.now()}@example.test`;
    await call('/api/v3/swms/send', { token, body: { swmsId: issued.id, emails: [to] } });
    for (let tries = 0; tries < 20; tries += 1) {
      const mailbox = await (await fetch(`${base}/dev/mailbox?to=${encodeURIComponent(to)}`)).text();
      const mailId = /\/dev\/mailbox\/([0-9a-f-]{36})/.exec(mailbox)?.[1];
      if (mailId) return /\/swms\/sign\/[0-9a-f-]{36}/.exec(await (await fetch(`${base}/dev/mailbox/${mailId}`)).text())?.[0];
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  throw new Error('no signing link was mailed');
}

/** Until SIGN can be tapped: the page drawn and the phone's queue read. */
const signingPageWorks = (page) =>
  page.waitForFunction(() => [...document.querySelectorAll('button')].some((button) => button.textContent?.trim() === 'SIGN' && !button.disabled), null, {
    timeout: 120_000,
  });

async function slowProfile(pathname) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
  const context = await browser.newContext({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true, serviceWorkers: 'allow' });
  const page = await context.newPage();
  const devtools = await context.newCDPSession(page);
  await devtools.send('Network.enable');
  await devtools.send('Network.emulateNetworkConditions', { offline: false, latency: 400, downloadThroughput: 50_000, uploadThroughput: 50_000 });
  const visit = async (go) => {
    const start = Date.now();
    await go();
    await signingPageWorks(page);
    return `${((Date.now() - start) / 1000).toFixed(1)} s`;
  };
  const first = await visit(() => page.goto(base + pathname, { waitUntil: 'commit' }));
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.waitForTimeout(PRECACHE_WAIT_MS);
  const repeat = await visit(() => page.reload({ waitUntil: 'commit' }));
  await browser.close();
  return { first, repeat };
}

async function lighthouseMedians(pathname, runs = 3) {
  const lighthouse = await import('lighthouse').then((module) => module.default).catch(() => null);
  if (!lighthouse) return 'skipped: npm i --no-save lighthouse@12.2.3 to measure';
  const { launch } = await import('chrome-launcher');
  const results = [];
  for (let run = 0; run < runs; run += 1) {
    const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', ...FLAGS] });
    const { lhr } = await lighthouse(base + pathname, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error' });
    chrome.kill();
    const value = (audit) => lhr.audits[audit].numericValue;
    results.push({
      score: Math.round(lhr.categories.performance.score * 100),
      fcp: value('first-contentful-paint'),
      lcp: value('largest-contentful-paint'),
      cls: value('cumulative-layout-shift'),
      tbt: value('total-blocking-time'),
    });
  }
  const median = (key) => results.map((result) => result[key]).sort((a, b) => a - b)[Math.floor(runs / 2)];
  return {
    runs: results.map((result) => result.score).join(', '),
    score: median('score'),
    fcp: `${(median('fcp') / 1000).toFixed(1)} s`,
    lcp: `${(median('lcp') / 1000).toFixed(1)} s`,
    cls: median('cls').toFixed(3),
    tbt: `${Math.round(median('tbt'))} ms`,
  };
}

const server = await startServer();
try {
  const link = await mailedSigningLink();
  console.log('Lighthouse, mobile preset, median of 3');
  console.log('  /swms/sign/:id', await lighthouseMedians(link));
  console.log('  /auth/login   ', await lighthouseMedians('/auth/login'));
  console.log('Slow profile (400 ms, 400 kbit/s, 360 px): until SIGN works');
  console.log('  /swms/sign/:id', await slowProfile(link));
} finally {
  server.kill();
  rmSync(dataDir, { recursive: true, force: true });
}
