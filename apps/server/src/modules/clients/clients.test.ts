import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZClientDetailsSchema, ZClientsPageSchema } from '@hivis/contracts';
import { api } from '../../../test/api.js';
import { expectError, expectFieldErrors } from '../../../test/assertions.js';
import { clientsTeam } from '../../../test/clients.js';
import { setCompanyStatus } from '../../../test/factories.js';
import type { TestApp } from '../../../test/test-app.js';
import { createTestApp } from '../../../test/test-app.js';
import { uniqueName, VALID_ABN } from '../../../test/values.js';
import { clients } from '../../db/schema/index.js';
import { withSystem } from '../../platform/tenancy/tenant.js';

let t: TestApp;
let call: ReturnType<typeof api>;
beforeAll(async () => {
  t = await createTestApp();
  call = api(t);
});
afterAll(() => t?.close());

const address = { country: 'Australia', state: 'Queensland', suburb: 'Fortitude Valley', postCode: '4006', streetName: '12 Ann St' };

async function countClients(companyId: string): Promise<number> {
  const rows = await withSystem(t.db, (tx) => tx.select().from(clients).where(eq(clients.companyId, companyId)));
  return rows.length;
}

describe('POST /api/v3/client', () => {
  it('adds a company client with ABN, email, phone and address, trimmed and tidied', async () => {
    const { owner } = await clientsTeam(t);
    const response = await call('POST', '/api/v3/client', owner, {
      kind: 'company',
      name: '  Harbour Developments  ',
      abn: VALID_ABN,
      email: 'Site@Harbour.TEST',
      phone: '(07) 3000 1234',
      address,
      notes: 'Gate code 1234',
    });
    expect(response.statusCode, response.body).toBe(201);
    const client = ZClientDetailsSchema.parse(response.json());
    expect(client).toMatchObject({
      kind: 'company',
      name: 'Harbour Developments',
      abn: '51824753556',
      email: 'site@harbour.test',
      phone: '(07) 3000 1234',
      notes: 'Gate code 1234',
      contactCount: 0,
      archivedOn: null,
    });
    expect(client.address).toMatchObject(address);
  });

  it('adds a person with only a name; blank optional fields are stored as nothing', async () => {
    const { owner } = await clientsTeam(t);
    const response = await call('POST', '/api/v3/client', owner, {
      kind: 'person',
      name: 'Jo Homeowner',
      email: '',
      phone: '',
      abn: '',
      address: { country: 'Australia' },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ kind: 'person', email: null, phone: null, abn: null, address: null, notes: null });
  });

  it('answers 400 with each field’s message and writes nothing', async () => {
    const { company, owner } = await clientsTeam(t);
    const response = await call('POST', '/api/v3/client', owner, { kind: 'company', name: '  ', abn: '12 345 678 901', email: 'not-an-email', phone: '123' });
    expectFieldErrors(response, {
      name: 'Client name is required.',
      abn: 'Please enter a valid 11-digit ABN.',
      email: 'Please enter valid Email address.',
      phone: 'Phone number must be at least 8 digits.',
    });
    const person = await call('POST', '/api/v3/client', owner, { kind: 'person', name: 'Jo', abn: VALID_ABN });
    expectFieldErrors(person, { abn: 'An ABN is only kept for a company client.' });
    expectFieldErrors(await call('POST', '/api/v3/client', owner, { kind: 'shop', name: 'X' }), {
      kind: 'Please choose whether the client is a company or a person.',
    });
    expect(await countClients(company.id)).toBe(0);
  });

  it('needs a sign-in (401) and an account holder (403); suspended and closed accounts are read-only', async () => {
    const { company, owner, supervisor } = await clientsTeam(t);
    expectError(await call('POST', '/api/v3/client', null, { name: 'A' }), 401);
    expectError(await call('POST', '/api/v3/client', supervisor, { name: 'A' }), 403);
    await setCompanyStatus(t.db, company.id, 'suspended');
    expectError(await call('POST', '/api/v3/client', owner, { name: 'A' }), 403);
    expect((await call('GET', '/api/v3/client', owner)).statusCode).toBe(200);
    await setCompanyStatus(t.db, company.id, 'inactive');
    expectError(await call('POST', '/api/v3/client', owner, { name: 'A' }), 403);
    expect(await countClients(company.id)).toBe(0);
  });
});

