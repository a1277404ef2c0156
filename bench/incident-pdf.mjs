// The report of an incident (POST /api/v3/export/incident/pdf), as a serious one is: reported from
// the phone with 10 photos (2048 × 1536 JPEG, as the phone sends them), 3 people and 2 witnesses,
// answered notifiable and phoned in, investigated, with 2 corrective actions. Each run lays the
// report out anew (the bench server forgets the stored one first).
import { phonePhoto, timePdfExports, upload } from './audit-pdf.mjs';

const HOUR = 3_600_000;
const ago = (ms) => new Date(Date.now() - ms).toISOString();
const dayFromNow = (days) => new Date(Date.now() + days * 24 * HOUR).toISOString().slice(0, 10);

async function send(base, auth, method, path, body) {
  const response = await fetch(`${base}${path}`, { method, headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`bench: ${method} ${path} ${response.status} ${await response.text()}`);
  return response.json();
}

/** Reports the incident as the supervisor on site would, then the owner investigates it. */
async function seriousIncident(base, auth) {
  const supervisor = await send(base, {}, 'POST', '/api/v3/auth/login', { email: 'supervisor@demo.hivis.test', password: 'Demo-Passw0rd!' });
  const onSite = { authorization: `Bearer ${supervisor.token}` };
  const jobs = await (await fetch(`${base}/api/v3/job?take=5`, { headers: auth })).json();
  if (!jobs.items?.length) throw new Error(`bench: no demo job (${JSON.stringify(jobs)})`);
  const photoFileIds = [];
  // Ten different pictures: the same bytes twice would not show what ten photos cost.
  for (let n = 1; n <= 10; n++) photoFileIds.push(await upload(base, onSite, 'incident_photo', `IMG_${n}.jpg`, phonePhoto(n), 'image/jpeg'));
  const person = (name, kind, injury, bodyParts, treatment) => ({ name, kind, harm: injury ? 'injury' : 'none', injury, bodyParts, treatment });
  const incident = await send(base, onSite, 'POST', '/api/v3/incident', {
    types: ['injury', 'dangerous_incident'],
    occurredAt: ago(3 * HOUR),
    jobId: jobs.items[0].id,
    location: 'Level 3 slab edge, north side, beside the hoist',
    description:
      'A stack of formply on the level 3 slab edge was lifted by a gust and two sheets fell to the level 2 scaffold, striking the scaffold rail. ' +
      'One sheet glanced off a carpenter’s shoulder and knocked a labourer against the rail; a splinter from the rail hit a passer-by on the footpath. ' +
      'The straps had been taken off the stack to rig the next crane lift, and the wind had been picking up since lunch. ' +
      'Work on the slab edge stopped at once and the crew gathered at the hoist while the supervisor checked the scaffold for damage.',
    immediateActions:
      'Area below barricaded, the rest of the formply strapped down, crane stopped, first aid given, and the injured carpenter driven to hospital.',
    people: [
      person('Will Worker', 'worker', 'Bruised and cut left shoulder', ['shoulder', 'arm'], 'hospital'),
      person('Jo Labourer', 'contractor', 'Grazed forearm against the rail', ['arm'], 'first_aid'),
      person('A passer-by', 'public', 'Splinter in the hand', ['hand'], 'first_aid'),
    ],
    witnesses: [
      { name: 'Sam Supervisor', phone: '0400 111 222', statement: 'Saw the sheets lift from the crane cab radio call; the straps were off for the next lift.' },
      { name: 'Pat Crane', phone: '0400 333 444', statement: 'Wind gusts were picking up since lunch; the stack was not weighed down.' },
    ],
    photoFileIds,
    answers: { jurisdiction: 'QLD', criteria: ['treatment_lacerations', 'dangerous_fall_from_height'] },
  });
  await send(base, onSite, 'PUT', `/api/v3/incident/${incident.id}/notification`, {
    notifiedAt: ago(2 * HOUR),
    notifiedBy: 'Sam Supervisor',
    method: 'phone',
    reference: 'WHSQ 2611-0999',
  });
  await send(base, auth, 'PUT', `/api/v3/incident/${incident.id}/investigation`, {
    contributingFactors: ['environment', 'procedures', 'supervision'],
    otherFactors: 'The wind forecast was not checked at the pre-start.',
    whys: [
      'The sheets fell because the wind lifted them.',
      'They could be lifted because the straps were off.',
      'The straps were off because the next lift was being rigged.',
      'Nothing held the stack while it was rigged because the SWMS did not say to.',
      'The SWMS was written for still days and never reviewed for wind.',
    ],
    rootCause: 'No control for wind on loose sheet material at the slab edge.',
  });
  for (const [description, days] of [
    ['Keep formply stacks strapped or weighted at all times on open slabs; check at every pre-start.', 3],
    ['Add a wind limit and a stop-work rule for sheet handling to the slab SWMS.', 7],
  ])
    await send(base, auth, 'POST', `/api/v3/incident/${incident.id}/action`, { description, ownerId: supervisor.id, dueOn: dayFromNow(days) });
  return incident.id;
}

export async function incidentPdf(base, auth, runs = Number(process.env.BENCH_INCIDENT_PDF_RUNS ?? 10)) {
  const incidentId = await seriousIncident(base, auth);
  return timePdfExports(base, auth, { runs, forget: '/bench/incident-pdf/forget', path: '/api/v3/export/incident/pdf', body: { incidentId } });
}
