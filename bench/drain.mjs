// The device outbox draining after a reconnect (docs/field.md): a phone that was offline for days
// sends what it queued, one request after another as the outbox does, files before the actions.
// 50 shifts (clock in, a break, its end, clock out: 200 commands) and a job photo per shift (50
// files of about 600 KB, a phone photo after the app shrinks it to 2048 px, each followed by the
// command that attaches it to the job: 50 more), with the tapped times of those days. Reports the
// time to drain and the server's p50/p95 per request.
import { randomBytes, randomUUID } from 'node:crypto';

const SHIFTS = Number(process.env.BENCH_DRAIN_SHIFTS ?? 50);
const PHOTO_BYTES = 600 * 1024;
const HOUR = 60 * 60 * 1000;

/** JPEG magic and random bytes: what the file check reads (the first bytes), at a photo's size. */
function photo() {
  const bytes = randomBytes(PHOTO_BYTES);
  bytes.set([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00], 0);
  return bytes;
}

const percentile = (sorted, share) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;

export async function drainOutbox(base, auth, jobId) {
  // The queue, as the phone made it: shifts two hours apart, ending an hour before now.
  const queue = [];
  const firstStart = Date.now() - SHIFTS * 2 * HOUR - HOUR;
  for (let shift = 0; shift < SHIFTS; shift++) {
    const start = firstStart + shift * 2 * HOUR;
    const shiftId = randomUUID();
    const fileId = randomUUID();
    const at = (minutes) => new Date(start + minutes * 60_000).toISOString();
    const command = (path, at, body = {}) => ({ kind: 'command', path, body: { ...body, commandId: randomUUID(), at } });
    queue.push(
      command('/api/v3/timesheet/clock-in', at(0), { id: shiftId, jobId }),
      { kind: 'file', id: fileId, takenAt: at(10) },
      command(`/api/v3/job/${jobId}/files`, at(11), { fileId }),
      command(`/api/v3/timesheet/${shiftId}/break/start`, at(30)),
      command(`/api/v3/timesheet/${shiftId}/break/end`, at(45)),
      command(`/api/v3/timesheet/${shiftId}/clock-out`, at(60)),
    );
  }
  const times = { command: [], file: [] };
  let failures = 0;
  const started = performance.now();
  for (const item of queue) {
    let response;
    const sentAt = performance.now();
    if (item.kind === 'file') {
      const form = new FormData();
      form.append('fileType', 'job_file');
      form.append('id', item.id);
      form.append('takenAt', item.takenAt);
      form.append('file', new Blob([photo()], { type: 'image/jpeg' }), 'site.jpg');
      response = await fetch(`${base}/api/v3/files`, { method: 'POST', headers: auth, body: form });
    } else {
      response = await fetch(`${base}${item.path}`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify(item.body),
      });
    }
    times[item.kind].push(performance.now() - sentAt);
    if (!response.ok) {
      failures += 1;
      if (failures <= 3) console.error(`drain: ${item.path ?? 'file'} answered ${response.status}: ${await response.text()}`);
    } else await response.arrayBuffer();
  }
  const seconds = (performance.now() - started) / 1000;
  const summary = (list) => {
    const sorted = [...list].sort((a, b) => a - b);
    return { count: list.length, p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95) };
  };
  return { seconds, failures, commands: summary(times.command), files: summary(times.file) };
}
