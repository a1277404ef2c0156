import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZCurrentUserSchema } from '@hivis/contracts';
import { expectError, expectFieldErrors } from '../../../test/assertions.js';
import { bearer, buildAdmin, buildCompany, buildUser, loginAs, reloadUser } from '../../../test/factories.js';
import type { TestApp } from '../../../test/test-app.js';
import { createTestApp } from '../../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const updateDetails = (token: string | null, body: unknown) =>
  t.app.inject({ method: 'PUT', url: '/api/v3/user/details', headers: token ? bearer(token) : {}, payload: body as object });

describe('PUT /api/v3/user/details', () => {
  it('changes the signed-in person’s own name and phone and answers the current user', async () => {
    const company = await buildCompany(t.db);
    const user = await buildUser(t.db, { company, roles: ['SAH'], firstName: 'Old', lastName: 'Name' });
    const { token } = await loginAs(t.ctx, user);
    const response = await updateDetails(token, { firstName: '  Jamie ', lastName: 'Nguyen', phone: '0412 345 678' });
    expect(response.statusCode, response.body).toBe(200);
    const body = ZCurrentUserSchema.parse(response.json());
    expect(body).toMatchObject({ id: user.id, firstName: 'Jamie', lastName: 'Nguyen', phone: '0412 345 678', role: 'SAH' });
    expect(await reloadUser(t.db, user.id)).toMatchObject({ firstName: 'Jamie', lastName: 'Nguyen', phone: '0412 345 678' });
  });

  it('keeps the phone when it is left out and clears it when it is blank', async () => {
    const user = await buildUser(t.db, { phone: '0400 111 222' });
    const { token } = await loginAs(t.ctx, user);
    await updateDetails(token, { firstName: 'A', lastName: 'B' });
    expect((await reloadUser(t.db, user.id)).phone).toBe('0400 111 222');
    const cleared = await updateDetails(token, { firstName: 'A', lastName: 'B', phone: '' });
    expect(cleared.json().phone).toBeNull();
    expect((await reloadUser(t.db, user.id)).phone).toBeNull();
  });

  it('changes only the caller, never a colleague in the same company', async () => {
    const company = await buildCompany(t.db);
    const user = await buildUser(t.db, { company });
    const colleague = await buildUser(t.db, { company, firstName: 'Colleague' });
    const { token } = await loginAs(t.ctx, user);
    // An id in the body is not a field of this form and changes nothing.
    await updateDetails(token, { id: colleague.id, firstName: 'Changed', lastName: 'Changed' });
    expect((await reloadUser(t.db, colleague.id)).firstName).toBe('Colleague');
    expect((await reloadUser(t.db, user.id)).firstName).toBe('Changed');
  });

  it('stores half of an emoji cut off by a client as the replacement character, not a 500', async () => {
    const user = await buildUser(t.db);
    const { token } = await loginAs(t.ctx, user);
    // Raw JSON, as the client sent it: "\udfff" has no other half. Found by auth.fuzz.test.ts.
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/v3/user/details',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: '{"firstName":"\\"","lastName":"\\u202e\\udfff"}',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await reloadUser(t.db, user.id)).toMatchObject({ firstName: '"', lastName: '\u202e\ufffd' });
  });

  it('works for a platform admin, who has no company', async () => {
    const admin = await buildAdmin(t.db);
    const { token } = await loginAs(t.ctx, admin);
    const response = await updateDetails(token, { firstName: 'Ada', lastName: 'Admin' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ firstName: 'Ada', admin: true, company: null });
  });

  it('answers bad input with per-field messages', async () => {
    const user = await buildUser(t.db);
    const { token } = await loginAs(t.ctx, user);
    expectFieldErrors(await updateDetails(token, {}), { firstName: 'First name is required.', lastName: 'Last name is required.' });
    expectFieldErrors(await updateDetails(token, { firstName: 'A', lastName: 'B', phone: '123' }), {
      phone: 'Phone number must have at least 8 digits.',
    });
    expectFieldErrors(await updateDetails(token, { firstName: 'A'.repeat(101), lastName: 'B', phone: '1'.repeat(21) }), {
      firstName: 'Must be at most 100 characters.',
      phone: 'Phone number must be at most 20 characters.',
    });
  });

  it('refuses text PostgreSQL cannot store (U+0000) with 400, not a 500', async () => {
    const user = await buildUser(t.db);
    const { token } = await loginAs(t.ctx, user);
    const response = await updateDetails(token, { firstName: 'Nul\u0000Byte', lastName: 'B' });
    expectFieldErrors(response, { firstName: true });
    expect((await reloadUser(t.db, user.id)).firstName).toBe('Pat');
  });

  it('answers 401 without a token or with an expired one', async () => {
    expectError(await updateDetails(null, { firstName: 'A', lastName: 'B' }), 401);
    expect(expectError(await updateDetails('garbage', { firstName: 'A', lastName: 'B' }), 401).message).toContain('tokenInvalid');
  });
});
