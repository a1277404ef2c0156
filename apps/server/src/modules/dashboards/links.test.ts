import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DASHBOARD_MESSAGES, ZCreatedDashboardLinkSchema, ZDashboardLinkSchema, ZDashboardLinksPageSchema, ZDashboardSchema } from '@hivis/contracts';
import { api } from '../../../test/api.js';
import { expectError, expectFieldErrors } from '../../../test/assertions.js';
import { dashboardsTeam, DAY_MS, thisWeek } from '../../../test/dashboards.js';
import { setCompany } from '../../../test/factories.js';
import type { TestApp } from '../../../test/test-app.js';
import { createTestApp } from '../../../test/test-app.js';
import { buildEntry, buildJob } from '../../../test/work-factories.js';
import { dashboardLinks } from '../../db/schema/index.js';
import { sha256 } from '../../platform/auth/secrets.js';
import { withSystem } from '../../platform/tenancy/tenant.js';
import { EMBED_LIMIT } from './embed.service.js';

let t: TestApp;
let call: ReturnType<typeof api>;
beforeAll(async () => {
  t = await createTestApp();
  call = api(t);
});
afterAll(() => t?.close());

type Team = Awaited<ReturnType<typeof dashboardsTeam>>;

async function createLink(team: Team, body: object = { dashboardId: 'operations', label: 'Office TV', expiresInDays: 30 }) {
  const response = await call('POST', '/api/v3/analytics/token', team.owner, body);
  expect(response.statusCode, response.body).toBe(201);
  const created = ZCreatedDashboardLinkSchema.parse(response.json());
  const token = new URL(created.url).searchParams.get('token') ?? '';
  return { ...created, token };
}

const embed = (token: string) => call('GET', `/api/v3/embed/dashboard?token=${encodeURIComponent(token)}`, null);
const linkRows = (companyId: string) => withSystem(t.db, (tx) => tx.select().from(dashboardLinks).where(eq(dashboardLinks.companyId, companyId)));

