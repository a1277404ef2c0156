// npm run bench: our routes beside bare Fastify routes doing the same database work, in one run.
// Prints requests per second, p50 and p99 latency, the ratio, and the server's peak memory.
import { fork } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { build } from 'esbuild';
import { auditPdf } from './audit-pdf.mjs';
import { incidentPdf } from './incident-pdf.mjs';
import { drainOutbox } from './drain.mjs';
import { soak } from './soak.mjs';

const here = import.meta.dirname;
const serverPackage = JSON.parse(readFileSync(path.join(here, '../apps/server/package.json'), 'utf8'));
const outfile = path.join(here, '.out/bench-server.js');
await build({
  entryPoints: [path.join(here, 'bench-server.ts')],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external: Object.keys(serverPackage.dependencies).filter((name) => !name.startsWith('@hivis/')),
  logLevel: 'warning',
});

const port = 3900 + Math.floor(Math.random() * 90);
const dataDir = mkdtempSync(path.join(tmpdir(), 'hivis-bench-'));
const duration = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
// BENCH_ONLY=swms-list (or a comma list of sign-in, jobs, account, swms-generation, swms-list, audit-responses, audit-pdf, incidents,
// incident-pdf, drain, soak)
// runs those parts alone, so a run about one of them stays short.
const only = new Set((process.env.BENCH_ONLY ?? '').split(',').filter(Boolean));
const runs = (part) => only.size === 0 || only.has(part);

const memoryOf = (pid, field) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

async function startServer() {
  const child = fork(outfile, [], {
    // The heap ceiling `npm start` gives the server (docs/operations.md), so memory is measured as it runs.
    execArgv: ['--max-old-space-size=1024'],
    env: {
      BENCH_JOBS: runs('jobs') ? '100000' : '0',
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'silent',
    },
  });
  await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  return child;
}

// The first start creates the embedded database (initdb), which is the most memory HiVis ever
// takes; it happens once per installation, so it is reported apart from the steady state.
let server = await startServer();
const firstStartPeak = memoryOf(server.pid, 'VmHWM');
server.kill('SIGTERM');
await new Promise((resolve) => server.once('exit', resolve));
server = await startServer();
const memoryAtStart = memoryOf(server.pid, 'VmRSS');

