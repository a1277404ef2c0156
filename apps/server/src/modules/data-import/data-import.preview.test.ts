import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_EXAMPLE_ROWS, IMPORT_MAX_BYTES, ZImportPreviewSchema } from '@hivis/contracts';
import { api } from '../../../test/api.js';
import { expectError, expectFieldErrors } from '../../../test/assertions.js';
import { csvOf, importTeam } from '../../../test/data-import.js';
import { bearer, setCompanyStatus } from '../../../test/factories.js';
import { multipart } from '../../../test/samples.js';
import type { TestApp } from '../../../test/test-app.js';
import { createTestApp } from '../../../test/test-app.js';
import { uniqueName } from '../../../test/values.js';
import { buildWorksite } from '../../../test/work-factories.js';
import { clients } from '../../db/schema/index.js';
import { BROKEN_UPLOAD_MESSAGE } from '../../platform/http/multipart.js';
import { withSystem } from '../../platform/tenancy/tenant.js';

let t: TestApp;
let call: ReturnType<typeof api>;
beforeAll(async () => {
  t = await createTestApp();
  call = api(t);
});
afterAll(() => t?.close());

const CLIENT_HEADER = ['Name', 'Type', 'ABN', 'Email', 'Phone', 'Suburb'];

async function clientCount(companyId: string): Promise<number> {
  const rows = await withSystem(t.db, (tx) => tx.select({ companyId: clients.companyId }).from(clients));
  return rows.filter((row) => row.companyId === companyId).length;
}

