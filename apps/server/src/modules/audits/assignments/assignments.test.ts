import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AUDIT_ASSIGNMENT_MESSAGES,
  ZAuditAssignmentListSchema,
  ZAuditAssignmentSchema,
  ZAuditDueListSchema,
  ZAuditTemplateDetailsSchema,
  addDays,
  dayIn,
} from '@hivis/contracts';
import type { TAuditAssignment } from '@hivis/contracts';
import { api } from '../../../../test/api.js';
import { expectError, expectFieldErrors } from '../../../../test/assertions.js';
import { auditFile, gateCheckTemplate } from '../../../../test/audits.js';
import { buildCompany } from '../../../../test/factories.js';
import { mailTo } from '../../../../test/mail.js';
import { buildTeam } from '../../../../test/team.js';
import type { TestApp } from '../../../../test/test-app.js';
import { createTestApp } from '../../../../test/test-app.js';
import { buildAssignment, buildJob } from '../../../../test/work-factories.js';
import { companyConnections } from '../../../db/schema/index.js';
import { withSystem } from '../../../platform/tenancy/tenant.js';
import { sendAssignmentReminders } from './assignment-reminders.js';

let t: TestApp;
let call: ReturnType<typeof api>;
beforeAll(async () => {
  t = await createTestApp();
  call = api(t);
});
afterAll(() => t?.close());

const ZONE = 'Australia/Brisbane';
const today = () => dayIn(new Date(), ZONE);

/** A company with the Audit Tool (and Audit Sharing), its gate check, and a worker on a job at a site. */
async function team(features: string[] = ['audits', 'audits.sharing']) {
  const built = await buildTeam(
    t,
    { owner: { roles: ['PAH'], firstName: 'Olive' }, worker: { roles: ['NAH'], firstName: 'Wes' }, other: { roles: ['SAH'], firstName: 'Ola' } },
    { enabledFeatures: features as never, auditLinks: { permanent: 2, temporary: 2 } },
  );
  const { owner, worker, other } = built.people;
  const template = ZAuditTemplateDetailsSchema.parse((await call('POST', '/api/v3/audit', owner.token, gateCheckTemplate())).json());
  const job = await buildJob(t.db, built.company.id, { title: 'Deck at No. 9' });
  await buildAssignment(t.db, job, worker.id);
  return { company: built.company, owner, worker, other, template, job };
}

type TTeam = Awaited<ReturnType<typeof team>>;

async function assignToSite(owner: string, body: Record<string, unknown>): Promise<TAuditAssignment> {
  const response = await call('POST', '/api/v3/audit/assign/location', owner, body);
  expect(response.statusCode, response.body).toBe(201);
  return ZAuditAssignmentSchema.parse(response.json());
}

const weekly = (x: TTeam, overrides: Record<string, unknown> = {}) => ({
  auditTemplateId: x.template.id,
  worksiteId: x.job.worksiteId,
  recurrence: 'weekly',
  startsOn: today(),
  dueTime: '23:59',
  ...overrides,
});

const dueFor = async (token: string) => ZAuditDueListSchema.parse((await call('GET', '/api/v3/audit/assign/due', token)).json()).items;

/** The gate check, passed, as its assignee submits it for an occurrence. */
async function doIt(x: TTeam, token: string, occurrence: { assignmentId: string; on: string }) {
  return call('POST', '/api/v3/audit/response', token, {
    id: randomUUID(),
    auditTemplateId: x.template.id,
    version: x.template.version,
    startedAt: new Date().toISOString(),
    answers: { 'gate-locked': 'yes', signature: await auditFile(t, token) },
    occurrence,
  });
}

