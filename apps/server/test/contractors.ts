import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { companyConnections, jobContracts, jobs } from '../src/db/schema/index.js';
import { withSystem } from '../src/platform/tenancy/tenant.js';
import { api } from './api.js';
import { setCompany } from './factories.js';
import { buildTeam } from './team.js';
import type { TestApp } from './test-app.js';
import { buildJob } from './work-factories.js';

/** The contractor tests: two companies, signed in, connected, and the rows behind them. */
export function contractorsKit(app: () => TestApp) {
  const call = api(app);

  /** A company with an account holder and a staff member, both signed in. */
  async function company(name: string, abn: string | null = null) {
    const t = app();
    const { company: row, people } = await buildTeam(
      t,
      { owner: { roles: ['ROOT_PAH'], firstName: 'Olive', lastName: name.split(' ')[0] ?? 'Owner' }, staff: { roles: ['SAH'] } },
      { name },
    );
    if (abn) await setCompany(t.db, row.id, { abn });
    const { owner, staff } = people;
    return { company: row, owner, staff, ownerToken: owner.token, staffToken: staff.token };
  }
  type Side = Awaited<ReturnType<typeof company>>;

  /** The hiring company connects the contractor by its owner's email; the contractor accepts. */
  async function connect(hiring: Side, contractor: Side): Promise<string> {
    const made = await call('POST', '/api/v3/associate', hiring.ownerToken, { email: contractor.owner.email });
    expect(made.statusCode, made.body).toBe(201);
    const accepted = await call('POST', '/api/v3/associate/accept-reject', contractor.ownerToken, { companyId: hiring.company.id, accept: true });
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
    const response = await call('POST', `/api/v3/job/${jobId}/contract`, hiring.ownerToken, { contractorCompanyId });
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  }

  const connectionsOf = (companyId: string) =>
    withSystem(app().db, (tx) => tx.select().from(companyConnections).where(eq(companyConnections.companyId, companyId)));
  const contractsOf = (jobId: string) => withSystem(app().db, (tx) => tx.select().from(jobContracts).where(eq(jobContracts.jobId, jobId)));
  async function jobOf(jobId: string) {
    const [row] = await withSystem(app().db, (tx) => tx.select().from(jobs).where(eq(jobs.id, jobId)));
    return row;
  }

  return { company, connect, pair, contract, connectionsOf, contractsOf, jobOf };
}
