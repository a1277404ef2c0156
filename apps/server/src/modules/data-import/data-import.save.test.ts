import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMPLOYEE_MESSAGES, seatLimitMessage } from '@hivis/contracts';
import { api } from '../../../test/api.js';
import { expectError, expectFieldErrors } from '../../../test/assertions.js';
import { csvOf, importTeam, streamLines } from '../../../test/data-import.js';
import { bearer, buildUser } from '../../../test/factories.js';
import { linkIn, mailTo } from '../../../test/mail.js';
import { multipart } from '../../../test/samples.js';
import type { TestApp } from '../../../test/test-app.js';
import { TEST_PUBLIC_URL, createTestApp } from '../../../test/test-app.js';
import { uniqueName } from '../../../test/values.js';
import { clients, contacts, employeeProfiles, users, worksites } from '../../db/schema/index.js';
import { withSystem } from '../../platform/tenancy/tenant.js';

let t: TestApp;
let call: ReturnType<typeof api>;
beforeAll(async () => {
  t = await createTestApp();
  call = api(t);
});
afterAll(() => t?.close());

const rowsOf = <T extends { companyId: string | null }>(list: T[], companyId: string) => list.filter((row) => row.companyId === companyId);
const companyClients = async (companyId: string) => rowsOf(await withSystem(t.db, (tx) => tx.select().from(clients)), companyId);

describe('POST /api/v3/import/clients', () => {
  const csvWithOneBadRow = () =>
    csvOf([
      ['Name', 'Email', 'Suburb', 'State'],
      [uniqueName('Alpha'), 'alpha@build.test', 'Bondi', 'NSW'],
      [uniqueName('Beta'), 'not-an-email', '', ''],
      [uniqueName('Gamma'), '', '', ''],
    ]);

  it('all-or-nothing with a bad row saves nothing and answers 400 with the problems by row and column', async () => {
    const team = await importTeam(t);
    const response = await call('POST', '/api/v3/import/clients', team.owner, { csv: csvWithOneBadRow(), mode: 'all-or-nothing' });
    const body = expectFieldErrors(response, { 'rows.3.Email': 'Please enter valid Email address.' });
    expect(body.message).toBe('1 row has a problem, so nothing was imported. Fix it or import only the good rows.');
    expect(await companyClients(team.company.id)).toHaveLength(0);
  });

  it('good-rows saves the good rows in one go, streaming progress then the result', async () => {
    const team = await importTeam(t);
    const response = await call('POST', '/api/v3/import/clients', team.owner, { csv: csvWithOneBadRow(), mode: 'good-rows' });
    const lines = streamLines(response);
    expect(lines[0]).toEqual({ type: 'progress', done: 0, total: 2 });
    expect(lines).toContainEqual({ type: 'progress', done: 2, total: 2 });
    expect(lines.at(-1)).toEqual({
      type: 'result',
      result: { kind: 'clients', created: 2, skipped: 1, message: '2 rows of clients imported; 1 row with problems left out.' },
    });
    const saved = await companyClients(team.company.id);
    expect(saved.map((client) => client.email).sort()).toEqual(['alpha@build.test', null]);
    const alpha = saved.find((client) => client.email === 'alpha@build.test');
    expect(alpha?.address).toMatchObject({ suburb: 'Bondi', state: 'NSW', country: 'Australia' });
    // The same file again: every row is now a repeat of a saved client, so nothing more is saved.
    const again = await call('POST', '/api/v3/import/clients', team.owner, { csv: csvOf([['Name'], [alpha?.name ?? '']]), mode: 'good-rows' });
    expectFieldErrors(again, { 'rows.2.Name': /already exists/ });
    expect(again.json().message).toBe('No row can be imported: every row has a problem.');
  });

  it('saves a large file in batches in one transaction', async () => {
    const team = await importTeam(t);
    const prefix = uniqueName('Bulk');
    const rows = Array.from({ length: 450 }, (_, index) => [`${prefix} ${index}`]);
    const lines = streamLines(await call('POST', '/api/v3/import/clients', team.owner, { csv: csvOf([['Name'], ...rows]), mode: 'all-or-nothing' }));
    expect(lines.filter((line) => line.type === 'progress').map((line) => (line.type === 'progress' ? line.done : 0))).toEqual([0, 200, 400, 450]);
    expect(await companyClients(team.company.id)).toHaveLength(450);
  });

  it('takes a multipart upload with the mode as a field', async () => {
    const team = await importTeam(t);
    const body = multipart([
      { name: 'mode', value: 'all-or-nothing' },
      { name: 'file', filename: 'clients.csv', data: Buffer.from(`Name\n${uniqueName('Upload')}\n`) },
    ]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v3/import/clients',
      headers: { ...bearer(team.owner), ...body.headers },
      payload: body.payload,
    });
    expect(streamLines(response).at(-1)).toMatchObject({ type: 'result', result: { created: 1 } });
  });

  it('answers 400 without a mode, 401 without a sign-in and 403 for staff, saving nothing', async () => {
    const team = await importTeam(t);
    const csv = csvOf([['Name'], [uniqueName('Nope')]]);
    expectFieldErrors(await call('POST', '/api/v3/import/clients', team.owner, { csv }), {
      mode: 'Please choose how to import: every row or nothing, or only the good rows.',
    });
    expectFieldErrors(await call('POST', '/api/v3/import/clients', team.owner, { csv, mode: 'some' }), { mode: true });
    expectError(await call('POST', '/api/v3/import/clients', null, { csv, mode: 'good-rows' }), 401);
    expectError(await call('POST', '/api/v3/import/clients', team.supervisor, { csv, mode: 'good-rows' }), 403);
    expect(await companyClients(team.company.id)).toHaveLength(0);
  });
});

