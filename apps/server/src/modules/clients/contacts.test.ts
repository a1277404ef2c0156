import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZContactDetailsSchema, ZContactsPageSchema } from '@hivis/contracts';
import { api } from '../../../test/api.js';
import { expectError, expectFieldErrors } from '../../../test/assertions.js';
import { clientsTeam } from '../../../test/clients.js';
import { setCompanyStatus } from '../../../test/factories.js';
import type { TestApp } from '../../../test/test-app.js';
import { createTestApp } from '../../../test/test-app.js';
import { contacts } from '../../db/schema/index.js';
import { withSystem } from '../../platform/tenancy/tenant.js';

let t: TestApp;
let call: ReturnType<typeof api>;
beforeAll(async () => {
  t = await createTestApp();
  call = api(t);
});
afterAll(() => t?.close());

async function countContacts(companyId: string): Promise<number> {
  const rows = await withSystem(t.db, (tx) => tx.select().from(contacts).where(eq(contacts.companyId, companyId)));
  return rows.length;
}

async function addClient(token: string, name: string): Promise<string> {
  const response = await call('POST', '/api/v3/client', token, { name });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as string;
}

describe('POST /api/v3/contact', () => {
  it('adds a contact at a client and one on their own', async () => {
    const { owner } = await clientsTeam(t);
    const clientId = await addClient(owner, 'Harbour Developments');
    const response = await call('POST', '/api/v3/contact', owner, {
      firstName: ' Mia ',
      lastName: 'Nguyen',
      position: 'Site manager',
      email: 'MIA@harbour.test',
      phone: '0412 345 678',
      clientId,
      notes: 'Prefers texts',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(ZContactDetailsSchema.parse(response.json())).toMatchObject({
      firstName: 'Mia',
      lastName: 'Nguyen',
      position: 'Site manager',
      email: 'mia@harbour.test',
      phone: '0412 345 678',
      clientId,
      clientName: 'Harbour Developments',
      notes: 'Prefers texts',
      archivedOn: null,
    });
    const alone = await call('POST', '/api/v3/contact', owner, { firstName: 'Ivan', clientId: '' });
    expect(alone.statusCode, alone.body).toBe(201);
    expect(alone.json()).toMatchObject({ lastName: '', clientId: null, clientName: null, email: null });
  });

  it('answers 400 with field messages and writes nothing', async () => {
    const { company, owner } = await clientsTeam(t);
    expectFieldErrors(await call('POST', '/api/v3/contact', owner, { firstName: '', email: 'mia@', phone: '12-34', clientId: 'nope' }), {
      firstName: 'First name is required.',
      email: 'Please enter valid Email address.',
      phone: 'Phone number must be at least 8 digits.',
      clientId: 'Please choose a client from the list.',
    });
    expect(await countContacts(company.id)).toBe(0);
  });

  it('refuses another company’s client (400 on clientId, as for an unknown id) and writes nothing', async () => {
    const { company, owner } = await clientsTeam(t);
    const other = await clientsTeam(t);
    const theirs = await addClient(other.owner, 'Their Client');
    const body = expectFieldErrors(await call('POST', '/api/v3/contact', owner, { firstName: 'Mia', clientId: theirs }), {
      clientId: 'Please choose a client from the list.',
    });
    const unknown = expectFieldErrors(await call('POST', '/api/v3/contact', owner, { firstName: 'Mia', clientId: crypto.randomUUID() }), {
      clientId: true,
    });
    expect(body).toEqual(unknown);
    expect(await countContacts(company.id)).toBe(0);
  });

  it('needs a sign-in (401) and an account holder (403); a suspended account is read-only', async () => {
    const { company, owner, supervisor } = await clientsTeam(t);
    expectError(await call('POST', '/api/v3/contact', null, { firstName: 'A' }), 401);
    expectError(await call('POST', '/api/v3/contact', supervisor, { firstName: 'A' }), 403);
    await setCompanyStatus(t.db, company.id, 'suspended');
    expectError(await call('POST', '/api/v3/contact', owner, { firstName: 'A' }), 403);
    expect(await countContacts(company.id)).toBe(0);
  });
});

describe('GET /api/v3/contact', () => {
  it('pages by last then first name, searches names and email, filters by client and archived', async () => {
    const { owner, supervisor } = await clientsTeam(t);
    const other = await clientsTeam(t);
    await call('POST', '/api/v3/contact', other.owner, { firstName: 'Other', lastName: 'Person' });
    const harbour = await addClient(owner, 'Harbour');
    const people = [
      { firstName: 'Zoe', lastName: 'adams', clientId: harbour },
      { firstName: 'Amy', lastName: 'Adams', clientId: harbour },
      { firstName: 'Ben', lastName: 'Brown', email: 'ben@brown.test' },
      { firstName: 'Cal', lastName: 'Clark' },
      { firstName: 'Dee', lastName: 'Davis' },
      { firstName: 'Eve', lastName: 'Evans' },
    ];
    const ids: string[] = [];
    for (const person of people) ids.push((await call('POST', '/api/v3/contact', owner, person)).json().id);

    const first = ZContactsPageSchema.parse((await call('GET', '/api/v3/contact', supervisor)).json());
    expect(first).toMatchObject({ total: 6, page: 1, take: 5 });
    expect(first.items.map((item) => item.firstName)).toEqual(['Amy', 'Zoe', 'Ben', 'Cal', 'Dee']);
    expect(first.items[0]).toMatchObject({ clientId: harbour, clientName: 'Harbour' });
    const second = ZContactsPageSchema.parse((await call('GET', '/api/v3/contact?page=2', owner)).json());
    expect(second.items.map((item) => item.firstName)).toEqual(['Eve']);

    const byFullName = ZContactsPageSchema.parse((await call('GET', '/api/v3/contact?search=amy%20ad', owner)).json());
    expect(byFullName.items.map((item) => item.firstName)).toEqual(['Amy']);
    const byEmail = ZContactsPageSchema.parse((await call('GET', '/api/v3/contact?search=BROWN.TEST', owner)).json());
    expect(byEmail.items.map((item) => item.firstName)).toEqual(['Ben']);
    const atHarbour = ZContactsPageSchema.parse((await call('GET', `/api/v3/contact?clientId=${harbour}`, owner)).json());
    expect(atHarbour.total).toBe(2);

    await call('PUT', `/api/v3/contact/${ids[1]}/archive`, owner);
    expect(ZContactsPageSchema.parse((await call('GET', `/api/v3/contact?clientId=${harbour}`, owner)).json()).total).toBe(1);
    expect((await call('GET', `/api/v3/client/${harbour}`, owner)).json()).toMatchObject({ contactCount: 1 });
    const archived = ZContactsPageSchema.parse((await call('GET', '/api/v3/contact?archived=true', owner)).json());
    expect(archived.items.map((item) => item.firstName)).toEqual(['Amy']);
  });

  it('checks the query and the sign-in', async () => {
    const { owner } = await clientsTeam(t);
    expectFieldErrors(await call('GET', '/api/v3/contact?clientId=abc', owner), { clientId: 'Please choose a client from the list.' });
    expectFieldErrors(await call('GET', '/api/v3/contact?take=500', owner), { take: true });
    expectError(await call('GET', '/api/v3/contact', null), 401);
  });
});

describe('/api/v3/contact/{id}', () => {
  it('reads with the client’s name, edits (moving to another client), archives and restores', async () => {
    const { owner, supervisor } = await clientsTeam(t);
    const first = await addClient(owner, 'First Client');
    const second = await addClient(owner, 'Second Client');
    const id = (await call('POST', '/api/v3/contact', owner, { firstName: 'Mia', lastName: 'Nguyen', clientId: first })).json().id as string;

    expect(ZContactDetailsSchema.parse((await call('GET', `/api/v3/contact/${id}`, supervisor)).json())).toMatchObject({ clientName: 'First Client' });
    const edited = await call('PUT', `/api/v3/contact/${id}`, owner, { firstName: 'Mia', lastName: 'Tran', clientId: second, position: 'Owner' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ lastName: 'Tran', clientId: second, clientName: 'Second Client', position: 'Owner' });

    const archived = ZContactDetailsSchema.parse((await call('PUT', `/api/v3/contact/${id}/archive`, owner)).json());
    expect(archived.archivedOn).not.toBeNull();
    const restored = ZContactDetailsSchema.parse((await call('PUT', `/api/v3/contact/${id}/restore`, owner)).json());
    expect(restored.archivedOn).toBeNull();
  });

  it('refuses another company’s client on edit and keeps the contact as it was', async () => {
    const { owner } = await clientsTeam(t);
    const other = await clientsTeam(t);
    const theirs = await addClient(other.owner, 'Their Client');
    const id = (await call('POST', '/api/v3/contact', owner, { firstName: 'Mia' })).json().id as string;
    expectFieldErrors(await call('PUT', `/api/v3/contact/${id}`, owner, { firstName: 'Mia', clientId: theirs }), {
      clientId: 'Please choose a client from the list.',
    });
    expectFieldErrors(await call('PUT', `/api/v3/contact/${id}`, owner, { firstName: ' ' }), { firstName: 'First name is required.' });
    expect((await call('GET', `/api/v3/contact/${id}`, owner)).json()).toMatchObject({ firstName: 'Mia', clientId: null });
  });

  it('answers 403 to a supervisor’s changes and 404 for another company’s contact on every route', async () => {
    const { owner, supervisor } = await clientsTeam(t);
    const other = await clientsTeam(t);
    const id = (await call('POST', '/api/v3/contact', owner, { firstName: 'Mine' })).json().id as string;
    const theirs = (await call('POST', '/api/v3/contact', other.owner, { firstName: 'Theirs' })).json().id as string;

    expectError(await call('PUT', `/api/v3/contact/${id}`, supervisor, { firstName: 'Changed' }), 403);
    expectError(await call('PUT', `/api/v3/contact/${id}/archive`, supervisor), 403);
    expectError(await call('PUT', `/api/v3/contact/${id}/restore`, supervisor), 403);
    expectError(await call('GET', `/api/v3/contact/${id}`, null), 401);

    expectError(await call('GET', `/api/v3/contact/${theirs}`, owner), 404);
    expectError(await call('PUT', `/api/v3/contact/${theirs}`, owner, { firstName: 'Hijack' }), 404);
    expectError(await call('PUT', `/api/v3/contact/${theirs}/archive`, owner), 404);
    expectError(await call('PUT', `/api/v3/contact/${theirs}/restore`, owner), 404);
    expect((await call('GET', `/api/v3/contact/${theirs}`, other.owner)).json()).toMatchObject({ firstName: 'Theirs', archivedOn: null });
  });
});
