import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_ACTION_MESSAGES, ZAuditActionSchema, ZAuditActionsPageSchema, ZAuditTemplateDetailsSchema } from '@hivis/contracts';
import { api } from '../../../test/api.js';
import { expectError, expectFieldErrors } from '../../../test/assertions.js';
import { auditFile, auditsTeam, gateCheckTemplate, question } from '../../../test/audits.js';
import type { TestApp } from '../../../test/test-app.js';
import { createTestApp } from '../../../test/test-app.js';
import { buildUser } from '../../../test/factories.js';
import { buildAssignment, buildJob } from '../../../test/work-factories.js';

let t: TestApp;
let call: ReturnType<typeof api>;
beforeAll(async () => {
  t = await createTestApp();
  call = api(t);
});
afterAll(() => t?.close());

/** The worker's gate check on a job, failed: the gate question opens an action, urgent. */
async function failedGateCheck() {
  const team = await auditsTeam(t);
  const body = gateCheckTemplate();
  question(body, 0, 0).onFail = { requireNote: true, createAction: true };
  question(body, 0, 0).priority = 'high';
  const template = ZAuditTemplateDetailsSchema.parse((await call('POST', '/api/v3/audit', team.owner, body)).json());
  const job = await buildJob(t.db, team.company.id, { title: 'Fence repairs' });
  await buildAssignment(t.db, job, team.workerId);
  const submitted = await call('POST', '/api/v3/audit/response', team.worker, {
    id: randomUUID(),
    auditTemplateId: template.id,
    version: template.version,
    jobId: job.id,
    startedAt: new Date().toISOString(),
    answers: { 'gate-locked': 'no', signature: await auditFile(t, team.worker) },
    notes: { 'gate-locked': 'Padlock missing.' },
  });
  expect(submitted.statusCode, submitted.body).toBe(201);
  return { ...team, job, templateId: template.id, auditId: (submitted.json() as { id: string }).id };
}

const actionsOf = async (token: string, query = '') => ZAuditActionsPageSchema.parse((await call('GET', `/api/v3/audit/action${query}`, token)).json());

describe('actions from failed answers', () => {
  it('opens one for a failed answer that asks for it: on the job, for the person who did the audit, due by its priority', async () => {
    const { owner, worker, job, auditId } = await failedGateCheck();
    const { items, total } = await actionsOf(owner);
    expect(total).toBe(1);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Brisbane' }).format(new Date());
    const due = new Date(`${today}T00:00:00Z`);
    due.setUTCDate(due.getUTCDate() + 2);
    expect(items[0]).toMatchObject({
      auditResponseId: auditId,
      questionId: 'gate-locked',
      title: 'Was the gate locked overnight?',
      details: 'Padlock missing.',
      priority: 'high',
      job: { id: job.id, name: 'Fence repairs' },
      assignedTo: { name: 'Pat Tester' },
      dueOn: due.toISOString().slice(0, 10),
      status: 'open',
      done: null,
    });
    expect((await actionsOf(worker)).total).toBe(1);
    expect((await actionsOf(owner, `?jobId=${job.id}`)).total).toBe(1);
    expect((await actionsOf(owner, `?auditResponseId=${randomUUID()}`)).total).toBe(0);
  });

  it('is marked done once with a photo of the fix, dated when it was tapped', async () => {
    const { owner, worker, supervisor } = await failedGateCheck();
    const [action] = (await actionsOf(worker)).items;
    if (!action) throw new Error('no action');
    // Another member of staff neither sees it nor closes it.
    expect((await actionsOf(supervisor)).total).toBe(0);
    const photo = await auditFile(t, worker, 'audit_photo');
    expectError(await call('PUT', `/api/v3/audit/action/${action.id}/done`, supervisor, { fixPhotoFileId: photo }), 404);
    expectFieldErrors(await call('PUT', `/api/v3/audit/action/${action.id}/done`, worker, {}), { fixPhotoFileId: AUDIT_ACTION_MESSAGES.fixPhoto });
    const signature = await auditFile(t, worker);
    expectFieldErrors(await call('PUT', `/api/v3/audit/action/${action.id}/done`, worker, { fixPhotoFileId: signature }), {
      fixPhotoFileId: AUDIT_ACTION_MESSAGES.photoUnknown,
    });

    const tapped = new Date(Date.now() - 60 * 60 * 1000).toISOString();
    const body = { fixPhotoFileId: photo, note: 'New padlock fitted.', commandId: randomUUID(), at: tapped };
    const done = await call('PUT', `/api/v3/audit/action/${action.id}/done`, worker, body);
    expect(done.statusCode, done.body).toBe(200);
    expect(ZAuditActionSchema.parse(done.json())).toMatchObject({
      status: 'done',
      done: { by: { name: 'Pat Tester' }, on: tapped, note: 'New padlock fitted.', fixPhoto: { id: photo } },
    });
    // The phone sending it again gets the same answer; marking it done anew is refused.
    expect((await call('PUT', `/api/v3/audit/action/${action.id}/done`, worker, body)).statusCode).toBe(200);
    expectError(await call('PUT', `/api/v3/audit/action/${action.id}/done`, owner, { fixPhotoFileId: photo }), 409);
    expect((await actionsOf(owner)).total).toBe(0);
    expect((await actionsOf(owner, '?status=done')).total).toBe(1);
  });

  it('answers 404 for another company’s action and 400 for a bad filter', async () => {
    const { worker } = await failedGateCheck();
    const [action] = (await actionsOf(worker)).items;
    const other = await auditsTeam(t);
    const photo = await auditFile(t, other.owner, 'audit_photo');
    expectError(await call('PUT', `/api/v3/audit/action/${action?.id ?? ''}/done`, other.owner, { fixPhotoFileId: photo }), 404);
    expect((await actionsOf(other.owner)).total).toBe(0);
    expectFieldErrors(await call('GET', '/api/v3/audit/action?status=closed', other.owner), { status: true });
  });
});

