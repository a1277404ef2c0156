import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SWMS_LIBRARY_MESSAGES, ZLibraryScopeSchema, ZLibraryTradeReviewSchema, ZLibraryTradeReviewsSchema } from '@hivis/contracts';
import { eq } from 'drizzle-orm';
import { companies } from '../../db/schema/index.js';
import { withSystem } from '../../platform/tenancy/tenant.js';
import { api } from '../../../test/api.js';
import { expectError, expectFieldErrors } from '../../../test/assertions.js';
import { libraryCompany } from '../../../test/swms-library.js';
import { adminToken } from '../../../test/team.js';
import type { TestApp } from '../../../test/test-app.js';
import { createTestApp } from '../../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());
const call = api(() => t);

const tradesOf = async (token: string, query = '') => {
  const response = await call('GET', `/api/v3/trades${query}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return ZLibraryTradeReviewsSchema.parse(response.json()).items;
};

describe('trades', () => {
  it('lists the starter library with scopes and activity counts, plus the company’s own trades only', async () => {
    const a = await libraryCompany(t, 'Trades A');
    const b = await libraryCompany(t, 'Trades B');
    const created = await call('POST', '/api/v3/trades', a.owner, { name: '  Glazing ', scopeName: 'Shopfronts' });
    expect(created.statusCode, created.body).toBe(201);
    const glazing = ZLibraryTradeReviewSchema.parse(created.json());
    expect(glazing).toMatchObject({
      name: 'Glazing',
      isPublic: false,
      isOwn: true,
      companyName: null,
      scopes: [{ name: 'Shopfronts', activityCount: 0, isOwn: true }],
    });

    const ofA = await tradesOf(a.supervisor);
    const carpentry = ofA.find((trade) => trade.name === 'Carpentry');
    expect(carpentry).toMatchObject({ isPublic: true, isOwn: false });
    expect(carpentry?.scopes.some((scope) => scope.activityCount > 0)).toBe(true);
    expect(ofA.map((trade) => trade.name)).toContain('Glazing');
    expect(ofA.filter((trade) => trade.isPublic)).toHaveLength(12);
    // Another company does not see it, and cannot read, rename or delete it (404).
    expect((await tradesOf(b.owner)).map((trade) => trade.name)).not.toContain('Glazing');
    expectError(await call('GET', `/api/v3/trades/${glazing.id}`, b.owner), 404);
    expectError(await call('PUT', `/api/v3/trades/${glazing.id}`, b.owner, { name: 'Mine' }), 404);
    expectError(await call('DELETE', `/api/v3/trades/${glazing.id}`, b.owner), 404);
    // type filters and search
    expect((await tradesOf(a.owner, '?type=custom')).map((trade) => trade.name)).toEqual(['Glazing']);
    expect((await tradesOf(a.owner, '?type=public&search=carp')).map((trade) => trade.name)).toEqual(['Carpentry']);
  });

  it('renames, adds scopes, renames and deletes scopes, deletes the trade', async () => {
    const a = await libraryCompany(t, 'Trades C');
    const trade = ZLibraryTradeReviewSchema.parse((await call('POST', '/api/v3/trades', a.owner, { name: 'Fencing', scopeName: 'Pool fences' })).json());
    const renamed = await call('PUT', `/api/v3/trades/${trade.id}`, a.owner, { name: 'Fencing and gates' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Fencing and gates' });
    const added = await call('POST', `/api/v3/trades/${trade.id}/scopes`, a.owner, { name: 'Gates' });
    expect(added.statusCode, added.body).toBe(201);
    const scope = ZLibraryScopeSchema.parse(added.json());
    expect(scope).toMatchObject({ tradeId: trade.id, tradeName: 'Fencing and gates', name: 'Gates', isOwn: true, isPublic: false });
    const scopeRenamed = await call('PUT', `/api/v3/scopes/${scope.id}`, a.owner, { name: 'Swing gates' });
    expect(scopeRenamed.json()).toMatchObject({ name: 'Swing gates' });
    const scopeDeleted = await call('DELETE', `/api/v3/scopes/${scope.id}`, a.owner);
    expect(scopeDeleted.statusCode, scopeDeleted.body).toBe(200);
    expectError(await call('GET', `/api/v3/scopes/${scope.id}`, a.owner), 404);
    const deleted = await call('DELETE', `/api/v3/trades/${trade.id}`, a.owner);
    expect(deleted.json()).toMatchObject({ id: trade.id, message: 'Trade "Fencing and gates" deleted.' });
    expectError(await call('GET', `/api/v3/trades/${trade.id}`, a.owner), 404);
  });

  it('answers 400 with field errors for blank names', async () => {
    const a = await libraryCompany(t, 'Trades D');
    expectFieldErrors(await call('POST', '/api/v3/trades', a.owner, { name: ' ', scopeName: '' }), {
      name: SWMS_LIBRARY_MESSAGES.tradeName,
      scopeName: SWMS_LIBRARY_MESSAGES.scopeName,
    });
    const [carpentry] = await tradesOf(a.owner, '?search=Carpentry');
    expectFieldErrors(await call('POST', `/api/v3/trades/${carpentry?.id ?? ''}/scopes`, a.owner, {}), { name: SWMS_LIBRARY_MESSAGES.scopeName });
    expectFieldErrors(await call('GET', '/api/v3/trades?type=mine', a.owner), { type: true });
  });

  it('keeps the public library read-only for companies (403) but lets them add their own scope to a public trade', async () => {
    const a = await libraryCompany(t, 'Trades E');
    const b = await libraryCompany(t, 'Trades F');
    const [carpentry] = await tradesOf(a.owner, '?search=Carpentry');
    const publicScope = carpentry?.scopes[0];
    expect(expectError(await call('PUT', `/api/v3/trades/${carpentry?.id ?? ''}`, a.owner, { name: 'Mine' }), 403).message).toBe(
      SWMS_LIBRARY_MESSAGES.publicOnly,
    );
    expectError(await call('DELETE', `/api/v3/trades/${carpentry?.id ?? ''}`, a.owner), 403);
    expect(expectError(await call('PUT', `/api/v3/scopes/${publicScope?.id ?? ''}`, a.owner, { name: 'Mine' }), 403).message).toBe(
      SWMS_LIBRARY_MESSAGES.publicOnly,
    );
    expectError(await call('DELETE', `/api/v3/scopes/${publicScope?.id ?? ''}`, a.owner), 403);
    const own = await call('POST', `/api/v3/trades/${carpentry?.id ?? ''}/scopes`, a.owner, { name: 'Our decks' });
    expect(own.statusCode, own.body).toBe(201);
    const scopeId = ZLibraryScopeSchema.parse(own.json()).id;
    expect((await tradesOf(a.owner, '?search=Carpentry'))[0]?.scopes.map((scope) => scope.name)).toContain('Our decks');
    expect((await tradesOf(b.owner, '?search=Carpentry'))[0]?.scopes.map((scope) => scope.name)).not.toContain('Our decks');
    expectError(await call('PUT', `/api/v3/scopes/${scopeId}`, b.owner, { name: 'Taken' }), 404);
  });

  it('refuses writes to workers (403), to a company without swms.create (403), and without a token (401)', async () => {
    const a = await libraryCompany(t, 'Trades G');
    const reader = await libraryCompany(t, 'Trades H', ['swms', 'swms.view']);
    expectError(await call('POST', '/api/v3/trades', a.worker, { name: 'X', scopeName: 'Y' }), 403);
    expect((await tradesOf(a.worker)).length).toBeGreaterThanOrEqual(12);
    expectError(await call('POST', '/api/v3/trades', reader.owner, { name: 'X', scopeName: 'Y' }), 403);
    expectError(await call('GET', '/api/v3/trades', null), 401);
    const off = await libraryCompany(t, 'Trades I', ['swms.view']);
    expectError(await call('GET', '/api/v3/trades', off.owner), 403);
    // A suspended account reads its library but cannot change it.
    await withSystem(t.db, (tx) => tx.update(companies).set({ status: 'suspended' }).where(eq(companies.id, a.company.id)));
    expect((await call('GET', '/api/v3/trades', a.owner)).statusCode).toBe(200);
    expectError(await call('POST', '/api/v3/trades', a.owner, { name: 'X', scopeName: 'Y' }), 403);
  });

  it('lets a HiVis admin list every company’s custom trades with the company, and keep the public library', async () => {
    const a = await libraryCompany(t, 'Review Co');
    await call('POST', '/api/v3/trades', a.owner, { name: 'Rope access', scopeName: 'Facade cleaning' });
    const token = await adminToken(t);
    const custom = await tradesOf(token, '?type=custom');
    expect(custom.find((trade) => trade.name === 'Rope access')).toMatchObject({ companyName: 'Review Co', isPublic: false, isOwn: false });
    expect(custom.every((trade) => !trade.isPublic)).toBe(true);
    const created = await call('POST', '/api/v3/trades', token, { name: 'Solar installation', scopeName: 'Rooftop panels' });
    expect(created.statusCode, created.body).toBe(201);
    const solar = ZLibraryTradeReviewSchema.parse(created.json());
    expect(solar).toMatchObject({ isPublic: true, companyName: null, scopes: [{ isPublic: true }] });
    expect((await tradesOf(a.owner, '?type=public')).map((trade) => trade.name)).toContain('Solar installation');
    const renamed = await call('PUT', `/api/v3/trades/${solar.id}`, token, { name: 'Solar PV installation' });
    expect(renamed.json()).toMatchObject({ name: 'Solar PV installation' });
    expect((await call('DELETE', `/api/v3/trades/${solar.id}`, token)).statusCode).toBe(200);
  });
});
