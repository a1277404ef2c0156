import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { TCheckout, TEstimate } from '@hivis/contracts';
import type { DbOrTx } from '../../db/client.js';
import { checkoutSessions, companies, paymentEvents, users } from '../../db/schema/index.js';
import type { CheckoutSessionRow, CompanyRow } from '../../db/schema/index.js';

export async function insertCheckoutSession(
  db: DbOrTx,
  values: { id: string; companyId: string; createdBy: string; provider: 'test' | 'stripe'; providerSessionId: string; cart: TCheckout; estimate: TEstimate },
): Promise<CheckoutSessionRow> {
  const [row] = await db
    .insert(checkoutSessions)
    .values({ ...values, dueTodayCents: values.estimate.dueTodayCents })
    .returning();
  if (!row) throw new Error('insertCheckoutSession: no row returned');
  return row;
}

/** A checkout session of the given provider, with its company's name (public test-checkout page). */
export async function findCheckoutSession(db: DbOrTx, id: string, provider: 'test') {
  const [row] = await db
    .select({ session: checkoutSessions, companyName: companies.name })
    .from(checkoutSessions)
    .innerJoin(companies, eq(companies.id, checkoutSessions.companyId))
    .where(and(eq(checkoutSessions.id, id), eq(checkoutSessions.provider, provider)));
  return row ?? null;
}

export async function lockCheckoutSession(db: DbOrTx, id: string): Promise<CheckoutSessionRow | null> {
  const [row] = await db.select().from(checkoutSessions).where(eq(checkoutSessions.id, id)).for('update');
  return row ?? null;
}

export async function setCheckoutSessionStatus(db: DbOrTx, id: string, status: 'completed' | 'cancelled'): Promise<void> {
  const now = new Date();
  await db
    .update(checkoutSessions)
    .set(status === 'completed' ? { status, completedAt: now } : { status, cancelledAt: now })
    .where(eq(checkoutSessions.id, id));
}

/** Records an event by its provider id; false when it was recorded before (a redelivery). */
export async function recordPaymentEvent(db: DbOrTx, values: { id: string; type: string; sessionId: string | null; outcome: string }): Promise<boolean> {
  const inserted = await db.insert(paymentEvents).values(values).onConflictDoNothing().returning({ id: paymentEvents.id });
  return inserted.length > 0;
}

export async function setPaymentEventOutcome(db: DbOrTx, id: string, outcome: string): Promise<void> {
  await db.update(paymentEvents).set({ outcome }).where(eq(paymentEvents.id, id));
}

export async function lockCompany(db: DbOrTx, companyId: string): Promise<CompanyRow | null> {
  const [row] = await db.select().from(companies).where(eq(companies.id, companyId)).for('update');
  return row ?? null;
}

/** Columns of a company that payments change. */
export type CompanyPlanChange = Partial<
  Pick<
    CompanyRow,
    | 'paymentStatus'
    | 'paidAt'
    | 'status'
    | 'planLevel'
    | 'planBundles'
    | 'enabledFeatures'
    | 'seatsPah'
    | 'seatsSah'
    | 'seatsNah'
    | 'auditLinksPermanent'
    | 'auditLinksTemporary'
    | 'planCheckoutStartedAt'
    | 'stripeCustomerId'
    | 'stripeSubscriptionId'
  >
>;

export async function updateCompanyPlan(db: DbOrTx, companyId: string, change: CompanyPlanChange): Promise<void> {
  if (Object.keys(change).length === 0) return;
  await db.update(companies).set(change).where(eq(companies.id, companyId));
}

export async function lockCompanyByStripeCustomer(db: DbOrTx, customerId: string): Promise<CompanyRow | null> {
  const [row] = await db.select().from(companies).where(eq(companies.stripeCustomerId, customerId)).for('update');
  return row ?? null;
}

/** The plan a completed checkout (or plan change) activates, plus any other change that goes with it. */
export async function setCompanyPlan(db: DbOrTx, companyId: string, session: CheckoutSessionRow, also: CompanyPlanChange = {}): Promise<void> {
  const { estimate } = session;
  await db
    .update(companies)
    .set({
      ...also,
      paymentStatus: 'paid',
      paidAt: new Date(),
      ...planColumnsOf(estimate),
      planCheckoutStartedAt: session.createdAt,
    })
    .where(eq(companies.id, companyId));
}

export async function findCompany(db: DbOrTx, companyId: string): Promise<CompanyRow | null> {
  const [row] = await db.select().from(companies).where(eq(companies.id, companyId));
  return row ?? null;
}

/** People holding a seat, by their effective (first) role; deactivated people free theirs. */
export async function countSeatsUsed(db: DbOrTx, companyId: string): Promise<Record<string, number>> {
  const role = sql<string>`${users.roles}[1]`;
  const rows = await db
    .select({ role, count: sql<number>`count(*)::int` })
    .from(users)
    .where(and(eq(users.companyId, companyId), ne(users.status, 'deactivated')))
    .groupBy(role);
  return Object.fromEntries(rows.map((row) => [row.role, Number(row.count)]));
}

/** One page of the company's checkouts and plan changes, newest first. */
export async function listCheckoutSessions(db: DbOrTx, companyId: string, page: { offset: number; limit: number }) {
  const where = eq(checkoutSessions.companyId, companyId);
  const rows = await db
    .select()
    .from(checkoutSessions)
    .where(where)
    .orderBy(desc(checkoutSessions.createdAt), desc(checkoutSessions.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ value: count() }).from(checkoutSessions).where(where);
  return { rows, total: total?.value ?? 0 };
}

/** The company columns a priced plan sets: tier, packs, features, seats and audit links. */
export function planColumnsOf(estimate: TEstimate) {
  return {
    planLevel: estimate.level,
    planBundles: estimate.bundles,
    enabledFeatures: estimate.features,
    seatsPah: estimate.seats.pah,
    seatsSah: estimate.seats.sah,
    seatsNah: estimate.seats.nah,
    auditLinksPermanent: estimate.auditLinks.permanent,
    auditLinksTemporary: estimate.auditLinks.temporary,
  };
}