describe('POST /api/v3/analytics/token', () => {
  it('makes a link whose secret is answered once and kept only as a hash', async () => {
    const team = await dashboardsTeam(t);
    const before = Date.now();
    const created = await createLink(team);
    expect(created.path).toBe(`/embed-dashboard?token=${created.token}`);
    expect(created.url).toBe(`${t.config.publicUrl}${created.path}`);
    expect(created.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(created.link).toMatchObject({ dashboardId: 'operations', label: 'Office TV', state: 'active', revokedAt: null, createdByName: 'Olive Owner' });
    const expires = Date.parse(created.link.expiresAt);
    expect(expires).toBeGreaterThanOrEqual(before + 30 * DAY_MS);
    expect(expires).toBeLessThan(Date.now() + 30 * DAY_MS + 1000);
    const [row] = await linkRows(team.company.id);
    expect(row?.tokenHash).toBe(sha256(created.token));
    expect(JSON.stringify(row)).not.toContain(created.token);
  });

  it('refuses bad input with field errors and writes nothing', async () => {
    const team = await dashboardsTeam(t);
    for (const expiresInDays of [0, 366, 1.5, 'soon', undefined]) {
      expectFieldErrors(await call('POST', '/api/v3/analytics/token', team.owner, { dashboardId: 'operations', expiresInDays }), {
        expiresInDays: DASHBOARD_MESSAGES.expiresInDays,
      });
    }
    expectFieldErrors(await call('POST', '/api/v3/analytics/token', team.owner, { dashboardId: 'sales', expiresInDays: 7 }), {
      dashboardId: DASHBOARD_MESSAGES.dashboardId,
    });
    expectFieldErrors(await call('POST', '/api/v3/analytics/token', team.owner, { dashboardId: 'operations', expiresInDays: 7, label: 'x'.repeat(101) }), {
      label: DASHBOARD_MESSAGES.label,
    });
    expect(await linkRows(team.company.id)).toEqual([]);
  });

  it('needs a sign-in (401), an account holder (403) and an open account (403)', async () => {
    const team = await dashboardsTeam(t);
    const body = { dashboardId: 'compliance', expiresInDays: 7 };
    expectError(await call('POST', '/api/v3/analytics/token', null, body), 401);
    expectError(await call('POST', '/api/v3/analytics/token', team.supervisor, body), 403);
    expectError(await call('POST', '/api/v3/analytics/token', team.labourer, body), 403);
    await setCompany(t.db, team.company.id, { status: 'suspended' });
    const closed = expectError(await call('POST', '/api/v3/analytics/token', team.owner, body), 403);
    expect(closed.message).toBe(DASHBOARD_MESSAGES.closed);
    expect(await linkRows(team.company.id)).toEqual([]);
  });
});

describe('GET /api/v3/analytics/token', () => {
  it('lists the company’s links newest first, without secrets, filtered by dashboard and paged', async () => {
    const team = await dashboardsTeam(t);
    const other = await dashboardsTeam(t);
    const first = await createLink(team, { dashboardId: 'operations', expiresInDays: 1 });
    const second = await createLink(team, { dashboardId: 'compliance', expiresInDays: 2, label: '  ' });
    const third = await createLink(team, { dashboardId: 'operations', expiresInDays: 3 });
    await createLink(other);

    const all = await call('GET', '/api/v3/analytics/token', team.owner);
    expect(all.statusCode, all.body).toBe(200);
    const page = ZDashboardLinksPageSchema.parse(all.json());
    expect(page.total).toBe(3);
    expect(page.items.map((link) => link.id)).toEqual([third.link.id, second.link.id, first.link.id]);
    expect(page.items[1]?.label).toBeNull();
    for (const secret of [first.token, second.token, third.token]) expect(all.body).not.toContain(secret);
    expect(all.body).not.toContain('tokenHash');

    const filtered = ZDashboardLinksPageSchema.parse((await call('GET', '/api/v3/analytics/token?dashboardId=operations&take=1&page=2', team.owner)).json());
    expect(filtered).toMatchObject({ total: 2, page: 2, take: 1 });
    expect(filtered.items.map((link) => link.id)).toEqual([first.link.id]);
  });

  it('refuses a bad filter (400), no sign-in (401) and staff (403)', async () => {
    const team = await dashboardsTeam(t);
    expectFieldErrors(await call('GET', '/api/v3/analytics/token?dashboardId=nope', team.owner), { dashboardId: true });
    expectFieldErrors(await call('GET', '/api/v3/analytics/token?take=0', team.owner), { take: true });
    expectError(await call('GET', '/api/v3/analytics/token', null), 401);
    expectError(await call('GET', '/api/v3/analytics/token', team.supervisor), 403);
  });
});

describe('DELETE /api/v3/analytics/token/{id}', () => {
  it('revokes a link at once; revoking again keeps the first time', async () => {
    const team = await dashboardsTeam(t);
    const created = await createLink(team);
    expect((await embed(created.token)).statusCode).toBe(200);
    const revoked = await call('DELETE', `/api/v3/analytics/token/${created.link.id}`, team.owner);
    expect(revoked.statusCode, revoked.body).toBe(200);
    const link = ZDashboardLinkSchema.parse(revoked.json());
    expect(link.state).toBe('revoked');
    const again = ZDashboardLinkSchema.parse((await call('DELETE', `/api/v3/analytics/token/${created.link.id}`, team.owner)).json());
    expect(again.revokedAt).toBe(link.revokedAt);
    const gone = expectError(await embed(created.token), 404);
    expect(gone.message).toBe(DASHBOARD_MESSAGES.linkInvalid);
  });

  it('answers 404 for another company’s link and leaves it working', async () => {
    const team = await dashboardsTeam(t);
    const other = await dashboardsTeam(t);
    const theirs = await createLink(other);
    expectError(await call('DELETE', `/api/v3/analytics/token/${theirs.link.id}`, team.owner), 404);
    expect((await embed(theirs.token)).statusCode).toBe(200);
  });

  it('refuses a bad id (400), no sign-in (401) and staff (403)', async () => {
    const team = await dashboardsTeam(t);
    const created = await createLink(team);
    expectFieldErrors(await call('DELETE', '/api/v3/analytics/token/not-an-id', team.owner), { id: true });
    expectError(await call('DELETE', `/api/v3/analytics/token/${created.link.id}`, null), 401);
    expectError(await call('DELETE', `/api/v3/analytics/token/${created.link.id}`, team.supervisor), 403);
    expect((await linkRows(team.company.id))[0]?.revokedAt).toBeNull();
  });
});

describe('GET /api/v3/embed/dashboard', () => {
  it('shows the linked dashboard of the link’s company without signing in, with short names and no email', async () => {
    const team = await dashboardsTeam(t);
    const job = await buildJob(t.db, team.company.id, { status: 'IN_PROGRESS' });
    const week = thisWeek('Australia/Brisbane');
    await buildEntry(t.db, job, team.people.supervisor.id, { clockInAt: week.at(0, 8), clockOutAt: week.at(0, 10) });
    const created = await createLink(team);
    const response = await embed(created.token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const dashboard = ZDashboardSchema.parse(response.json());
    if (dashboard.id !== 'operations') throw new Error('expected the operations dashboard');
    expect(dashboard.jobsByStatus.total).toBe(1);
    expect(dashboard.hoursThisWeek?.people).toEqual([{ userId: team.people.supervisor.id, name: 'Sam S.', minutes: 120 }]);
    expect(response.body).not.toContain('@');
  });

  it('answers one 404 for unknown, expired and revoked links and those of a suspended account', async () => {
    const team = await dashboardsTeam(t);
    const expired = await createLink(team);
    await withSystem(t.db, (tx) =>
      tx
        .update(dashboardLinks)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(dashboardLinks.id, expired.link.id)),
    );
    for (const token of ['A'.repeat(43), expired.token]) {
      expect(expectError(await embed(token), 404).message).toBe(DASHBOARD_MESSAGES.linkInvalid);
    }
    const listed = ZDashboardLinksPageSchema.parse((await call('GET', '/api/v3/analytics/token', team.owner)).json());
    expect(listed.items[0]?.state).toBe('expired');
    const live = await createLink(team);
    await setCompany(t.db, team.company.id, { status: 'suspended' });
    expect(expectError(await embed(live.token), 404).message).toBe(DASHBOARD_MESSAGES.linkInvalid);
  });

  it('answers 400 for a token that cannot be one', async () => {
    expectFieldErrors(await call('GET', '/api/v3/embed/dashboard', null), { token: DASHBOARD_MESSAGES.linkInvalid });
    expectFieldErrors(await embed('short'), { token: DASHBOARD_MESSAGES.linkInvalid });
    expectFieldErrors(await embed(`${'a'.repeat(40)}$%`), { token: DASHBOARD_MESSAGES.linkInvalid });
  });

  it('slows down an address that opens links too often (429), whatever the tokens', async () => {
    const from = (token: string) => t.app.inject({ method: 'GET', url: `/api/v3/embed/dashboard?token=${token}`, remoteAddress: '203.0.113.9' });
    for (let index = 0; index < EMBED_LIMIT.perAddress; index += 1) {
      expect((await from(`${'B'.repeat(40)}${String(index).padStart(3, '0')}`)).statusCode).toBe(404);
    }
    const refused = expectError(await from('C'.repeat(43)), 429);
    expect(refused.message).toBe(DASHBOARD_MESSAGES.tooMany);
  });
});
