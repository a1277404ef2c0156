import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { companies, companyConnections, jobContracts, jobs, userNotifications } from '../../db/schema/index.js';
import { withSystem } from '../../platform/tenancy/tenant.js';
import { bearer, buildCompany, buildUser, loginAs } from '../../../test/factories.js';
import type { TestApp } from '../../../test/test-app.js';
import { buildJob } from '../../../test/work-factories.js';

/** Helpers shared by the contractor tests: two companies, signed in, and the rows behind them. */
export function contractorsKit(app: () => TestApp) {
  type Call = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; body?: unknown };
  const call = (token: string | null, { method, url, body }: Call) =>
    app().app.inject({ method, url, headers: token ? bearer(token) : {}, ...(body === undefined ? {} : { payload: body as object }) });

  /** A company with an account holder and a staff member, both signed in. */
  async function company(name: string, abn: string | null = null) {
    const t = app();
    const row = await buildCompany(t.db, { name });
    if (abn) await withSystem(t.db, (tx) => tx.update(companies).set({ abn }).where(eq(companies.id, row.id)));
    const owner = await buildUser(t.db, { company: row, roles: ['ROOT_PAH'], firstName: 'Olive', lastName: name.split(' ')[0] ?? 'Owner' });
    const staff = await buildUser(t.db, { company: row, roles: ['SAH'] });
    return { company: row, owner, staff, ownerToken: (await loginAs(t.ctx, owner)).token, staffToken: (await loginAs(t.ctx, staff)).token };
  }
  type Side = Awaited<ReturnType<typeof company>>;

  /** The hiring company connects the contractor by its owner's email; the contractor accepts. */
  async function connect(hiring: Side, contractor: Side): Promise<string> {
    const made = await call(hiring.ownerToken, { method: 'POST', url: '/api/v3/associate', body: { email: contractor.owner.email } });
    expect(made.statusCode, made.body).toBe(201);
    const accepted = await call(contractor.ownerToken, {
      method: 'POST',
      url: '/api/v3/associate/accept-reject',
      body: { companyId: hiring.company.id, accept: true },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    return made.json().id as string;
  }

  /** A connected pair and a job of the hiring company on Tue 1 Dec 2026 07:00–15:00 Brisbane. */
  async function pair() {
    const hiring = await company('Hire Builders');
    const contractor = await company('Sparky Electrical');
    await connect(hiring, contractor);
    const job = await buildJob(app().db, hiring.company.id, {
      title: 'Rough-in level 1',
      scheduledStart: new Date('2026-11-30T21:00:00Z'),
      scheduledEnd: new Date('2026-12-01T05:00:00Z'),
    });
    return { hiring, contractor, job };
  }

  async function contract(hiring: Side, jobId: string, contractorCompanyId: string) {
    const response = await call(hiring.ownerToken, { method: 'POST', url: `/api/v3/job/${jobId}/contract`, body: { contractorCompanyId } });
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  }

  const connectionsOf = (companyId: string) =>
    withSystem(app().db, (tx) => tx.select().from(companyConnections).where(eq(companyConnections.companyId, companyId)));
  const contractsOf = (jobId: string) => withSystem(app().db, (tx) => tx.select().from(jobContracts).where(eq(jobContracts.jobId, jobId)));
  const notificationsOf = (userId: string) => withSystem(app().db, (tx) => tx.select().from(userNotifications).where(eq(userNotifications.userId, userId)));
  async function jobOf(jobId: string) {
    const [row] = await withSystem(app().db, (tx) => tx.select().from(jobs).where(eq(jobs.id, jobId)));
    return row;
  }

  return { call, company, connect, pair, contract, connectionsOf, contractsOf, notificationsOf, jobOf };
}
