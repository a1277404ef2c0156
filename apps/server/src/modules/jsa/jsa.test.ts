import { randomUUID } from 'node:crypto';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JSA_MESSAGES, SWMS_MESSAGES, ZJsaPageSchema, ZJsaPdfSchema, ZJsaSchema, type TJsaHazardInput, type TNewJsaInput } from '@hivis/contracts';
import { api } from '../../../test/api.js';
import { expectError, expectFieldErrors } from '../../../test/assertions.js';
import { bearer, setCompany } from '../../../test/factories.js';
import {
  CHIPS,
  CUT_STEP,
  DUST,
  LIFT_STEP,
  buildSwmsOf,
  changedBody,
  createJsaAs,
  jsaBody,
  jsaCrew,
  jsaRows,
  jsaSignature,
  saveJsaAs,
  signJsaAs,
  signOnInPersonAs,
} from '../../../test/jsa.js';
import { pdfText } from '../../../test/paperwork.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { buildAssignment, buildJob } from '../../../test/work-factories.js';

/*
 * JSA reports through the API: written once from the phone (and a copy answered the same), listed,
 * changed into new versions on the version read, signed by the crew signed in and in person, and
 * the PDF with its register; who reaches what.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: process.env.DEBUG_LOG ?? 'silent' });
});
afterAll(async () => {
  await t?.close();
});

const call = api(() => t);
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const page = async (token: string, query = '') => ZJsaPageSchema.parse((await call('GET', `/api/v3/jsa${query}`, token)).json());

describe('writing a JSA', () => {
  it('writes the JSA with version 1 and its PDF; a copy with the same id answers the same and writes nothing more', async () => {
    const crew = await jsaCrew(t);
    const body = jsaBody(crew.job.id, { at: minutesAgo(20) });
    const jsa = await createJsaAs(t, crew.supervisor.token, body);
    expect(jsa).toMatchObject({
      id: body.id,
      documentTitle: 'Job Safety Analysis',
      job: { id: crew.job.id, title: 'Strip balcony tiles', jobNumber: '1042', worksiteName: 'Wynnum units' },
      version: 1,
      content: { task: 'Cut and lift balcony tiles, unit 3', ppe: ['Safety glasses', 'Hearing protection'], notes: 'Wet the slab first.' },
      source: { kind: 'blank' },
      preparedBy: { id: crew.supervisor.id, name: 'Sam Supervisor' },
      updatedBy: { id: crew.supervisor.id, name: 'Sam Supervisor' },
      createdAt: new Date(body.at as string).toISOString(),
      signOns: [],
    });
    expect(jsa.content.steps.map((step) => step.hazards.map((hazard) => hazard.hazard))).toEqual([['Silica dust', 'Flying chips'], ['Manual handling']]);
    expect(jsa.content.steps[0]?.hazards[0]?.residualReason).toBeNull();
    expect(jsa.documentFileId).not.toBeNull();

    const copy = await call('POST', '/api/v3/jsa', crew.supervisor.token, body);
    expect(copy.statusCode, copy.body).toBe(201);
    expect(ZJsaSchema.parse(copy.json())).toEqual(jsa);
    const rows = await jsaRows(t, jsa.id);
    expect(rows.jsas).toHaveLength(1);
    expect(rows.jsas[0]).toMatchObject({ version: 1, stepCount: 2, highestResidual: 'medium', preparedByName: 'Sam Supervisor' });
    expect(rows.versions.map((version) => [version.version, version.fileId])).toEqual([[1, jsa.documentFileId]]);
    expect(rows.versions[0]?.header).toMatchObject({ documentTitle: 'Job Safety Analysis', job: { title: 'Strip balcony tiles', jobNumber: '1042' } });
  });

  it('is written by a worker on the job and by the account holder on any job; a phone sending only a command id is applied once', async () => {
    const crew = await jsaCrew(t);
    const byWorker = await createJsaAs(t, crew.worker.token, jsaBody(crew.job.id));
    expect(byWorker.preparedBy).toEqual({ id: crew.worker.id, name: 'Will Worker' });
    const otherJob = await buildJob(t.db, crew.company.id, { title: 'Membrane, level 2', status: 'PENDING' });
    const body = jsaBody(otherJob.id, { id: undefined, commandId: randomUUID(), notes: '  ', ppe: undefined });
    const byOwner = await createJsaAs(t, crew.owner.token, body);
    expect(byOwner.content).toMatchObject({ notes: null, ppe: [] });
    expect(await createJsaAs(t, crew.owner.token, body)).toEqual(byOwner);
    expect((await page(crew.owner.token, `?jobId=${otherJob.id}`)).items.map((item) => item.id)).toEqual([byOwner.id]);
  });

  it('refuses bad input with field errors on the hazard, and writes nothing', async () => {
    const crew = await jsaCrew(t);
    const post = (body: object) => call('POST', '/api/v3/jsa', crew.supervisor.token, body);
    const higherAfter = jsaBody(crew.job.id, { steps: [{ ...CUT_STEP, hazards: [{ ...DUST, after: { likelihood: 5, consequence: 5 } }] }] });
    expectFieldErrors(await post(higherAfter), { 'steps.0.hazards.0.after': SWMS_MESSAGES.afterAboveBefore });
    const peopleOnly: TJsaHazardInput = {
      ...CHIPS,
      controls: [{ level: 'ppe', text: 'Safety glasses' }],
      after: { likelihood: 3, consequence: 4 },
    };
    const noReason = jsaBody(crew.job.id, { steps: [LIFT_STEP, { ...CUT_STEP, hazards: [DUST, peopleOnly] }] });
    expectFieldErrors(await post(noReason), { 'steps.1.hazards.1.residualReason': SWMS_MESSAGES.residualReason });
    expectFieldErrors(await post(jsaBody(crew.job.id, { task: ' ', steps: [] })), { task: JSA_MESSAGES.task, steps: JSA_MESSAGES.steps });
    expectFieldErrors(await post(jsaBody(crew.job.id, { steps: [{ description: 'Set up', hazards: [] }] })), { 'steps.0.hazards': JSA_MESSAGES.hazards });
    expectFieldErrors(await post({ ...jsaBody(crew.job.id), jobId: undefined }), { jobId: JSA_MESSAGES.jobId });
    const ahead = jsaBody(crew.job.id, { at: new Date(Date.now() + 60 * 60_000).toISOString() });
    expectFieldErrors(await post(ahead), { at: true });
    for (const body of [higherAfter, noReason, ahead]) expect((await jsaRows(t, body.id as string)).jsas).toHaveLength(0);

    // With the reason given, the same hazard is taken.
    const reasoned = jsaBody(crew.job.id, { steps: [{ ...CUT_STEP, hazards: [{ ...peopleOnly, residualReason: 'The edge cannot be screened.' }] }] });
    const jsa = await createJsaAs(t, crew.supervisor.token, reasoned);
    expect(jsa.content.steps[0]?.hazards[0]?.residualReason).toBe('The edge cannot be screened.');
    expect((await jsaRows(t, jsa.id)).jsas[0]?.highestResidual).toBe('high');
  });

  it('answers 404 for another company’s job and one the supervisor is not on, 403 with the feature off, 401 signed out', async () => {
    const crew = await jsaCrew(t);
    const elsewhere = await jsaCrew(t);
    const tries = [
      { token: crew.supervisor.token, body: jsaBody(elsewhere.job.id), status: 404 },
      { token: crew.other.token, body: jsaBody(crew.job.id), status: 404 },
      { token: null, body: jsaBody(crew.job.id), status: 401 },
    ];
    for (const { token, body, status } of tries) {
      expectError(await call('POST', '/api/v3/jsa', token, body), status);
      expect((await jsaRows(t, body.id as string)).jsas).toHaveLength(0);
    }
    const off = await jsaCrew(t, { enabledFeatures: [] });
    for (const person of [off.owner, off.supervisor, off.worker]) {
      const refused = expectError(await call('POST', '/api/v3/jsa', person.token, jsaBody(off.job.id)), 403);
      expect(refused.message).toMatch(/JSA Report is not switched on/);
    }
  });

  it('starts from a JSA or a SWMS the person reaches, and refuses any other on `source`', async () => {
    const crew = await jsaCrew(t);
    const elsewhere = await jsaCrew(t);
    const otherJob = await buildJob(t.db, crew.company.id, { title: 'Membrane, level 2', status: 'IN_PROGRESS' });
    const earlier = await createJsaAs(t, crew.supervisor.token, jsaBody(crew.job.id));
    const onOtherJob = await createJsaAs(t, crew.owner.token, jsaBody(otherJob.id));
    const theirs = await createJsaAs(t, elsewhere.supervisor.token, jsaBody(elsewhere.job.id));
    const swmsId = await buildSwmsOf(t, crew.job);
    const otherJobSwms = await buildSwmsOf(t, otherJob);
    const deletedSwms = await buildSwmsOf(t, crew.job, new Date());
    const theirSwms = await buildSwmsOf(t, elsewhere.job);
    const activity = (id: string) => ({ kind: 'swms_activity' as const, swmsId: id, activityName: 'Remove old tiles and screeds' });

    const copied = await createJsaAs(t, crew.worker.token, jsaBody(crew.job.id, { source: { kind: 'jsa', jsaId: earlier.id } }));
    expect(copied.source).toEqual({ kind: 'jsa', jsaId: earlier.id });
    const fromSwms = await createJsaAs(t, crew.supervisor.token, jsaBody(crew.job.id, { source: activity(swmsId) }));
    expect(fromSwms.source).toEqual(activity(swmsId));
    // The account holder reaches every job's SWMS.
    await createJsaAs(t, crew.owner.token, jsaBody(crew.job.id, { source: activity(otherJobSwms) }));

    const refusedSources: TNewJsaInput['source'][] = [
      { kind: 'jsa', jsaId: onOtherJob.id },
      { kind: 'jsa', jsaId: theirs.id },
      { kind: 'jsa', jsaId: randomUUID() },
      activity(otherJobSwms),
      activity(deletedSwms),
      activity(theirSwms),
      activity(randomUUID()),
    ];
    for (const source of refusedSources) {
      const body = jsaBody(crew.job.id, { source });
      expectFieldErrors(await call('POST', '/api/v3/jsa', crew.supervisor.token, body), { source: JSA_MESSAGES.source });
      expect((await jsaRows(t, body.id as string)).jsas).toHaveLength(0);
    }
  });
});

describe('the list', () => {
  it('lists the latest change first in pages, by job; staff see only their jobs’ JSAs; signedCount counts the current version', async () => {
    const crew = await jsaCrew(t);
    const otherJob = await buildJob(t.db, crew.company.id, { title: 'Membrane, level 2', status: 'IN_PROGRESS' });
    await buildAssignment(t.db, otherJob, crew.other.id, { status: 'accepted' });
    const older = await createJsaAs(t, crew.supervisor.token, jsaBody(crew.job.id, { at: minutesAgo(60), task: 'Set up dust extraction' }));
    const middle = await createJsaAs(t, crew.other.token, jsaBody(otherJob.id, { at: minutesAgo(30), steps: [LIFT_STEP] }));
    const newest = await createJsaAs(t, crew.supervisor.token, jsaBody(crew.job.id, { at: minutesAgo(10) }));
    const signed = await signJsaAs(t, crew.worker.token, newest.id, { fileId: await jsaSignature(t, crew.worker.token) });
    expect(signed.statusCode, signed.body).toBe(200);

    const first = await page(crew.owner.token, '?limit=2');
    expect(first.items.map((item) => item.id)).toEqual([newest.id, middle.id]);
    expect(first.items[0]).toEqual({
      id: newest.id,
      task: 'Cut and lift balcony tiles, unit 3',
      job: { id: crew.job.id, title: 'Strip balcony tiles', worksiteName: 'Wynnum units' },
      version: 1,
      updatedAt: newest.updatedAt,
      preparedByName: 'Sam Supervisor',
      stepCount: 2,
      highestResidual: 'medium',
      signedCount: 1,
    });
    expect(first.items[1]).toMatchObject({ stepCount: 1, highestResidual: 'low', preparedByName: 'Oscar Other', signedCount: 0 });
    const second = await page(crew.owner.token, `?limit=2&after=${first.nextCursor}`);
    expect(second).toEqual({ items: [expect.objectContaining({ id: older.id, task: 'Set up dust extraction' })], nextCursor: null });

    expect((await page(crew.owner.token, `?jobId=${crew.job.id}`)).items.map((item) => item.id)).toEqual([newest.id, older.id]);
    expect((await page(crew.worker.token)).items.map((item) => item.id)).toEqual([newest.id, older.id]);
    expect((await page(crew.other.token)).items.map((item) => item.id)).toEqual([middle.id]);
    // A change moves the JSA to the top, and its sign-ons of the earlier version no longer count.
    const changed = await saveJsaAs(t, crew.owner.token, older.id, changedBody(older, { notes: 'Extraction unit on the balcony, not inside.' }));
    expect((await page(crew.owner.token)).items.map((item) => [item.id, item.version])).toEqual([
      [older.id, 2],
      [newest.id, 1],
      [middle.id, 1],
    ]);
    const resigned = await saveJsaAs(t, crew.owner.token, newest.id, changedBody(newest));
    expect((await page(crew.owner.token)).items[0]).toMatchObject({ id: resigned.id, version: 2, signedCount: 0 });
    expect(changed.updatedBy).toEqual({ id: crew.owner.id, name: 'Olive Owner' });

    const elsewhere = await jsaCrew(t);
    expect((await page(elsewhere.owner.token)).items).toEqual([]);
    expectFieldErrors(await call('GET', '/api/v3/jsa?after=bm9wZQ', crew.owner.token), { after: true });
    expectFieldErrors(await call('GET', '/api/v3/jsa?jobId=nope', crew.owner.token), { jobId: JSA_MESSAGES.jobId });
  });
});

describe('changing a JSA', () => {
  it('issues the next version on the version read; who signed the earlier one is asked to sign again', async () => {
    const crew = await jsaCrew(t);
    const jsa = await createJsaAs(t, crew.supervisor.token, jsaBody(crew.job.id));
    const signed = await signJsaAs(t, crew.worker.token, jsa.id, { fileId: await jsaSignature(t, crew.worker.token), version: 1 });
    expect(ZJsaSchema.parse(signed.json()).signOns).toEqual([expect.objectContaining({ signerName: 'Will Worker', version: 1, current: true })]);

    const steps = [{ ...LIFT_STEP, description: 'Lift the tiles with a chisel' }, CUT_STEP];
    const v2 = await saveJsaAs(t, crew.worker.token, jsa.id, changedBody(jsa, { steps, ppe: ['Safety glasses'] }));
    expect(v2).toMatchObject({
      version: 2,
      preparedBy: { id: crew.supervisor.id, name: 'Sam Supervisor' },
      updatedBy: { id: crew.worker.id, name: 'Will Worker' },
      content: { ppe: ['Safety glasses'] },
      signOns: [{ signerName: 'Will Worker', userId: crew.worker.id, version: 1, current: false }],
      createdAt: jsa.createdAt,
    });
    expect(v2.content.steps.map((step) => step.description)).toEqual(['Lift the tiles with a chisel', CUT_STEP.description]);
    expect(v2.documentFileId).not.toBe(jsa.documentFileId);
    expect(Date.parse(v2.updatedAt)).toBeGreaterThan(Date.parse(jsa.updatedAt));

    const rows = await jsaRows(t, jsa.id);
    expect(rows.versions.map((version) => version.version)).toEqual([1, 2]);
    // Version 1 is as it was signed.
    expect((rows.versions[0]?.content as { steps: { description: string }[] }).steps[0]?.description).toBe(CUT_STEP.description);
    expect(rows.versions[1]?.content).toMatchObject({ preparedBy: { name: 'Sam Supervisor' }, savedBy: { name: 'Will Worker' } });

    // He signs again, on version 2; then both sign-ons show, only the new one current.
    const again = await signJsaAs(t, crew.worker.token, jsa.id, { fileId: await jsaSignature(t, crew.worker.token), version: 2 });
    expect(again.statusCode, again.body).toBe(200);
    expect(ZJsaSchema.parse(again.json()).signOns.map((signOn) => [signOn.version, signOn.current])).toEqual([
      [1, false],
      [2, true],
    ]);
  });

  it('refuses a change based on a version no longer current (409) and changes nothing', async () => {
    const crew = await jsaCrew(t);
    const jsa = await createJsaAs(t, crew.supervisor.token, jsaBody(crew.job.id));
    const v2 = await saveJsaAs(t, crew.owner.token, jsa.id, changedBody(jsa, { notes: 'First change' }));
    const before = await jsaRows(t, jsa.id);
    const stale = await call('PUT', `/api/v3/jsa/${jsa.id}`, crew.supervisor.token, changedBody(jsa, { notes: 'Second change' }));
    expect(expectError(stale, 409).message).toBe(JSA_MESSAGES.changedMeanwhile);
    const ahead = await call('PUT', `/api/v3/jsa/${jsa.id}`, crew.supervisor.token, changedBody(v2, { basedOn: 3 }));
    expect(expectError(ahead, 409).message).toBe(JSA_MESSAGES.changedMeanwhile);
    expect(await jsaRows(t, jsa.id)).toEqual(before);
    expect(ZJsaSchema.parse((await call('GET', `/api/v3/jsa/${jsa.id}`, crew.owner.token)).json())).toEqual(v2);
  });

  it('saves one of two changes sent at once on the same version and refuses the other', async () => {
    const crew = await jsaCrew(t);
    const jsa = await createJsaAs(t, crew.supervisor.token, jsaBody(crew.job.id));
    const answers = await Promise.all([
      call('PUT', `/api/v3/jsa/${jsa.id}`, crew.supervisor.token, changedBody(jsa, { notes: 'From the supervisor' })),
      call('PUT', `/api/v3/jsa/${jsa.id}`, crew.worker.token, changedBody(jsa, { notes: 'From the worker' })),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const rows = await jsaRows(t, jsa.id);
    expect(rows.versions.map((version) => version.version)).toEqual([1, 2]);
    expect(rows.jsas[0]?.version).toBe(2);
  });

  it('refuses bad input, another company’s JSA, one off the person’s jobs, and the feature off', async () => {
    const crew = await jsaCrew(t);
    const elsewhere = await jsaCrew(t);
    const jsa = await createJsaAs(t, crew.supervisor.token, jsaBody(crew.job.id));
    const theirs = await createJsaAs(t, elsewhere.supervisor.token, jsaBody(elsewhere.job.id));
    const put = (token: string | null, id: string, body: object) => call('PUT', `/api/v3/jsa/${id}`, token, body);
    expectFieldErrors(await put(crew.supervisor.token, jsa.id, { ...changedBody(jsa), basedOn: undefined }), { basedOn: JSA_MESSAGES.basedOn });
    expectFieldErrors(
      await put(
        crew.supervisor.token,
        jsa.id,
        changedBody(jsa, { steps: [{ ...CUT_STEP, hazards: [{ ...DUST, after: { likelihood: 5, consequence: 4 } }] }] }),
      ),
      {
        'steps.0.hazards.0.after': SWMS_MESSAGES.afterAboveBefore,
      },
    );
    expectError(await put(crew.supervisor.token, theirs.id, changedBody(theirs)), 404);
    expectError(await put(crew.other.token, jsa.id, changedBody(jsa)), 404);
    expectError(await put(null, jsa.id, changedBody(jsa)), 401);
    expectError(await put(crew.supervisor.token, randomUUID(), changedBody(jsa)), 404);
    await setCompany(t.db, crew.company.id, { enabledFeatures: [] });
    expectError(await put(crew.supervisor.token, jsa.id, changedBody(jsa)), 403);
    expect((await jsaRows(t, jsa.id)).versions).toHaveLength(1);
  });
});

describe('signing on', () => {
  it('signs a worker on the job on their own phone, once a version; a copy of the command answers the same', async () => {
    const crew = await jsaCrew(t);
    const jsa = await createJsaAs(t, crew.supervisor.token, jsaBody(crew.job.id));
    const body = { fileId: await jsaSignature(t, crew.worker.token), commandId: randomUUID(), at: minutesAgo(2), version: 1 };
    const signed = await signJsaAs(t, crew.worker.token, jsa.id, body);
    expect(signed.statusCode, signed.body).toBe(200);
    const answered = ZJsaSchema.parse(signed.json());
    expect(answered.signOns).toEqual([
      { id: expect.any(String), signerName: 'Will Worker', userId: crew.worker.id, version: 1, signedAt: new Date(body.at).toISOString(), current: true },
    ]);
    expect(answered.documentFileId).not.toBe(jsa.documentFileId);
    const copy = await signJsaAs(t, crew.worker.token, jsa.id, body);
    expect(copy.statusCode, copy.body).toBe(200);
    const twice = await signJsaAs(t, crew.worker.token, jsa.id, { fileId: await jsaSignature(t, crew.worker.token) });
    expect(expectError(twice, 409).message).toBe(JSA_MESSAGES.signedAlready);
    expect((await jsaRows(t, jsa.id)).signOns).toHaveLength(1);
  });

  it('refuses a signature on a version older than the current one (409), and someone else’s signature file', async () => {
    const crew = await jsaCrew(t);
    const jsa = await createJsaAs(t, crew.supervisor.token, jsaBody(crew.job.id));
    await saveJsaAs(t, crew.supervisor.token, jsa.id, changedBody(jsa, { notes: 'Changed' }));
    const late = await signJsaAs(t, crew.worker.token, jsa.id, { fileId: await jsaSignature(t, crew.worker.token), version: 1 });
    expect(expectError(late, 409).message).toBe(JSA_MESSAGES.newerVersion);
    expectFieldErrors(await signJsaAs(t, crew.worker.token, jsa.id, { fileId: await jsaSignature(t, crew.supervisor.token) }), {
      fileId: JSA_MESSAGES.signature,
    });
    expect((await jsaRows(t, jsa.id)).signOns).toHaveLength(0);
  });

  it('signs on a visitor and a company person in person, in the order signed; a person twice is refused', async () => {
    const crew = await jsaCrew(t);
    const jsa = await createJsaAs(t, crew.supervisor.token, jsaBody(crew.job.id));
    const visitor = await signOnInPersonAs(t, crew.supervisor.token, jsa.id, {
      fileId: await jsaSignature(t, crew.supervisor.token),
      signerName: '  Vic Visitor  ',
      at: minutesAgo(3),
    });
    expect(visitor.statusCode, visitor.body).toBe(200);
    const first = { fileId: await jsaSignature(t, crew.supervisor.token), signerName: 'Willy', userId: crew.worker.id, commandId: randomUUID() };
    const worker = await signOnInPersonAs(t, crew.supervisor.token, jsa.id, first);
    expect(worker.statusCode, worker.body).toBe(200);
    const answered = ZJsaSchema.parse(worker.json());
    expect(answered.signOns.map((signOn) => [signOn.signerName, signOn.userId, signOn.version, signOn.current])).toEqual([
      ['Vic Visitor', null, 1, true],
      ['Will Worker', crew.worker.id, 1, true],
    ]);
    expect((await signOnInPersonAs(t, crew.supervisor.token, jsa.id, first)).statusCode).toBe(200);
    const twice = await signOnInPersonAs(t, crew.supervisor.token, jsa.id, {
      ...first,
      commandId: randomUUID(),
      fileId: await jsaSignature(t, crew.supervisor.token),
    });
    expect(expectError(twice, 409).message).toBe(JSA_MESSAGES.signedAlready);
    // He signed on the supervisor's phone already: not again on his own.
    expect(expectError(await signJsaAs(t, crew.worker.token, jsa.id, { fileId: await jsaSignature(t, crew.worker.token) }), 409).message).toBe(
      JSA_MESSAGES.signedAlready,
    );
    // The same command id for another JSA is another action: refused, not answered with this one's.
    const other = await createJsaAs(t, crew.supervisor.token, jsaBody(crew.job.id));
    expectError(await signOnInPersonAs(t, crew.supervisor.token, other.id, first), 409);
    // The copy produced the PDF again; the rest reads as answered.
    expect(ZJsaSchema.parse((await call('GET', `/api/v3/jsa/${jsa.id}`, crew.owner.token)).json())).toEqual({
      ...answered,
      documentFileId: expect.any(String),
    });
  });

  it('refuses an unknown person, a blank name and a stale version in person, with their words', async () => {
    const crew = await jsaCrew(t);
    const elsewhere = await jsaCrew(t);
    const jsa = await createJsaAs(t, crew.supervisor.token, jsaBody(crew.job.id));
    const mine = await jsaSignature(t, crew.supervisor.token);
    expectFieldErrors(await signOnInPersonAs(t, crew.supervisor.token, jsa.id, { fileId: mine, signerName: 'Someone', userId: elsewhere.worker.id }), {
      userId: JSA_MESSAGES.attendeeUser,
    });
    expectFieldErrors(await signOnInPersonAs(t, crew.supervisor.token, jsa.id, { fileId: mine, signerName: '   ' }), { signerName: JSA_MESSAGES.signerName });
    expectFieldErrors(await signOnInPersonAs(t, crew.supervisor.token, jsa.id, { fileId: randomUUID(), signerName: 'Vic Visitor' }), {
      fileId: JSA_MESSAGES.signature,
    });
    const stale = await signOnInPersonAs(t, crew.supervisor.token, jsa.id, { fileId: mine, signerName: 'Vic Visitor', version: 2 });
    expect(expectError(stale, 409).message).toBe(JSA_MESSAGES.newerVersion);
    expect((await jsaRows(t, jsa.id)).signOns).toHaveLength(0);
  });

  it('answers 404 for another company’s JSA and one off the person’s jobs, 403 with the feature off', async () => {
    const crew = await jsaCrew(t);
    const elsewhere = await jsaCrew(t);
    const jsa = await createJsaAs(t, crew.supervisor.token, jsaBody(crew.job.id));
    const theirs = await createJsaAs(t, elsewhere.supervisor.token, jsaBody(elsewhere.job.id));
    const body = async (token: string) => ({ fileId: await jsaSignature(t, token), signerName: 'Vic Visitor' });
    expectError(await signOnInPersonAs(t, crew.supervisor.token, theirs.id, await body(crew.supervisor.token)), 404);
    expectError(await signOnInPersonAs(t, crew.other.token, jsa.id, await body(crew.other.token)), 404);
    expectError(await signJsaAs(t, crew.other.token, jsa.id, await body(crew.other.token)), 404);
    expectError(await call('GET', `/api/v3/jsa/${jsa.id}`, crew.other.token), 404);
    expectError(await call('GET', `/api/v3/jsa/${theirs.id}`, crew.owner.token), 404);
    expectError(await call('POST', `/api/v3/jsa/${jsa.id}/pdf`, crew.other.token), 404);
    expectError(await call('GET', `/api/v3/jsa/${jsa.id}`, null), 401);
    const signature = await body(crew.worker.token);
    await setCompany(t.db, crew.company.id, { enabledFeatures: [] });
    expectError(await signJsaAs(t, crew.worker.token, jsa.id, signature), 403);
    expectError(await call('GET', `/api/v3/jsa/${jsa.id}`, crew.owner.token), 403);
    expectError(await call('GET', '/api/v3/jsa', crew.worker.token), 403);
    expect((await jsaRows(t, jsa.id)).signOns).toHaveLength(0);
  });
});

describe('the PDF', () => {
  it('prints the steps, ratings and controls, and the register marking who signed an earlier version; its link downloads it', async () => {
    const crew = await jsaCrew(t);
    const jsa = await createJsaAs(t, crew.supervisor.token, jsaBody(crew.job.id));
    const issued = await pdfText(t, jsa.documentFileId as string);
    for (const expected of [
      'Job Safety Analysis',
      crew.company.name,
      'Strip balcony tiles',
      '1042',
      'Wynnum units',
      '12 Bay Tce, Wynnum QLD 4178',
      'Cut and lift balcony tiles, unit 3',
      'Sam Supervisor',
      '1. Cut the grout lines with the grinder',
      'Silica dust',
      '16 Extreme',
      'Engineering: Cut with a shrouded grinder',
      'PPE: P2 respirator, fit-checked',
      'Isolate: Barricade 3 m around the cut',
      '6 Medium',
      '12 High',
      '4 Low',
      'Hearing protection',
      'Wet the slab first.',
      'Nobody has signed on yet.',
    ])
      expect(issued).toContain(expected);

    await signJsaAs(t, crew.worker.token, jsa.id, { fileId: await jsaSignature(t, crew.worker.token) });
    const v2 = await saveJsaAs(t, crew.supervisor.token, jsa.id, changedBody(jsa, { notes: 'Extraction on the balcony.' }));
    await signOnInPersonAs(t, crew.supervisor.token, jsa.id, { fileId: await jsaSignature(t, crew.supervisor.token), signerName: 'Vic Visitor' });
    const pdf = ZJsaPdfSchema.parse((await call('POST', `/api/v3/jsa/${jsa.id}/pdf`, crew.worker.token)).json());
    const download = await t.app.inject({ method: 'GET', url: pdf.url });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(download.rawPayload)), { mergePages: true });
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain('Version 2');
    expect(flat).toContain('Extraction on the balcony.');
    const register = flat.slice(flat.indexOf('Sign-on register'));
    expect(register.indexOf('Will Worker')).toBeLessThan(register.indexOf('Vic Visitor'));
    expect(register).toContain('Signed an earlier version: to sign again');
    expect(download.rawPayload.toString('latin1')).toMatch(/\/Subtype\s*\/Image/);
    expect(pdf.url).not.toContain(v2.documentFileId as string);
  });

  it('calls it a Task Analysis for a New Zealand company, on the screen and in the PDF', async () => {
    const crew = await jsaCrew(t, { country: 'NZ' });
    const jsa = await createJsaAs(t, crew.supervisor.token, jsaBody(crew.job.id));
    expect(jsa.documentTitle).toBe('Task Analysis');
    const text = await pdfText(t, jsa.documentFileId as string);
    expect(text).toContain('Task Analysis');
    expect(text).not.toContain('Job Safety Analysis');
    expect(text).toContain('Cut and lift balcony tiles, unit 3');
  });

  it('is read, with its signatures, by the people on the job; not by a supervisor off it', async () => {
    const crew = await jsaCrew(t);
    const jsa = await createJsaAs(t, crew.supervisor.token, jsaBody(crew.job.id));
    const fileId = await jsaSignature(t, crew.supervisor.token);
    const signed = ZJsaSchema.parse((await signOnInPersonAs(t, crew.supervisor.token, jsa.id, { fileId, signerName: 'Vic Visitor' })).json());
    const read = (token: string, id: string) => t.app.inject({ method: 'GET', url: `/api/v3/files/${id}`, headers: bearer(token) });
    for (const id of [signed.documentFileId as string, fileId]) {
      expect((await read(crew.worker.token, id)).statusCode).toBe(200);
      expect((await read(crew.other.token, id)).statusCode).toBe(404);
    }
    await buildAssignment(t.db, crew.job, crew.other.id, { status: 'accepted' });
    expect((await read(crew.other.token, fileId)).statusCode).toBe(200);
  });
});
