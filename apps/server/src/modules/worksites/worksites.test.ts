import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WORKSITE_MESSAGES, ZFileSchema, ZWorksiteSchema, ZWorksitesPageSchema } from '@hivis/contracts';
import type { TFileType } from '@hivis/contracts';
import { companies, worksitePhotos, worksites } from '../../db/schema/index.js';
import { withSystem } from '../../platform/tenancy/tenant.js';
import { api } from '../../../test/api.js';
import type { ApiRequest } from '../../../test/api.js';
import { expectError, expectFieldErrors } from '../../../test/assertions.js';
import { buildCompany, buildUser, loginAs } from '../../../test/factories.js';
import type { CompanyOverrides } from '../../../test/factories.js';
import { uploadFile } from '../../../test/files.js';
import { png } from '../../../test/samples.js';
import type { TestApp } from '../../../test/test-app.js';
import { createTestApp } from '../../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const bondi = {
  name: 'Bondi Pavilion',
  address: {
    streetNumber: '1',
    streetName: 'Queen Elizabeth Dr',
    suburb: 'Bondi',
    state: 'New South Wales',
    country: 'Australia',
    postCode: '2026',
    geo: { lat: -33.8915, long: 151.2767 },
  },
  siteContacts: [{ name: 'Sam Site', phone: '0412 345 678', role: 'Site manager' }],
  notes: 'Gate code 1234. Park on Campbell Pde.',
};

async function ownerOf(overrides: CompanyOverrides = {}) {
  const company = await buildCompany(t.db, overrides);
  const owner = await buildUser(t.db, { company, roles: ['ROOT_PAH'] });
  const { token } = await loginAs(t.ctx, owner);
  return { company, owner, token };
}

const call = api(() => t);

async function create(token: string, body: unknown = bondi) {
  const response = await call('POST', '/api/v3/worksite', token, body);
  expect(response.statusCode, response.body).toBe(201);
  return ZWorksiteSchema.parse(response.json());
}

async function upload(token: string, fileType: TFileType = 'worksite_photo'): Promise<string> {
  const response = await uploadFile(t, token, { fileType, filename: 'gate.png', data: png() });
  expect(response.statusCode, response.body).toBe(201);
  return ZFileSchema.parse(response.json()).id;
}

async function rowsOf(companyId: string) {
  return withSystem(t.db, (tx) => tx.select().from(worksites).where(eq(worksites.companyId, companyId)));
}

async function photoRowsOf(worksiteId: string) {
  return withSystem(t.db, (tx) => tx.select().from(worksitePhotos).where(eq(worksitePhotos.worksiteId, worksiteId)));
}

describe('POST /api/v3/worksite', () => {
  it('creates a site with its point, contacts and notes', async () => {
    const { company, token } = await ownerOf();
    const site = await create(token);
    expect(site).toMatchObject({
      name: 'Bondi Pavilion',
      addressLine: '1 Queen Elizabeth Dr, Bondi NSW 2026, Australia',
      geo: { lat: -33.8915, long: 151.2767 },
      siteContacts: [{ name: 'Sam Site', phone: '0412 345 678', role: 'Site manager' }],
      notes: 'Gate code 1234. Park on Campbell Pde.',
      photos: [],
      archivedOn: null,
    });
    const [row] = await rowsOf(company.id);
    expect(row).toMatchObject({ id: site.id, latitude: -33.8915, longitude: 151.2767 });
  });

  it('keeps a site without a point: no geo, no coordinates', async () => {
    const { company, token } = await ownerOf();
    const site = await create(token, { name: 'Yard', address: { streetName: 'Smith St', suburb: 'Eagle Farm' } });
    expect(site).toMatchObject({ geo: null, siteContacts: [], notes: null });
    expect((await rowsOf(company.id))[0]).toMatchObject({ latitude: null, longitude: null });
  });

  it('answers 400 per field and writes nothing', async () => {
    const { company, token } = await ownerOf();
    const response = await call('POST', '/api/v3/worksite', token, {
      name: '  ',
      address: { state: 'Queensland' },
      siteContacts: [
        { name: 'Gate', phone: '0412 345 678' },
        { name: '', phone: '12' },
      ],
      notes: 'x'.repeat(2001),
    });
    expectFieldErrors(response, {
      name: WORKSITE_MESSAGES.name,
      'address.suburb': WORKSITE_MESSAGES.address,
      'siteContacts.1.name': WORKSITE_MESSAGES.contactName,
      'siteContacts.1.phone': WORKSITE_MESSAGES.contactPhoneShort,
      notes: WORKSITE_MESSAGES.notesLong,
    });
    const tooMany = Array.from({ length: 21 }, (_, index) => ({ name: `Person ${index}` }));
    expectFieldErrors(await call('POST', '/api/v3/worksite', token, { ...bondi, siteContacts: tooMany }), {
      siteContacts: WORKSITE_MESSAGES.tooManyContacts,
    });
    expect(await rowsOf(company.id)).toEqual([]);
  });

  it('needs a token, an account holder and an open account', async () => {
    expectError(await call('POST', '/api/v3/worksite', null, bondi), 401);
    const { company } = await ownerOf();
    const staff = await buildUser(t.db, { company, roles: ['SAH'] });
    expectError(await call('POST', '/api/v3/worksite', (await loginAs(t.ctx, staff)).token, bondi), 403);
    const admin = await buildUser(t.db, { company: null, roles: ['admin'] });
    expectError(await call('POST', '/api/v3/worksite', (await loginAs(t.ctx, admin)).token, bondi), 403);
    for (const status of ['suspended', 'inactive'] as const) {
      const closed = await ownerOf({ status });
      expectError(await call('POST', '/api/v3/worksite', closed.token, bondi), 403);
      expect(await rowsOf(closed.company.id)).toEqual([]);
    }
    expect(await rowsOf(company.id)).toEqual([]);
  });
});

