import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../test/api.js';
import type { Member } from '../../../test/team.js';
import { buildTeam } from '../../../test/team.js';
import type { TestApp } from '../../../test/test-app.js';
import { createTestApp } from '../../../test/test-app.js';

/* A query string holds only the parameters the route's schema (and the API document) names. */

let t: TestApp;
let owner: Member;

beforeAll(async () => {
  t = await createTestApp();
  ({
    people: { owner },
  } = await buildTeam(t, { owner: { roles: ['PAH'] } }));
});
afterAll(() => t?.close());

describe('query parameters', () => {
  it('refuses one the route does not take, naming it, and takes the ones it names', async () => {
    const call = api(t);
    const misspelt = await call('GET', '/api/v3/job?page=1&take=20&serach=kitchen', owner.token);
    expect(misspelt.statusCode).toBe(400);
    expect(misspelt.json()).toEqual({
      code: 'VALIDATION',
      message: 'This request takes no such parameter.',
      errors: { serach: 'This request takes no such parameter.' },
    });
    const named = await call('GET', '/api/v3/job?page=1&take=20&search=kitchen', owner.token);
    expect(named.statusCode).toBe(200);
  });

  it('leaves a body open: a field the route does not take is dropped, as the document says', async () => {
    const call = api(t);
    const answer = await call('PUT', '/api/v3/auth/change', owner.token, { oldPassword: 'wrong-password-1', password: 'Another-Passw0rd!', extra: 'ignored' });
    expect(answer.statusCode).not.toBe(500);
    expect(Object.keys((answer.json() as { errors?: Record<string, string> }).errors ?? {})).not.toContain('extra');
  });
});
