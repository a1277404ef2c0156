import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZCompanyUserChangeSchema, ZCompanyUsersPageSchema } from '@hivis/contracts';
import { expectError, expectFieldErrors } from '../../../test/assertions.js';
import { bearer, buildAdmin, buildCompany, buildUser, DEFAULT_PASSWORD, loginAs, reloadUser } from '../../../test/factories.js';
import type { TestUser } from '../../../test/factories.js';
import { mailTo } from '../../../test/mail.js';
import type { TestApp } from '../../../test/test-app.js';
import { createTestApp } from '../../../test/test-app.js';
import { companies, refreshTokens, userTokens } from '../../db/schema/index.js';
import type { CompanyRow } from '../../db/schema/index.js';
import { withSystem } from '../../platform/tenancy/tenant.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

async function companyWithSeats(seats = { pah: 3, sah: 3, nah: 3 }): Promise<CompanyRow> {
  const company = await buildCompany(t.db);
  await withSystem(t.db, (tx) =>
    tx.update(companies).set({ seatsPah: seats.pah, seatsSah: seats.sah, seatsNah: seats.nah }).where(eq(companies.id, company.id)),
  );
  return company;
}

/** A company with an owner (PAH) signed in, plus a worker and a supervisor. */
async function team(seats?: { pah: number; sah: number; nah: number }) {
  const company = await companyWithSeats(seats);
  const owner = await buildUser(t.db, { company, roles: ['PAH'], firstName: 'Olive', lastName: 'Owner' });
  const worker = await buildUser(t.db, { company, roles: ['NAH'], firstName: 'Will', lastName: 'Worker' });
  const supervisor = await buildUser(t.db, { company, roles: ['SAH'], firstName: 'Sam', lastName: 'Supervisor' });
  const { token } = await loginAs(t.ctx, owner);
  return { company, owner, worker, supervisor, token };
}

const list = (token: string | null, query = '') => t.app.inject({ method: 'GET', url: `/api/v3/user${query}`, headers: token ? bearer(token) : {} });
const put = (token: string | null, userId: string, action: 'role' | 'deactivate' | 'reactivate', body?: object) =>
  t.app.inject({ method: 'PUT', url: `/api/v3/user/${userId}/${action}`, headers: token ? bearer(token) : {}, ...(body ? { payload: body } : {}) });
const login = (user: TestUser) =>
  t.app.inject({ method: 'POST', url: '/api/v3/auth/login', payload: { email: user.email, password: user.password ?? DEFAULT_PASSWORD } });
const refresh = (refreshToken: string) => t.app.inject({ method: 'GET', url: '/api/v3/auth/refresh', headers: bearer(refreshToken) });

