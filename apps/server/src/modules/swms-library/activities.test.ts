import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SWMS_LIBRARY_MESSAGES,
  SWMS_MESSAGES,
  ZHighRisksSchema,
  ZLibraryActivitiesSchema,
  ZLibraryActivitySchema,
  ZLibraryTradeReviewSchema,
  ZLibraryTradesSchema,
  ZWhsActivitiesPageSchema,
} from '@hivis/contracts';
import { api } from '../../../test/api.js';
import { expectError, expectFieldErrors } from '../../../test/assertions.js';
import { activityBody, hazardBody, libraryCompany } from '../../../test/swms-library.js';
import { adminToken } from '../../../test/team.js';
import type { TestApp } from '../../../test/test-app.js';
import { createTestApp } from '../../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());
const call = api(() => t);

async function ownTrade(token: string, name: string) {
  const response = await call('POST', '/api/v3/trades', token, { name, scopeName: `${name} work` });
  expect(response.statusCode, response.body).toBe(201);
  const trade = ZLibraryTradeReviewSchema.parse(response.json());
  return { tradeId: trade.id, scopeId: trade.scopes[0]?.id ?? '' };
}

async function publicScope(token: string, tradeName = 'Carpentry') {
  const trades = ZLibraryTradesSchema.parse((await call('GET', `/api/v3/trades?type=public&search=${tradeName}`, token)).json()).items;
  return { tradeId: trades[0]?.id ?? '', scopeId: trades[0]?.scopes[0]?.id ?? '' };
}

