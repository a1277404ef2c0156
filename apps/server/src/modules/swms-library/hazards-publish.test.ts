import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SWMS_LIBRARY_MESSAGES,
  SWMS_MESSAGES,
  ZLibraryActivitiesSchema,
  ZLibraryActivitySchema,
  ZLibraryTradeReviewSchema,
  ZLibraryTradesSchema,
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

async function ownActivity(token: string, tradeName: string) {
  const trade = ZLibraryTradeReviewSchema.parse((await call('POST', '/api/v3/trades', token, { name: tradeName, scopeName: 'General' })).json());
  const scopeId = trade.scopes[0]?.id ?? '';
  const activity = ZLibraryActivitySchema.parse((await call('POST', '/api/v3/workactivities', token, activityBody(scopeId))).json());
  return { tradeId: trade.id, scopeId, activity };
}

describe('potential hazards', () => {
  it('adds, changes and removes a hazard, answering the whole activity; the last one stays', async () => {
    const a = await libraryCompany(t, 'Haz A');
    const { activity } = await ownActivity(a.owner, 'Haz trade A');
    const added = await call('POST', '/api/v3/potentialhazards', a.owner, { workActivityId: activity.id, ...hazardBody({ hazard: 'Silica dust' }) });
    expect(added.statusCode, added.body).toBe(201);
    const withTwo = ZLibraryActivitySchema.parse(added.json());
    expect(withTwo.hazards.map((hazard) => hazard.hazard)).toEqual(['Fall from the ladder', 'Silica dust']);
    const dust = withTwo.hazards[1]?.id ?? '';
    const changed = await call(
      'PUT',
      `/api/v3/potentialhazards/${dust}`,
      a.owner,
      hazardBody({ hazard: 'Silica dust from cutting', after: { likelihood: 2, consequence: 2 } }),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(ZLibraryActivitySchema.parse(changed.json()).hazards[1]).toMatchObject({
      id: dust,
      hazard: 'Silica dust from cutting',
      after: { likelihood: 2, consequence: 2 },
    });
    const removed = await call('DELETE', `/api/v3/potentialhazards/${dust}`, a.owner);
    expect(ZLibraryActivitySchema.parse(removed.json()).hazards).toHaveLength(1);
    const last = withTwo.hazards[0]?.id ?? '';
    expect(expectError(await call('DELETE', `/api/v3/potentialhazards/${last}`, a.owner), 400).message).toBe(SWMS_LIBRARY_MESSAGES.lastHazard);
  });

  it('answers 400 field errors, 404 for another company’s, 403 for public hazards and workers', async () => {
    const a = await libraryCompany(t, 'Haz B');
    const b = await libraryCompany(t, 'Haz C');
    const { activity } = await ownActivity(a.owner, 'Haz trade B');
    const hazardId = activity.hazards[0]?.id ?? '';
    expectFieldErrors(
      await call('POST', '/api/v3/potentialhazards', a.owner, { workActivityId: activity.id, ...hazardBody({ controls: [], monitoring: '' }) }),
      {
        controls: SWMS_MESSAGES.controls,
        monitoring: SWMS_MESSAGES.monitoring,
      },
    );
    expectFieldErrors(await call('POST', '/api/v3/potentialhazards', a.owner, hazardBody()), { workActivityId: true });
    expectFieldErrors(await call('PUT', `/api/v3/potentialhazards/${hazardId}`, a.owner, hazardBody({ controls: [{ level: 'magic' as 'ppe', text: 'x' }] })), {
      'controls.0.level': SWMS_MESSAGES.controlLevel,
    });
    expectFieldErrors(await call('POST', '/api/v3/potentialhazards', b.owner, { workActivityId: activity.id, ...hazardBody() }), { workActivityId: true });
    expectError(await call('PUT', `/api/v3/potentialhazards/${hazardId}`, b.owner, hazardBody()), 404);
    expectError(await call('DELETE', `/api/v3/potentialhazards/${hazardId}`, b.owner), 404);
    expectError(await call('PUT', `/api/v3/potentialhazards/${hazardId}`, a.worker, hazardBody()), 403);
    const [starter] = ZLibraryActivitiesSchema.parse((await call('GET', '/api/v3/workactivities?search=truss', b.owner)).json()).items;
    expectError(await call('POST', '/api/v3/potentialhazards', b.owner, { workActivityId: starter?.id, ...hazardBody() }), 403);
    expectError(await call('PUT', `/api/v3/potentialhazards/${starter?.hazards[0]?.id ?? ''}`, b.owner, hazardBody()), 403);
  });
});

describe('making custom rows public', () => {
  it('publishes a company’s custom trade with its whole branch; other companies see it, its author can no longer change it', async () => {
    const a = await libraryCompany(t, 'Pub A');
    const b = await libraryCompany(t, 'Pub B');
    const { tradeId, activity } = await ownActivity(a.owner, 'Lift installation');
    const token = await adminToken(t);
    expectError(await call('PUT', `/api/v3/trades/${tradeId}/set-public`, a.owner), 403);
    const published = await call('PUT', `/api/v3/trades/${tradeId}/set-public`, token);
    expect(published.statusCode, published.body).toBe(200);
    expect(ZLibraryTradeReviewSchema.parse(published.json())).toMatchObject({
      isPublic: true,
      companyName: null,
      scopes: [{ isPublic: true, activityCount: 1 }],
    });
    const seen = ZLibraryTradesSchema.parse((await call('GET', '/api/v3/trades?search=Lift', b.owner)).json()).items;
    expect(seen).toEqual([expect.objectContaining({ id: tradeId, isPublic: true, isOwn: false })]);
    const read = ZLibraryActivitySchema.parse((await call('GET', `/api/v3/workactivities/${activity.id}`, b.owner)).json());
    expect(read).toMatchObject({ isPublic: true, hazards: [expect.objectContaining({ hazard: 'Fall from the ladder' })] });
    expectError(await call('PUT', `/api/v3/workactivities/${activity.id}`, a.owner, activityBody(read.scopeId)), 403);
    expectError(await call('DELETE', `/api/v3/potentialhazards/${read.hazards[0]?.id ?? ''}`, a.owner), 403);
    expectError(await call('PUT', '/api/v3/trades/00000000-0000-4000-8000-000000000000/set-public', token), 404);
  });

  it('publishes one activity with its scope and trade, leaving the other activities private', async () => {
    const a = await libraryCompany(t, 'Pub C');
    const b = await libraryCompany(t, 'Pub D');
    const { tradeId, scopeId, activity } = await ownActivity(a.owner, 'Blinds');
    const other = ZLibraryActivitySchema.parse((await call('POST', '/api/v3/workactivities', a.owner, activityBody(scopeId, { name: 'Private one' }))).json());
    const token = await adminToken(t);
    expectError(await call('PUT', `/api/v3/workactivities/${activity.id}/set-public`, a.owner), 403);
    const published = await call('PUT', `/api/v3/workactivities/${activity.id}/set-public`, token);
    expect(published.statusCode, published.body).toBe(200);
    expect(ZLibraryActivitySchema.parse(published.json())).toMatchObject({ isPublic: true });
    const seen = ZLibraryActivitiesSchema.parse((await call('GET', `/api/v3/workactivities?tradeId=${tradeId}`, b.owner)).json()).items;
    expect(seen.map((item) => item.name)).toEqual(['Fix ceiling battens']);
    expectError(await call('GET', `/api/v3/workactivities/${other.id}`, b.owner), 404);
    // The author still sees and edits its private one.
    expect((await call('PUT', `/api/v3/workactivities/${other.id}`, a.owner, activityBody(scopeId, { name: 'Still mine' }))).statusCode).toBe(200);
  });

  it('lets an admin review and edit a custom trade before publishing; new rows stay the company’s', async () => {
    const a = await libraryCompany(t, 'Pub E');
    const b = await libraryCompany(t, 'Pub F');
    const { tradeId } = await ownActivity(a.owner, 'Shade sails');
    const token = await adminToken(t);
    const scope = await call('POST', `/api/v3/trades/${tradeId}/scopes`, token, { name: 'Posts and footings' });
    expect(scope.statusCode, scope.body).toBe(201);
    expect(scope.json()).toMatchObject({ isPublic: false });
    const ofA = ZLibraryTradeReviewSchema.parse((await call('GET', `/api/v3/trades/${tradeId}`, a.owner)).json());
    expect(ofA.scopes.find((item) => item.name === 'Posts and footings')).toMatchObject({ isOwn: true });
    expectError(await call('GET', `/api/v3/trades/${tradeId}`, b.owner), 404);
    const list = ZLibraryActivitiesSchema.parse((await call('GET', `/api/v3/workactivities?tradeId=${tradeId}`, token)).json()).items;
    expect(list).toHaveLength(1);
  });
});
