// The report of a submitted audit (POST /api/v3/export/audit/pdf), as an inspector's audit is:
// 30 questions in five sections, 12 phone photos (2048 × 1536 JPEG, as the phone sends them after
// making them smaller), a failed item with its note and photo, and a signature. Each run lays the
// report out anew (the bench server forgets the stored one first).
import jpeg from 'jpeg-js';

/** A phone photo's worth of JPEG: a gradient with texture, so it compresses like a real picture. */
export function phonePhoto(seed, width = 2048, height = 1536) {
  const data = Buffer.alloc(width * height * 4);
  let noise = seed * 2654435761;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      noise = (noise * 1103515245 + 12345) >>> 0;
      const grain = (noise >>> 24) % 40;
      const at = (y * width + x) * 4;
      data[at] = (x / width) * 200 + grain;
      data[at + 1] = (y / height) * 160 + grain;
      data[at + 2] = ((x + y + seed * 97) % 255) * 0.4 + grain;
      data[at + 3] = 255;
    }
  }
  return jpeg.encode({ data, width, height }, 80).data;
}

const question = (id, type, prompt, extra = {}) => ({ id, type, prompt, required: true, ...extra });

/** Five sections of six: yes/no checks, options, numbers, text, photos (three each in four questions), a signature. */
function inspectionTemplate() {
  const sections = [];
  for (let s = 0; s < 5; s++) {
    const elements = [];
    for (let q = 0; q < 6; q++) {
      const id = `s${s}q${q}`;
      const number = s * 6 + q;
      if (number === 29) elements.push(question(id, 'signature', 'Inspector’s signature'));
      else if ([4, 10, 16, 22].includes(number)) elements.push(question(id, 'photo', `Photo of area ${number}`, { constraints: { maxFiles: 3 } }));
      else if (number % 5 === 1)
        elements.push(
          question(id, 'multi_radio', `Condition of item ${number}`, {
            options: [
              { id: `${id}-good`, value: 'Good', score: 2 },
              { id: `${id}-fair`, value: 'Fair', score: 1 },
              { id: `${id}-poor`, value: 'Poor', score: 0, failed: true },
            ],
          }),
        );
      else if (number % 5 === 2) elements.push(question(id, 'number', `Measured clearance ${number}`, { constraints: { min: 0, max: 100, unit: 'cm' } }));
      else if (number % 5 === 3) elements.push(question(id, 'text', `Comments on item ${number}`, { constraints: { multiline: true } }));
      else
        elements.push(
          question(id, 'boolean', `Is item ${number} safe and in order?`, {
            constraints: { booleanScores: { yes: 1, no: 0 }, booleanFailsOn: 'no' },
            onFail: { requireNote: true, requirePhoto: true },
          }),
        );
    }
    sections.push({ id: `s${s}`, title: `Area ${s + 1}`, order: s, elements });
  }
  return { name: 'Bench site inspection', description: '30 questions, 12 photos.', sections };
}

export async function upload(base, auth, fileType, name, bytes, type) {
  const form = new FormData();
  form.append('fileType', fileType);
  form.append('file', new Blob([bytes], { type }), name);
  const response = await fetch(`${base}/api/v3/files`, { method: 'POST', headers: auth, body: form });
  if (!response.ok) throw new Error(`bench: upload ${response.status} ${await response.text()}`);
  return (await response.json()).id;
}

/** Builds the template and submits the audit through the API, as the phone would. */
async function submittedInspection(base, auth) {
  const json = { ...auth, 'content-type': 'application/json' };
  const template = await (await fetch(`${base}/api/v3/audit`, { method: 'POST', headers: json, body: JSON.stringify(inspectionTemplate()) })).json();
  const photos = [phonePhoto(1), phonePhoto(2), phonePhoto(3)];
  const answers = {};
  const notes = {};
  const evidence = {};
  let photoCount = 0;
  for (const section of template.sections) {
    for (const q of section.elements) {
      if (q.type === 'photo') {
        answers[q.id] = [];
        for (let i = 0; i < 3; i++)
          answers[q.id].push(await upload(base, auth, 'audit_photo', `IMG_${++photoCount}.jpg`, photos[photoCount % 3], 'image/jpeg'));
      } else if (q.type === 'signature')
        answers[q.id] = await upload(base, auth, 'audit_signature_photo', 'signature.jpg', phonePhoto(9, 400, 150), 'image/jpeg');
      else if (q.type === 'multi_radio') answers[q.id] = `${q.id}-good`;
      else if (q.type === 'number') answers[q.id] = 42;
      else if (q.type === 'text') answers[q.id] = 'Clear access, barriers in place, signage visible from the gate. Nothing to follow up.';
      else answers[q.id] = 'yes';
    }
  }
  // One failed item, with its note and a photo of the problem: the report lists it first.
  answers.s0q0 = 'no';
  notes.s0q0 = 'Handrail loose on the north stair; tagged out until fixed.';
  evidence.s0q0 = [await upload(base, auth, 'audit_photo', 'IMG_problem.jpg', photos[0], 'image/jpeg')];
  const response = await fetch(`${base}/api/v3/audit/response`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ auditTemplateId: template.id, version: template.version, startedAt: new Date().toISOString(), answers, notes, evidence }),
  });
  if (!response.ok) throw new Error(`bench: audit ${response.status} ${await response.text()}`);
  return (await response.json()).id;
}

export async function auditPdf(base, auth, runs = Number(process.env.BENCH_AUDIT_PDF_RUNS ?? 10)) {
  const auditResponseId = await submittedInspection(base, auth);
  return timePdfExports(base, auth, { runs, forget: '/bench/audit-pdf/forget', path: '/api/v3/export/audit/pdf', body: { auditResponseId } });
}

/**
 * Times a report export `runs` times, each after the server forgot the stored PDF (so each run
 * lays it out again), and reads the first one's bytes back.
 */
export async function timePdfExports(base, auth, { runs, forget, path, body }) {
  const json = { ...auth, 'content-type': 'application/json' };
  const times = [];
  let failures = 0;
  let bytes = 0;
  for (let run = 0; run < runs; run++) {
    await fetch(`${base}${forget}`, { method: 'POST' });
    const started = performance.now();
    const response = await fetch(`${base}${path}`, { method: 'POST', headers: json, body: JSON.stringify(body) });
    const answer = await response.json();
    times.push(performance.now() - started);
    if (!response.ok) failures += 1;
    else if (run === 0) bytes = (await (await fetch(`${base}${answer.url}`)).arrayBuffer()).byteLength;
  }
  const sorted = [...times].sort((a, b) => a - b);
  const at = (share) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))];
  return { runs, p50: at(0.5), p95: at(0.95), failures, bytes };
}
