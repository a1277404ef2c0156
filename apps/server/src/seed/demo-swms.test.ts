import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ZAuditDueListSchema,
  ZAuditLinkListSchema,
  ZAuditResponseDetailsSchema,
  ZAuditResponsesPageSchema,
  ZAuditTemplateDetailsSchema,
  ZAuditTemplatesPageSchema,
  ZIncidentsPageSchema,
  ZJobsPageSchema,
  ZJsaPageSchema,
  ZJsaSchema,
  ZPrestartTalkSchema,
  ZPrestartTalksPageSchema,
  ZPrestartTalksTodaySchema,
  ZSwmsJobListSchema,
} from '@hivis/contracts';
import { bearer } from '../../test/factories.js';
import type { TestApp } from '../../test/test-app.js';
import { createTestApp } from '../../test/test-app.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from './demo.js';
import { DEMO_SWMS_ACTIVITIES, DEMO_SWMS_JOB } from './demo-swms.js';
import { DEMO_DAILY_CHECK, DEMO_SITE_WALK } from './demo-audits.js';
import { DEMO_GATE_LINK, DEMO_VISITOR_CHECK_IN } from './demo-audit-links.js';
import { DEMO_TALK_TOPICS, DEMO_TALK_VISITORS } from './demo-prestart-talks.js';
import { DEMO_JSA_ACTIVITY, DEMO_JSA_TASK, DEMO_JSA_VISITOR } from './demo-jsa.js';