describe('POST /api/v3/import/{kind}/preview', () => {
  it('checks every row with the form’s rules and names each problem by row and column; nothing is saved', async () => {
    const team = await importTeam(t);
    const name = uniqueName('Harbour');
    const csv = csvOf([
      [...CLIENT_HEADER, 'Favourite colour'],
      [name, 'company', '51 824 753 556', 'a@harbour.test', '07 3000 1234', 'Fortitude Valley', 'orange'],
      ['', 'shop', '12 345 678 901', 'not-an-email', '123', '', ''],
      [name.toUpperCase(), 'person', '', '', '', '', ''],
      ['Jo Homeowner', 'Person', '', '', '', '', ''],
    ]);
    const response = await call('POST', '/api/v3/import/clients/preview', team.owner, { csv });
    expect(response.statusCode, response.body).toBe(200);
    const preview = ZImportPreviewSchema.parse(response.json());
    expect(preview).toMatchObject({ kind: 'clients', total: 4, good: 2, bad: 2, ignoredColumns: ['Favourite colour'] });
    expect(preview.columns).toEqual(CLIENT_HEADER);
    expect(preview.rows[0]).toEqual({ row: 2, label: name, ok: true, problems: [] });
    expect(preview.rows[1]).toMatchObject({ row: 3, ok: false });
    expect(preview.rows[1]?.problems).toEqual(
      expect.arrayContaining([
        { column: 'Name', message: 'Client name is required.' },
        { column: 'Type', message: 'Please choose whether the client is a company or a person.' },
        { column: 'Email', message: 'Please enter valid Email address.' },
        { column: 'Phone', message: 'Phone number must be at least 8 digits.' },
      ]),
    );
    expect(preview.rows[2]?.problems).toEqual([{ column: 'Name', message: 'Same client name as row 2. Each record can be imported once.' }]);
    expect(preview.rows[3]).toMatchObject({ row: 5, ok: true });
    expect(await clientCount(team.company.id)).toBe(0);
  });

  it('finds records the company already has, but never another company’s', async () => {
    const team = await importTeam(t);
    const other = await importTeam(t);
    const mine = uniqueName('Existing');
    const theirs = uniqueName('Theirs');
    await withSystem(t.db, (tx) =>
      tx.insert(clients).values([
        { companyId: team.company.id, name: mine, archivedAt: new Date() },
        { companyId: other.company.id, name: theirs },
      ]),
    );
    const response = await call('POST', '/api/v3/import/clients/preview', team.owner, { csv: csvOf([['Name'], [mine.toLowerCase()], [theirs]]) });
    const preview = ZImportPreviewSchema.parse(response.json());
    expect(preview.rows.map((row) => row.problems)).toEqual([
      [{ column: 'Name', message: `A client named ${mine} already exists (archived: restore it instead).` }],
      [],
    ]);
  });

  it('flags the template’s example row left in the file', async () => {
    const team = await importTeam(t);
    const site = await buildWorksite(t.db, team.company.id);
    const header = ['Name', 'Street', 'Suburb', 'State', 'Postcode', 'Country', 'Site contact name', 'Site contact phone', 'Site contact role', 'Notes'];
    const csv = csvOf([
      header,
      [...IMPORT_EXAMPLE_ROWS.worksites],
      [site.name, '', 'Bondi', '', '', '', '', '', '', ''],
      [uniqueName('Depot'), '', '', '', '', '', '', '12', '', ''],
    ]);
    const preview = ZImportPreviewSchema.parse((await call('POST', '/api/v3/import/worksites/preview', team.owner, { csv })).json());
    expect(preview.rows[0]?.problems[0]?.message).toBe('This is the example row from the template. Replace it with your own record or delete it.');
    expect(preview.rows[1]?.problems).toEqual([{ column: 'Name', message: `A worksite named ${site.name} already exists.` }]);
    expect(preview.rows[2]?.problems).toEqual(
      expect.arrayContaining([
        { column: 'Suburb', message: 'Please enter at least the suburb or the street of the worksite.' },
        { column: 'Site contact name', message: 'Contact name is required.' },
        { column: 'Site contact phone', message: 'Phone number must have at least 8 digits.' },
      ]),
    );
  });

  it('takes a multipart upload, ; separated with a BOM, as Excel writes it', async () => {
    const team = await importTeam(t);
    const body = multipart([
      { name: 'file', filename: 'clients.csv', contentType: 'text/csv', data: Buffer.from(`\uFEFFName;Notes\r\n${uniqueName('Semi')};a, b\r\n`) },
    ]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v3/import/clients/preview',
      headers: { ...bearer(team.owner), ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(ZImportPreviewSchema.parse(response.json())).toMatchObject({ total: 1, good: 1, columns: ['Name', 'Notes'] });
  });

  it('answers 400 with a clear message for a file it cannot use', async () => {
    const team = await importTeam(t);
    expectFieldErrors(await call('POST', '/api/v3/import/clients/preview', team.owner, {}), { csv: 'Please choose a CSV file or paste its text.' });
    expectFieldErrors(await call('POST', '/api/v3/import/clients/preview', team.owner, { csv: '  \n ' }), { csv: /^The file is empty/ });
    expectFieldErrors(await call('POST', '/api/v3/import/clients/preview', team.owner, { csv: 'Email\na@b.test' }), { csv: /^The file has no Name column/ });
    expectFieldErrors(await call('POST', '/api/v3/import/shops/preview', team.owner, { csv: 'Name\nA' }), {
      kind: 'Please choose what to import: employees, clients, contacts or worksites.',
    });
    const big = `Name,Notes\n${'A,'.padEnd(IMPORT_MAX_BYTES, 'x')}\n`;
    expectFieldErrors(await call('POST', '/api/v3/import/clients/preview', team.owner, { csv: big }), { csv: /^The file is too large: the limit is 2 MB/ });
    const upload = multipart([{ name: 'file', filename: 'big.csv', data: Buffer.from(big) }]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v3/import/clients/preview',
      headers: { ...bearer(team.owner), ...upload.headers },
      payload: upload.payload,
    });
    expectFieldErrors(response, { csv: /^The file is too large/ });
  });

  it('answers 400 on the file for an upload cut short or not multipart at all', async () => {
    const team = await importTeam(t);
    const whole = multipart([{ name: 'file', filename: 'clients.csv', data: Buffer.from(csvOf([['Name'], [uniqueName('Cut')]])) }]);
    // Once a 500: the parser's "Unexpected end of multipart data" reached the error handler as unknown.
    for (const payload of [whole.payload.subarray(0, whole.payload.length - 40), Buffer.from('not multipart at all')]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v3/import/clients/preview',
        headers: { ...bearer(team.owner), ...whole.headers },
        payload,
      });
      expectFieldErrors(response, { file: BROKEN_UPLOAD_MESSAGE });
    }
    expect(await clientCount(team.company.id)).toBe(0);
  });

  it('needs a sign-in (401), an account holder (403) and an open account (403)', async () => {
    const team = await importTeam(t);
    const csv = csvOf([['Name'], ['A']]);
    expectError(await call('POST', '/api/v3/import/clients/preview', null, { csv }), 401);
    expectError(await call('POST', '/api/v3/import/clients/preview', team.supervisor, { csv }), 403);
    await setCompanyStatus(t.db, team.company.id, 'suspended');
    expect(expectError(await call('POST', '/api/v3/import/clients/preview', team.owner, { csv }), 403).message).toMatch(/suspended or closed/);
  });
});

describe('GET /api/v3/import/{kind}/template', () => {
  it('gives the header row and one example row, UTF-8 with a BOM for Excel', async () => {
    const team = await importTeam(t);
    const response = await call('GET', '/api/v3/import/employees/template', team.owner);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="hivis-employees-template.csv"');
    expect(response.body).toBe('\uFEFFFirst name,Last name,Email,Role,Phone,Position\r\nSam,Taylor,sam.taylor@example.com,NAH,0412 345 678,Carpenter\r\n');
  });

  it('answers 400 for an unknown kind, 401 without a sign-in and 403 for staff', async () => {
    const team = await importTeam(t);
    expectFieldErrors(await call('GET', '/api/v3/import/shops/template', team.owner), { kind: true });
    expectError(await call('GET', '/api/v3/import/clients/template', null), 401);
    expectError(await call('GET', '/api/v3/import/clients/template', team.supervisor), 403);
  });
});

describe('API description', () => {
  it('documents the import and export routes at /api/docs', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys((response.json() as { paths: Record<string, unknown> }).paths);
    expect(paths).toEqual(
      expect.arrayContaining(['/api/v3/import/{kind}/preview', '/api/v3/import/{kind}', '/api/v3/import/{kind}/template', '/api/v3/data-management/export']),
    );
  });
});
