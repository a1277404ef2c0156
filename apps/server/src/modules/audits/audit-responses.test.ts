import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AUDIT_ANSWER_MESSAGES,
  AUDIT_MESSAGES,
  AUDIT_RESPONSE_MESSAGES,
  COMMAND_MESSAGES,
  ZAuditResponseDetailsSchema,
  ZAuditResponsesPageSchema,
  ZAuditTemplateDetailsSchema,
} from '@hivis/contracts';
import type { TAuditTemplateDetails } from '@hivis/contracts';
import { api } from '../../../test/api.js';
import { expectError, expectFieldErrors } from '../../../test/assertions.js';
import { auditFile, auditsTeam, gateCheckTemplate, question, responseRows, templateRows } from '../../../test/audits.js';
import type { TestApp } from '../../../test/test-app.js';
import { createTestApp } from '../../../test/test-app.js';
import { setCompany } from '../../../test/factories.js';
import { buildAssignment, buildJob } from '../../../test/work-factories.js';
import { auditResponses, companies } from '../../db/schema/index.js';
import { withSystem } from '../../platform/tenancy/tenant.js';

let t: TestApp;
let call: ReturnType<typeof api>;
beforeAll(async () => {
  t = await createTestApp();
  call = api(t);
});
afterAll(() => t?.close());

/** A team whose owner has built the gate check, which asks for a note when the gate was open. */
async function gateTeam() {
  const team = await auditsTeam(t);
  const body = gateCheckTemplate();
  question(body, 0, 0).onFail = { requireNote: true };
  const created = await call('POST', '/api/v3/audit', team.owner, body);
  expect(created.statusCode, created.body).toBe(201);
  return { ...team, template: ZAuditTemplateDetailsSchema.parse(created.json()) };
}

function submission(template: TAuditTemplateDetails, answers: Record<string, unknown>, extra: Record<string, unknown> = {}) {
  return { id: randomUUID(), auditTemplateId: template.id, version: template.version, startedAt: new Date().toISOString(), answers, ...extra };
}