/* The demo's issued and signed SWMS, its audits, incidents, pre-start talks and JSA, as the demo's people find them through the API. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: process.env.DEBUG_LOG ?? 'silent' });
  await seedDemo(t.ctx);
  // Seeding again adds no second SWMS.
  await seedDemo(t.ctx);
});
afterAll(() => t?.close());

async function tokenOf(email: string): Promise<string> {
  const response = await t.app.inject({ method: 'POST', url: '/api/v3/auth/login', payload: { email, password: DEMO_PASSWORD } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().token as string;
}

const ownerToken = () => tokenOf(DEMO_ACCOUNTS.owner);

describe('the demo SWMS', () => {
  it('is issued for the balcony strip-out, signed by Sam Supervisor, and its PDF shows the work and his sign-on', async () => {
    const token = await ownerToken();
    const jobs = ZJobsPageSchema.parse((await t.app.inject({ method: 'GET', url: '/api/v3/job?take=20', headers: bearer(token) })).json());
    const job = jobs.items.find((item) => item.title === DEMO_SWMS_JOB);
    if (!job) throw new Error(`no demo job '${DEMO_SWMS_JOB}'`);

    const listed = await t.app.inject({ method: 'GET', url: `/api/v3/swms/job/${job.id}/all`, headers: bearer(token) });
    expect(listed.statusCode, listed.body).toBe(200);
    const { items } = ZSwmsJobListSchema.parse(listed.json());
    expect(items).toHaveLength(1);
    const [swms] = items;
    expect(swms).toMatchObject({ title: `SWMS – ${DEMO_SWMS_JOB}`, status: 'issued', currentVersion: 1, editedSinceIssue: false });
    expect(swms?.versions).toHaveLength(1);
    const [version] = swms?.versions ?? [];
    expect(version?.version).toBe(1);
    expect(version?.signatures.map((signature) => [signature.signerName, signature.signerEmail, signature.current])).toEqual([
      ['Sam Supervisor', DEMO_ACCOUNTS.supervisor, true],
    ]);
    if (!version?.file) throw new Error('version 1 has no PDF');

    const download = await t.app.inject({ method: 'GET', url: version.file.url });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    // A copy for the reader, which takes over the bytes it is given.
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(download.rawPayload)), { mergePages: true });
    const flat = text.replace(/\s+/g, ' ');
    for (const expected of [DEMO_SWMS_JOB, ...DEMO_SWMS_ACTIVITIES, 'Sam Supervisor']) expect(flat).toContain(expected);
    // The register comes last in the document and names him there, after the activities.
    const register = flat.slice(flat.lastIndexOf(DEMO_SWMS_ACTIVITIES.at(-1) ?? ''));
    expect(register).toContain('Sam Supervisor');
    expect(flat).not.toContain('(fill in)');
    // His drawn signature is the one image: the demo company has no logo and the SWMS no template.
    expect(download.rawPayload.toString('latin1')).toMatch(/\/Subtype\s*\/Image/);
  });
});

describe('the demo audit templates', () => {
  it('are the owner’s copy of the starter site walk, with the balcony questions, and her daily check', async () => {
    const token = await ownerToken();
    const page = ZAuditTemplatesPageSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/v3/audit?auditType=company', headers: bearer(token) })).json(),
    );
    expect(page.items.map((template) => template.name)).toEqual([DEMO_DAILY_CHECK, DEMO_VISITOR_CHECK_IN, DEMO_SITE_WALK]);
    const walk = page.items.find((template) => template.name === DEMO_SITE_WALK);
    const details = ZAuditTemplateDetailsSchema.parse((await t.app.inject({ method: 'GET', url: `/api/v3/audit/${walk?.id}`, headers: bearer(token) })).json());
    expect(details).toMatchObject({ derivedFromName: 'Site safety inspection', createdBy: { name: 'Olivia Owner' } });
    expect(details.sections.at(-1)?.title).toBe('Occupied units and balconies');
  });

  it('include Sam’s two daily checks on the strip-out, today’s with the windy morning noted, and a driver’s check-in by the gate link', async () => {
    const token = await ownerToken();
    const page = ZAuditResponsesPageSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/v3/audit/response?all=true', headers: bearer(token) })).json(),
    );
    expect(page.items.map((item) => [item.templateName, item.submittedBy?.name ?? item.respondent?.name, item.failedCount])).toEqual([
      [DEMO_DAILY_CHECK, 'Sam Supervisor', 1],
      [DEMO_VISITOR_CHECK_IN, 'Dana Driver', 0],
      [DEMO_DAILY_CHECK, 'Sam Supervisor', 0],
    ]);
    expect(page.items[1]?.respondent?.linkName).toBe(DEMO_GATE_LINK);
    // The windy morning opened an action on the job, still open.
    const actions = (await t.app.inject({ method: 'GET', url: '/api/v3/audit/action', headers: bearer(token) })).json() as {
      items: { title: string; status: string }[];
    };
    expect(actions.items).toMatchObject([{ title: 'Weather', status: 'open' }]);
    const links = ZAuditLinkListSchema.parse((await t.app.inject({ method: 'GET', url: '/api/v3/audit/link', headers: bearer(token) })).json());
    expect(links.items).toMatchObject([{ name: DEMO_GATE_LINK, templateName: DEMO_VISITOR_CHECK_IN, state: 'on', responses: 1 }]);
    const today = ZAuditResponseDetailsSchema.parse(
      (await t.app.inject({ method: 'GET', url: `/api/v3/audit/response/id/${page.items[0]?.id}`, headers: bearer(token) })).json(),
    );
    expect(today).toMatchObject({ job: { name: DEMO_SWMS_JOB }, notes: { 'daily-weather': expect.stringContaining('Gusts') }, score: { failed: false } });
    expect(today.files.map((file) => file.fileType)).toEqual(['audit_signature_photo']);
  });

  it('give Sam the weekly site walk at the Wynnum site, last week’s overdue', async () => {
    const token = await tokenOf(DEMO_ACCOUNTS.supervisor);
    const due = ZAuditDueListSchema.parse((await t.app.inject({ method: 'GET', url: '/api/v3/audit/assign/due', headers: bearer(token) })).json());
    expect(due.items.map((item) => item.templateName)).toContain(DEMO_SITE_WALK);
    expect(due.items.some((item) => item.templateName === DEMO_SITE_WALK && item.overdue)).toBe(true);
  });
});

describe('the demo incidents', () => {
  it('shows a notifiable cut being followed up, a dropped hammer whose notice clock runs, and a dent signed off', async () => {
    const token = await ownerToken();
    const response = await t.app.inject({ method: 'GET', url: '/api/v3/incident', headers: bearer(token) });
    const page = ZIncidentsPageSchema.parse(response.json());
    expect(page.items.map((item) => [item.types.join(','), item.status, item.notifiable, item.writtenNoticeDueAt !== null, item.openActions])).toEqual([
      ['near_miss,dangerous_incident', 'reported', true, true, 0],
      ['injury', 'investigating', true, false, 1],
      ['property_damage', 'closed', false, false, 0],
    ]);
    const supervisor = await tokenOf(DEMO_ACCOUNTS.supervisor);
    const his = ZIncidentsPageSchema.parse((await t.app.inject({ method: 'GET', url: '/api/v3/incident', headers: bearer(supervisor) })).json());
    expect(his.items).toHaveLength(2);
  });
});

describe('the demo pre-start talks', () => {
  it('show this morning’s talk on the strip-out done, signed by Will and the two tilers, and yesterday’s before it', async () => {
    const token = await tokenOf(DEMO_ACCOUNTS.supervisor);
    const today = ZPrestartTalksTodaySchema.parse((await t.app.inject({ method: 'GET', url: '/api/v3/prestart-talk/today', headers: bearer(token) })).json());
    const stripOut = today.jobs.find((job) => job.title === DEMO_SWMS_JOB);
    expect(stripOut?.talk?.attendeeCount).toBe(3);
    const talk = ZPrestartTalkSchema.parse(
      (await t.app.inject({ method: 'GET', url: `/api/v3/prestart-talk/${stripOut?.talk?.id}`, headers: bearer(token) })).json(),
    );
    expect(talk).toMatchObject({ topics: [...DEMO_TALK_TOPICS], presentedBy: { name: 'Sam Supervisor' } });
    expect(talk.attendees.map((attendee) => attendee.signerName)).toEqual(['Will Worker', ...DEMO_TALK_VISITORS]);
    expect(talk.documentFileId).not.toBeNull();

    const owner = await ownerToken();
    const listed = ZPrestartTalksPageSchema.parse((await t.app.inject({ method: 'GET', url: '/api/v3/prestart-talk', headers: bearer(owner) })).json());
    expect(listed.items.map((item) => [item.job.title, item.presenterName, item.attendeeCount])).toEqual([
      [DEMO_SWMS_JOB, 'Sam Supervisor', 3],
      [DEMO_SWMS_JOB, 'Sam Supervisor', 2],
    ]);
    expect(listed.items[0]?.id).toBe(talk.id);
  });
});

describe('the demo JSA', () => {
  it('is version 2 of unit 3’s tile removal, started from the SWMS, signed by Sam and the tiler; Will signed version 1 and is asked again', async () => {
    // Will's role has JSAs (the demo company has the feature): he finds it on his job.
    const will = await tokenOf(DEMO_ACCOUNTS.worker);
    const listed = ZJsaPageSchema.parse((await t.app.inject({ method: 'GET', url: '/api/v3/jsa', headers: bearer(will) })).json());
    expect(listed.items.map((item) => [item.task, item.job.title, item.version, item.stepCount, item.highestResidual, item.signedCount])).toEqual([
      [DEMO_JSA_TASK, DEMO_SWMS_JOB, 2, 4, 'medium', 2],
    ]);
    const jsa = ZJsaSchema.parse((await t.app.inject({ method: 'GET', url: `/api/v3/jsa/${listed.items[0]?.id}`, headers: bearer(will) })).json());
    expect(jsa).toMatchObject({
      documentTitle: 'Job Safety Analysis',
      source: { kind: 'swms_activity', activityName: DEMO_JSA_ACTIVITY },
      preparedBy: { name: 'Sam Supervisor' },
    });
    expect(jsa.content.steps.map((step) => step.description)).toEqual([
      'Isolate the area below and set up the dust extraction',
      'Cut the grout lines with the grinder',
      'Lift the tiles with a chisel and scraper',
      'Bag the waste and lower it to the skip by the common stairs',
    ]);
    // Every hazard's risk goes down, and the controls reach above PPE and procedures.
    for (const hazard of jsa.content.steps.flatMap((step) => step.hazards))
      expect(hazard.after.likelihood * hazard.after.consequence).toBeLessThan(hazard.before.likelihood * hazard.before.consequence);
    const levels = new Set(jsa.content.steps.flatMap((step) => step.hazards.flatMap((hazard) => hazard.controls.map((control) => control.level))));
    expect([...levels].sort()).toEqual(['administrative', 'elimination', 'engineering', 'isolation', 'ppe', 'substitution']);
    expect(jsa.signOns.map((signOn) => [signOn.signerName, signOn.version, signOn.current])).toEqual([
      ['Will Worker', 1, false],
      ['Sam Supervisor', 2, true],
      [DEMO_JSA_VISITOR, 2, true],
    ]);

    const pdf = (await t.app.inject({ method: 'POST', url: `/api/v3/jsa/${jsa.id}/pdf`, headers: bearer(will) })).json() as { url: string };
    const download = await t.app.inject({ method: 'GET', url: pdf.url });
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(download.rawPayload)), { mergePages: true });
    const flat = text.replace(/\s+/g, ' ');
    for (const expected of [DEMO_JSA_TASK, 'Version 2', 'Silica dust', 'Will Worker', 'Sam Supervisor', DEMO_JSA_VISITOR, 'Signed an earlier version']) {
      expect(flat).toContain(expected);
    }
  });
});
