import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EDIT_CONFLICT, EDIT_MESSAGES, ZWorksiteSchema } from '@hivis/contracts';
import { api } from '../../../test/api.js';
import { expectFieldErrors } from '../../../test/assertions.js';
import { buildCompany, buildUser, loginAs } from '../../../test/factories.js';
import type { TestApp } from '../../../test/test-app.js';
import { createTestApp } from '../../../test/test-app.js';

/* Two people edit one site: the second save, based on the version before the first, is not saved over it. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const call = api(() => t);
const site = {
  name: 'Smith St townhouses',
  address: { streetNumber: '4', streetName: 'Smith St', suburb: 'Fitzroy', state: 'Victoria', country: 'Australia', postCode: '3065' },
  siteContacts: [],
  notes: 'Gate code 1234.',
};

async function ownerWithSite() {
  const company = await buildCompany(t.db);
  const owner = await buildUser(t.db, { company, roles: ['ROOT_PAH'] });
  const { token } = await loginAs(t.ctx, owner);
  const created = await call('POST', '/api/v3/worksite', token, site);
  expect(created.statusCode, created.body).toBe(201);
  return { token, opened: ZWorksiteSchema.parse(created.json()) };
}

describe('PUT /api/v3/worksite/{id} with the version it was based on', () => {
  it('saves an edit of the current version, and answers a stale one with 409 and the record as it is now, changing nothing', async () => {
    const { token, opened } = await ownerWithSite();
    const first = await call('PUT', `/api/v3/worksite/${opened.id}`, token, { ...site, notes: 'Gate code 9876.', basedOn: opened.updatedOn });
    expect(first.statusCode, first.body).toBe(200);
    const saved = ZWorksiteSchema.parse(first.json());

    // The second person opened the site before the first saved.
    const stale = await call('PUT', `/api/v3/worksite/${opened.id}`, token, { ...site, name: 'Smith Street units', basedOn: opened.updatedOn });
    expect(stale.statusCode, stale.body).toBe(409);
    const body = stale.json() as { code: string; message: string; current: unknown };
    expect(body).toMatchObject({ code: EDIT_CONFLICT, message: EDIT_MESSAGES.conflict });
    expect(ZWorksiteSchema.parse(body.current)).toMatchObject({ name: 'Smith St townhouses', notes: 'Gate code 9876.', updatedOn: saved.updatedOn });
    const now = ZWorksiteSchema.parse((await call('GET', `/api/v3/worksite/${opened.id}`, token)).json());
    expect(now).toMatchObject({ name: 'Smith St townhouses', notes: 'Gate code 9876.' });

    // They choose to keep theirs: sent again on the version they were shown, it is saved.
    const kept = await call('PUT', `/api/v3/worksite/${opened.id}`, token, { ...site, name: 'Smith Street units', basedOn: saved.updatedOn });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(ZWorksiteSchema.parse(kept.json()).name).toBe('Smith Street units');
  });

  it('saves as before without a version, and refuses one that is not a date and time with a field error', async () => {
    const { token, opened } = await ownerWithSite();
    expect((await call('PUT', `/api/v3/worksite/${opened.id}`, token, { ...site, notes: 'No version sent.' })).statusCode).toBe(200);
    expectFieldErrors(await call('PUT', `/api/v3/worksite/${opened.id}`, token, { ...site, basedOn: 'yesterday' }), { basedOn: EDIT_MESSAGES.basedOn });
  });
});