describe('PUT /api/v3/audit/action/{id}: who and when', () => {
  const change = (token: string | null, id: string, body: unknown) => call('PUT', `/api/v3/audit/action/${id}`, token, body);

  it('gives an open action to someone else of the company with a new due day, or to nobody with none', async () => {
    const { owner, ownerId } = await failedGateCheck();
    const [action] = (await actionsOf(owner)).items;
    if (!action) throw new Error('no action');
    const changed = await change(owner, action.id, { assignedTo: ownerId, dueOn: '2030-02-28' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(ZAuditActionSchema.parse(changed.json())).toMatchObject({
      id: action.id,
      assignedTo: { id: ownerId, name: 'Olive Tester' },
      dueOn: '2030-02-28',
      status: 'open',
    });
    expect((await actionsOf(owner)).items[0]).toMatchObject({ assignedTo: { id: ownerId }, dueOn: '2030-02-28' });
    const cleared = ZAuditActionSchema.parse((await change(owner, action.id, { assignedTo: null, dueOn: null })).json());
    expect(cleared).toMatchObject({ assignedTo: null, dueOn: null });
  });

  it('answers 400 for someone not of the company or deactivated and for a bad day, 401, 403 to staff, 404 for another company’s, 409 once done', async () => {
    const { owner, worker, company, auditId } = await failedGateCheck();
    const [action] = (await actionsOf(owner)).items;
    if (!action) throw new Error('no action');
    const other = await auditsTeam(t);
    expectFieldErrors(await change(owner, action.id, { assignedTo: other.ownerId, dueOn: null }), { assignedTo: AUDIT_ACTION_MESSAGES.assignedTo });
    const left = await buildUser(t.db, { company, roles: ['NAH'], status: 'deactivated' });
    expectFieldErrors(await change(owner, action.id, { assignedTo: left.id, dueOn: null }), { assignedTo: AUDIT_ACTION_MESSAGES.assignedTo });
    expectFieldErrors(await change(owner, action.id, { assignedTo: null, dueOn: '2030-02-30' }), { dueOn: AUDIT_ACTION_MESSAGES.dueOn });
    expectFieldErrors(await change(owner, action.id, { assignedTo: 'someone', dueOn: '30/01/2030' }), {
      assignedTo: AUDIT_ACTION_MESSAGES.assignedTo,
      dueOn: AUDIT_ACTION_MESSAGES.dueOn,
    });
    expectError(await change(null, action.id, { assignedTo: null, dueOn: null }), 401);
    expectError(await change(worker, action.id, { assignedTo: null, dueOn: null }), 403);
    expectError(await change(other.owner, action.id, { assignedTo: other.ownerId, dueOn: null }), 404);

    const photo = await auditFile(t, worker, 'audit_photo');
    expect((await call('PUT', `/api/v3/audit/action/${action.id}/done`, worker, { fixPhotoFileId: photo })).statusCode).toBe(200);
    expectError(await change(owner, action.id, { assignedTo: null, dueOn: '2030-01-01' }), 409);
    // Nothing was changed by the refusals.
    expect((await actionsOf(owner, `?status=done&auditResponseId=${auditId}`)).items[0]).toMatchObject({ assignedTo: { name: 'Pat Tester' } });
  });
});

describe('GET /api/v3/audit/action?auditTemplateId=', () => {
  it('lists the actions of one template’s audits', async () => {
    const { owner, templateId } = await failedGateCheck();
    expect((await actionsOf(owner, `?auditTemplateId=${templateId}`)).total).toBe(1);
    expect((await actionsOf(owner, `?auditTemplateId=${randomUUID()}`)).total).toBe(0);
    expectFieldErrors(await call('GET', '/api/v3/audit/action?auditTemplateId=nope', owner), { auditTemplateId: true });
  });
});