describe('GET /api/v3/user', () => {
  it('lists the company’s people by last name, paged, with roles, status and dates', async () => {
    const { owner, worker, supervisor, token } = await team();
    await buildUser(t.db, { firstName: 'Other', lastName: 'Company' });
    await loginAs(t.ctx, worker);
    const response = await list(token);
    expect(response.statusCode, response.body).toBe(200);
    const page = ZCompanyUsersPageSchema.parse(response.json());
    expect(page).toMatchObject({ total: 3, page: 1, take: 5 });
    expect(page.items.map((user) => user.id)).toEqual([owner.id, supervisor.id, worker.id]);
    const listed = page.items.find((user) => user.id === worker.id);
    expect(listed).toMatchObject({ firstName: 'Will', lastName: 'Worker', email: worker.email, roles: ['NAH'], role: 'NAH', status: 'active' });
    expect(listed?.lastSignedInOn).not.toBeNull();
    expect(page.items.find((user) => user.id === supervisor.id)?.lastSignedInOn).toBeNull();
    expect(response.body).not.toContain('password');
  });

  it('pages with the table sizes, searches name and email, and filters by status', async () => {
    const { company, token } = await team();
    for (let index = 0; index < 4; index += 1) await buildUser(t.db, { company, roles: ['NAH'], lastName: `Zed${index}` });
    await buildUser(t.db, { company, roles: ['NAH'], firstName: 'Percy', lastName: 'O_Brien', email: `percy-${Date.now()}@mail.test`, status: 'deactivated' });

    const second = ZCompanyUsersPageSchema.parse((await list(token, '?page=2&take=5')).json());
    expect(second).toMatchObject({ total: 8, page: 2, take: 5 });
    expect(second.items).toHaveLength(3);

    const byName = ZCompanyUsersPageSchema.parse((await list(token, '?search=percy%20o_b')).json());
    expect(byName.items.map((user) => user.firstName)).toEqual(['Percy']);
    // _ is a character here, not a wildcard.
    expect(ZCompanyUsersPageSchema.parse((await list(token, '?search=O%5FB')).json()).total).toBe(1);
    expect(ZCompanyUsersPageSchema.parse((await list(token, '?search=OxBrien')).json()).total).toBe(0);
    const byEmail = ZCompanyUsersPageSchema.parse((await list(token, '?search=PERCY-')).json());
    expect(byEmail.total).toBe(1);

    const deactivated = ZCompanyUsersPageSchema.parse((await list(token, '?status=deactivated')).json());
    expect(deactivated.items.map((user) => user.lastName)).toEqual(['O_Brien']);
  });

  it('shows an account holder who signed up (data_filled) in a paid company as active', async () => {
    const { company, token } = await team();
    const signedUp = await buildUser(t.db, { company, roles: ['PAH'], status: 'data_filled', lastName: 'Founder' });
    const active = ZCompanyUsersPageSchema.parse((await list(token, '?status=active&take=10')).json());
    expect(active.total).toBe(4);
    expect(active.items.find((user) => user.id === signedUp.id)?.status).toBe('active');
    expect(ZCompanyUsersPageSchema.parse((await list(token, '?status=pending_setup')).json()).total).toBe(0);
    expectFieldErrors(await list(token, '?status=data_filled'), { status: 'Please choose a status filter.' });
  });

  it('answers bad paging and filters with field errors', async () => {
    const { token } = await team();
    expectFieldErrors(await list(token, '?take=7'), { take: 'Page size must be one of 5, 10, 20, 50, 100.' });
    expectFieldErrors(await list(token, '?page=0'), { page: 'Page starts at 1.' });
    expectFieldErrors(await list(token, '?status=gone'), { status: 'Please choose a status filter.' });
    expectFieldErrors(await list(token, `?search=${'a'.repeat(101)}`), { search: 'Search can be at most 100 characters.' });
  });

  it('answers 401 without a token and 403 to staff and platform admins', async () => {
    const { worker, supervisor } = await team();
    expectError(await list(null), 401);
    expectError(await list((await loginAs(t.ctx, worker)).token), 403);
    expectError(await list((await loginAs(t.ctx, supervisor)).token), 403);
    expectError(await list((await loginAs(t.ctx, await buildAdmin(t.db))).token), 403);
  });
});

