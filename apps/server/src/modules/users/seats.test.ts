import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seatKindOf, seatLimitMessage } from '@hivis/contracts';
import { buildCompany, buildUser } from '../../../test/factories.js';
import type { TestApp } from '../../../test/test-app.js';
import { createTestApp } from '../../../test/test-app.js';
import { companies, users } from '../../db/schema/index.js';
import type { CompanyRow } from '../../db/schema/index.js';
import { AppError } from '../../platform/errors.js';
import { withSystem, withTenant } from '../../platform/tenancy/tenant.js';
import { assertSeatAvailable, countSeatHolders } from './seats.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

async function companyWithSeats(seats: { pah: number; sah: number; nah: number }): Promise<CompanyRow> {
  const company = await buildCompany(t.db);
  await withSystem(t.db, (tx) =>
    tx.update(companies).set({ seatsPah: seats.pah, seatsSah: seats.sah, seatsNah: seats.nah }).where(eq(companies.id, company.id)),
  );
  return company;
}

/** What an invitation will do: check the seat, then add the person, in one tenant transaction. */
function addPerson(company: CompanyRow, role: string) {
  return withTenant(t.db, company.id, async (tx) => {
    await assertSeatAvailable(tx, company.id, role);
    await tx.insert(users).values({ companyId: company.id, email: `new-${crypto.randomUUID()}@example.test`, roles: [role], status: 'pending_setup' });
  });
}

describe('seat rules', () => {
  it('maps roles to seat tiers and words the limit clearly', () => {
    expect([seatKindOf('PAH'), seatKindOf('ROOT_PAH'), seatKindOf('SAH'), seatKindOf('SAH_LH'), seatKindOf('NAH'), seatKindOf('admin')]).toEqual([
      'pah',
      'pah',
      'sah',
      'sah',
      'nah',
      null,
    ]);
    expect(seatLimitMessage('sah', 3)).toBe('All 3 SAH seats on your plan are in use. Add seats on My Account or deactivate a user first.');
    expect(seatLimitMessage('nah', 1)).toBe('The 1 NAH seat on your plan is in use. Add seats on My Account or deactivate a user first.');
    expect(seatLimitMessage('pah', 0)).toBe('Your plan has no PAH seats. Add seats on My Account or choose another role.');
  });

  it('counts active and invited people by effective role; deactivated people free their seat', async () => {
    const company = await companyWithSeats({ pah: 1, sah: 2, nah: 2 });
    await buildUser(t.db, { company, roles: ['SAH'] });
    await buildUser(t.db, { company, roles: ['SAH_LH'], status: 'pending_setup', password: null });
    await buildUser(t.db, { company, roles: ['SAH'], status: 'deactivated' });
    await buildUser(t.db, { company, roles: ['NAH', 'SAH'] });
    expect(await withTenant(t.db, company.id, (tx) => countSeatHolders(tx, company.id, 'sah'))).toBe(2);
    expect(await withTenant(t.db, company.id, (tx) => countSeatHolders(tx, company.id, 'nah'))).toBe(1);

    const refused = await addPerson(company, 'SAH').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({
      status: 400,
      message: 'All 2 SAH seats on your plan are in use. Add seats on My Account or deactivate a user first.',
      fieldErrors: { role: 'All 2 SAH seats on your plan are in use. Add seats on My Account or deactivate a user first.' },
    });
    await expect(addPerson(company, 'NAH')).resolves.toBeUndefined();
    await expect(addPerson(company, 'NAH')).rejects.toThrow('All 2 NAH seats on your plan are in use.');
    // A role without a seat (a platform admin) is never limited.
    await expect(addPerson(company, 'admin')).resolves.toBeUndefined();
  });

  it('lets only one of two simultaneous additions take the last seat', async () => {
    const company = await companyWithSeats({ pah: 1, sah: 1, nah: 3 });
    await buildUser(t.db, { company, roles: ['NAH'] });
    await buildUser(t.db, { company, roles: ['NAH'] });
    const results = await Promise.allSettled([addPerson(company, 'NAH'), addPerson(company, 'NAH'), addPerson(company, 'NAH')]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect(await withTenant(t.db, company.id, (tx) => countSeatHolders(tx, company.id, 'nah'))).toBe(3);
  });
});
