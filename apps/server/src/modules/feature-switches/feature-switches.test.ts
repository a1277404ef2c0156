import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZFeatureSwitchesSchema, normaliseSwitchedOff } from '@hivis/contracts';
import { expectError, expectFieldErrors } from '../../../test/assertions.js';
import { bearer, buildAdmin, buildCompany, buildUser, loginAs } from '../../../test/factories.js';
import type { TestApp } from '../../../test/test-app.js';
import { createTestApp } from '../../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const PLAN = ['swms', 'swms.create', 'swms.view', 'audits', 'incident'] as const;

async function owner() {
  const company = await buildCompany(t.db, { enabledFeatures: [...PLAN] });
  const user = await buildUser(t.db, { company, roles: ['PAH'] });
  return { company, user, token: (await loginAs(t.ctx, user)).token };
}

const getSwitches = (token: string | null) => t.app.inject({ method: 'GET', url: '/api/v3/feature', headers: token ? bearer(token) : {} });
const putSwitches = (token: string | null, body: unknown) =>
  t.app.inject({ method: 'PUT', url: '/api/v3/feature', headers: token ? bearer(token) : {}, payload: body as object });
const infoFeatures = async (token: string) =>
  ((await t.app.inject({ method: 'GET', url: '/api/v3/auth/info', headers: bearer(token) })).json().features as { key: string }[]).map(
    (feature) => feature.key,
  );

describe('GET /api/v3/feature', () => {
  it('lists the plan’s features with names, groups, descriptions and on/off', async () => {
    const { token } = await owner();
    const response = await getSwitches(token);
    expect(response.statusCode, response.body).toBe(200);
    const body = ZFeatureSwitchesSchema.parse(response.json());
    expect(body.features.map((feature) => feature.key)).toEqual(['swms', 'swms.create', 'swms.view', 'audits', 'incident']);
    expect(body.features[1]).toMatchObject({ key: 'swms.create', name: 'Generate SWMS', group: 'SWMS', parent: 'swms', enabled: true });
    expect(body.features.every((feature) => feature.description.length > 0)).toBe(true);
    expect(body.switchedOff).toEqual([]);
  });

  it('answers 401 without a token and 403 to staff and admins', async () => {
    const { company } = await owner();
    expectError(await getSwitches(null), 401);
    expectError(await getSwitches((await loginAs(t.ctx, await buildUser(t.db, { company, roles: ['SAH'] }))).token), 403);
    expectError(await getSwitches((await loginAs(t.ctx, await buildAdmin(t.db))).token), 403);
  });
});

describe('PUT /api/v3/feature', () => {
  it('switches features off and on; /api/v3/auth/info reflects it at once; the plan stays whole', async () => {
    const { token } = await owner();
    const response = await putSwitches(token, { switchedOff: ['incident'] });
    expect(response.statusCode, response.body).toBe(200);
    expect(ZFeatureSwitchesSchema.parse(response.json()).switchedOff).toEqual(['incident']);
    expect(await infoFeatures(token)).toEqual(['swms', 'swms.create', 'swms.view', 'audits']);
    expect((await getSwitches(token)).json().features.find((feature: { key: string }) => feature.key === 'incident').enabled).toBe(false);

    expect((await putSwitches(token, { switchedOff: [] })).json().switchedOff).toEqual([]);
    expect(await infoFeatures(token)).toEqual([...PLAN]);
  });

  it('switches the parts of a feature off with it, keeping each key once', async () => {
    const { token } = await owner();
    const body = (await putSwitches(token, { switchedOff: ['swms', 'swms', 'audits'] })).json();
    expect(body.switchedOff).toEqual(['swms', 'swms.create', 'swms.view', 'audits']);
    expect(await infoFeatures(token)).toEqual(['incident']);
  });

  it('refuses unknown keys and features the plan does not include, changing nothing', async () => {
    const { token } = await owner();
    await putSwitches(token, { switchedOff: ['audits'] });
    expectFieldErrors(await putSwitches(token, { switchedOff: ['incident', 'teleport', 'jsa'] }), {
      'switchedOff.1': "'teleport' is not a feature.",
      'switchedOff.2': 'JSA Report is not included in your plan.',
    });
    expectFieldErrors(await putSwitches(token, { switchedOff: 'audits' }), { switchedOff: 'switchedOff must be a list of feature keys.' });
    expectFieldErrors(await putSwitches(token, {}), { switchedOff: true });
    expectFieldErrors(await putSwitches(token, { switchedOff: [7] }), { 'switchedOff.0': 'Each feature must be a feature key.' });
    expect((await getSwitches(token)).json().switchedOff).toEqual(['audits']);
  });

  it('answers 401 without a token and 403 to staff; only the caller’s company changes', async () => {
    const { company, token } = await owner();
    const other = await owner();
    const staff = await buildUser(t.db, { company, roles: ['NAH'] });
    expectError(await putSwitches(null, { switchedOff: [] }), 401);
    expectError(await putSwitches((await loginAs(t.ctx, staff)).token, { switchedOff: ['audits'] }), 403);
    await putSwitches(token, { switchedOff: ['audits'] });
    expect((await getSwitches(other.token)).json().switchedOff).toEqual([]);
  });
});

describe('normaliseSwitchedOff', () => {
  it('keeps plan features only, in catalogue order, with the parts of a switched-off feature', () => {
    expect(normaliseSwitchedOff(['notifications', 'jsa', 'nope'], ['jsa', 'notifications', 'make-safe', 'notifications.create'])).toEqual([
      'notifications',
      'notifications.create',
      'make-safe',
      'jsa',
    ]);
  });
});
