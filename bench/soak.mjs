// The soak: mixed reads and writes at many connections for minutes, watching errors, the slowest
// answers and whether the server's memory keeps growing once warm (docs/benchmarks.md, "Soak").
import autocannon from 'autocannon';

/** Least-squares slope of [minute, MiB] points, in MiB a minute. */
function slopeOf(points) {
  const n = points.length;
  const meanX = points.reduce((sum, [x]) => sum + x, 0) / n;
  const meanY = points.reduce((sum, [, y]) => sum + y, 0) / n;
  const covariance = points.reduce((sum, [x, y]) => sum + (x - meanX) * (y - meanY), 0);
  const variance = points.reduce((sum, [x]) => sum + (x - meanX) ** 2, 0);
  return variance === 0 ? 0 : covariance / variance;
}

/**
 * Each connection goes round the requests in order: the jobs list, the account, a job's detail,
 * a note added to a job, a client added, the clients list. Writes spread over many jobs, so no
 * one record grows without end. Memory (resident) is sampled every 5 s; the slope is fitted after
 * the first fifth of the run, the warm-up. At a steady rate (requests a second over all
 * connections), as a busy day's traffic arrives, rather than as fast as the machine goes: at full
 * speed every answer waits behind the 49 others, and the latency measured is the queue's.
 */
export async function soak(base, auth, { seconds, connections, rate, residentMiB }) {
  const headers = { ...auth, 'content-type': 'application/json' };
  const list = await (await fetch(`${base}/api/v3/job?page=1&take=100`, { headers: auth })).json();
  const jobIds = list.items.map((job) => job.id);
  if (jobIds.length === 0) throw new Error('soak: the demo company has no jobs');
  let turn = 0;
  const nextJob = () => jobIds[turn++ % jobIds.length];
  const requests = [
    { method: 'GET', path: '/api/v3/job?page=1&take=20', headers: auth },
    { method: 'GET', path: '/api/v3/auth/info', headers: auth },
    { method: 'GET', setupRequest: (request) => ({ ...request, path: `/api/v3/job/${nextJob()}` }), headers: auth },
    {
      method: 'POST',
      headers,
      setupRequest: (request) => ({ ...request, path: `/api/v3/job/${nextJob()}/notes`, body: JSON.stringify({ body: `Soak note ${turn}` }) }),
    },
    { method: 'POST', path: '/api/v3/client', headers, setupRequest: (request) => ({ ...request, body: JSON.stringify({ name: `Soak client ${turn++}` }) }) },
    { method: 'GET', path: '/api/v3/client?page=1&take=20', headers: auth },
  ];
  const samples = [];
  const started = Date.now();
  const sampler = setInterval(() => samples.push([(Date.now() - started) / 60000, residentMiB()]), 5000);
  const statuses = {};
  const instance = autocannon({ url: base, connections, duration: seconds, requests, ...(rate > 0 ? { overallRate: rate } : {}) });
  instance.on('response', (_client, statusCode) => {
    statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
  });
  const result = await instance;
  clearInterval(sampler);
  const warm = samples.filter(([minute]) => minute >= seconds / 60 / 5);
  return {
    seconds,
    connections,
    rate,
    requests: result.requests.total,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    statuses,
    memoryFirst: warm[0]?.[1] ?? 0,
    memoryLast: warm.at(-1)?.[1] ?? 0,
    slopeMiBPerMinute: warm.length > 1 ? slopeOf(warm) : 0,
  };
}