describe('PUT /api/v3/user/{id}/role', () => {
  it('changes the role, keeps an admin role held beside it, and answers the person', async () => {
    const { company, token } = await team();
    const both = await buildUser(t.db, { company, roles: ['NAH', 'admin'] });
    const response = await put(token, both.id, 'role', { role: 'SAH_LH' });
    expect(response.statusCode, response.body).toBe(200);
    const body = ZCompanyUserChangeSchema.parse(response.json());
    expect(body.user).toMatchObject({ id: both.id, role: 'SAH_LH', roles: ['SAH_LH', 'admin'] });
    expect(body.message).toBe('Pat Tester is now Leading hand.');
    expect((await reloadUser(t.db, both.id)).roles).toEqual(['SAH_LH', 'admin']);
  });

  it('makes a worker an account holder and back', async () => {
    const { worker, token } = await team();
    expect((await put(token, worker.id, 'role', { role: 'PAH' })).json().user.role).toBe('PAH');
    expect((await put(token, worker.id, 'role', { role: 'NAH' })).json().user.role).toBe('NAH');
  });

  it('refuses a role that needs a seat when every seat is taken, and allows a move within a tier', async () => {
    const { supervisor, worker, token } = await team({ pah: 1, sah: 1, nah: 1 });
    const body = expectFieldErrors(await put(token, worker.id, 'role', { role: 'SAH' }), {
      role: 'The 1 SAH seat on your plan is in use. Add seats on My Account or deactivate a user first.',
    });
    expect(body.message).toContain('SAH seat');
    expect((await reloadUser(t.db, worker.id)).roles).toEqual(['NAH']);
    // SAH and SAH_LH share the supervisor seats: the person keeps theirs.
    expect((await put(token, supervisor.id, 'role', { role: 'SAH_LH' })).statusCode).toBe(200);
    // Every PAH seat is taken by the owner.
    expectFieldErrors(await put(token, worker.id, 'role', { role: 'PAH' }), { role: /PAH seat/ });
  });

  it('refuses bad roles with a field error, ROOT_PAH included', async () => {
    const { worker, token } = await team();
    for (const role of ['ROOT_PAH', 'admin', 'BOSS', '']) {
      expectFieldErrors(await put(token, worker.id, 'role', { role }), { role: 'Please choose a role: Account holder, Supervisor, Leading hand or Worker.' });
    }
    expectFieldErrors(await put(token, worker.id, 'role', {}), { role: true });
    expectFieldErrors(await put(token, 'not-a-uuid', 'role', { role: 'SAH' }), { id: 'Must be a valid id.' });
  });

  it('refuses to change your own role or the founder’s', async () => {
    const { company, owner, token } = await team();
    expectFieldErrors(await put(token, owner.id, 'role', { role: 'SAH' }), { role: 'You cannot change your own role.' });
    const founder = await buildUser(t.db, { company, roles: ['ROOT_PAH'] });
    expect(expectError(await put(token, founder.id, 'role', { role: 'SAH' }), 403).message).toBe(
      'The founding account holder cannot be changed or deactivated.',
    );
    expect((await reloadUser(t.db, founder.id)).roles).toEqual(['ROOT_PAH']);
  });

  it('answers 404 for another company’s person or an unknown id, 403 to staff, 401 without a token', async () => {
    const { worker, token } = await team();
    const stranger = await buildUser(t.db, { roles: ['NAH'] });
    expectError(await put(token, stranger.id, 'role', { role: 'SAH' }), 404);
    expect((await reloadUser(t.db, stranger.id)).roles).toEqual(['NAH']);
    expectError(await put(token, '00000000-0000-4000-8000-000000000000', 'role', { role: 'SAH' }), 404);
    expectError(await put((await loginAs(t.ctx, worker)).token, worker.id, 'role', { role: 'PAH' }), 403);
    expectError(await put(null, worker.id, 'role', { role: 'SAH' }), 401);
  });

  it('refuses a caller whose account-holder role was taken away since their token was issued', async () => {
    const { company, owner, token } = await team();
    const second = await buildUser(t.db, { company, roles: ['PAH'] });
    const secondToken = (await loginAs(t.ctx, second)).token;
    expect((await put(token, second.id, 'role', { role: 'SAH' })).statusCode).toBe(200);
    // The demoted person's access token still says PAH: it is refused as out of date before the route runs.
    expect(expectError(await put(secondToken, owner.id, 'role', { role: 'NAH' }), 401).message).toContain('tokenExpired');
    expect((await reloadUser(t.db, owner.id)).roles).toEqual(['PAH']);
  });

  it('lets only one of two owners demoting each other at the same time win, so one holder remains', async () => {
    const { company, owner, token } = await team();
    const second = await buildUser(t.db, { company, roles: ['PAH'] });
    const secondToken = (await loginAs(t.ctx, second)).token;
    const answers = await Promise.all([put(token, second.id, 'role', { role: 'NAH' }), put(secondToken, owner.id, 'role', { role: 'NAH' })]);
    // The loser is refused by the row lock (403), or, when the winner committed first, as out of date (401).
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses[0]).toBe(200);
    expect([401, 403]).toContain(statuses[1]);
    const roles = [(await reloadUser(t.db, owner.id)).roles[0], (await reloadUser(t.db, second.id)).roles[0]];
    expect(roles.filter((role) => role === 'PAH')).toHaveLength(1);
  });
});

