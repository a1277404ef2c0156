import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectFieldErrors } from '../../../test/assertions.js';
import { bearer, buildCompany, buildUser, loginAs, reloadUser } from '../../../test/factories.js';
import type { TestApp } from '../../../test/test-app.js';
import { createTestApp } from '../../../test/test-app.js';
import { policyAcceptances } from '../../db/schema/index.js';
import { withSystem } from '../../platform/tenancy/tenant.js';

/* PUT /api/users/pp: a person records acceptance of their account tier's privacy policy and terms. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const acceptPp = (token: string | null, body: unknown) =>
  t.app.inject({ method: 'PUT', url: '/api/users/pp', payload: body as object, headers: token ? bearer(token) : {} });
const acceptancesOf = (userId: string) => withSystem(t.db, (tx) => tx.select().from(policyAcceptances).where(eq(policyAcceptances.userId, userId)));

describe('PUT /api/users/pp', () => {
  it("records the acceptance of the person's own tier, keeping each one", async () => {
    const company = await buildCompany(t.db);
    const worker = await buildUser(t.db, { company, roles: ['NAH'] });
    const { token } = await loginAs(t.ctx, worker);
    const response = await acceptPp(token, { action: 'accept', pah: false, sah: false, nah: true });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ accepted: ['nah'], message: 'Thank you. Your acceptance is recorded.' });
    expect((await reloadUser(t.db, worker.id)).policiesAcceptedAt).toBeInstanceOf(Date);

    expect((await acceptPp(token, { action: 'accept', nah: true })).statusCode).toBe(200);
    const rows = await acceptancesOf(worker.id);
    expect(rows.map((row) => [row.tier, row.companyId])).toEqual([
      ['nah', company.id],
      ['nah', company.id],
    ]);
  });

  it('needs a sign-in (401)', async () => {
    expectError(await acceptPp(null, { action: 'accept', pah: true }), 401);
  });

  it("refuses another tier's policy (403) and a platform admin (403), recording nothing", async () => {
    const supervisor = await buildUser(t.db, { roles: ['SAH'] });
    expectError(await acceptPp((await loginAs(t.ctx, supervisor)).token, { action: 'accept', pah: true, sah: true }), 403);
    expect(await acceptancesOf(supervisor.id)).toHaveLength(0);
    const admin = await buildUser(t.db, { company: null, roles: ['admin'] });
    expectError(await acceptPp((await loginAs(t.ctx, admin)).token, { action: 'accept', pah: true }), 403);
  });

  it('answers a bad action, nothing chosen or non-boolean flags with field errors', async () => {
    const owner = await buildUser(t.db, { roles: ['PAH'] });
    const { token } = await loginAs(t.ctx, owner);
    expectFieldErrors(await acceptPp(token, { action: 'decline', pah: true }), { action: "The action must be 'accept'." });
    expectFieldErrors(await acceptPp(token, { action: 'accept', pah: false, sah: false, nah: false }), { pah: /Choose the policy/ });
    expectFieldErrors(await acceptPp(token, { action: 'accept', pah: 'yes' }), { pah: 'pah must be true or false.' });
    expect(await acceptancesOf(owner.id)).toHaveLength(0);
  });
});