describe('work activities', () => {
  it('lists by trade, scope, type and search, with hazards', async () => {
    const a = await libraryCompany(t, 'Acts A');
    const { tradeId, scopeId } = await publicScope(a.owner);
    const byTrade = ZLibraryActivitiesSchema.parse((await call('GET', `/api/v3/workactivities?tradeId=${tradeId}`, a.supervisor)).json()).items;
    expect(byTrade.length).toBeGreaterThan(1);
    expect(byTrade.every((activity) => activity.tradeName === 'Carpentry' && activity.hazards.length > 0 && activity.isPublic)).toBe(true);
    const byScope = ZLibraryActivitiesSchema.parse((await call('GET', `/api/v3/workactivities?scopeId=${scopeId}`, a.owner)).json()).items;
    expect(byScope.every((activity) => activity.scopeId === scopeId)).toBe(true);
    const search = ZLibraryActivitiesSchema.parse((await call('GET', '/api/v3/workactivities?search=truss', a.owner)).json()).items;
    expect(search.map((activity) => activity.name)).toContain('Install roof trusses');
    expect(ZLibraryActivitiesSchema.parse((await call('GET', '/api/v3/workactivities?type=custom', a.owner)).json()).items).toEqual([]);
    expectFieldErrors(await call('GET', '/api/v3/workactivities?tradeId=nope', a.owner), { tradeId: 'Must be a valid id.' });
  });

  it('creates, reads, replaces and deletes a company’s own activity, hazards in one go', async () => {
    const a = await libraryCompany(t, 'Acts B');
    const { scopeId } = await ownTrade(a.owner, 'Ceilings');
    const created = await call('POST', '/api/v3/workactivities', a.owner, activityBody(scopeId, { hrcwCodes: ['fall_over_2m', 'fall_over_2m'] }));
    expect(created.statusCode, created.body).toBe(201);
    const activity = ZLibraryActivitySchema.parse(created.json());
    expect(activity).toMatchObject({
      name: 'Fix ceiling battens',
      isOwn: true,
      isPublic: false,
      hrcwCodes: ['fall_over_2m'],
      scopeName: 'Ceilings work',
      tradeName: 'Ceilings',
    });
    expect(activity.hazards).toHaveLength(1);
    const read = await call('GET', `/api/v3/workactivities/${activity.id}`, a.supervisor);
    expect(read.json()).toEqual(activity);
    const replaced = await call(
      'PUT',
      `/api/v3/workactivities/${activity.id}`,
      a.owner,
      activityBody(scopeId, { name: 'Fix battens', hazards: [hazardBody({ hazard: 'Dust' }), hazardBody({ hazard: 'Noise' })] }),
    );
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(ZLibraryActivitySchema.parse(replaced.json()).hazards.map((hazard) => hazard.hazard)).toEqual(['Dust', 'Noise']);
    // A company's own activity may sit in a public scope too.
    const { scopeId: carpentryScope } = await publicScope(a.owner);
    const inPublic = await call('POST', '/api/v3/workactivities', a.owner, activityBody(carpentryScope, { name: 'Our deck stairs' }));
    expect(inPublic.statusCode, inPublic.body).toBe(201);
    const deleted = await call('DELETE', `/api/v3/workactivities/${activity.id}`, a.owner);
    expect(deleted.json()).toMatchObject({ message: 'Work activity "Fix battens" deleted.' });
    expectError(await call('GET', `/api/v3/workactivities/${activity.id}`, a.owner), 404);
  });

  it('answers 400 with field errors, using the SWMS rules, and writes nothing', async () => {
    const a = await libraryCompany(t, 'Acts C');
    const { scopeId } = await ownTrade(a.owner, 'Insulation');
    const bad = activityBody(scopeId, {
      name: ' ',
      ppe: [],
      hrcwCodes: ['not_a_code' as 'fall_over_2m'],
      hazards: [
        hazardBody({ after: { likelihood: 4, consequence: 4 } }),
        hazardBody({
          controls: [{ level: 'ppe', text: 'Wear a harness.' }],
          before: { likelihood: 4, consequence: 5 },
          after: { likelihood: 3, consequence: 5 },
        }),
      ],
    });
    expectFieldErrors(await call('POST', '/api/v3/workactivities', a.owner, bad), {
      name: SWMS_MESSAGES.activityName,
      ppe: SWMS_MESSAGES.ppeList,
      'hrcwCodes.0': SWMS_MESSAGES.hrcwCode,
      'hazards.0.after': SWMS_MESSAGES.afterAboveBefore,
      'hazards.1.residualReason': SWMS_MESSAGES.residualReason,
    });
    expectFieldErrors(await call('POST', '/api/v3/workactivities', a.owner, activityBody(scopeId, { hazards: [] })), { hazards: SWMS_MESSAGES.hazards });
    expectFieldErrors(await call('POST', '/api/v3/workactivities', a.owner, { ...activityBody(scopeId), scopeId: 'x' }), {
      scopeId: 'Please choose the scope of work.',
    });
    const list = ZLibraryActivitiesSchema.parse((await call('GET', `/api/v3/workactivities?scopeId=${scopeId}`, a.owner)).json()).items;
    expect(list).toEqual([]);
  });

  it('hides another company’s custom rows (404) and keeps public rows to admins (403); workers cannot write', async () => {
    const a = await libraryCompany(t, 'Acts D');
    const b = await libraryCompany(t, 'Acts E');
    const { scopeId } = await ownTrade(a.owner, 'Signage');
    const own = ZLibraryActivitySchema.parse((await call('POST', '/api/v3/workactivities', a.owner, activityBody(scopeId))).json());
    expectError(await call('GET', `/api/v3/workactivities/${own.id}`, b.owner), 404);
    expectError(await call('PUT', `/api/v3/workactivities/${own.id}`, b.owner, activityBody(scopeId)), 404);
    expectError(await call('DELETE', `/api/v3/workactivities/${own.id}`, b.owner), 404);
    expectFieldErrors(await call('POST', '/api/v3/workactivities', b.owner, activityBody(scopeId)), { scopeId: true });
    expect(ZLibraryActivitiesSchema.parse((await call('GET', `/api/v3/workactivities?scopeId=${scopeId}`, b.owner)).json()).items).toEqual([]);
    const [starter] = ZLibraryActivitiesSchema.parse((await call('GET', '/api/v3/workactivities?search=truss', b.owner)).json()).items;
    const publicId = starter?.id ?? '';
    expect(expectError(await call('PUT', `/api/v3/workactivities/${publicId}`, b.owner, activityBody(starter?.scopeId ?? '')), 403).message).toBe(
      SWMS_LIBRARY_MESSAGES.publicOnly,
    );
    expectError(await call('DELETE', `/api/v3/workactivities/${publicId}`, b.owner), 403);
    expectError(await call('POST', '/api/v3/workactivities', a.worker, activityBody(scopeId)), 403);
    expectError(await call('DELETE', `/api/v3/workactivities/${own.id}`, a.worker), 403);
    expect((await call('GET', `/api/v3/workactivities/${own.id}`, a.worker)).statusCode).toBe(200);
  });

  it('bulk-adds into an existing or a new scope, all or nothing, errors by row', async () => {
    const a = await libraryCompany(t, 'Acts F');
    const { tradeId, scopeId } = await ownTrade(a.owner, 'Waterproofing');
    const rows = [activityBody(scopeId, { name: 'Prime the floor' }), activityBody(scopeId, { name: 'Lay the membrane' })].map(
      ({ scopeId: _s, ...row }) => row,
    );
    const bad = await call('POST', '/api/v3/workactivities/bulk', a.owner, {
      scopeId,
      activities: [rows[0], { ...rows[1], hazards: [hazardBody({ responsible: '' })] }],
    });
    expectFieldErrors(bad, { 'activities.1.hazards.0.responsible': SWMS_MESSAGES.responsible });
    expect(ZLibraryActivitiesSchema.parse((await call('GET', `/api/v3/workactivities?scopeId=${scopeId}`, a.owner)).json()).items).toEqual([]);
    const ok = await call('POST', '/api/v3/workactivities/bulk', a.owner, { scopeId, activities: rows });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ZLibraryActivitiesSchema.parse(ok.json()).items.map((activity) => activity.name)).toEqual(['Prime the floor', 'Lay the membrane']);
    const fresh = await call('POST', '/api/v3/workactivities/bulk', a.owner, { tradeId, scopeName: 'Balconies', activities: [rows[0]] });
    expect(fresh.statusCode, fresh.body).toBe(201);
    expect(ZLibraryActivitiesSchema.parse(fresh.json()).items[0]).toMatchObject({ scopeName: 'Balconies', tradeId });
    expectFieldErrors(await call('POST', '/api/v3/workactivities/bulk', a.owner, { activities: [rows[0]] }), { scopeId: SWMS_LIBRARY_MESSAGES.scopeChoice });
    expectFieldErrors(await call('POST', '/api/v3/workactivities/bulk', a.owner, { scopeId, activities: [] }), {
      activities: SWMS_LIBRARY_MESSAGES.activities,
    });
    // A new scope whose activities fail leaves no scope behind.
    expectFieldErrors(await call('POST', '/api/v3/workactivities/bulk', a.owner, { tradeId, scopeName: 'Roofs', activities: [{ ...rows[0], ppe: [] }] }), {
      'activities.0.ppe': true,
    });
    const trade = ZLibraryTradeReviewSchema.parse((await call('GET', `/api/v3/trades/${tradeId}`, a.owner)).json());
    expect(trade.scopes.map((scope) => scope.name)).not.toContain('Roofs');
  });

  it('answers the HRCW list of a jurisdiction, the company’s by default; New Zealand gets the model list as a guide', async () => {
    const a = await libraryCompany(t, 'Acts G');
    const vic = ZHighRisksSchema.parse((await call('GET', '/api/v3/workactivities/highRisks?jurisdiction=VIC', a.owner)).json());
    expect(vic).toMatchObject({ jurisdiction: 'VIC', legalList: true });
    expect(vic.items.map((item) => item.code)).toContain('tunnel');
    const own = ZHighRisksSchema.parse((await call('GET', '/api/v3/workactivities/highRisks', a.owner)).json());
    expect(own).toMatchObject({ jurisdiction: 'NSW', documentTitle: 'Safe work method statement' });
    expect(own.items).toHaveLength(18);
    const nz = ZHighRisksSchema.parse((await call('GET', '/api/v3/workactivities/highRisks?jurisdiction=NZ', a.owner)).json());
    expect(nz).toMatchObject({ legalList: false, documentTitle: 'Task analysis' });
    expectFieldErrors(await call('GET', '/api/v3/workactivities/highRisks?jurisdiction=XX', a.owner), { jurisdiction: true });
  });

  it('finds any visible activity by name, trade or scope, paged', async () => {
    const a = await libraryCompany(t, 'Acts H');
    const b = await libraryCompany(t, 'Acts I');
    const { scopeId } = await ownTrade(a.owner, 'Zinc cladding');
    await call('POST', '/api/v3/workactivities', a.owner, activityBody(scopeId, { name: 'Hang zinc panels' }));
    const page = ZWhsActivitiesPageSchema.parse((await call('GET', '/api/v3/whs/activities?search=zinc', a.worker)).json());
    expect(page.items.map((item) => item.name)).toEqual(['Hang zinc panels']);
    expect(page.items[0]).toMatchObject({ tradeName: 'Zinc cladding', hazardCount: 1, isOwn: true });
    expect(ZWhsActivitiesPageSchema.parse((await call('GET', '/api/v3/whs/activities?search=zinc', b.owner)).json()).total).toBe(0);
    const byTrade = ZWhsActivitiesPageSchema.parse((await call('GET', '/api/v3/whs/activities?search=Roofing&take=2&page=2', b.owner)).json());
    expect(byTrade).toMatchObject({ page: 2, take: 2 });
    expect(byTrade.total).toBeGreaterThan(2);
    expect(byTrade.items).toHaveLength(2);
    expectFieldErrors(await call('GET', '/api/v3/whs/activities?page=0', b.owner), { page: true });
  });

  it('lets a HiVis admin add to the public library', async () => {
    const token = await adminToken(t);
    const a = await libraryCompany(t, 'Acts J');
    const { scopeId } = await publicScope(token, 'Tiling');
    const created = await call('POST', '/api/v3/workactivities', token, activityBody(scopeId, { name: 'Seal wet area joints' }));
    expect(created.statusCode, created.body).toBe(201);
    const activity = ZLibraryActivitySchema.parse(created.json());
    expect(activity).toMatchObject({ isPublic: true, isOwn: false });
    expect((await call('GET', `/api/v3/workactivities/${activity.id}`, a.owner)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/v3/workactivities/${activity.id}`, token)).statusCode).toBe(200);
  });
});