describe('GET /api/v3/worksite', () => {
  it('pages the current sites by name, searches name and suburb, and filters archived ones', async () => {
    const { token } = await ownerOf();
    const names = ['delta Depot', 'Alpha Apartments', 'Charlie Church', 'bravo Bridge', 'Echo Estate', 'Foxtrot Flats'];
    const created = [];
    for (const name of names) created.push(await create(token, { name, address: { suburb: name === 'Echo Estate' ? 'Manly' : 'Bondi' } }));
    const list = (query: string) => call('GET', `/api/v3/worksite${query}`, token);

    const first = ZWorksitesPageSchema.parse((await list('')).json());
    expect(first).toMatchObject({ total: 6, page: 1, take: 5 });
    expect(first.items.map((item) => item.name)).toEqual(['Alpha Apartments', 'bravo Bridge', 'Charlie Church', 'delta Depot', 'Echo Estate']);
    expect(first.items[0]).toMatchObject({ addressLine: 'Bondi', suburb: 'Bondi', siteContactCount: 0, geo: null });
    const second = ZWorksitesPageSchema.parse((await list('?page=2&take=5')).json());
    expect(second.items.map((item) => item.name)).toEqual(['Foxtrot Flats']);

    expect(ZWorksitesPageSchema.parse((await list('?search=MANLY')).json()).items.map((item) => item.name)).toEqual(['Echo Estate']);
    expect(ZWorksitesPageSchema.parse((await list('?search=church')).json()).total).toBe(1);
    expect(ZWorksitesPageSchema.parse((await list('?search=%25')).json()).total).toBe(0);

    const echo = created[4];
    if (!echo) throw new Error('Echo Estate was not created');
    await call('PUT', `/api/v3/worksite/${echo.id}/archive`, token);
    expect(ZWorksitesPageSchema.parse((await list('?take=10')).json()).total).toBe(5);
    const archived = ZWorksitesPageSchema.parse((await list('?archived=true')).json());
    expect(archived.items.map((item) => item.name)).toEqual(['Echo Estate']);
    expect(archived.items[0]?.archivedOn).not.toBeNull();
  });

  it('shows staff their company’s sites and no other company’s', async () => {
    const { company, token } = await ownerOf();
    await create(token, { name: 'Own Site', address: { suburb: 'Bondi' } });
    const other = await ownerOf();
    await create(other.token, { name: 'Their Site', address: { suburb: 'Bondi' } });
    const staff = await buildUser(t.db, { company, roles: ['NAH'] });
    const response = await call('GET', '/api/v3/worksite', (await loginAs(t.ctx, staff)).token);
    expect(response.statusCode, response.body).toBe(200);
    expect(ZWorksitesPageSchema.parse(response.json()).items.map((item) => item.name)).toEqual(['Own Site']);
  });

  it('answers 400 for a bad query and 401 without a token', async () => {
    const { token } = await ownerOf();
    expectFieldErrors(await call('GET', '/api/v3/worksite?take=7', token), { take: 'Page size must be one of 5, 10, 20, 50, 100.' });
    expectFieldErrors(await call('GET', '/api/v3/worksite?archived=maybe', token), { archived: 'Archived must be true or false.' });
    expectError(await call('GET', '/api/v3/worksite', null), 401);
  });
});

