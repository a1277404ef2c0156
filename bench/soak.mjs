// The soak: mixed reads and writes from many connections for minutes, watching errors, the slowest
// answers and whether the server's memory keeps growing once warm (docs/benchmarks.md, "Soak").
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';

/** Least-squares slope of [minute, MiB] points, in MiB a minute. */
function slopeOf(points) {
  const n = points.length;
  const meanX = points.reduce((sum, [x]) => sum + x, 0) / n;
  const meanY = points.reduce((sum, [, y]) => sum + y, 0) / n;
  const covariance = points.reduce((sum, [x, y]) => sum + (x - meanX) * (y - meanY), 0);
  const variance = points.reduce((sum, [x]) => sum + (x - meanX) ** 2, 0);
  return variance === 0 ? 0 : covariance / variance;
}

/** One request on a kept-alive connection: its status and how long the whole answer took, in ms. */
function send(agent, base, { method, path, headers, body }) {
  return new Promise((resolve) => {
    const started = performance.now();
    const request = http.request(new URL(path, base), { method, headers, agent, timeout: 10_000 }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0, ms: performance.now() - started }));
    });
    request.on('timeout', () => request.destroy(new Error('timed out')));
    request.on('error', () => resolve({ status: 0, ms: performance.now() - started }));
    request.end(body);
  });
}

/**
 * `connections` people, each on a kept-alive connection of their own, going round the requests in
 * order: the jobs list, the account, a job's detail, a note added to a job, a client added, the
 * clients list.
 *
 * Paced, as a busy day's traffic arrives: each person sends one request every connections/rate
 * seconds, their starts spread over that interval, so the server sees `rate` requests a second
 * evenly (autocannon's rate sends each second's quota at once, a burst every second). A person
 * whose answer comes late sends the next at once, never two together. Memory (resident) is
 * sampled every 5 s; the slope is fitted after the first fifth of the run, the warm-up.
 */
export async function soak(base, auth, { seconds, connections, rate, residentMiB }) {
  const headers = { ...auth, 'content-type': 'application/json' };
  const list = await (await fetch(`${base}/api/v3/job?page=1&take=100`, { headers: auth })).json();
  const jobIds = list.items.map((job) => job.id);
  if (jobIds.length < 2) throw new Error('soak: the demo company has too few jobs');
  // Notes go to one half of the jobs and details are read from the other: a job's detail lists
  // all of its notes, and a soak measures a steady load, not one job growing thousands of notes.
  const readJobs = jobIds.slice(0, Math.ceil(jobIds.length / 2));
  const notedJobs = jobIds.slice(readJobs.length);
  let turn = 0;
  const readJob = () => readJobs[turn++ % readJobs.length];
  const notedJob = () => notedJobs[turn++ % notedJobs.length];
  const cycle = [
    ['jobs list', () => ({ method: 'GET', path: '/api/v3/job?page=1&take=20', headers: auth })],
    ['account', () => ({ method: 'GET', path: '/api/v3/auth/info', headers: auth })],
    ['job detail', () => ({ method: 'GET', path: `/api/v3/job/${readJob()}`, headers: auth })],
    ['note added', () => ({ method: 'POST', path: `/api/v3/job/${notedJob()}/notes`, headers, body: JSON.stringify({ body: `Soak note ${turn}` }) })],
    ['client added', () => ({ method: 'POST', path: '/api/v3/client', headers, body: JSON.stringify({ name: `Soak client ${turn++}` }) })],
    ['clients list', () => ({ method: 'GET', path: '/api/v3/client?page=1&take=20', headers: auth })],
  ];
  /** Each kind of request's times, in the first and in the last fifth of the run: what grew. */
  const byRoute = Object.fromEntries(cycle.map(([name]) => [name, { first: [], last: [] }]));
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const interval = (connections / rate) * 1000;
  const durations = [];
  const statuses = {};
  const started = performance.now();
  const ends = started + seconds * 1000;
  const samples = [];
  const sampler = setInterval(() => samples.push([(performance.now() - started) / 60000, residentMiB()]), 5000);

  async function person(index) {
    let next = started + (interval * index) / connections;
    for (let step = index; ; step++) {
      const wait = next - performance.now();
      if (wait > 0) await sleep(wait);
      if (performance.now() >= ends) return;
      const [name, request] = cycle[step % cycle.length];
      const { status, ms } = await send(agent, base, request());
      durations.push(ms);
      const elapsed = (performance.now() - started) / (seconds * 1000);
      if (elapsed < 0.2) byRoute[name].first.push(ms);
      else if (elapsed > 0.8) byRoute[name].last.push(ms);
      statuses[status] = (statuses[status] ?? 0) + 1;
      next += interval;
    }
  }
  await Promise.all(Array.from({ length: connections }, (_, index) => person(index)));
  clearInterval(sampler);
  agent.destroy();

  const percentile = (list, share) => {
    const ordered = [...list].sort((a, b) => a - b);
    return ordered[Math.min(ordered.length - 1, Math.floor(share * ordered.length))] ?? 0;
  };
  const sorted = [...durations].sort((a, b) => a - b);
  const at = (share) => percentile(sorted, share);
  const routes = Object.entries(byRoute).map(([name, { first, last }]) => ({
    name,
    firstP50: percentile(first, 0.5),
    firstP99: percentile(first, 0.99),
    lastP50: percentile(last, 0.5),
    lastP99: percentile(last, 0.99),
  }));
  const warm = samples.filter(([minute]) => minute >= seconds / 60 / 5);
  const ok = Object.entries(statuses).reduce((sum, [status, count]) => sum + (status.startsWith('2') ? count : 0), 0);
  return {
    seconds,
    connections,
    rate,
    requests: durations.length,
    rps: durations.length / seconds,
    p50: at(0.5),
    p99: at(0.99),
    max: sorted.at(-1) ?? 0,
    errors: statuses[0] ?? 0,
    non2xx: durations.length - ok - (statuses[0] ?? 0),
    statuses,
    routes,
    memoryFirst: warm[0]?.[1] ?? 0,
    memoryLast: warm.at(-1)?.[1] ?? 0,
    slopeMiBPerMinute: warm.length > 1 ? slopeOf(warm) : 0,
  };
}