describe('POST /api/v3/audit/response', () => {
  it('stores a failed audit once with its score, and freezes the version it answered', async () => {
    const { owner, worker, company, template } = await gateTeam();
    const signature = await auditFile(t, worker);
    const body = submission(
      template,
      { 'gate-locked': 'no', 'gate-why': 'Chain cut', people: 4, signature },
      { notes: { 'gate-locked': 'Padlock missing, chain cut.' }, evidence: {} },
    );
    const response = await call('POST', '/api/v3/audit/response', worker, body);
    expect(response.statusCode, response.body).toBe(201);
    const stored = ZAuditResponseDetailsSchema.parse(response.json());
    expect(stored).toMatchObject({
      id: body.id,
      templateName: 'Gate check',
      version: 1,
      answers: { 'gate-locked': 'no', 'gate-why': 'Chain cut', people: 4, signature },
      notes: { 'gate-locked': 'Padlock missing, chain cut.' },
      score: { score: 0, max: 1, percentage: 0, failed: true, failedQuestionIds: ['gate-locked'] },
      submittedBy: { name: 'Pat Tester' },
      status: 'submitted',
    });
    // The outbox sending it again gets the same answer and stores nothing more.
    const again = await call('POST', '/api/v3/audit/response', worker, body);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toMatchObject({ id: body.id });
    expect(stored.files.map((file) => [file.id, file.fileType])).toEqual([[signature, 'audit_signature_photo']]);
    expect(stored.files[0]?.inlineUrl).toMatch(/^\/api\/v3\/files\//);
    expect(await responseRows(t, company.id)).toHaveLength(1);
    expect((await templateRows(t, template.id)).versions[0]?.frozenAt).not.toBeNull();

    // A change to the template now makes version 2; the audit keeps the questions it answered.
    const changed = gateCheckTemplate('Gate check');
    question(changed, 0, 0).prompt = 'Was the gate locked and the fence closed?';
    const saved = ZAuditTemplateDetailsSchema.parse((await call('PUT', `/api/v3/audit/${template.id}`, owner, changed)).json());
    expect(saved.version).toBe(2);
    const read = ZAuditResponseDetailsSchema.parse((await call('GET', `/api/v3/audit/response/id/${body.id}`, owner)).json());
    expect(read.version).toBe(1);
    expect(question(read, 0, 0).prompt).toBe('Was the gate locked overnight?');
  });

  it('drops the answer to a question its condition hides, and places the audit on the job’s site', async () => {
    const { worker, workerId, company, template } = await gateTeam();
    const job = await buildJob(t.db, company.id, { title: 'Fence repairs' });
    await buildAssignment(t.db, job, workerId);
    const body = submission(template, { 'gate-locked': 'yes', 'gate-why': 'Nothing', signature: await auditFile(t, worker) }, { jobId: job.id });
    const stored = ZAuditResponseDetailsSchema.parse((await call('POST', '/api/v3/audit/response', worker, body)).json());
    expect(stored.answers).not.toHaveProperty('gate-why');
    expect(stored).toMatchObject({ job: { id: job.id, name: 'Fence repairs' }, worksite: { id: job.worksiteId }, score: { percentage: 100, failed: false } });
  });

  it('is submitted when the phone says Submit was tapped, not when the outbox got it there', async () => {
    const { worker, company, template } = await gateTeam();
    const signature = await auditFile(t, worker);
    const tapped = new Date(Date.now() - 3 * 60 * 60 * 1000).toISOString();
    const body = submission(template, { 'gate-locked': 'yes', signature }, { at: tapped, startedAt: new Date(Date.now() - 4 * 60 * 60 * 1000).toISOString() });
    const stored = ZAuditResponseDetailsSchema.parse((await call('POST', '/api/v3/audit/response', worker, body)).json());
    expect(new Date(stored.submittedOn).toISOString()).toBe(tapped);

    // A phone whose clock runs ahead, or an audit kept on it past the outbox's week, is refused and not stored.
    const ahead = submission(template, { 'gate-locked': 'yes', signature }, { at: new Date(Date.now() + 60 * 60 * 1000).toISOString() });
    expectFieldErrors(await call('POST', '/api/v3/audit/response', worker, ahead), { at: COMMAND_MESSAGES.future });
    const old = submission(template, { 'gate-locked': 'yes', signature }, { at: new Date(Date.now() - 8 * 24 * 60 * 60 * 1000).toISOString() });
    expectFieldErrors(await call('POST', '/api/v3/audit/response', worker, old), { at: COMMAND_MESSAGES.tooOld });
    expect(await responseRows(t, company.id)).toHaveLength(1);
  });

  it('answers 400 with each problem on its answer, and stores nothing', async () => {
    const { worker, company, template } = await gateTeam();
    const missing = await call('POST', '/api/v3/audit/response', worker, submission(template, { 'gate-locked': 'no', people: 'four', ghost: 1 }));
    expectFieldErrors(missing, {
      'answers.signature': AUDIT_ANSWER_MESSAGES.required,
      'answers.people': true,
      'answers.ghost': AUDIT_ANSWER_MESSAGES.unknownQuestion,
      'notes.gate-locked': AUDIT_ANSWER_MESSAGES.note,
    });
    const other = await auditsTeam(t);
    const theirFile = await auditFile(t, other.worker);
    const wrongKind = await auditFile(t, worker, 'audit_photo');
    expectFieldErrors(await call('POST', '/api/v3/audit/response', worker, submission(template, { 'gate-locked': 'yes', signature: theirFile })), {
      'answers.signature': AUDIT_RESPONSE_MESSAGES.fileUnknown,
    });
    expectFieldErrors(await call('POST', '/api/v3/audit/response', worker, submission(template, { 'gate-locked': 'yes', signature: wrongKind })), {
      'answers.signature': AUDIT_RESPONSE_MESSAGES.fileWrongType,
    });
    const signature = await auditFile(t, worker);
    const job = await buildJob(t.db, company.id, { title: 'Not theirs' });
    expectFieldErrors(await call('POST', '/api/v3/audit/response', worker, submission(template, { 'gate-locked': 'yes', signature }, { jobId: job.id })), {
      jobId: AUDIT_RESPONSE_MESSAGES.jobUnknown,
    });
    expectFieldErrors(await call('POST', '/api/v3/audit/response', worker, { ...submission(template, { 'gate-locked': 'yes', signature }), version: 9 }), {
      version: AUDIT_RESPONSE_MESSAGES.versionUnknown,
    });
    expectFieldErrors(await call('POST', '/api/v3/audit/response', worker, { ...submission(template, {}), auditTemplateId: 'nope', startedAt: 'today' }), {
      auditTemplateId: true,
      startedAt: true,
    });
    expect(await responseRows(t, company.id)).toEqual([]);
  });

  it('answers 400 for a starter template, an archived one and another company’s', async () => {
    const { owner, worker, template } = await gateTeam();
    const [starter] = (await call('GET', '/api/v3/audit?auditType=starter&name=Housekeeping', owner)).json().items as { id: string }[];
    expectFieldErrors(await call('POST', '/api/v3/audit/response', worker, { ...submission(template, {}), auditTemplateId: starter?.id }), {
      auditTemplateId: AUDIT_RESPONSE_MESSAGES.starterTemplate,
    });
    const other = await gateTeam();
    expectFieldErrors(await call('POST', '/api/v3/audit/response', worker, submission(other.template, {})), {
      auditTemplateId: AUDIT_RESPONSE_MESSAGES.templateUnknown,
    });
    await call('PUT', `/api/v3/audit/${template.id}/archive`, owner);
    expectFieldErrors(await call('POST', '/api/v3/audit/response', worker, submission(template, {})), {
      auditTemplateId: AUDIT_RESPONSE_MESSAGES.templateArchived,
    });
  });

  it('refuses the signed out (401) and a company without the Audit Tool (403)', async () => {
    const { template } = await gateTeam();
    expectError(await call('POST', '/api/v3/audit/response', null, submission(template, {})), 401);
    const without = await auditsTeam(t, { enabledFeatures: ['swms'] });
    expectError(await call('POST', '/api/v3/audit/response', without.worker, submission(template, {})), 403);
  });
});

describe('GET /api/v3/audit/response/id/{id}', () => {
  it('shows an audit to the account holder and to who submitted it; to other staff and companies it is not found', async () => {
    const { owner, worker, supervisor, template } = await gateTeam();
    const body = submission(template, { 'gate-locked': 'yes', signature: await auditFile(t, worker) });
    expect((await call('POST', '/api/v3/audit/response', worker, body)).statusCode).toBe(201);
    for (const token of [owner, worker]) expect((await call('GET', `/api/v3/audit/response/id/${body.id}`, token)).statusCode).toBe(200);
    expectError(await call('GET', `/api/v3/audit/response/id/${body.id}`, supervisor), 404);
    const other = await auditsTeam(t);
    expectError(await call('GET', `/api/v3/audit/response/id/${body.id}`, other.owner), 404);
    expectError(await call('GET', `/api/v3/audit/response/id/${randomUUID()}`, owner), 404);
    expectError(await call('GET', `/api/v3/audit/response/id/${body.id}`, null), 401);
    expectFieldErrors(await call('GET', '/api/v3/audit/response/id/not-an-id', owner), { id: true });
  });
});

describe('GET /api/v3/audit/response', () => {
  it('lists the company’s audits for account holders and each person’s own, filtered, ordered and paged', async () => {
    const { owner, ownerId, worker, workerId, company, template } = await gateTeam();
    const other = await call('POST', '/api/v3/audit', owner, gateCheckTemplate('Scaffold walk'));
    const scaffold = ZAuditTemplateDetailsSchema.parse(other.json());
    const submit = async (token: string, on: TAuditTemplateDetails, locked: 'yes' | 'no', submittedAt: string) => {
      const body = submission(on, { 'gate-locked': locked, signature: await auditFile(t, token) }, { notes: { 'gate-locked': 'Open' } });
      expect((await call('POST', '/api/v3/audit/response', token, body)).statusCode).toBe(201);
      await withSystem(t.db, (tx) =>
        tx
          .update(auditResponses)
          .set({ submittedAt: new Date(submittedAt) })
          .where(eq(auditResponses.id, body.id)),
      );
      return body.id;
    };
    // Brisbane time: 23:30 on 1 March is 13:30 UTC; 00:30 on 2 March is 14:30 UTC on the 1st.
    await setCompany(t.db, company.id, { timeZone: 'Australia/Brisbane' });
    const a = await submit(worker, template, 'yes', '2026-03-01T13:30:00Z');
    const b = await submit(worker, scaffold, 'no', '2026-03-01T14:30:00Z');
    const c = await submit(owner, template, 'yes', '2026-03-05T00:00:00Z');
    const theirs = await gateTeam();
    await submit(theirs.worker, theirs.template, 'yes', '2026-03-02T00:00:00Z');

    const ids = async (token: string, query: string) => {
      const response = await call('GET', `/api/v3/audit/response${query}`, token);
      expect(response.statusCode, response.body).toBe(200);
      return ZAuditResponsesPageSchema.parse(response.json()).items.map((item) => item.id);
    };
    expect(await ids(owner, '?all=true')).toEqual([c, b, a]);
    expect(await ids(owner, '')).toEqual([c]);
    expect(await ids(worker, '?all=true')).toEqual([b, a]);
    expect(await ids(owner, `?all=true&auditType=${scaffold.id}`)).toEqual([b]);
    expect(await ids(owner, '?all=true&name=scaffold')).toEqual([b]);
    expect(await ids(owner, `?all=true&userId=${workerId}&order=oldest`)).toEqual([a, b]);
    expect(await ids(owner, `?all=true&userId=${ownerId}`)).toEqual([c]);
    expect(await ids(worker, `?userId=${ownerId}`)).toEqual([]);
    expect(await ids(owner, '?all=true&createdOnStart=2026-03-01&createdOnEnd=2026-03-01')).toEqual([a]);
    expect(await ids(owner, '?all=true&createdOnStart=2026-03-02')).toEqual([c, b]);
    expect(await ids(owner, '?all=true&order=lowest_score')).toEqual([b, c, a]);

    const page = ZAuditResponsesPageSchema.parse((await call('GET', '/api/v3/audit/response?all=true&take=5&page=2', owner)).json());
    expect(page).toMatchObject({ items: [], total: 3, page: 2, take: 5 });
    const [first] = ZAuditResponsesPageSchema.parse((await call('GET', '/api/v3/audit/response?all=true&order=lowest_score', owner)).json()).items;
    expect(first).toMatchObject({ id: b, templateName: 'Scaffold walk', failed: true, failedCount: 1, percentage: 0, submittedBy: { id: workerId } });
  });

  it('answers 400 for a bad filter and 401 signed out', async () => {
    const { owner } = await auditsTeam(t);
    expectFieldErrors(await call('GET', '/api/v3/audit/response?auditType=scaffold&order=best&createdOnEnd=31/12/2026&take=3', owner), {
      auditType: 'Audit type must be a template id.',
      order: /Order must be one of/,
      createdOnEnd: AUDIT_MESSAGES.date,
      take: /Page size must be one of/,
    });
    expectFieldErrors(await call('GET', '/api/v3/audit/response?createdOnStart=2026-03-05&createdOnEnd=2026-03-01', owner), {
      createdOnEnd: AUDIT_MESSAGES.dateRange,
    });
    expectError(await call('GET', '/api/v3/audit/response', null), 401);
  });
});

describe('PUT /api/v3/audit/response/id/{id}/review', () => {
  it('lets an account holder approve an audit, or send it back saying why, which its author reads', async () => {
    const { owner, worker, template } = await gateTeam();
    const body = submission(template, { 'gate-locked': 'yes', signature: await auditFile(t, worker) });
    expect((await call('POST', '/api/v3/audit/response', worker, body)).statusCode).toBe(201);
    const url = `/api/v3/audit/response/id/${body.id}/review`;

    expectFieldErrors(await call('PUT', url, owner, { status: 'returned', comment: '  ' }), { comment: AUDIT_RESPONSE_MESSAGES.returnComment });
    expectFieldErrors(await call('PUT', url, owner, { status: 'lost' }), { status: AUDIT_RESPONSE_MESSAGES.reviewStatus });
    const unchanged = ZAuditResponseDetailsSchema.parse((await call('GET', `/api/v3/audit/response/id/${body.id}`, owner)).json());
    expect(unchanged).toMatchObject({ status: 'submitted', review: null });

    const returned = await call('PUT', url, owner, { status: 'returned', comment: 'Photo of the padlock, please.' });
    expect(returned.statusCode, returned.body).toBe(200);
    const seen = ZAuditResponseDetailsSchema.parse((await call('GET', `/api/v3/audit/response/id/${body.id}`, worker)).json());
    expect(seen).toMatchObject({ status: 'returned', review: { by: { name: 'Olive Tester' }, comment: 'Photo of the padlock, please.' } });

    const approved = ZAuditResponseDetailsSchema.parse((await call('PUT', url, owner, { status: 'approved' })).json());
    expect(approved).toMatchObject({ status: 'approved', review: { comment: null } });
  });

  it('refuses staff (403), the signed out (401), and another company’s audit (404)', async () => {
    const { owner, worker, supervisor, template } = await gateTeam();
    const body = submission(template, { 'gate-locked': 'yes', signature: await auditFile(t, worker) });
    expect((await call('POST', '/api/v3/audit/response', worker, body)).statusCode).toBe(201);
    const url = `/api/v3/audit/response/id/${body.id}/review`;
    expectError(await call('PUT', url, supervisor, { status: 'approved' }), 403);
    expectError(await call('PUT', url, worker, { status: 'approved' }), 403);
    expectError(await call('PUT', url, null, { status: 'approved' }), 401);
    const other = await auditsTeam(t);
    expectError(await call('PUT', url, other.owner, { status: 'approved' }), 404);
    expectError(await call('PUT', `/api/v3/audit/response/id/${randomUUID()}/review`, owner, { status: 'approved' }), 404);
    const still = ZAuditResponseDetailsSchema.parse((await call('GET', `/api/v3/audit/response/id/${body.id}`, owner)).json());
    expect(still.status).toBe('submitted');
  });
});

describe('a company that goes', () => {
  it('takes its templates and audits with it', async () => {
    const { worker, company, template } = await gateTeam();
    const body = submission(template, { 'gate-locked': 'yes', signature: await auditFile(t, worker) });
    expect((await call('POST', '/api/v3/audit/response', worker, body)).statusCode).toBe(201);
    await withSystem(t.db, (tx) => tx.delete(companies).where(eq(companies.id, company.id)));
    expect(await responseRows(t, company.id)).toEqual([]);
    expect((await templateRows(t, template.id)).template).toBeUndefined();
  });
});