describe('GET and PUT /api/v3/worksite/{id}', () => {
  it('reads and saves the whole site', async () => {
    const { company, token } = await ownerOf();
    const site = await create(token);
    const staff = await buildUser(t.db, { company, roles: ['NAH'] });
    const read = await call('GET', `/api/v3/worksite/${site.id}`, (await loginAs(t.ctx, staff)).token);
    expect(read.statusCode, read.body).toBe(200);
    expect(ZWorksiteSchema.parse(read.json())).toEqual(site);

    const changed = { name: 'Bondi Pavilion stage 2', address: { suburb: 'Bondi Beach', state: 'New South Wales' }, siteContacts: [], notes: '' };
    const saved = await call('PUT', `/api/v3/worksite/${site.id}`, token, changed);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(ZWorksiteSchema.parse(saved.json())).toMatchObject({ name: 'Bondi Pavilion stage 2', geo: null, siteContacts: [], notes: null });
    expect((await rowsOf(company.id))[0]).toMatchObject({ latitude: null, longitude: null });
  });

  it('answers 400 per field and leaves the site as it was', async () => {
    const { company, token } = await ownerOf();
    const site = await create(token);
    const response = await call('PUT', `/api/v3/worksite/${site.id}`, token, { ...bondi, name: '', siteContacts: [{ phone: '1' }] });
    expectFieldErrors(response, { name: WORKSITE_MESSAGES.name, 'siteContacts.0.name': WORKSITE_MESSAGES.contactName });
    expect((await rowsOf(company.id))[0]?.name).toBe('Bondi Pavilion');
    expectFieldErrors(await call('GET', '/api/v3/worksite/not-an-id', token), { id: 'Must be a valid id.' });
  });

  it('refuses staff and a suspended company the save', async () => {
    const { company, token } = await ownerOf();
    const site = await create(token);
    const staff = await buildUser(t.db, { company, roles: ['SAH'] });
    expectError(await call('PUT', `/api/v3/worksite/${site.id}`, (await loginAs(t.ctx, staff)).token, bondi), 403);
    expectError(await call('GET', `/api/v3/worksite/${site.id}`, null), 401);
    // A suspended company still reads its sites, but cannot change them.
    await withSystem(t.db, (tx) => tx.update(companies).set({ status: 'suspended' }).where(eq(companies.id, company.id)));
    expectError(await call('PUT', `/api/v3/worksite/${site.id}`, token, { ...bondi, name: 'Changed' }), 403);
    expectError(await call('PUT', `/api/v3/worksite/${site.id}/archive`, token), 403);
    expect((await call('GET', `/api/v3/worksite/${site.id}`, token)).statusCode).toBe(200);
    expect((await rowsOf(company.id))[0]).toMatchObject({ name: 'Bondi Pavilion', archivedAt: null });
  });
});

describe('archive and restore', () => {
  it('archives a site, keeps it read-only, and restores it', async () => {
    const { token } = await ownerOf();
    const site = await create(token);
    const archived = await call('PUT', `/api/v3/worksite/${site.id}/archive`, token);
    expect(archived.statusCode, archived.body).toBe(200);
    const archivedOn = ZWorksiteSchema.parse(archived.json()).archivedOn;
    expect(archivedOn).not.toBeNull();
    // A retry on weak data changes nothing.
    expect(ZWorksiteSchema.parse((await call('PUT', `/api/v3/worksite/${site.id}/archive`, token)).json()).archivedOn).toBe(archivedOn);
    expectError(await call('PUT', `/api/v3/worksite/${site.id}`, token, { ...bondi, name: 'Changed' }), 409);

    const restored = await call('PUT', `/api/v3/worksite/${site.id}/restore`, token);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(ZWorksiteSchema.parse(restored.json()).archivedOn).toBeNull();
  });

  it('is for an account holder of an open account', async () => {
    const { company, token } = await ownerOf();
    const site = await create(token);
    const staff = await buildUser(t.db, { company, roles: ['NAH'] });
    expectError(await call('PUT', `/api/v3/worksite/${site.id}/archive`, (await loginAs(t.ctx, staff)).token), 403);
    expectError(await call('PUT', `/api/v3/worksite/${site.id}/restore`, null), 401);
    expect((await rowsOf(company.id))[0]?.archivedAt).toBeNull();
  });
});