describe('assigning an audit to a site', () => {
  it('makes a weekly assignment whose occurrence is due today for the people on the site, and done once they submit it', async () => {
    const x = await team();
    const assignment = await assignToSite(x.owner.token, weekly(x));
    expect(assignment).toMatchObject({
      target: 'site',
      assignee: { id: x.job.worksiteId },
      recurrence: 'weekly',
      stopped: false,
      assignedBy: { name: expect.stringContaining('Olive') },
    });
    expect(assignment.rrule).toBe(`DTSTART:${today().replaceAll('-', '')}T000000Z\nRRULE:FREQ=WEEKLY`);
    expect(assignment.occurrences.map((each) => [each.on, each.state])).toEqual([
      [today(), 'due'],
      [addDays(today(), 7), 'upcoming'],
    ]);
    // The worker on a job there sees it; someone not on the site does not.
    expect(await dueFor(x.worker.token)).toMatchObject([{ assignmentId: assignment.id, on: today(), overdue: false, worksite: { id: x.job.worksiteId } }]);
    expect(await dueFor(x.other.token)).toEqual([]);
    const done = await doIt(x, x.worker.token, { assignmentId: assignment.id, on: today() });
    expect(done.statusCode, done.body).toBe(201);
    expect(await dueFor(x.worker.token)).toEqual([]);
    const after = ZAuditAssignmentSchema.parse((await call('GET', `/api/v3/audit/assign/${assignment.id}`, x.owner.token)).json());
    expect(after.occurrences[0]).toMatchObject({ on: today(), state: 'done', auditResponseId: (done.json() as { id: string }).id });
  });

  it('shows an occurrence past its time as overdue, and none once the assignment is stopped', async () => {
    const x = await team();
    const assignment = await assignToSite(x.owner.token, weekly(x, { recurrence: 'daily', startsOn: addDays(today(), -2) }));
    const due = await dueFor(x.worker.token);
    expect(due.filter((each) => each.overdue).map((each) => each.on)).toEqual([addDays(today(), -2), addDays(today(), -1)]);
    const stopped = await call('PUT', `/api/v3/audit/assign/${assignment.id}/stop`, x.owner.token);
    expect(ZAuditAssignmentSchema.parse(stopped.json())).toMatchObject({ stopped: true, occurrences: [] });
    expect(await dueFor(x.worker.token)).toEqual([]);
    const edited = await call('PUT', `/api/v3/audit/assign/${assignment.id}`, x.owner.token, { recurrence: 'daily', startsOn: today(), dueTime: '09:00' });
    expect(expectError(edited, 409).message).toBe(AUDIT_ASSIGNMENT_MESSAGES.stopped);
  });

  it('changes the schedule from now on', async () => {
    const x = await team();
    const assignment = await assignToSite(x.owner.token, weekly(x));
    const edited = await call('PUT', `/api/v3/audit/assign/${assignment.id}`, x.owner.token, {
      recurrence: 'monthly',
      startsOn: today(),
      dueTime: '16:00',
      endsOn: addDays(today(), 90),
    });
    expect(ZAuditAssignmentSchema.parse(edited.json())).toMatchObject({ recurrence: 'monthly', dueTime: '16:00', endsOn: addDays(today(), 90) });
  });

  it('answers a bad schedule, an unknown site and a starter template with field errors, and makes nothing', async () => {
    const x = await team();
    expectFieldErrors(await call('POST', '/api/v3/audit/assign/location', x.owner.token, weekly(x, { endsOn: addDays(today(), -1), dueTime: '25:00' })), {
      endsOn: AUDIT_ASSIGNMENT_MESSAGES.endsOn,
      dueTime: AUDIT_ASSIGNMENT_MESSAGES.dueTime,
    });
    expectFieldErrors(await call('POST', '/api/v3/audit/assign/location', x.owner.token, weekly(x, { recurrence: 'once', endsOn: addDays(today(), 3) })), {
      endsOn: AUDIT_ASSIGNMENT_MESSAGES.onceEnds,
    });
    const theirs = await team();
    expectFieldErrors(await call('POST', '/api/v3/audit/assign/location', x.owner.token, weekly(x, { worksiteId: theirs.job.worksiteId })), {
      worksiteId: AUDIT_ASSIGNMENT_MESSAGES.worksite,
    });
    expectFieldErrors(await call('POST', '/api/v3/audit/assign/user', x.owner.token, { ...weekly(x), userId: theirs.worker.id }), {
      userId: AUDIT_ASSIGNMENT_MESSAGES.user,
    });
    const list = ZAuditAssignmentListSchema.parse((await call('GET', '/api/v3/audit/assign', x.owner.token)).json());
    expect(list.items).toEqual([]);
  });

  it('keeps assignments to the account holders, and another company’s reads as missing', async () => {
    const x = await team();
    const assignment = await assignToSite(x.owner.token, weekly(x));
    expectError(await call('POST', '/api/v3/audit/assign/location', x.worker.token, weekly(x)), 403);
    expectError(await call('GET', '/api/v3/audit/assign', x.worker.token), 403);
    const other = await team();
    expectError(await call('GET', `/api/v3/audit/assign/${assignment.id}`, other.owner.token), 404);
    expectError(await call('PUT', `/api/v3/audit/assign/${assignment.id}/stop`, other.owner.token), 404);
    expectError(
      await call('PUT', `/api/v3/audit/assign/${assignment.id}`, other.owner.token, { recurrence: 'daily', startsOn: today(), dueTime: '09:00' }),
      404,
    );
  });
});

describe('an audit submitted for an occurrence', () => {
  it('must be for a day the assignment is due, and a person’s assignment only by that person', async () => {
    const x = await team();
    const site = await assignToSite(x.owner.token, weekly(x));
    expectFieldErrors(await doIt(x, x.worker.token, { assignmentId: site.id, on: addDays(today(), 1) }), { occurrence: AUDIT_ASSIGNMENT_MESSAGES.occurrence });
    const mine = await call('POST', '/api/v3/audit/assign/user', x.owner.token, { ...weekly(x), userId: x.worker.id });
    const assignment = ZAuditAssignmentSchema.parse(mine.json());
    expect(await dueFor(x.worker.token)).toHaveLength(2);
    expectFieldErrors(await doIt(x, x.other.token, { assignmentId: assignment.id, on: today() }), { occurrence: AUDIT_ASSIGNMENT_MESSAGES.occurrence });
    const theirs = await team();
    expectFieldErrors(await doIt(x, x.worker.token, { assignmentId: (await assignToSite(theirs.owner.token, weekly(theirs))).id, on: today() }), {
      occurrence: AUDIT_ASSIGNMENT_MESSAGES.occurrence,
    });
  });
});

