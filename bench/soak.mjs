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
 * clients list. Writes spread over many jobs, so no one record grows without end.
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
  if (jobIds.length === 0) throw new Error('soak: the demo company has no jobs');
  let turn = 0;
  const nextJob = () => jobIds[turn++ % jobIds.length];
  const cycle = [
    () => ({ method: 'GET', path: '/api/v3/job?page=1&take=20', headers: auth }),
    () => ({ method: 'GET', path: '/api/v3/auth/info', headers: auth }),
    () => ({ method: 'GET', path: `/api/v3/job/${nextJob()}`, headers: auth }),
    () => ({ method: 'POST', path: `/api/v3/job/${nextJob()}/notes`, headers, body: JSON.stringify({ body: `Soak note ${turn}` }) }),
    () => ({ method: 'POST', path: '/api/v3/client', headers, body: JSON.stringify({ name: `Soak client ${turn++}` }) }),
    () => ({ method: 'GET', path: '/api/v3/client?page=1&take=20', headers: auth }),
  ];
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
      const { status, ms } = await send(agent, base, cycle[step % cycle.length]());
      durations.push(ms);
      statuses[status] = (statuses[status] ?? 0) + 1;
      next += interval;
    }
  }
  await Promise.all(Array.from({ length: connections }, (_, index) => person(index)));
  clearInterval(sampler);
  agent.destroy();

  const sorted = [...durations].sort((a, b) => a - b);
  const at = (share) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;
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
    memoryFirst: warm[0]?.[1] ?? 0,
    memoryLast: warm.at(-1)?.[1] ?? 0,
    slopeMiBPerMinute: warm.length > 1 ? slopeOf(warm) : 0,
  };
}
