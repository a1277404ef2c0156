import { eq } from 'drizzle-orm';
import jpeg from 'jpeg-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZFileSchema, ZIncidentDetailsSchema } from '@hivis/contracts';
import type { TIncidentDetails } from '@hivis/contracts';
import { api } from '../../../../test/api.js';
import { expectError, expectFieldErrors } from '../../../../test/assertions.js';
import { uploadFile } from '../../../../test/files.js';
import { incidentPhoto, incidentsTeam, reportBody, reportIncident } from '../../../../test/incidents.js';
import { pdfText } from '../../../../test/paperwork.js';
import { pdf } from '../../../../test/samples.js';
import type { TestApp } from '../../../../test/test-app.js';
import { createTestApp } from '../../../../test/test-app.js';
import { incidents } from '../../../db/schema/index.js';
import { withSystem } from '../../../platform/tenancy/tenant.js';
import { reportFileId } from './incident-pdf.service.js';

let t: TestApp;
let call: ReturnType<typeof api>;
beforeAll(async () => {
  t = await createTestApp();
  call = api(t);
});
afterAll(() => t?.close());

/** A real JPEG (16×16, hi-vis orange), as a phone's camera sends it, taken an hour and a half ago. */
async function jpegPhoto(token: string): Promise<string> {
  const data = Buffer.alloc(16 * 16 * 4, 0);
  for (let at = 0; at < data.length; at += 4) data.set([0xf5, 0x9f, 0x00, 0xff], at);
  const bytes = Buffer.from(jpeg.encode({ data, width: 16, height: 16 }, 80).data);
  const takenAt = new Date(Date.now() - 90 * 60_000).toISOString();
  const response = await uploadFile(t, token, {
    fileType: 'incident_photo',
    filename: 'ladder.jpg',
    contentType: 'image/jpeg',
    data: bytes,
    fields: { takenAt },
  });
  expect(response.statusCode, response.body).toBe(201);
  return ZFileSchema.parse(response.json()).id;
}

const details = (response: { statusCode: number; body: string; json: () => unknown }): TIncidentDetails => {
  expect(response.statusCode, response.body).toBe(200);
  return ZIncidentDetailsSchema.parse(response.json());
};

/**
 * A supervisor's report of a tile chip in an apprentice's eye at the NSW worksite, with a PNG and
 * a JPEG photo, answered notifiable (a serious eye injury), the phone call to SafeWork recorded,
 * and a corrective action the owner gave the supervisor.
 */
async function notifiedIncident() {
  const team = await incidentsTeam(t);
  const sam = team.supervisor.token;
  const photos = [await incidentPhoto(t, sam), await jpegPhoto(sam)];
  const reported = await reportIncident(t, sam, reportBody(team.worksite.id, { photoFileIds: photos }));
  details(await call('PUT', `/api/v3/incident/${reported.id}/assessment`, sam, { jurisdiction: 'NSW', criteria: ['treatment_eye'] }));
  details(
    await call('PUT', `/api/v3/incident/${reported.id}/notification`, sam, {
      notifiedAt: new Date(Date.now() - 30 * 60_000).toISOString(),
      notifiedBy: 'Sam Supervisor',
      method: 'phone',
      reference: 'NSW-12345',
      writtenNoticeAt: null,
      writtenNoticeAsked: true,
    }),
  );
  const incident = details(
    await call('POST', `/api/v3/incident/${reported.id}/action`, team.owner.token, {
      description: 'Fit guards to every grinder and issue safety glasses',
      ownerId: team.supervisor.id,
      dueOn: '2031-05-01',
    }),
  );
  return { ...team, incident };
}

const exportPdf = (token: string, incidentId: unknown) => call('POST', '/api/v3/export/incident/pdf', token, { incidentId });

async function exported(token: string, incidentId: string) {
  const response = await exportPdf(token, incidentId);
  expect(response.statusCode, response.body).toBe(200);
  return ZFileSchema.parse(response.json());
}