describe('POST /api/v3/import/contacts', () => {
  it('links each contact to the client it names; an unknown, archived or another company’s client is a row problem', async () => {
    const team = await importTeam(t);
    const other = await importTeam(t);
    const [client, archived, theirs] = [uniqueName('Client'), uniqueName('Old client'), uniqueName('Their client')];
    await withSystem(t.db, (tx) =>
      tx.insert(clients).values([
        { companyId: team.company.id, name: client },
        { companyId: team.company.id, name: archived, archivedAt: new Date() },
        { companyId: other.company.id, name: theirs },
      ]),
    );
    const csv = csvOf([
      ['First name', 'Last name', 'Email', 'Client'],
      ['Jo', 'Nguyen', 'jo@client.test', client.toLowerCase()],
      ['Al', 'Free', '', ''],
      ['Bo', 'Gone', '', archived],
      ['Cy', 'Theirs', '', theirs],
      ['Di', 'Twice', 'JO@client.test', client],
    ]);
    const response = await call('POST', '/api/v3/import/contacts', team.owner, { csv, mode: 'good-rows' });
    expect(streamLines(response).at(-1)).toMatchObject({ type: 'result', result: { created: 2, skipped: 3 } });
    const saved = rowsOf(await withSystem(t.db, (tx) => tx.select().from(contacts)), team.company.id);
    const [clientRow] = await withSystem(t.db, (tx) => tx.select().from(clients).where(eq(clients.name, client)));
    expect(saved.map((contact) => [contact.firstName, contact.clientId]).sort()).toEqual([
      ['Al', null],
      ['Jo', clientRow?.id],
    ]);
    const preview = await call('POST', '/api/v3/import/contacts/preview', team.owner, { csv });
    const problems = (preview.json() as { rows: { problems: { column: string; message: string }[] }[] }).rows.map((row) => row.problems);
    expect(problems[0]).toEqual([{ column: 'Email', message: 'A contact with this email already exists.' }]);
    expect(problems[2]).toEqual([{ column: 'Client', message: `The client ${archived} is archived. Restore it first, or leave Client blank.` }]);
    expect(problems[3]).toEqual([{ column: 'Client', message: `There is no client named ${theirs}. Import or add the client first, or leave Client blank.` }]);
    expect(problems[4]).toEqual(expect.arrayContaining([{ column: 'Email', message: 'Same email as row 2. Each record can be imported once.' }]));
  });
});

