import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_STATS_WEEKS, ZAuditStatsSchema, ZAuditSummarySchema, ZAuditTemplateDetailsSchema } from '@hivis/contracts';
import type { TAuditTemplateDetails } from '@hivis/contracts';
import { api } from '../../../test/api.js';
import { expectError, expectFieldErrors } from '../../../test/assertions.js';
import { auditFile, auditsTeam, gateCheckTemplate } from '../../../test/audits.js';
import type { TestApp } from '../../../test/test-app.js';
import { createTestApp } from '../../../test/test-app.js';
import { auditResponses } from '../../db/schema/index.js';
import { withSystem } from '../../platform/tenancy/tenant.js';

let t: TestApp;
let call: ReturnType<typeof api>;
beforeAll(async () => {
  t = await createTestApp();
  call = api(t);
});
afterAll(() => t?.close());

const DAY = 24 * 60 * 60 * 1000;

async function submit(token: string, template: TAuditTemplateDetails, locked: 'yes' | 'no', daysAgo = 0): Promise<string> {
  const id = randomUUID();
  const answered = await call('POST', '/api/v3/audit/response', token, {
    id,
    auditTemplateId: template.id,
    version: template.version,
    startedAt: new Date().toISOString(),
    answers: { 'gate-locked': locked, signature: await auditFile(t, token) },
  });
  expect(answered.statusCode, answered.body).toBe(201);
  if (daysAgo > 0) {
    await withSystem(t.db, (tx) =>
      tx
        .update(auditResponses)
        .set({ submittedAt: new Date(Date.now() - daysAgo * DAY) })
        .where(eq(auditResponses.id, id)),
    );
  }
  return id;
}

/** A gate check done four times by the worker (one failed, one three weeks ago) and once by the supervisor, failed. */
async function auditedTeam() {
  const team = await auditsTeam(t);
  const template = ZAuditTemplateDetailsSchema.parse((await call('POST', '/api/v3/audit', team.owner, gateCheckTemplate())).json());
  const fence = ZAuditTemplateDetailsSchema.parse((await call('POST', '/api/v3/audit', team.owner, gateCheckTemplate('Fence check'))).json());
  await submit(team.worker, template, 'yes');
  await submit(team.worker, template, 'no');
  await submit(team.worker, template, 'yes', 21);
  await submit(team.worker, fence, 'yes');
  await submit(team.supervisor, template, 'no');
  return { ...team, template, fence };
}

describe('GET /api/v3/audit/response/summary', () => {
  it('counts everyone’s audits for an account holder with all=true, by template, and each person’s own otherwise', async () => {
    const { owner, worker, workerId, supervisor, template } = await auditedTeam();
    const everyone = ZAuditSummarySchema.parse((await call('GET', '/api/v3/audit/response/summary?all=true', owner)).json());
    expect(everyone).toMatchObject({ total: 5, failed: 2, averagePercentage: 60, approved: 0, returned: 0, awaitingReview: 5 });
    expect(everyone.templates.map(({ name, total, failed }) => [name, total, failed])).toEqual([
      ['Gate check', 4, 2],
      ['Fence check', 1, 0],
    ]);
    const mine = ZAuditSummarySchema.parse((await call('GET', '/api/v3/audit/response/summary?all=true', worker)).json());
    expect(mine).toMatchObject({ total: 4, failed: 1 });
    const theirs = ZAuditSummarySchema.parse((await call('GET', `/api/v3/audit/response/summary?auditType=${template.id}`, supervisor)).json());
    expect(theirs).toMatchObject({ total: 1, failed: 1, averagePercentage: 0 });
    // Staff asking for someone else's count none.
    const asked = ZAuditSummarySchema.parse((await call('GET', `/api/v3/audit/response/summary?userId=${workerId}`, supervisor)).json());
    expect(asked.total).toBe(0);
  });

  it('answers 400 for a range that ends before it starts, or a template id that is not one', async () => {
    const { owner } = await auditsTeam(t);
    expectFieldErrors(await call('GET', '/api/v3/audit/response/summary?createdOnStart=2026-11-20&createdOnEnd=2026-11-01', owner), { createdOnEnd: true });
    expectFieldErrors(await call('GET', '/api/v3/audit/response/summary?auditType=gate', owner), { auditType: true });
  });
});

describe('GET /api/v3/audit/response/stats/{id}', () => {
  it('gives the template’s twelve weeks, its average and the questions that fail most', async () => {
    const { owner, template } = await auditedTeam();
    const answer = await call('GET', `/api/v3/audit/response/stats/${template.id}?all=true`, owner);
    expect(answer.statusCode, answer.body).toBe(200);
    const stats = ZAuditStatsSchema.parse(answer.json());
    expect(stats).toMatchObject({ auditTemplateId: template.id, name: 'Gate check', total: 4, failed: 2, averagePercentage: 50 });
    expect(stats.weeks).toHaveLength(AUDIT_STATS_WEEKS);
    expect(stats.weeks.reduce((sum, week) => sum + week.total, 0)).toBe(4);
    expect(stats.weeks.at(-1)).toMatchObject({ total: 3, failed: 2 });
    expect(new Date(`${stats.weeks[0]?.weekOf ?? ''}T00:00:00Z`).getUTCDay()).toBe(1);
    expect(stats.mostFailed).toEqual([{ questionId: 'gate-locked', prompt: 'Was the gate locked overnight?', failed: 2, answered: 4 }]);
  });

  it('answers 404 for another company’s template and 400 for an id that is not one', async () => {
    const { template } = await auditedTeam();
    const other = await auditsTeam(t);
    expectError(await call('GET', `/api/v3/audit/response/stats/${template.id}`, other.owner), 404);
    expectError(await call('GET', '/api/v3/audit/response/stats/gate', other.owner), 400);
  });
});