describe('a changed role takes effect on the person’s next request', () => {
  const people = (token: string) => list(token);
  const info = (token: string) => t.app.inject({ method: 'GET', url: '/api/v3/auth/info', headers: bearer(token) });

  it('a demoted account holder loses access at once: the old token is out of date, the refreshed one is refused', async () => {
    const { company, token } = await team();
    const second = await buildUser(t.db, { company, roles: ['PAH'] });
    const tokens = await loginAs(t.ctx, second);
    expect((await people(tokens.token)).statusCode).toBe(200);
    expect((await put(token, second.id, 'role', { role: 'NAH' })).statusCode).toBe(200);

    expect(expectError(await people(tokens.token), 401).message).toContain('tokenExpired');
    expect(expectError(await info(tokens.token), 401).message).toContain('tokenExpired');
    const renewed = await refresh(tokens.refreshToken);
    expect(renewed.statusCode, renewed.body).toBe(200);
    const fresh = renewed.json<{ token: string }>().token;
    expect(expectError(await people(fresh), 403).message).toBe('Only the account holder can do that.');
    expect((await info(fresh)).json<{ roles: string[] }>().roles).toEqual(['NAH']);
  });

  it('a promoted worker gains access at once: one refresh, and the same request goes through', async () => {
    const { worker, token } = await team();
    const tokens = await loginAs(t.ctx, worker);
    expectError(await people(tokens.token), 403);
    expect((await put(token, worker.id, 'role', { role: 'PAH' })).statusCode).toBe(200);

    expect(expectError(await people(tokens.token), 401).message).toContain('tokenExpired');
    const fresh = (await refresh(tokens.refreshToken)).json<{ token: string }>().token;
    expect((await people(fresh)).statusCode).toBe(200);
    expect((await info(fresh)).json<{ roles: string[] }>().roles).toEqual(['PAH']);
  });

  it('a deactivated person’s token stops working at once and cannot be refreshed', async () => {
    const { supervisor, token } = await team();
    const tokens = await loginAs(t.ctx, supervisor);
    expect((await info(tokens.token)).statusCode).toBe(200);
    expect((await put(token, supervisor.id, 'deactivate')).statusCode).toBe(200);
    expect(expectError(await info(tokens.token), 401).message).toContain('tokenInvalid');
    expectError(await refresh(tokens.refreshToken), 401);
  });
});