describe('GET /api/v3/client', () => {
  it('pages by name, case-insensitive, searches the name and lists archived ones apart', async () => {
    const { owner, supervisor } = await clientsTeam(t);
    const other = await clientsTeam(t);
    await call('POST', '/api/v3/client', other.owner, { name: 'Other Company Client' });
    const names = ['delta Homes', 'Alpha Build', 'charlie_co', 'Bravo Civil', 'Echo Roofing', 'Foxtrot Fencing'];
    const ids: Record<string, string> = {};
    for (const name of names) ids[name] = (await call('POST', '/api/v3/client', owner, { name })).json().id;

    const first = ZClientsPageSchema.parse((await call('GET', '/api/v3/client', supervisor)).json());
    expect(first).toMatchObject({ total: 6, page: 1, take: 5 });
    expect(first.items.map((item) => item.name)).toEqual(['Alpha Build', 'Bravo Civil', 'charlie_co', 'delta Homes', 'Echo Roofing']);
    const second = ZClientsPageSchema.parse((await call('GET', '/api/v3/client?page=2&take=5', owner)).json());
    expect(second.items.map((item) => item.name)).toEqual(['Foxtrot Fencing']);

    const search = ZClientsPageSchema.parse((await call('GET', '/api/v3/client?search=ROOF', owner)).json());
    expect(search.items.map((item) => item.name)).toEqual(['Echo Roofing']);
    // _ is a character, not a wildcard.
    expect(ZClientsPageSchema.parse((await call('GET', '/api/v3/client?search=e_c', owner)).json()).total).toBe(1);
    expect(ZClientsPageSchema.parse((await call('GET', '/api/v3/client?search=o_c', owner)).json()).total).toBe(0);

    await call('PUT', `/api/v3/client/${ids['Bravo Civil']}/archive`, owner);
    expect(ZClientsPageSchema.parse((await call('GET', '/api/v3/client', owner)).json()).total).toBe(5);
    const archived = ZClientsPageSchema.parse((await call('GET', '/api/v3/client?archived=true', owner)).json());
    expect(archived.items.map((item) => item.name)).toEqual(['Bravo Civil']);
    expect(archived.items[0]?.archivedOn).not.toBeNull();
  });

  it('checks the query: table page sizes only, archived true or false', async () => {
    const { owner } = await clientsTeam(t);
    expectFieldErrors(await call('GET', '/api/v3/client?take=7', owner), { take: 'Page size must be one of 5, 10, 20, 50, 100.' });
    expectFieldErrors(await call('GET', '/api/v3/client?archived=yes', owner), { archived: 'Archived must be true or false.' });
    expectError(await call('GET', '/api/v3/client', null), 401);
  });
});

describe('/api/v3/client/{id}', () => {
  it('reads, edits, archives and restores a client', async () => {
    const { owner, supervisor } = await clientsTeam(t);
    const name = uniqueName('Riverside');
    const id = (await call('POST', '/api/v3/client', owner, { name })).json().id as string;
    await call('POST', '/api/v3/contact', owner, { firstName: 'Ann', clientId: id });

    const read = ZClientDetailsSchema.parse((await call('GET', `/api/v3/client/${id}`, supervisor)).json());
    expect(read).toMatchObject({ name, contactCount: 1 });

    const edited = await call('PUT', `/api/v3/client/${id}`, owner, { kind: 'company', name: `${name} Pty Ltd`, phone: '0400 000 000' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ name: `${name} Pty Ltd`, phone: '0400 000 000', contactCount: 1 });

    const archived = ZClientDetailsSchema.parse((await call('PUT', `/api/v3/client/${id}/archive`, owner)).json());
    expect(archived.archivedOn).not.toBeNull();
    const again = ZClientDetailsSchema.parse((await call('PUT', `/api/v3/client/${id}/archive`, owner)).json());
    expect(again.archivedOn).toBe(archived.archivedOn);
    const restored = ZClientDetailsSchema.parse((await call('PUT', `/api/v3/client/${id}/restore`, owner)).json());
    expect(restored.archivedOn).toBeNull();
  });

  it('refuses bad edits with field errors and leaves the client as it was', async () => {
    const { owner } = await clientsTeam(t);
    const id = (await call('POST', '/api/v3/client', owner, { name: 'Keep Me' })).json().id as string;
    expectFieldErrors(await call('PUT', `/api/v3/client/${id}`, owner, { name: '', email: 'x@' }), {
      name: 'Client name is required.',
      email: 'Please enter valid Email address.',
    });
    expect((await call('GET', `/api/v3/client/${id}`, owner)).json()).toMatchObject({ name: 'Keep Me', email: null });
  });

  it('answers 403 to a supervisor’s changes, 401 without sign-in, and 404 for another company’s client on every route', async () => {
    const { owner, supervisor } = await clientsTeam(t);
    const other = await clientsTeam(t);
    const id = (await call('POST', '/api/v3/client', owner, { name: 'Mine' })).json().id as string;
    const theirs = (await call('POST', '/api/v3/client', other.owner, { name: 'Theirs' })).json().id as string;

    expectError(await call('PUT', `/api/v3/client/${id}`, supervisor, { name: 'Changed' }), 403);
    expectError(await call('PUT', `/api/v3/client/${id}/archive`, supervisor), 403);
    expectError(await call('PUT', `/api/v3/client/${id}/restore`, supervisor), 403);
    expectError(await call('GET', `/api/v3/client/${id}`, null), 401);

    expectError(await call('GET', `/api/v3/client/${theirs}`, owner), 404);
    expectError(await call('PUT', `/api/v3/client/${theirs}`, owner, { name: 'Hijack' }), 404);
    expectError(await call('PUT', `/api/v3/client/${theirs}/archive`, owner), 404);
    expectError(await call('PUT', `/api/v3/client/${theirs}/restore`, owner), 404);
    expect((await call('GET', `/api/v3/client/${theirs}`, other.owner)).json()).toMatchObject({ name: 'Theirs', archivedOn: null });
    expectFieldErrors(await call('GET', '/api/v3/client/not-a-uuid', owner), { id: 'Must be a valid id.' });
  });
});
