import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZPlacesSchema } from '@hivis/contracts';
import type { TPlace } from '@hivis/contracts';
import { expectError, expectFieldErrors } from '../../../test/assertions.js';
import type { TestApp } from '../../../test/test-app.js';
import { createTestApp } from '../../../test/test-app.js';

/*
 * GET /api/v3/address/countries, POST /api/v3/address/provinces, GET /api/v3/address/places:
 * public (the sign-up form uses them before any login), so there is no 401, 403 or other
 * company's record to test; bad input is a 400 with field errors. Places come from the real
 * bundled gazetteer.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function places(query: Record<string, string>): Promise<TPlace[]> {
  const response = await t.app.inject({ method: 'GET', url: '/api/v3/address/places', query });
  expect(response.statusCode, response.body).toBe(200);
  return ZPlacesSchema.parse(response.json());
}

describe('GET /api/v3/address/countries', () => {
  it('lists Australia then New Zealand, without a token, cacheable', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v3/address/countries' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { name: 'Australia', code: 'AU' },
      { name: 'New Zealand', code: 'NZ' },
    ]);
    expect(response.headers['cache-control']).toMatch(/max-age=\d+/);
  });
});

describe('POST /api/v3/address/provinces', () => {
  it('lists the 8 Australian states and territories by country name or code', async () => {
    for (const country of ['Australia', 'AU', ' australia ']) {
      const response = await t.app.inject({ method: 'POST', url: '/api/v3/address/provinces', payload: { country } });
      expect(response.statusCode, response.body).toBe(200);
      const provinces = response.json<{ name: string; code: string }[]>();
      expect(provinces).toHaveLength(8);
      expect(provinces).toContainEqual({ name: 'New South Wales', code: 'NSW' });
      expect(provinces).toContainEqual({ name: 'Australian Capital Territory', code: 'ACT' });
    }
  });

  it('lists the 16 New Zealand regions with their official spelling', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/v3/address/provinces', payload: { country: 'NZ' } });
    expect(response.statusCode).toBe(200);
    const provinces = response.json<{ name: string; code: string }[]>();
    expect(provinces).toHaveLength(16);
    expect(provinces).toContainEqual({ name: 'Manawatū-Whanganui', code: 'MWT' });
    expect(provinces).toContainEqual({ name: "Hawke's Bay", code: 'HKB' });
  });

  it('answers 400 with a field error for another, a blank or a missing country', async () => {
    for (const payload of [{ country: 'United States' }, { country: '' }, {}, { country: 61 }]) {
      const response = await t.app.inject({ method: 'POST', url: '/api/v3/address/provinces', payload });
      expectFieldErrors(response, { country: 'Please choose Australia or New Zealand.' });
    }
  });

  it('answers 400 for a body that is not JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v3/address/provinces',
      headers: { 'content-type': 'application/json' },
      payload: '{country',
    });
    expectError(response, 400);
  });
});

describe('GET /api/v3/address/places', () => {
  it('finds Bondi: the exact locality first, with state, postcode, point and a label', async () => {
    const found = await places({ country: 'Australia', q: 'Bondi' });
    expect(found.length).toBeGreaterThan(2);
    expect(found.length).toBeLessThanOrEqual(10);
    expect(found[0]).toMatchObject({
      label: 'Bondi NSW 2026',
      suburb: 'Bondi',
      state: 'New South Wales',
      stateCode: 'NSW',
      postCode: '2026',
      country: 'Australia',
    });
    expect(found[0]?.geo.lat).toBeCloseTo(-33.89, 1);
    expect(found[0]?.geo.long).toBeCloseTo(151.26, 1);
    expect(found.map((place) => place.suburb)).toEqual(expect.arrayContaining(['Bondi Beach', 'Bondi Junction', 'North Bondi']));
  });

  it('defaults to Australia and finds places by postcode', async () => {
    const found = await places({ q: '4051' });
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((place) => place.postCode === '4051' && place.country === 'Australia' && place.stateCode === 'QLD')).toBe(true);
    expect(found.map((place) => place.suburb)).toContain('Alderley');
  });

  it('keeps to the chosen state, by name or code', async () => {
    for (const state of ['Victoria', 'VIC', 'vic']) {
      const found = await places({ country: 'AU', q: 'rich', state });
      expect(found.length).toBeGreaterThan(0);
      expect(found.every((place) => place.stateCode === 'VIC')).toBe(true);
      expect(found.map((place) => place.suburb)).toContain('Richmond');
    }
  });

  it('searches New Zealand without regard to macrons or case, and never mixes the countries', async () => {
    const found = await places({ country: 'New Zealand', q: 'PALMERSTON N' });
    expect(found[0]).toMatchObject({ suburb: 'Palmerston North', state: 'Manawatū-Whanganui', stateCode: 'MWT', country: 'New Zealand', postCode: null });
    const manawatu = await places({ country: 'NZ', q: 'whanganui', state: 'Manawatu-Whanganui' });
    expect(manawatu.map((place) => place.suburb)).toContain('Whanganui');
    expect(await places({ country: 'NZ', q: 'Bondi' })).toEqual([]);
    const sydney = await places({ country: 'AU', q: 'sydney' });
    expect(sydney.every((place) => place.country === 'Australia')).toBe(true);
  });

  it('answers an empty list when nothing matches', async () => {
    expect(await places({ q: 'Zzyzx' })).toEqual([]);
  });

  it('answers 400 with field errors for a short or long query, another country or a state of another country', async () => {
    const cases: [Record<string, string>, Record<string, string>][] = [
      [{ q: 'b' }, { q: 'Type at least 2 letters or digits.' }],
      [{ q: '  b ' }, { q: 'Type at least 2 letters or digits.' }],
      [{}, { q: 'Type at least 2 letters or digits.' }],
      [{ q: 'x'.repeat(101) }, { q: 'Type at most 100 characters.' }],
      [{ q: 'bondi', country: 'Fiji' }, { country: 'Please choose Australia or New Zealand.' }],
      [{ q: 'bondi', country: 'AU', state: 'Waikato' }, { state: 'Please choose a state or region of the chosen country.' }],
    ];
    for (const [query, errors] of cases) {
      const response = await t.app.inject({ method: 'GET', url: '/api/v3/address/places', query });
      expectFieldErrors(response, errors);
    }
  });
});

describe('GET /api/v3/address/places with a state in the text', () => {
  it('reads the labels the look-up shows, so a chosen label searched again finds itself', async () => {
    const [bondi] = await places({ q: 'Bondi NSW 2026' });
    expect(bondi?.label).toBe('Bondi NSW 2026');
    const [palmerston] = await places({ country: 'NZ', q: 'Palmerston North, Manawatū-Whanganui' });
    expect(palmerston?.label).toBe('Palmerston North, Manawatū-Whanganui');
    expect(await places({ q: 'Bondi VIC', state: 'NSW' })).toEqual([]);
  });
});