describe('PUT /api/v3/user/{id}/deactivate and /reactivate', () => {
  it('deactivates: the person cannot sign in, their refresh token stops working, reactivation lets them back', async () => {
    const { worker, token } = await team();
    const session = await loginAs(t.ctx, worker);
    const response = await put(token, worker.id, 'deactivate');
    expect(response.statusCode, response.body).toBe(200);
    expect(ZCompanyUserChangeSchema.parse(response.json())).toMatchObject({
      user: { id: worker.id, status: 'deactivated' },
      message: 'Will Worker has been deactivated and signed out.',
    });
    expect((await reloadUser(t.db, worker.id)).status).toBe('deactivated');
    const revoked = await withSystem(t.db, (tx) => tx.select().from(refreshTokens).where(eq(refreshTokens.userId, worker.id)));
    expect(revoked.every((row) => row.revokedAt !== null)).toBe(true);

    expect(expectError(await login(worker), 403).message).toContain('deactivated');
    expect(expectError(await refresh(session.refreshToken), 401).message).toContain('tokenInvalid');
    // The access token already issued no longer opens the app either.
    const info = await t.app.inject({ method: 'GET', url: '/api/v3/auth/info', headers: bearer(session.token) });
    expect(expectError(info, 401).message).toContain('tokenInvalid');

    const again = await put(token, worker.id, 'reactivate');
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ user: { status: 'active' }, message: 'Will Worker has been reactivated and can sign in again.' });
    expect((await login(worker)).statusCode).toBe(200);
  });

  it('cancels a pending invitation, and reactivating sends a new set-up link', async () => {
    const { company, token } = await team();
    const invited = await buildUser(t.db, { company, roles: ['NAH'], password: null, status: 'pending_setup', firstName: 'Nina', lastName: 'New' });
    await withSystem(t.db, (tx) =>
      tx
        .insert(userTokens)
        .values({ userId: invited.id, purpose: 'account_setup', tokenHash: `hash-${invited.id}`, expiresAt: new Date(Date.now() + 86_400_000) }),
    );
    const response = await put(token, invited.id, 'deactivate');
    expect(response.json()).toMatchObject({ user: { status: 'deactivated' }, message: 'The invitation to Nina New has been cancelled.' });
    const links = await withSystem(t.db, (tx) => tx.select().from(userTokens).where(eq(userTokens.userId, invited.id)));
    expect(links.every((row) => row.usedAt !== null)).toBe(true);

    const again = await put(token, invited.id, 'reactivate');
    expect(again.json()).toMatchObject({ user: { status: 'pending_setup' } });
    const [mail] = await mailTo(t.db, invited.email);
    expect(mail?.subject).toContain('Set up your');
    expect(mail?.text).toContain('Olive Owner of');
    expect(mail?.text).toContain('/signup/setup/');
  });

  it('is idempotent: deactivating a deactivated person or reactivating an active one changes nothing', async () => {
    const { worker, token } = await team();
    expect((await put(token, worker.id, 'reactivate')).json()).toMatchObject({ user: { status: 'active' }, message: 'Will Worker is not deactivated.' });
    await put(token, worker.id, 'deactivate');
    expect((await put(token, worker.id, 'deactivate')).json().message).toBe('Will Worker is already deactivated.');
  });

  it('refuses reactivation when the tier’s seats are all taken; a deactivated person frees a seat', async () => {
    const { company, worker, token } = await team({ pah: 1, sah: 1, nah: 1 });
    await put(token, worker.id, 'deactivate');
    const newcomer = await buildUser(t.db, { company, roles: ['NAH'] });
    expectFieldErrors(await put(token, worker.id, 'reactivate'), {
      status: 'The 1 NAH seat on your plan is in use. Add seats on My Account or deactivate a user first.',
    });
    expect((await reloadUser(t.db, worker.id)).status).toBe('deactivated');
    await put(token, newcomer.id, 'deactivate');
    expect((await put(token, worker.id, 'reactivate')).statusCode).toBe(200);
  });

  it('refuses to deactivate yourself or the founder', async () => {
    const { company, owner, token } = await team();
    expect(expectError(await put(token, owner.id, 'deactivate'), 400).message).toBe('You cannot deactivate your own account.');
    const founder = await buildUser(t.db, { company, roles: ['ROOT_PAH'] });
    expectError(await put(token, founder.id, 'deactivate'), 403);
    expect((await reloadUser(t.db, founder.id)).status).toBe('active');
  });

  it('lets an owner deactivate another account holder while one active holder remains', async () => {
    const { company, owner, token } = await team();
    const second = await buildUser(t.db, { company, roles: ['PAH'] });
    expect((await put(token, second.id, 'deactivate')).statusCode).toBe(200);
    // A token of the deactivated holder can no longer act at all, so the owner stays.
    const secondToken = (await loginAs(t.ctx, second)).token;
    expect(expectError(await put(secondToken, owner.id, 'deactivate'), 401).message).toContain('tokenInvalid');
    expect((await reloadUser(t.db, owner.id)).status).toBe('active');
  });

  it('answers 404 for another company’s person, 403 to staff, 401 without a token, 400 for a bad id', async () => {
    const { worker, token } = await team();
    const stranger = await buildUser(t.db, { roles: ['NAH'] });
    expectError(await put(token, stranger.id, 'deactivate'), 404);
    expectError(await put(token, stranger.id, 'reactivate'), 404);
    expect((await reloadUser(t.db, stranger.id)).status).toBe('active');
    expectError(await put((await loginAs(t.ctx, worker)).token, worker.id, 'deactivate'), 403);
    expectError(await put(null, worker.id, 'deactivate'), 401);
    expectFieldErrors(await put(token, 'nope', 'reactivate'), { id: 'Must be a valid id.' });
  });
});
