import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { companies, companyConnections, jobContractEvents, jobContracts, jobs, users } from '../db/schema/index.js';

/*
 * A second demo company, Demo Contractor Co, connected to Demo Constructions as its contractor:
 * one job it accepted (so the job is In Progress) and one still offered to it. Both are jobs of
 * the demo set that have no staff on them, so the demo job counts stay as they are.
 */

export const DEMO_CONTRACTOR_EMAIL = 'contractor@demo.hivis.test';
export const DEMO_CONTRACTOR_NAME = 'Demo Contractor Co';
const ACCEPTED_JOB = 'Install glass balustrade';
const OFFERED_JOB = 'Set out and hang plasterboard';

/** Adds the contractor company once; a database that already has it is left alone. */
export async function seedDemoContractor(tx: Tx, hiringCompanyId: string, passwordHash: string): Promise<void> {
  const [existing] = await tx
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${DEMO_CONTRACTOR_EMAIL}`);
  if (existing) return;
  const [company] = await tx
    .insert(companies)
    .values({
      name: DEMO_CONTRACTOR_NAME,
      abn: '83914571673',
      status: 'active',
      paymentStatus: 'paid',
      planLevel: 'small',
      enabledFeatures: [],
      seatsPah: 1,
      legalName: 'Demo Contractor Co Pty Ltd',
      phone: '07 3555 0900',
      address: { country: 'Australia', state: 'Queensland', suburb: 'Woolloongabba', postCode: '4102', formattedAddress: 'Woolloongabba QLD 4102' },
      timeZone: 'Australia/Brisbane',
      detailsCompletedAt: new Date(),
      paidAt: new Date(),
    })
    .returning({ id: companies.id });
  if (!company) throw new Error('demo contractor company not inserted');
  const [owner] = await tx
    .insert(users)
    .values({ companyId: company.id, email: DEMO_CONTRACTOR_EMAIL, firstName: 'Casey', lastName: 'Contractor', roles: ['PAH'], passwordHash, status: 'active' })
    .returning({ id: users.id });
  const [hiringOwner] = await tx
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = 'owner@demo.hivis.test'`);
  const now = new Date();
  await tx.insert(companyConnections).values({
    companyId: hiringCompanyId,
    contractorCompanyId: company.id,
    invitedEmail: DEMO_CONTRACTOR_EMAIL,
    status: 'accepted',
    invitedBy: hiringOwner?.id ?? null,
    respondedBy: owner?.id ?? null,
    respondedAt: now,
  });
  for (const [title, status] of [
    [ACCEPTED_JOB, 'accepted'],
    [OFFERED_JOB, 'offered'],
  ] as const) {
    const [job] = await tx
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.companyId, hiringCompanyId), eq(jobs.title, title)));
    if (!job) throw new Error(`demo job missing: ${title}`);
    const [contract] = await tx
      .insert(jobContracts)
      .values({
        companyId: hiringCompanyId,
        contractorCompanyId: company.id,
        jobId: job.id,
        status,
        offeredBy: hiringOwner?.id ?? null,
        respondedBy: status === 'accepted' ? (owner?.id ?? null) : null,
        respondedAt: status === 'accepted' ? now : null,
      })
      .returning();
    if (!contract) throw new Error(`demo contract not inserted: ${title}`);
    const events = status === 'accepted' ? (['offered', 'accepted'] as const) : (['offered'] as const);
    for (const [index, kind] of events.entries()) {
      await tx.insert(jobContractEvents).values({
        companyId: hiringCompanyId,
        contractorCompanyId: company.id,
        contractId: contract.id,
        kind,
        byUserId: kind === 'offered' ? (hiringOwner?.id ?? null) : (owner?.id ?? null),
        createdAt: new Date(now.getTime() - (events.length - index) * 60_000),
      });
    }
    // Accepting moved the job on, as the contractor's answer does.
    await tx
      .update(jobs)
      .set({ contractedCompanyId: company.id, ...(status === 'accepted' ? { status: 'IN_PROGRESS' as const } : {}) })
      .where(eq(jobs.id, job.id));
  }
}
