import { sql } from 'drizzle-orm';
import { FEATURE_KEYS } from '@hivis/contracts';
import type { Tx } from '../db/client.js';
import { companies, users } from '../db/schema/index.js';
import { sendAccountSetupInvite } from '../modules/auth/account-setup.service.js';
import { findTier, PLAN_CATALOGUE } from '../modules/payments/catalogue.js';
import { hashPassword } from '../platform/auth/passwords.js';
import type { AppContext } from '../platform/context.js';
import { withSystem } from '../platform/tenancy/tenant.js';
import { seedDemoContractor } from './demo-contractor.js';
import { seedDemoSwms } from './demo-swms.js';
import { seedDemoAudits } from './demo-audits.js';
import { seedDemoIncidents } from './demo-incidents.js';
import { seedDemoPrestartTalks } from './demo-prestart-talks.js';
import { seedDemoJsa } from './demo-jsa.js';
import { seedDemoAuditLink } from './demo-audit-links.js';
import { seedDemoWork } from './demo-work.js';

export const DEMO_PASSWORD = 'Demo-Passw0rd!';

export const DEMO_ACCOUNTS = {
  owner: 'owner@demo.hivis.test',
  supervisor: 'supervisor@demo.hivis.test',
  worker: 'worker@demo.hivis.test',
  invited: 'new.starter@demo.hivis.test',
  suspendedOwner: 'suspended@demo.hivis.test',
  admin: 'admin@hivis.test',
} as const;

/** Adds the demo companies and people when the database has no company yet. */
export async function seedDemoIfEmpty(ctx: AppContext): Promise<boolean> {
  const [row] = await withSystem(ctx.db, (tx) => tx.select({ count: sql<number>`count(*)::int` }).from(companies));
  if ((row?.count ?? 0) > 0) return false;
  await seedDemo(ctx);
  return true;
}

export async function seedDemo(ctx: AppContext): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  // The demo company's id when this call added it; null when the demo data was there already.
  const added = await withSystem(ctx.db, async (tx): Promise<string | null> => {
    const [existing] = await tx
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${DEMO_ACCOUNTS.owner}`);
    if (existing) return null;
    const demo = await insertCompany(tx, {
      name: 'Demo Constructions Pty Ltd',
      abn: '51824753556',
      status: 'active',
      paymentStatus: 'paid',
      planLevel: 'business_pack',
      enabledFeatures: [...FEATURE_KEYS],
      ...boughtPlan('business_pack'),
      // Its details are complete, as after the 'Company Details Required' step.
      legalName: 'Demo Constructions Pty Ltd',
      phone: '07 3555 0000',
      address: {
        country: 'Australia',
        state: 'Queensland',
        suburb: 'Brisbane City',
        postCode: '4000',
        streetName: '100 Queen Street',
        formattedAddress: '100 Queen Street, Brisbane City QLD 4000',
        geo: { lat: -27.4698, long: 153.0251 },
      },
      timeZone: 'Australia/Brisbane',
      detailsCompletedAt: new Date(),
    });
    const person = (email: string, firstName: string, lastName: string, roles: string[]) => ({
      companyId: demo,
      email,
      firstName,
      lastName,
      roles,
      passwordHash,
      status: 'active' as const,
    });
    await tx
      .insert(users)
      .values([
        person(DEMO_ACCOUNTS.owner, 'Olivia', 'Owner', ['PAH']),
        person(DEMO_ACCOUNTS.supervisor, 'Sam', 'Supervisor', ['SAH']),
        person(DEMO_ACCOUNTS.worker, 'Will', 'Worker', ['NAH']),
      ]);
    const [invited] = await tx
      .insert(users)
      .values({ companyId: demo, email: DEMO_ACCOUNTS.invited, firstName: 'Nina', lastName: 'Newstarter', roles: ['NAH'], status: 'pending_setup' })
      .returning({ id: users.id, email: users.email, firstName: users.firstName });
    if (invited) await sendAccountSetupInvite(ctx, tx, invited, 'Olivia Owner of Demo Constructions Pty Ltd');
    await seedDemoWork(tx, demo);
    await seedDemoContractor(tx, demo, passwordHash);

    const suspended = await insertCompany(tx, {
      name: 'Suspended Plumbing Pty Ltd',
      abn: '53004085616',
      status: 'suspended',
      paymentStatus: 'unpaid',
      planLevel: 'small',
      enabledFeatures: ['swms', 'swms.view', 'incident'],
    });
    await tx.insert(users).values({
      companyId: suspended,
      email: DEMO_ACCOUNTS.suspendedOwner,
      firstName: 'Steve',
      lastName: 'Suspended',
      roles: ['PAH'],
      passwordHash,
      status: 'active',
    });
    await tx.insert(users).values({
      companyId: null,
      email: DEMO_ACCOUNTS.admin,
      firstName: 'Ada',
      lastName: 'Admin',
      roles: ['admin'],
      passwordHash,
      status: 'active',
    });
    return demo;
  });
  // Made through the SWMS, audit, incident, pre-start talk and JSA services, which open their own transactions (and store the PDF).
  if (added) {
    await seedDemoSwms(ctx, added);
    await seedDemoAudits(ctx, added);
    await seedDemoAuditLink(ctx, added, 'owner@demo.hivis.test');
    await seedDemoIncidents(ctx, added);
    await seedDemoPrestartTalks(ctx, added);
    await seedDemoJsa(ctx, added);
  }
  void ctx.outbox.drain();
}

/** Seats, links and bundles of a tier bought with no extras, as a paid checkout records them. */
function boughtPlan(level: string): Partial<typeof companies.$inferInsert> {
  const tier = findTier(PLAN_CATALOGUE, level);
  if (!tier) throw new Error(`The demo plan '${level}' is not in the catalogue.`);
  return {
    planBundles: [PLAN_CATALOGUE.baseBundle],
    seatsPah: tier.includedSeats.pah,
    seatsSah: tier.includedSeats.sah,
    seatsNah: tier.includedSeats.nah,
    auditLinksPermanent: tier.includedAuditLinks.permanent,
    auditLinksTemporary: tier.includedAuditLinks.temporary,
    paidAt: new Date(),
  };
}

async function insertCompany(tx: Tx, values: typeof companies.$inferInsert): Promise<string> {
  const [row] = await tx.insert(companies).values(values).returning({ id: companies.id });
  if (!row) throw new Error('insert into companies returned no row');
  return row.id;
}
