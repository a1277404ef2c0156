import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SWMS_LIBRARY_MESSAGES,
  SWMS_MESSAGES,
  ZLibraryActivitiesSchema,
  ZLibraryActivitySchema,
  ZLibraryTradeReviewSchema,
  ZLibraryTradesSchema,
} from '@hivis/contracts';
import { expectError, expectFieldErrors } from '../../../test/assertions.js';
import type { TestApp } from '../../../test/test-app.js';
import { createTestApp } from '../../../test/test-app.js';
import { activityBody, hazardBody, libraryKit } from './library-test-kit.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());
const { call, company, admin } = libraryKit(() => t);

async function ownActivity(token: string, tradeName: string) {
  const trade = ZLibraryTradeReviewSchema.parse((await call(token, 'POST', '/api/v3/trades', { name: tradeName, scopeName: 'General' })).json());
  const scopeId = trade.scopes[0]?.id ?? '';
  const activity = ZLibraryActivitySchema.parse((await call(token, 'POST', '/api/v3/workactivities', activityBody(scopeId))).json());
  return { tradeId: trade.id, scopeId, activity };
}

describe('potential hazards', () => {
  it('adds, changes and removes a hazard, answering the whole activity; the last one stays', async () => {
    const a = await company('Haz A');
    const { activity } = await ownActivity(a.owner, 'Haz trade A');
    const added = await call(a.owner, 'POST', '/api/v3/potentialhazards', { workActivityId: activity.id, ...hazardBody({ hazard: 'Silica dust' }) });
    expect(added.statusCode, added.body).toBe(201);
    const withTwo = ZLibraryActivitySchema.parse(added.json());
    expect(withTwo.hazards.map((hazard) => hazard.hazard)).toEqual(['Fall from the ladder', 'Silica dust']);
    const dust = withTwo.hazards[1]?.id ?? '';
    const changed = await call(
      a.owner,
      'PUT',
      `/api/v3/potentialhazards/${dust}`,
      hazardBody({ hazard: 'Silica dust from cutting', after: { likelihood: 2, consequence: 2 } }),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(ZLibraryActivitySchema.parse(changed.json()).hazards[1]).toMatchObject({
      id: dust,
      hazard: 'Silica dust from cutting',
      after: { likelihood: 2, consequence: 2 },
    });
    const removed = await call(a.owner, 'DELETE', `/api/v3/potentialhazards/${dust}`);
    expect(ZLibraryActivitySchema.parse(removed.json()).hazards).toHaveLength(1);
    const last = withTwo.hazards[0]?.id ?? '';
    expect(expectError(await call(a.owner, 'DELETE', `/api/v3/potentialhazards/${last}`), 400).message).toBe(SWMS_LIBRARY_MESSAGES.lastHazard);
  });

  it('answers 400 field errors, 404 for another company’s, 403 for public hazards and workers', async () => {
    const a = await company('Haz B');
    const b = await company('Haz C');
    const { activity } = await ownActivity(a.owner, 'Haz trade B');
    const hazardId = activity.hazards[0]?.id ?? '';
    expectFieldErrors(
      await call(a.owner, 'POST', '/api/v3/potentialhazards', { workActivityId: activity.id, ...hazardBody({ controls: [], monitoring: '' }) }),
      {
        controls: SWMS_MESSAGES.controls,
        monitoring: SWMS_MESSAGES.monitoring,
      },
    );
    expectFieldErrors(await call(a.owner, 'POST', '/api/v3/potentialhazards', hazardBody()), { workActivityId: true });
    expectFieldErrors(await call(a.owner, 'PUT', `/api/v3/potentialhazards/${hazardId}`, hazardBody({ controls: [{ level: 'magic' as 'ppe', text: 'x' }] })), {
      'controls.0.level': SWMS_MESSAGES.controlLevel,
    });
    expectFieldErrors(await call(b.owner, 'POST', '/api/v3/potentialhazards', { workActivityId: activity.id, ...hazardBody() }), { workActivityId: true });
    expectError(await call(b.owner, 'PUT', `/api/v3/potentialhazards/${hazardId}`, hazardBody()), 404);
    expectError(await call(b.owner, 'DELETE', `/api/v3/potentialhazards/${hazardId}`), 404);
    expectError(await call(a.worker, 'PUT', `/api/v3/potentialhazards/${hazardId}`, hazardBody()), 403);
    const [starter] = ZLibraryActivitiesSchema.parse((await call(b.owner, 'GET', '/api/v3/workactivities?search=truss')).json()).items;
    expectError(await call(b.owner, 'POST', '/api/v3/potentialhazards', { workActivityId: starter?.id, ...hazardBody() }), 403);
    expectError(await call(b.owner, 'PUT', `/api/v3/potentialhazards/${starter?.hazards[0]?.id ?? ''}`, hazardBody()), 403);
  });
});

describe('making custom rows public', () => {
  it('publishes a company’s custom trade with its whole branch; other companies see it, its author can no longer change it', async () => {
    const a = await company('Pub A');
    const b = await company('Pub B');
    const { tradeId, activity } = await ownActivity(a.owner, 'Lift installation');
    const token = await admin();
    expectError(await call(a.owner, 'PUT', `/api/v3/trades/${tradeId}/set-public`), 403);
    const published = await call(token, 'PUT', `/api/v3/trades/${tradeId}/set-public`);
    expect(published.statusCode, published.body).toBe(200);
    expect(ZLibraryTradeReviewSchema.parse(published.json())).toMatchObject({
      isPublic: true,
      companyName: null,
      scopes: [{ isPublic: true, activityCount: 1 }],
    });
    const seen = ZLibraryTradesSchema.parse((await call(b.owner, 'GET', '/api/v3/trades?search=Lift')).json()).items;
    expect(seen).toEqual([expect.objectContaining({ id: tradeId, isPublic: true, isOwn: false })]);
    const read = ZLibraryActivitySchema.parse((await call(b.owner, 'GET', `/api/v3/workactivities/${activity.id}`)).json());
    expect(read).toMatchObject({ isPublic: true, hazards: [expect.objectContaining({ hazard: 'Fall from the ladder' })] });
    expectError(await call(a.owner, 'PUT', `/api/v3/workactivities/${activity.id}`, activityBody(read.scopeId)), 403);
    expectError(await call(a.owner, 'DELETE', `/api/v3/potentialhazards/${read.hazards[0]?.id ?? ''}`), 403);
    expectError(await call(token, 'PUT', '/api/v3/trades/00000000-0000-4000-8000-000000000000/set-public'), 404);
  });

  it('publishes one activity with its scope and trade, leaving the other activities private', async () => {
    const a = await company('Pub C');
    const b = await company('Pub D');
    const { tradeId, scopeId, activity } = await ownActivity(a.owner, 'Blinds');
    const other = ZLibraryActivitySchema.parse((await call(a.owner, 'POST', '/api/v3/workactivities', activityBody(scopeId, { name: 'Private one' }))).json());
    const token = await admin();
    expectError(await call(a.owner, 'PUT', `/api/v3/workactivities/${activity.id}/set-public`), 403);
    const published = await call(token, 'PUT', `/api/v3/workactivities/${activity.id}/set-public`);
    expect(published.statusCode, published.body).toBe(200);
    expect(ZLibraryActivitySchema.parse(published.json())).toMatchObject({ isPublic: true });
    const seen = ZLibraryActivitiesSchema.parse((await call(b.owner, 'GET', `/api/v3/workactivities?tradeId=${tradeId}`)).json()).items;
    expect(seen.map((item) => item.name)).toEqual(['Fix ceiling battens']);
    expectError(await call(b.owner, 'GET', `/api/v3/workactivities/${other.id}`), 404);
    // The author still sees and edits its private one.
    expect((await call(a.owner, 'PUT', `/api/v3/workactivities/${other.id}`, activityBody(scopeId, { name: 'Still mine' }))).statusCode).toBe(200);
  });

  it('lets an admin review and edit a custom trade before publishing; new rows stay the company’s', async () => {
    const a = await company('Pub E');
    const b = await company('Pub F');
    const { tradeId } = await ownActivity(a.owner, 'Shade sails');
    const token = await admin();
    const scope = await call(token, 'POST', `/api/v3/trades/${tradeId}/scopes`, { name: 'Posts and footings' });
    expect(scope.statusCode, scope.body).toBe(201);
    expect(scope.json()).toMatchObject({ isPublic: false });
    const ofA = ZLibraryTradeReviewSchema.parse((await call(a.owner, 'GET', `/api/v3/trades/${tradeId}`)).json());
    expect(ofA.scopes.find((item) => item.name === 'Posts and footings')).toMatchObject({ isOwn: true });
    expectError(await call(b.owner, 'GET', `/api/v3/trades/${tradeId}`), 404);
    const list = ZLibraryActivitiesSchema.parse((await call(token, 'GET', `/api/v3/workactivities?tradeId=${tradeId}`)).json()).items;
    expect(list).toHaveLength(1);
  });
});