describe('POST /api/v3/import/worksites', () => {
  it('saves sites with their typed address and site contact', async () => {
    const team = await importTeam(t);
    const name = uniqueName('Ann St');
    const csv = csvOf([
      ['Name', 'Street', 'Suburb', 'State', 'Postcode', 'Site contact name', 'Site contact phone'],
      [name, '12 Ann St', 'Fortitude Valley', 'QLD', '4006', 'Chris Lee', '0414 555 666'],
    ]);
    expect(streamLines(await call('POST', '/api/v3/import/worksites', team.owner, { csv, mode: 'all-or-nothing' })).at(-1)).toMatchObject({
      result: { created: 1 },
    });
    const [site] = await withSystem(t.db, (tx) => tx.select().from(worksites).where(eq(worksites.name, name)));
    expect(site).toMatchObject({ companyId: team.company.id, latitude: null, siteContacts: [{ name: 'Chris Lee', phone: '0414 555 666', role: null }] });
    expect(site?.address).toMatchObject({ streetName: '12 Ann St', suburb: 'Fortitude Valley', state: 'QLD', postCode: '4006', country: 'Australia' });
  });
});

describe('POST /api/v3/import/employees', () => {
  const email = (name: string) => `${uniqueName(name).replace(/\s/g, '.').toLowerCase()}@crew.test`;

  it('invites each person pending set-up, with a profile and the set-up mail, in one transaction', async () => {
    const team = await importTeam(t);
    const [sam, lee] = [email('sam'), email('lee')];
    const csv = csvOf([
      ['First name', 'Last name', 'Email', 'Role', 'Phone', 'Position'],
      ['Sam', 'Taylor', sam.toUpperCase(), 'Worker', '0412 345 678', 'Carpenter'],
      ['Lee', 'Ng', lee, 'sah_lh', '', ''],
    ]);
    expect(streamLines(await call('POST', '/api/v3/import/employees', team.owner, { csv, mode: 'all-or-nothing' })).at(-1)).toMatchObject({
      result: { created: 2, message: '2 rows of employees imported.' },
    });
    const [person] = await withSystem(t.db, (tx) => tx.select().from(users).where(eq(users.email, sam)));
    expect(person).toMatchObject({ companyId: team.company.id, status: 'pending_setup', roles: ['NAH'], passwordHash: null, phone: '0412 345 678' });
    const [profile] = await withSystem(t.db, (tx) =>
      tx
        .select()
        .from(employeeProfiles)
        .where(eq(employeeProfiles.userId, person?.id ?? '')),
    );
    expect(profile?.position).toBe('Carpenter');
    const [mail] = await mailTo(t.db, sam);
    expect(mail?.text).toContain('Olive Owner of');
    const key =
      linkIn(mail?.text ?? '', `${TEST_PUBLIC_URL}/signup/setup/`)
        .pathname.split('/')
        .pop() ?? '';
    expect((await call('GET', `/api/v3/auth/setup/${key}`, null)).json()).toMatchObject({ email: sam, firstName: 'Sam' });
    expect(await mailTo(t.db, lee)).toHaveLength(1);
  });

  it('refuses addresses in use anywhere, repeats, staff-only roles and rows past the plan’s seats', async () => {
    const team = await importTeam(t, { nah: 1 });
    const taken = await buildUser(t.db, { email: email('taken') });
    const [one, two] = [email('one'), email('two')];
    const csv = csvOf([
      ['First name', 'Last name', 'Email', 'Role'],
      ['Ta', 'Ken', taken.email.toUpperCase(), 'NAH'],
      ['One', 'Worker', one, 'NAH'],
      ['Two', 'Worker', two, 'NAH'],
      ['Three', 'Again', one, 'NAH'],
      ['Pat', 'Holder', email('pah'), 'PAH'],
    ]);
    // Seats: the supervisor from importTeam holds an SAH seat; the one NAH seat goes to row 3.
    const response = await call('POST', '/api/v3/import/employees', team.owner, { csv, mode: 'all-or-nothing' });
    expectFieldErrors(response, {
      'rows.2.Email': EMPLOYEE_MESSAGES.emailTaken,
      'rows.4.Role': seatLimitMessage('nah', 1),
      'rows.5.Email': 'Same email as row 3. Each record can be imported once.',
      'rows.6.Role': EMPLOYEE_MESSAGES.role,
    });
    expect(await withSystem(t.db, (tx) => tx.select().from(users).where(eq(users.email, one)))).toHaveLength(0);
    expect(await mailTo(t.db, one)).toHaveLength(0);
  });
});