describe('POST /api/v3/export/incident/pdf', () => {
  it('reads back that it is notifiable and why, what happened, to whom, the notice, the action and the photos', async () => {
    const { owner, incident } = await notifiedIncident();
    const file = await exported(owner.token, incident.id);
    expect(file).toMatchObject({ fileType: 'incident_document', contentType: 'application/pdf' });
    expect(file.name).toMatch(/^Incident report \d{4}-\d{2}-\d{2}\.pdf$/);
    const text = await pdfText(t, file.id);
    expect(text).toContain('Incident report');
    expect(text).toContain('NOTIFIABLE to SafeWork NSW: A serious injury or illness');
    expect(text).toContain('A serious eye injury (WHS Act 2011 s36(b)(iii))');
    expect(text).toContain('Grinder kicked back while cutting tiles; a chip hit Alex in the left eye.');
    expect(text).toContain('Alex Apprentice Our worker Injured Tile chip in the left eye Eye Hospital emergency');
    expect(text).toContain('Wes Witness 0400 000 000 Saw the chip fly up.');
    expect(text).toMatch(/Told by Sam Supervisor How Phone Their reference NSW-12345 Written notice Still due by \d{2} \w{3} \d{4}/);
    expect(text).toContain('Fit guards to every grinder and issue safety glasses Sam');
    expect(text).toContain('01 May 2031 Open');
    expect(text).toContain('Not signed off yet.');
    // The JPEG was sent with the time it was taken; the PNG was not.
    expect(text.match(/Taken \d{2} \w{3} \d{4}/g)).toHaveLength(1);
    expect(text).toMatch(/Record to be kept until \d{2} \w{3} \d{4}/);
    expect(text).toMatch(/Page 1 of \d/);
    // In the order a reader asks: the verdict, what happened, then the notice, the actions, the photos.
    const order = ['NOTIFIABLE', 'What happened', 'People involved', 'Notice to the regulator', 'Corrective actions', 'Photos', 'Record to be kept'];
    const places = order.map((words) => text.indexOf(words));
    expect(places).toEqual([...places].sort((a, b) => a - b));
  });

  it('answers again with the stored report, and makes a new one once the action is done', async () => {
    const { owner, supervisor, incident } = await notifiedIncident();
    // Two people asking at once get the one report.
    const [first, other] = await Promise.all([exported(owner.token, incident.id), exported(supervisor.token, incident.id)]);
    expect(other?.id).toBe(first?.id);
    expect((await exported(owner.token, incident.id)).id).toBe(first?.id);
    const [action] = incident.actions;
    details(await call('PUT', `/api/v3/incident/action/${action?.id ?? ''}/done`, supervisor.token, { note: 'Guards fitted, glasses issued.' }));
    const after = await exported(owner.token, incident.id);
    expect(after.id).not.toBe(first?.id);
    expect(await pdfText(t, after.id)).toMatch(/Done Sam .*, \d{2} \w{3} \d{4}, .*: Guards fitted, glasses issued\./);
  });

  it('says when the questions are not answered, when it is not notifiable, and when a due notice is not recorded', async () => {
    const { owner, supervisor, worksite } = await incidentsTeam(t);
    const incident = await reportIncident(t, supervisor.token, reportBody(worksite.id));
    const unanswered = await pdfText(t, (await exported(owner.token, incident.id)).id);
    expect(unanswered).toContain('Notification questions not answered yet');
    expect(unanswered).toContain('Notice to the regulator None recorded.');

    const assess = (criteria: string[]) => call('PUT', `/api/v3/incident/${incident.id}/assessment`, supervisor.token, { jurisdiction: 'NSW', criteria });
    details(await assess(['treatment_eye']));
    const unrecorded = await pdfText(t, (await exported(owner.token, incident.id)).id);
    expect(unrecorded).toContain('NOT RECORDED: this incident is notifiable, and no notice to SafeWork NSW is recorded.');

    details(await assess([]));
    const notNotifiable = await pdfText(t, (await exported(owner.token, incident.id)).id);
    expect(notNotifiable).toContain('Not notifiable on the answers given');
    expect(notNotifiable).toContain('Answered for New South Wales by Sam');
    expect(notNotifiable).not.toContain('Record to be kept until');
  });

  it('does not take a file someone uploaded under the report’s id for the report', async () => {
    const { owner, supervisor, incident } = await notifiedIncident();
    const [row] = await withSystem(t.db, (tx) => tx.select().from(incidents).where(eq(incidents.id, incident.id)));
    if (!row) throw new Error('the incident was not stored');
    const id = reportFileId(row, incident.actions);
    const forged = await uploadFile(t, supervisor.token, {
      fileType: 'incident_document',
      filename: 'report.pdf',
      contentType: 'application/pdf',
      data: pdf('Nothing happened'),
      fields: { id },
    });
    expect(forged.statusCode, forged.body).toBe(201);
    const file = await exported(owner.token, incident.id);
    expect(file.id).not.toBe(id);
    expect(await pdfText(t, file.id)).toContain('NOTIFIABLE to SafeWork NSW');
  });

  it('answers 404 for another company’s incident and one a supervisor did not report, 403 to a worker, 400 for a bad id', async () => {
    const { other, worker, incident } = await notifiedIncident();
    const elsewhere = await incidentsTeam(t);
    expectError(await exportPdf(elsewhere.owner.token, incident.id), 404);
    expectError(await exportPdf(other.token, incident.id), 404);
    expectError(await exportPdf(worker.token, incident.id), 403);
    expectFieldErrors(await exportPdf(elsewhere.owner.token, 'not-an-id'), { incidentId: 'Must be a valid id.' });
  });
});
