import { randomUUID } from 'node:crypto';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PRESTART_TALK_LIMITS,
  PRESTART_TALK_MESSAGES,
  ZPrestartTalkPdfSchema,
  ZPrestartTalkSchema,
  ZPrestartTalksPageSchema,
  ZPrestartTalksTodaySchema,
  addDays,
  dayIn,
} from '@hivis/contracts';
import { api } from '../../../test/api.js';
import { expectError, expectFieldErrors } from '../../../test/assertions.js';
import { bearer, setCompany } from '../../../test/factories.js';
import { pdfText } from '../../../test/paperwork.js';
import { recordTalk, signOn, talkBody, talkCrew, talkRows, talkSignature, type TalkCrew } from '../../../test/prestart-talks.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { buildAssignment, buildJob } from '../../../test/work-factories.js';
import { paperworkSignOns } from '../../db/schema/index.js';
import { withSystem } from '../../platform/tenancy/tenant.js';

/*
 * Pre-start talks through the API: recorded once from the presenter's phone, listed, today's jobs
 * with their talk done or missing, the crew signing on in person, and the PDF with its register.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: process.env.DEBUG_LOG ?? 'silent' });
});
afterAll(async () => {
  await t?.close();
});

const call = api(() => t);
const BRISBANE = 'Australia/Brisbane';
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

describe('recording a talk', () => {
  it('records the talk with its one version and PDF; a copy with the same id answers the same and writes nothing more', async () => {
    const crew = await talkCrew(t);
    const body = talkBody(crew.job.id, { at: minutesAgo(20) });
    const talk = await recordTalk(t, crew.supervisor.token, body);
    expect(talk).toMatchObject({
      id: body.id,
      job: { id: crew.job.id, title: 'Strip balcony tiles', jobNumber: '1042', worksiteName: 'Wynnum units' },
      heldAt: new Date(body.at as string).toISOString(),
      topics: ['Working at heights', 'Manual handling'],
      hazards: body.hazards,
      notes: body.notes,
      presentedBy: { id: crew.supervisor.id, name: 'Sam Supervisor' },
      attendees: [],
    });
    expect(talk.documentFileId).not.toBeNull();

    const copy = await call('POST', '/api/v3/prestart-talk', crew.supervisor.token, body);
    expect(copy.statusCode, copy.body).toBe(201);
    expect(ZPrestartTalkSchema.parse(copy.json())).toEqual(talk);
    const rows = await talkRows(t, talk.id);
    expect(rows.talks).toHaveLength(1);
    expect(rows.versions.map((version) => [version.version, version.fileId])).toEqual([[1, talk.documentFileId]]);
    expect(rows.talks[0]).toMatchObject({ presenterName: 'Sam Supervisor', presentedBy: crew.supervisor.id });
  });

  it('is held now without a tapped time; an account holder records on any job; a phone sending only a command id is applied once', async () => {
    const crew = await talkCrew(t);
    const before = Date.now();
    const body = talkBody(crew.job.id, { id: undefined, commandId: randomUUID(), hazards: undefined, notes: '  ' });
    const talk = await recordTalk(t, crew.owner.token, body);
    expect(Date.parse(talk.heldAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(talk).toMatchObject({ hazards: null, notes: null, presentedBy: { name: 'Olive Owner' } });
    expect(await recordTalk(t, crew.owner.token, body)).toEqual(talk);
    const listed = ZPrestartTalksPageSchema.parse((await call('GET', `/api/v3/prestart-talk?jobId=${crew.job.id}`, crew.owner.token)).json());
    expect(listed.items.map((item) => item.id)).toEqual([talk.id]);
  });

  it('refuses bad input with field errors and writes nothing', async () => {
    const crew = await talkCrew(t);
    const post = (body: object) => call('POST', '/api/v3/prestart-talk', crew.supervisor.token, body);
    expectFieldErrors(await post({ topics: ['Working at heights'] }), { jobId: PRESTART_TALK_MESSAGES.jobId });
    expectFieldErrors(await post(talkBody(crew.job.id, { topics: [] })), { topics: PRESTART_TALK_MESSAGES.topics });
    expectFieldErrors(await post(talkBody(crew.job.id, { topics: ['  '] })), { 'topics.0': PRESTART_TALK_MESSAGES.topic });
    const tooMany = Array.from({ length: PRESTART_TALK_LIMITS.topics + 1 }, (_, index) => `Topic ${index}`);
    expectFieldErrors(await post(talkBody(crew.job.id, { topics: tooMany })), { topics: PRESTART_TALK_MESSAGES.tooManyTopics });
    const ahead = talkBody(crew.job.id, { at: new Date(Date.now() + 60 * 60_000).toISOString() });
    expectFieldErrors(await post(ahead), { at: true });
    expect((await talkRows(t, ahead.id as string)).talks).toHaveLength(0);
  });

  it('answers 404 for another company’s job and one the supervisor is not on, 403 for a worker and with the feature off, 401 signed out', async () => {
    const crew = await talkCrew(t);
    const elsewhere = await talkCrew(t);
    const tries = [
      { token: crew.supervisor.token, body: talkBody(elsewhere.job.id), status: 404 },
      { token: crew.other.token, body: talkBody(crew.job.id), status: 404 },
      { token: crew.worker.token, body: talkBody(crew.job.id), status: 403 },
      { token: null, body: talkBody(crew.job.id), status: 401 },
    ];
    for (const { token, body, status } of tries) {
      expectError(await call('POST', '/api/v3/prestart-talk', token, body), status);
      expect((await talkRows(t, body.id as string)).talks).toHaveLength(0);
    }
    const off = await talkCrew(t, { enabledFeatures: [] });
    const refused = expectError(await call('POST', '/api/v3/prestart-talk', off.supervisor.token, talkBody(off.job.id)), 403);
    expect(refused.message).toMatch(/Pre-Start Talk is not switched on/);
  });
});

describe('the list and today', () => {
  it('lists newest first in pages, by job and by the company’s day; staff see only their jobs’ talks', async () => {
    const crew = await talkCrew(t);
    const otherJob = await buildJob(t.db, crew.company.id, { title: 'Membrane, level 2', status: 'IN_PROGRESS' });
    await buildAssignment(t.db, otherJob, crew.other.id, { status: 'accepted' });
    const older = await recordTalk(t, crew.supervisor.token, talkBody(crew.job.id, { at: minutesAgo(2 * 24 * 60) }));
    const middle = await recordTalk(t, crew.other.token, talkBody(otherJob.id, { at: minutesAgo(24 * 60), topics: ['Electrical safety'] }));
    const newest = await recordTalk(t, crew.supervisor.token, talkBody(crew.job.id, { at: minutesAgo(5) }));

    const first = ZPrestartTalksPageSchema.parse((await call('GET', '/api/v3/prestart-talk?limit=2', crew.owner.token)).json());
    expect(first.items.map((item) => item.id)).toEqual([newest.id, middle.id]);
    expect(first.items[1]).toMatchObject({
      job: { id: otherJob.id, title: 'Membrane, level 2' },
      topics: ['Electrical safety'],
      presenterName: 'Oscar Other',
      attendeeCount: 0,
    });
    const second = ZPrestartTalksPageSchema.parse((await call('GET', `/api/v3/prestart-talk?limit=2&after=${first.nextCursor}`, crew.owner.token)).json());
    expect(second).toEqual({ items: [expect.objectContaining({ id: older.id })], nextCursor: null });

    const ofJob = ZPrestartTalksPageSchema.parse((await call('GET', `/api/v3/prestart-talk?jobId=${crew.job.id}`, crew.owner.token)).json());
    expect(ofJob.items.map((item) => item.id)).toEqual([newest.id, older.id]);
    const day = dayIn(new Date(middle.heldAt), BRISBANE);
    const onDay = ZPrestartTalksPageSchema.parse((await call('GET', `/api/v3/prestart-talk?on=${day}`, crew.owner.token)).json());
    expect(onDay.items.map((item) => item.id)).toEqual([middle.id]);

    const his = ZPrestartTalksPageSchema.parse((await call('GET', '/api/v3/prestart-talk', crew.supervisor.token)).json());
    expect(his.items.map((item) => item.id)).toEqual([newest.id, older.id]);
    const elsewhere = await talkCrew(t);
    const none = ZPrestartTalksPageSchema.parse((await call('GET', '/api/v3/prestart-talk', elsewhere.owner.token)).json());
    expect(none.items).toEqual([]);
  });

  it('refuses a bad day and a bad page link with field errors', async () => {
    const crew = await talkCrew(t);
    expectFieldErrors(await call('GET', '/api/v3/prestart-talk?on=2026-02-30', crew.owner.token), { on: PRESTART_TALK_MESSAGES.date });
    expectFieldErrors(await call('GET', '/api/v3/prestart-talk?after=bm9wZQ', crew.owner.token), { after: true });
  });

  it('shows today’s jobs with their talk done or missing, on the company’s clock', async () => {
    const crew = await talkCrew(t);
    const now = Date.now();
    const pendingToday = await buildJob(t.db, crew.company.id, {
      title: 'Apply membrane',
      status: 'PENDING',
      scheduledStart: new Date(now - 60_000),
      scheduledEnd: new Date(now + 60 * 60_000),
    });
    const nextWeek = new Date(Date.now() + 7 * 24 * 60 * 60_000);
    await buildJob(t.db, crew.company.id, { title: 'Glass balustrade', status: 'PENDING', scheduledStart: nextWeek, scheduledEnd: nextWeek });
    await buildJob(t.db, crew.company.id, { title: 'Finished demolition', status: 'COMPLETED', scheduledStart: new Date(now - 60_000) });
    await buildAssignment(t.db, pendingToday, crew.other.id, { status: 'accepted' });

    const talk = await recordTalk(t, crew.supervisor.token, talkBody(crew.job.id));
    const signed = await signOn(t, crew.supervisor.token, talk.id, { fileId: await talkSignature(t, crew.supervisor.token), signerName: 'Vic Visitor' });
    expect(signed.statusCode, signed.body).toBe(200);

    const today = ZPrestartTalksTodaySchema.parse((await call('GET', '/api/v3/prestart-talk/today', crew.owner.token)).json());
    expect(today.date).toBe(dayIn(new Date(), BRISBANE));
    expect(today.jobs).toEqual([
      { jobId: pendingToday.id, title: 'Apply membrane', worksiteName: expect.any(String), talk: null },
      { jobId: crew.job.id, title: 'Strip balcony tiles', worksiteName: 'Wynnum units', talk: { id: talk.id, heldAt: talk.heldAt, attendeeCount: 1 } },
    ]);
    const his = ZPrestartTalksTodaySchema.parse((await call('GET', '/api/v3/prestart-talk/today', crew.other.token)).json());
    expect(his.jobs.map((job) => [job.jobId, job.talk])).toEqual([[pendingToday.id, null]]);
  });

  it('counts yesterday’s talk as no talk today', async () => {
    const crew = await talkCrew(t);
    const yesterday = addDays(dayIn(new Date(), BRISBANE), -1);
    // 11 pm yesterday in Brisbane (UTC+10 all year): 13:00 UTC.
    await recordTalk(t, crew.supervisor.token, talkBody(crew.job.id, { at: `${yesterday}T23:00:00+10:00` }));
    const today = ZPrestartTalksTodaySchema.parse((await call('GET', '/api/v3/prestart-talk/today', crew.supervisor.token)).json());
    expect(today.jobs).toEqual([expect.objectContaining({ jobId: crew.job.id, talk: null })]);
  });
});

describe('signing on in person', () => {
  async function heldTalk(crew: TalkCrew) {
    return recordTalk(t, crew.supervisor.token, talkBody(crew.job.id, { topics: ['Working at heights', 'Hazardous substances and dust'] }));
  }

  it('signs on a named visitor and a company person by their id, in the order signed, and answers the whole talk', async () => {
    const crew = await talkCrew(t);
    const talk = await heldTalk(crew);
    const visitor = await signOn(t, crew.supervisor.token, talk.id, {
      fileId: await talkSignature(t, crew.supervisor.token),
      signerName: '  Vic Visitor  ',
      at: minutesAgo(3),
    });
    expect(visitor.statusCode, visitor.body).toBe(200);
    // Typed as the phone shows the person picked; stored as the company knows them.
    const worker = await signOn(t, crew.supervisor.token, talk.id, {
      fileId: await talkSignature(t, crew.supervisor.token),
      signerName: 'Willy',
      userId: crew.worker.id,
    });
    expect(worker.statusCode, worker.body).toBe(200);
    const answered = ZPrestartTalkSchema.parse(worker.json());
    expect(answered.attendees.map((attendee) => [attendee.signerName, attendee.userId])).toEqual([
      ['Vic Visitor', null],
      ['Will Worker', crew.worker.id],
    ]);
    expect(answered.documentFileId).not.toBe(talk.documentFileId);
    const rows = await talkRows(t, talk.id);
    expect(rows.signOns.map((row) => [row.signerName, row.signerEmail])).toEqual(
      expect.arrayContaining([
        ['Vic Visitor', null],
        ['Will Worker', crew.worker.email.toLowerCase()],
      ]),
    );
    const read = ZPrestartTalkSchema.parse((await call('GET', `/api/v3/prestart-talk/${talk.id}`, crew.owner.token)).json());
    expect(read).toEqual(answered);
  });

  it('takes a company person once (409), and a copy of one sign-on once', async () => {
    const crew = await talkCrew(t);
    const talk = await heldTalk(crew);
    const first = { fileId: await talkSignature(t, crew.supervisor.token), signerName: 'Will Worker', userId: crew.worker.id, commandId: randomUUID() };
    expect((await signOn(t, crew.supervisor.token, talk.id, first)).statusCode).toBe(200);
    const copy = await signOn(t, crew.supervisor.token, talk.id, first);
    expect(copy.statusCode, copy.body).toBe(200);
    const again = await signOn(t, crew.supervisor.token, talk.id, { ...first, commandId: randomUUID(), fileId: await talkSignature(t, crew.supervisor.token) });
    expect(expectError(again, 409).message).toBe(PRESTART_TALK_MESSAGES.signedAlready);
    // The same command id for another talk is another action: refused, not answered with this one's.
    const other = await heldTalk(crew);
    expectError(await signOn(t, crew.supervisor.token, other.id, first), 409);
    expect((await talkRows(t, talk.id)).signOns).toHaveLength(1);
  });

  it('refuses someone else’s signature file, a missing name, and a person not of the company, with field errors', async () => {
    const crew = await talkCrew(t);
    const elsewhere = await talkCrew(t);
    const talk = await heldTalk(crew);
    const ownersFile = await talkSignature(t, crew.owner.token);
    expectFieldErrors(await signOn(t, crew.supervisor.token, talk.id, { fileId: ownersFile, signerName: 'Vic Visitor' }), {
      fileId: PRESTART_TALK_MESSAGES.signature,
    });
    expectFieldErrors(await signOn(t, crew.supervisor.token, talk.id, { fileId: randomUUID(), signerName: 'Vic Visitor' }), {
      fileId: PRESTART_TALK_MESSAGES.signature,
    });
    const mine = await talkSignature(t, crew.supervisor.token);
    expectFieldErrors(await signOn(t, crew.supervisor.token, talk.id, { fileId: mine, signerName: '   ' }), { signerName: PRESTART_TALK_MESSAGES.signerName });
    expectFieldErrors(await signOn(t, crew.supervisor.token, talk.id, { fileId: mine, signerName: 'Someone', userId: elsewhere.worker.id }), {
      userId: PRESTART_TALK_MESSAGES.attendeeUser,
    });
    expectFieldErrors(await signOn(t, crew.supervisor.token, talk.id, { fileId: mine, signerName: 'Someone', userId: 'not-an-id' }), {
      userId: PRESTART_TALK_MESSAGES.attendeeUser,
    });
    expect((await talkRows(t, talk.id)).signOns).toHaveLength(0);
  });

  it('answers 404 for another company’s talk and a supervisor not on the job, 403 for a worker and with the feature off', async () => {
    const crew = await talkCrew(t);
    const elsewhere = await talkCrew(t);
    const talk = await heldTalk(crew);
    const theirs = await heldTalk(elsewhere);
    const body = async (token: string) => ({ fileId: await talkSignature(t, token), signerName: 'Vic Visitor' });
    expectError(await signOn(t, crew.supervisor.token, theirs.id, await body(crew.supervisor.token)), 404);
    expectError(await signOn(t, crew.other.token, talk.id, await body(crew.other.token)), 404);
    expectError(await signOn(t, crew.worker.token, talk.id, await body(crew.worker.token)), 403);
    expectError(await call('GET', `/api/v3/prestart-talk/${talk.id}`, crew.other.token), 404);
    expectError(await call('GET', `/api/v3/prestart-talk/${theirs.id}`, crew.owner.token), 404);
    expectError(await call('POST', `/api/v3/prestart-talk/${talk.id}/pdf`, crew.other.token), 404);
    const signature = await body(crew.supervisor.token);
    await setCompany(t.db, crew.company.id, { enabledFeatures: [] });
    expectError(await signOn(t, crew.supervisor.token, talk.id, signature), 403);
    expectError(await call('GET', `/api/v3/prestart-talk/${talk.id}`, crew.owner.token), 403);
    expect((await talkRows(t, talk.id)).signOns).toHaveLength(0);
  });

  it(`takes up to ${PRESTART_TALK_LIMITS.attendees} sign-ons`, async () => {
    const crew = await talkCrew(t);
    const talk = await heldTalk(crew);
    const fileId = await talkSignature(t, crew.supervisor.token);
    await withSystem(t.db, (tx) =>
      tx.insert(paperworkSignOns).values(
        Array.from({ length: PRESTART_TALK_LIMITS.attendees }, (_, index) => ({
          companyId: crew.company.id,
          kind: 'prestart_talk',
          recordId: talk.id,
          version: 1,
          signerName: `Crew ${index}`,
          fileId,
        })),
      ),
    );
    const refused = await signOn(t, crew.supervisor.token, talk.id, { fileId: await talkSignature(t, crew.supervisor.token), signerName: 'One Too Many' });
    expect(expectError(refused, 409).message).toBe(PRESTART_TALK_MESSAGES.tooManyAttendees);
    expect((await talkRows(t, talk.id)).signOns).toHaveLength(PRESTART_TALK_LIMITS.attendees);
  });
});

describe('the PDF', () => {
  it('prints the talk and its register with each signature, and its link downloads it', async () => {
    const crew = await talkCrew(t);
    const talk = await recordTalk(t, crew.supervisor.token, talkBody(crew.job.id, { topics: ['Plant and traffic movements'] }));
    const issued = await pdfText(t, talk.documentFileId as string);
    for (const expected of ['Pre-Start Talk', crew.company.name, 'Strip balcony tiles', '1042', 'Wynnum units', '12 Bay Tce, Wynnum QLD 4178']) {
      expect(issued).toContain(expected);
    }
    for (const expected of ['Plant and traffic movements', 'Gusty wind this morning', 'Skip bin swapped at 10.', 'Sam Supervisor', 'Nobody has signed on yet.'])
      expect(issued).toContain(expected);

    await signOn(t, crew.supervisor.token, talk.id, { fileId: await talkSignature(t, crew.supervisor.token), signerName: 'Vic Visitor' });
    await signOn(t, crew.supervisor.token, talk.id, { fileId: await talkSignature(t, crew.supervisor.token), signerName: 'x', userId: crew.worker.id });
    const pdf = ZPrestartTalkPdfSchema.parse((await call('POST', `/api/v3/prestart-talk/${talk.id}/pdf`, crew.supervisor.token)).json());
    const download = await t.app.inject({ method: 'GET', url: pdf.url });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(download.rawPayload)), { mergePages: true });
    const flat = text.replace(/\s+/g, ' ');
    const register = flat.slice(flat.indexOf('Attendance register'));
    expect(register).toContain('Vic Visitor');
    expect(register).toContain('Will Worker');
    expect(register.indexOf('Vic Visitor')).toBeLessThan(register.indexOf('Will Worker'));
    expect(download.rawPayload.toString('latin1')).toMatch(/\/Subtype\s*\/Image/);
  });

  it('is made again when the stored one misses a sign-on, and its files are read by the people on the job', async () => {
    const crew = await talkCrew(t);
    const talk = await recordTalk(t, crew.supervisor.token, talkBody(crew.job.id));
    const fileId = await talkSignature(t, crew.supervisor.token);
    // A sign-on whose PDF render failed: in the register, not in the stored document.
    await withSystem(t.db, (tx) =>
      tx
        .insert(paperworkSignOns)
        .values({ companyId: crew.company.id, kind: 'prestart_talk', recordId: talk.id, version: 1, signerName: 'Late Larry', fileId }),
    );
    const pdf = ZPrestartTalkPdfSchema.parse((await call('POST', `/api/v3/prestart-talk/${talk.id}/pdf`, crew.owner.token)).json());
    const [version] = (await talkRows(t, talk.id)).versions;
    expect(version?.fileId).not.toBe(talk.documentFileId);
    expect(pdf.url).toContain(version?.fileId);
    expect(await pdfText(t, version?.fileId as string)).toContain('Late Larry');
    // Asked again, the stored one is current: the same file.
    const again = ZPrestartTalkPdfSchema.parse((await call('POST', `/api/v3/prestart-talk/${talk.id}/pdf`, crew.owner.token)).json());
    expect(again.url).toContain(version?.fileId);

    // A second supervisor put on the job reads the PDF and the signature; a worker on it does not (no talks for the role).
    await buildAssignment(t.db, crew.job, crew.other.id, { status: 'accepted' });
    for (const id of [version?.fileId as string, fileId]) {
      expect((await t.app.inject({ method: 'GET', url: `/api/v3/files/${id}`, headers: bearer(crew.other.token) })).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: `/api/v3/files/${id}`, headers: bearer(crew.worker.token) })).statusCode).toBe(404);
    }
  });
});