const base = `http://127.0.0.1:${port}`;
const credentials = JSON.stringify({ email: 'owner@demo.hivis.test', password: 'Demo-Passw0rd!' });
const login = await (await fetch(`${base}/api/v3/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: credentials })).json();
const auth = { authorization: `Bearer ${login.token}` };
const json = { 'content-type': 'application/json' };

const peakMemoryMiB = () => memoryOf(server.pid, 'VmHWM');
const currentMemoryMiB = () => memoryOf(server.pid, 'VmRSS');

/**
 * With BENCH_VERBOSE, after each phase: the server's resident and peak memory, and what it is
 * made of (V8 heap in use / taken, external, ArrayBuffers, PGlite's WebAssembly memory / resident).
 */
async function logMemory(title) {
  const parts = await (await fetch(`${base}/bench/memory`)).json();
  const made = Object.entries(parts)
    .map(([name, mib]) => `${name} ${mib}`)
    .join(', ');
  console.log(`${title}: resident ${currentMemoryMiB().toFixed(0)} MiB, peak ${peakMemoryMiB().toFixed(0)} MiB (${made})`);
}

async function measure(title, options) {
  const result = await autocannon({ url: `${base}${options.path}`, connections, duration, ...options });
  const failures = result.non2xx + result.errors;
  if (process.env.BENCH_VERBOSE) await logMemory(title);
  return { title, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, failures };
}

/**
 * Our route and the bare one take turns, several rounds each, and the median round counts:
 * on a 2-core machine the load generator shares the CPU with the server, so one run alone
 * swings by a fifth.
 */
async function compare(ours, bare, rounds = Number(process.env.BENCH_ROUNDS ?? 3)) {
  const results = { ours: [], bare: [] };
  for (let round = 0; round < rounds; round++) {
    results.ours.push(await measure(ours.title, ours));
    results.bare.push(await measure(bare.title, bare));
  }
  const median = (list) => [...list].sort((a, b) => a.rps - b.rps)[Math.floor(list.length / 2)];
  return [median(results.ours), median(results.bare)];
}

if (process.env.BENCH_VERBOSE) await logMemory('after start and sign-in');
const pairs = [];
if (runs('sign-in')) {
  pairs.push(
    await compare(
      { title: 'GET /api/v3/auth/info', path: '/api/v3/auth/info', headers: auth },
      { title: 'bare: same SQL', path: '/bench/bare/info', headers: auth },
    ),
    await compare(
      { title: 'POST /api/v3/auth/login', path: '/api/v3/auth/login', method: 'POST', headers: json, body: credentials },
      { title: 'bare: same SQL + argon2', path: '/bench/bare/login', method: 'POST', headers: json, body: credentials },
    ),
  );
}
if (runs('jobs')) {
  const { after: deepCursor } = await (await fetch(`${base}/bench/deep-cursor`)).json();
  // The jobs list in a company with BENCH_JOBS jobs: page 1, and the last page reached page by page.
  pairs.push(
    await compare(
      { title: 'GET /api/v3/job (page 1 of 20)', path: '/api/v3/job?page=1&take=20', headers: auth },
      { title: 'bare: same SQL', path: '/bench/bare/jobs', headers: auth },
    ),
    await compare(
      { title: 'GET /api/v3/job (page 5 000, by cursor)', path: `/api/v3/job?page=5000&take=20&after=${deepCursor}`, headers: auth },
      { title: 'bare: same SQL', path: `/bench/bare/jobs?after=${deepCursor}`, headers: auth },
    ),
  );
}

if (runs('audit-responses')) {
  // Submitted audits (the review list, ten a page) at BENCH_AUDITS (default 10 000): page 1 and the last page.
  const total = Number(process.env.BENCH_AUDITS ?? 10000);
  await fetch(`${base}/bench/audit-responses/seed`, { method: 'POST', headers: json, body: JSON.stringify({ count: total }) });
  const last = Math.ceil(total / 10);
  pairs.push(
    await compare(
      { title: 'GET /api/v3/audit/response (page 1 of 10)', path: '/api/v3/audit/response?all=true&take=10&page=1', headers: auth },
      { title: 'bare: same SQL', path: '/bench/bare/audit-responses?page=1', headers: auth },
    ),
    await compare(
      { title: `GET /api/v3/audit/response (page ${last})`, path: `/api/v3/audit/response?all=true&take=10&page=${last}`, headers: auth },
      { title: 'bare: same SQL', path: `/bench/bare/audit-responses?page=${last}`, headers: auth },
    ),
  );
}

const incidentsCpu = [];
if (runs('incidents')) {
  // Incident reports at BENCH_INCIDENTS (default 10 000): page 1 of 20, and page 250 reached the way
  // a person paging on would, by each page's cursor (walked once here, then asked again and again).
  const total = Number(process.env.BENCH_INCIDENTS ?? 10000);
  const seeded = await (await fetch(`${base}/bench/incidents/seed`, { method: 'POST', headers: json, body: JSON.stringify({ count: total }) })).json();
  console.log(`Incidents: ${seeded.added} added (${total} in all) in ${seeded.seconds.toFixed(1)} s`);
  const deepPage = Math.min(250, Math.ceil(total / 20));
  let after = '';
  for (let page = 1; page < deepPage; page++) {
    const body = await (await fetch(`${base}/api/v3/incident?take=20${after ? `&after=${after}` : ''}`, { headers: auth })).json();
    after = body.nextCursor;
    if (!after) throw new Error(`bench: the incidents list ended at page ${page}`);
  }
  pairs.push(
    await compare(
      { title: 'GET /api/v3/incident (page 1 of 20)', path: '/api/v3/incident?take=20', headers: auth },
      { title: 'bare: same SQL', path: '/bench/bare/incidents', headers: auth },
    ),
    await compare(
      { title: `GET /api/v3/incident (page ${deepPage}, by cursor)`, path: `/api/v3/incident?take=20&after=${after}`, headers: auth },
      { title: 'bare: same SQL', path: `/bench/bare/incidents?after=${after}`, headers: auth },
    ),
  );
  // The same two pages as the server's CPU time a call, steadier than request rates on a shared machine.
  for (const [title, cursor] of [
    ['page 1', ''],
    [`page ${deepPage}`, after],
  ])
    incidentsCpu.push({ title, ...(await (await fetch(`${base}/bench/incidents/cpu?after=${cursor}`)).json()) });
}

// Routes of the account screens without a bare twin: their own figures, median of the rounds.
async function alone(options, rounds = Number(process.env.BENCH_ROUNDS ?? 3)) {
  const results = [];
  for (let round = 0; round < rounds; round++) results.push(await measure(options.title, options));
  return [...results].sort((a, b) => a.rps - b.rps)[Math.floor(results.length / 2)];
}
const singles = [];
if (runs('account')) {
  singles.push(
    // The sign-up and company forms ask this as a person types (300 ms debounce), without a login.
    await alone({ title: 'GET /api/v3/address/places (q=bon)', path: '/api/v3/address/places?country=Australia&q=bon' }),
    await alone({ title: 'GET /api/v3/user (page of 20)', path: '/api/v3/user?page=1&take=20', headers: auth }),
    await alone({ title: 'GET /api/v4/payments/current', path: '/api/v4/payments/current', headers: auth }),
  );
}
if (runs('jobs')) {
  // The same deep page by number alone (offset): what a cursor saves.
  singles.push(await alone({ title: 'GET /api/v3/job (page 5 000, by number)', path: '/api/v3/job?page=5000&take=20', headers: auth }));
}

/**
 * The company SWMS list (Recent SWMS, ten at a time) at a quarter of BENCH_SWMS and at BENCH_SWMS
 * (default 20 000) SWMS in the demo company, beside /auth/info in the same rounds: page 1 for
 * the account holder, filtered to issued, searched for one job's number, and for a supervisor on
 * one job in 25. Flat means the page costs the same at both sizes.
 */
const swmsList = [];
const swmsListCpu = [];
if (runs('swms-list')) {
  const full = Number(process.env.BENCH_SWMS ?? 20000);
  const supervisorLogin = await (
    await fetch(`${base}/api/v3/auth/login`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email: 'supervisor@demo.hivis.test', password: 'Demo-Passw0rd!' }),
    })
  ).json();
  const supervisor = { authorization: `Bearer ${supervisorLogin.token}` };
  for (const size of [Math.round(full / 4), full]) {
    const seeded = await (await fetch(`${base}/bench/swms-list/seed`, { method: 'POST', headers: json, body: JSON.stringify({ count: size }) })).json();
    console.log(`SWMS list: ${size} SWMS seeded in ${seeded.seconds.toFixed(1)} s`);
    const at = (title) => `${title} at ${size.toLocaleString('en-AU')}`;
    swmsListCpu.push({ size, ...(await (await fetch(`${base}/bench/swms-list/cpu`)).json()) });
    swmsList.push(
      await alone({ title: at('GET /api/v3/auth/info'), path: '/api/v3/auth/info', headers: auth }),
      await alone({ title: at('GET /api/v3/swms (page 1 of 10)'), path: '/api/v3/swms?page=1&take=10', headers: auth }),
      await alone({ title: at('GET /api/v3/swms (issued, page 1)'), path: '/api/v3/swms?page=1&take=10&status=issued', headers: auth }),
      await alone({ title: at('GET /api/v3/swms (search one job number)'), path: '/api/v3/swms?page=1&take=10&search=SW-000777', headers: auth }),
      await alone({ title: at('GET /api/v3/swms (supervisor, page 1)'), path: '/api/v3/swms?page=1&take=10', headers: supervisor }),
    );
  }
}
// SWMS generation: 20 activities and a merged 10-page template, one request at a time, each
// issuing a new version (the draft is marked edited between runs, outside the timing).
async function generation(runs = Number(process.env.BENCH_SWMS_RUNS ?? 20)) {
  const { swmsId } = await (await fetch(`${base}/bench/swms/setup`, { method: 'POST' })).json();
  if (process.env.BENCH_VERBOSE) await logMemory('SWMS set-up');
  const times = [];
  let failures = 0;
  let bytes = 0;
  for (let run = 0; run < runs; run++) {
    await fetch(`${base}/bench/swms/${swmsId}/edit`, { method: 'POST' });
    const started = performance.now();
    const response = await fetch(`${base}/api/v3/swms/${swmsId}/generate`, { method: 'POST', headers: auth });
    const body = await response.json();
    times.push(performance.now() - started);
    if (!response.ok) failures += 1;
    else if (run === 0) bytes = (await (await fetch(`${base}${body.file.url}`)).arrayBuffer()).byteLength;
    if (process.env.BENCH_VERBOSE && (run + 1) % 10 === 0) await logMemory(`SWMS generation, ${run + 1} runs`);
  }
  const sorted = [...times].sort((a, b) => a - b);
  const at = (share) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))];
  return { runs, p50: at(0.5), p95: at(0.95), failures, bytes };
}
const swmsGeneration = runs('swms-generation') ? await generation() : null;
const auditReport = runs('audit-pdf') ? await auditPdf(base, auth) : null;
const incidentReport = runs('incident-pdf') ? await incidentPdf(base, auth) : null;

// The outbox draining after a reconnect, on the demo job no journey clocks on.
let drain = null;
if (runs('drain')) {
  const jobs = await (await fetch(`${base}/api/v3/job?take=5&search=${encodeURIComponent('Remove tiles and old membrane')}`, { headers: auth })).json();
  drain = await drainOutbox(base, auth, jobs.items[0].id);
}
// Last, on whatever the parts before left: BENCH_SOAK_SECONDS (600) at BENCH_SOAK_CONNECTIONS (50),
// BENCH_SOAK_RATE (200) requests a second in all, paced evenly.
let soaked = null;
if (runs('soak')) {
  // A fresh token: the run so far may have taken longer than an access token lives.
  const fresh = await (await fetch(`${base}/api/v3/auth/login`, { method: 'POST', headers: json, body: credentials })).json();
  soaked = await soak(
    base,
    { authorization: `Bearer ${fresh.token}` },
    {
      seconds: Number(process.env.BENCH_SOAK_SECONDS ?? 600),
      connections: Number(process.env.BENCH_SOAK_CONNECTIONS ?? 50),
      rate: Number(process.env.BENCH_SOAK_RATE ?? 200),
      residentMiB: currentMemoryMiB,
    },
  );
}
const peak = peakMemoryMiB();
server.kill('SIGTERM');
rmSync(dataDir, { recursive: true, force: true });

console.log(
  `\n${connections} connections, ${duration} s a round, median of ${process.env.BENCH_ROUNDS ?? 3} alternating rounds, ${process.env.DATABASE_URL ? 'PostgreSQL server (DATABASE_URL)' : 'embedded database (PGlite)'}\n`,
);
if (pairs.length > 0) {
  console.log('| route | req/s | p50 ms | p99 ms | failed | ours / bare |');
  console.log('|---|---|---|---|---|---|');
  for (const [ours, bare] of pairs) {
    const ratio = ((ours.rps / bare.rps) * 100).toFixed(0);
    console.log(`| ${ours.title} | ${ours.rps.toFixed(0)} | ${ours.p50} | ${ours.p99} | ${ours.failures} | ${ratio}% |`);
    console.log(`| ${bare.title} | ${bare.rps.toFixed(0)} | ${bare.p50} | ${bare.p99} | ${bare.failures} | |`);
  }
}
for (const [heading, list] of [
  ['route (no bare twin)', singles],
  ['SWMS list', swmsList],
]) {
  if (list.length === 0) continue;
  console.log(`\n| ${heading} | req/s | p50 ms | p99 ms | failed |`);
  console.log('|---|---|---|---|---|');
  for (const single of list) console.log(`| ${single.title} | ${single.rps.toFixed(0)} | ${single.p50} | ${single.p99} | ${single.failures} |`);
}
if (swmsListCpu.length > 0) {
  console.log('\n| SWMS list, server CPU ms a call (listCompanySwmsPage) | page 1 | issued, page 1 | supervisor, page 1 |');
  console.log('|---|---|---|---|');
  for (const row of swmsListCpu) console.log(`| ${row.size.toLocaleString('en-AU')} SWMS | ${row.owner} | ${row.issued} | ${row.supervisor} |`);
}
if (incidentsCpu.length > 0) {
  console.log('\n| Incidents list, server CPU ms a call | bare | ours | bare ÷ ours |');
  console.log('|---|---|---|---|');
  for (const row of incidentsCpu) console.log(`| ${row.title} | ${row.bare} | ${row.ours} | ${((row.bare / row.ours) * 100).toFixed(0)}% |`);
}
if (swmsGeneration) {
  console.log('\n| SWMS generation (20 activities + 10-page template) | runs | p50 ms | p95 ms | failed | PDF KiB |');
  console.log('|---|---|---|---|---|---|');
  console.log(
    `| POST /api/v3/swms/{id}/generate | ${swmsGeneration.runs} | ${swmsGeneration.p50.toFixed(0)} | ${swmsGeneration.p95.toFixed(0)} | ${swmsGeneration.failures} | ${(swmsGeneration.bytes / 1024).toFixed(0)} |`,
  );
}
if (auditReport) {
  console.log('\n| Audit report (30 questions, 13 photos, a signature) | runs | p50 ms | p95 ms | failed | PDF KiB |');
  console.log('|---|---|---|---|---|---|');
  console.log(
    `| POST /api/v3/export/audit/pdf | ${auditReport.runs} | ${auditReport.p50.toFixed(0)} | ${auditReport.p95.toFixed(0)} | ${auditReport.failures} | ${(auditReport.bytes / 1024).toFixed(0)} |`,
  );
}
if (incidentReport) {
  console.log('\n| Incident report (10 photos, 3 people, 2 witnesses, investigation, 2 actions) | runs | p50 ms | p95 ms | failed | PDF KiB |');
  console.log('|---|---|---|---|---|---|');
  console.log(
    `| POST /api/v3/export/incident/pdf | ${incidentReport.runs} | ${incidentReport.p50.toFixed(0)} | ${incidentReport.p95.toFixed(0)} | ${incidentReport.failures} | ${(incidentReport.bytes / 1024).toFixed(0)} |`,
  );
}
if (drain) {
  console.log('\n| Outbox drain after a reconnect (served one at a time) | requests | p50 ms | p95 ms |');
  console.log('|---|---|---|---|');
  console.log(
    `| commands (clock in, break, break end, clock out, attach the photo) | ${drain.commands.count} | ${drain.commands.p50.toFixed(1)} | ${drain.commands.p95.toFixed(1)} |`,
  );
  console.log(`| photos, 600 KB each, with ids made on the phone | ${drain.files.count} | ${drain.files.p50.toFixed(1)} | ${drain.files.p95.toFixed(1)} |`);
  console.log(`| **all, in order** (${drain.failures} failed) | ${drain.commands.count + drain.files.count} in ${drain.seconds.toFixed(1)} s | | |`);
}
if (soaked) {
  console.log(
    `\n| Soak: ${soaked.seconds} s, ${soaked.connections} connections, ${soaked.rate} req/s paced, mixed reads and writes | requests | req/s | p50 ms | p99 ms | max ms | errors | not 2xx | memory after warm-up, first → last | slope |`,
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  console.log(
    `| jobs list, account, job detail, job note added, client added, clients list | ${soaked.requests} | ${soaked.rps.toFixed(0)} | ${soaked.p50.toFixed(1)} | ${soaked.p99.toFixed(1)} | ${soaked.max.toFixed(0)} | ${soaked.errors} | ${soaked.non2xx} | ${soaked.memoryFirst.toFixed(0)} → ${soaked.memoryLast.toFixed(0)} MiB | ${soaked.slopeMiBPerMinute.toFixed(2)} MiB/min |`,
  );
  console.log(`Answers by status: ${JSON.stringify(soaked.statuses)}`);
  console.log('\n| Soak, each kind of request | first fifth p50 ms | p99 ms | last fifth p50 ms | p99 ms |');
  console.log('|---|---|---|---|---|');
  for (const route of soaked.routes) {
    console.log(`| ${route.name} | ${route.firstP50.toFixed(1)} | ${route.firstP99.toFixed(1)} | ${route.lastP50.toFixed(1)} | ${route.lastP99.toFixed(1)} |`);
  }
}
console.log(
  `\nServer memory (resident): ${memoryAtStart.toFixed(0)} MiB after start, peak ${peak.toFixed(0)} MiB during the run; first start (creating the database) peaked at ${firstStartPeak.toFixed(0)} MiB`,
);