describe('photos', () => {
  it('attaches an uploaded worksite photo with a caption and removes it', async () => {
    const { token } = await ownerOf();
    const site = await create(token);
    const fileId = await upload(token);
    const added = await call('POST', `/api/v3/worksite/${site.id}/photos`, token, { fileId, caption: 'Site gate' });
    expect(added.statusCode, added.body).toBe(201);
    const photos = ZWorksiteSchema.parse(added.json()).photos;
    expect(photos).toHaveLength(1);
    expect(photos[0]).toMatchObject({ fileId, caption: 'Site gate' });
    const photo = photos[0];
    if (!photo) throw new Error('no photo');
    const image = await t.app.inject({ method: 'GET', url: photo.inlineUrl.replace(/^https?:\/\/[^/]+/, '') });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');

    const removed = await call('DELETE', `/api/v3/worksite/${site.id}/photos/${photo.id}`, token);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(ZWorksiteSchema.parse(removed.json()).photos).toEqual([]);
    expectError(await call('DELETE', `/api/v3/worksite/${site.id}/photos/${photo.id}`, token), 404);
  });

  it('refuses another company’s file, another kind of file and a bad id with 400 on fileId', async () => {
    const { token } = await ownerOf();
    const site = await create(token);
    const other = await ownerOf();
    const theirs = await upload(other.token);
    const logo = await upload(token, 'company_logo');
    for (const fileId of [theirs, logo]) {
      expectFieldErrors(await call('POST', `/api/v3/worksite/${site.id}/photos`, token, { fileId }), {
        fileId: WORKSITE_MESSAGES.photoFile,
      });
    }
    expectFieldErrors(await call('POST', `/api/v3/worksite/${site.id}/photos`, token, { fileId: 'x' }), {
      fileId: WORKSITE_MESSAGES.photoFile,
    });
    expect(await photoRowsOf(site.id)).toEqual([]);
  });

  it('is for an account holder', async () => {
    const { company, token } = await ownerOf();
    const site = await create(token);
    const fileId = await upload(token);
    const staff = await buildUser(t.db, { company, roles: ['SAH'] });
    expectError(await call('POST', `/api/v3/worksite/${site.id}/photos`, (await loginAs(t.ctx, staff)).token, { fileId }), 403);
    expectError(await call('POST', `/api/v3/worksite/${site.id}/photos`, null, { fileId }), 401);
    expect(await photoRowsOf(site.id)).toEqual([]);
  });
});

describe('another company’s worksite', () => {
  it('answers 404 on every route and changes nothing', async () => {
    const theirs = await ownerOf();
    const site = await create(theirs.token);
    const fileId = await upload(theirs.token);
    const added = ZWorksiteSchema.parse((await call('POST', `/api/v3/worksite/${site.id}/photos`, theirs.token, { fileId })).json());
    const photoId = added.photos[0]?.id;
    if (!photoId) throw new Error('no photo');

    const mine = await ownerOf();
    const myFile = await upload(mine.token);
    const calls: ApiRequest[] = [
      { method: 'GET', url: `/api/v3/worksite/${site.id}` },
      { method: 'PUT', url: `/api/v3/worksite/${site.id}`, body: { ...bondi, name: 'Taken over' } },
      { method: 'PUT', url: `/api/v3/worksite/${site.id}/archive` },
      { method: 'PUT', url: `/api/v3/worksite/${site.id}/restore` },
      { method: 'POST', url: `/api/v3/worksite/${site.id}/photos`, body: { fileId: myFile } },
      { method: 'DELETE', url: `/api/v3/worksite/${site.id}/photos/${photoId}` },
    ];
    for (const request of calls) expectError(await call(request.method, request.url, mine.token, request.body), 404);
    // A photo id of another company's site, under my own site, is not found either.
    const own = await create(mine.token);
    expectError(await call('DELETE', `/api/v3/worksite/${own.id}/photos/${photoId}`, mine.token), 404);

    const [row] = await rowsOf(theirs.company.id);
    expect(row).toMatchObject({ name: 'Bondi Pavilion', archivedAt: null });
    expect(await photoRowsOf(site.id)).toHaveLength(1);
  });
});