describe('assigning outside the company', () => {
  it('sends email addresses the template’s web link, which must exist, and needs Audit Sharing', async () => {
    const x = await team();
    const emails = { recurrence: 'once', startsOn: today(), dueTime: '23:59', emails: ['Sub@Example.com', 'sub@example.com'] };
    expectFieldErrors(await call('POST', `/api/v3/audit/assign/${x.template.id}/emails`, x.owner.token, emails), {
      auditTemplateId: AUDIT_ASSIGNMENT_MESSAGES.noLink,
    });
    await call('POST', '/api/v3/audit/link', x.owner.token, { auditTemplateId: x.template.id, name: 'Subbies', kind: 'permanent' });
    const made = await call('POST', `/api/v3/audit/assign/${x.template.id}/emails`, x.owner.token, emails);
    expect(made.statusCode, made.body).toBe(201);
    expect(ZAuditAssignmentSchema.parse(made.json())).toMatchObject({ target: 'emails', emails: ['sub@example.com'], assignee: null });
    expectFieldErrors(await call('POST', `/api/v3/audit/assign/${x.template.id}/emails`, x.owner.token, { ...emails, emails: ['not an email'] }), {
      'emails.0': true,
    });
    const plain = await team(['audits']);
    expectError(await call('POST', `/api/v3/audit/assign/${plain.template.id}/emails`, plain.owner.token, emails), 403);
  });

  it('assigns to a connected contractor company only', async () => {
    const x = await team();
    await call('POST', '/api/v3/audit/link', x.owner.token, { auditTemplateId: x.template.id, name: 'Contractors', kind: 'permanent' });
    const contractor = await buildCompany(t.db, { name: 'Sparks Electrical' });
    const body = { auditTemplateId: x.template.id, contractorCompanyId: contractor.id, recurrence: 'monthly', startsOn: today(), dueTime: '17:00' };
    expectFieldErrors(await call('POST', '/api/v3/audit/assign/company', x.owner.token, body), { contractorCompanyId: AUDIT_ASSIGNMENT_MESSAGES.company });
    await withSystem(t.db, (tx) => tx.insert(companyConnections).values({ companyId: x.company.id, contractorCompanyId: contractor.id, status: 'accepted' }));
    const made = await call('POST', '/api/v3/audit/assign/company', x.owner.token, body);
    expect(made.statusCode, made.body).toBe(201);
    expect(ZAuditAssignmentSchema.parse(made.json())).toMatchObject({ target: 'company', assignee: { id: contractor.id, name: 'Sparks Electrical' } });
  });
});

describe('reminders', () => {
  it('mails the assignee before it is due and once overdue (the assigner too), each once, and not when done', async () => {
    const x = await team();
    const assignment = await assignToSite(x.owner.token, weekly(x, { recurrence: 'daily', startsOn: addDays(today(), 1), dueTime: '17:00' }));
    const first = addDays(today(), 1);
    const dueAt = new Date(assignment.occurrences.find((each) => each.on === first)?.dueAt ?? '');
    // Two hours before: "due" to the worker on the site, once however often the job runs.
    await sendAssignmentReminders(t.ctx, new Date(dueAt.getTime() - 2 * 3600_000));
    await sendAssignmentReminders(t.ctx, new Date(dueAt.getTime() - 3600_000));
    const before = (await mailTo(t.db, x.worker.email)).filter((mail) => mail.subject === 'Audit due: Gate check');
    expect(before).toHaveLength(1);
    expect(before[0]?.text).toContain(`/audits/do/${x.template.id}?assignment=${assignment.id}&on=${first}`);
    // An hour late: "overdue" to the worker and to the owner who assigned it.
    await sendAssignmentReminders(t.ctx, new Date(dueAt.getTime() + 3600_000));
    expect((await mailTo(t.db, x.worker.email)).filter((mail) => mail.subject === 'Audit overdue: Gate check')).toHaveLength(1);
    expect((await mailTo(t.db, x.owner.email)).filter((mail) => mail.subject === 'Audit overdue: Gate check')).toHaveLength(1);
    // The next day's occurrence, done before its reminder: no mail for it.
    const second = addDays(first, 1);
    expect((await doIt(x, x.worker.token, { assignmentId: assignment.id, on: second })).statusCode).toBe(201);
    await sendAssignmentReminders(t.ctx, new Date(dueAt.getTime() + 22 * 3600_000));
    expect((await mailTo(t.db, x.worker.email)).filter((mail) => mail.subject === 'Audit due: Gate check')).toHaveLength(1);
  });
});
