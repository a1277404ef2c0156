import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMPLOYEE_MESSAGES, ZEmployeeChangeSchema, ZEmployeeSchema, ZEmployeesPageSchema, seatLimitMessage } from '@hivis/contracts';
import { employeeProfiles, userTokens, users } from '../../db/schema/index.js';
import { timeEntries } from '../../db/schema/index.js';
import { withSystem } from '../../platform/tenancy/tenant.js';
import { api } from '../../../test/api.js';
import { expectError, expectFieldErrors } from '../../../test/assertions.js';
import { employeesTeam, invitePayload } from '../../../test/employees.js';
import { buildUser, setCompanyStatus } from '../../../test/factories.js';
import { linkIn, mailTo } from '../../../test/mail.js';
import type { TestApp } from '../../../test/test-app.js';
import { TEST_PUBLIC_URL, createTestApp } from '../../../test/test-app.js';
import { uniqueEmail } from '../../../test/values.js';
import { buildAssignment, buildJob } from '../../../test/work-factories.js';

let t: TestApp;
let call: ReturnType<typeof api>;
beforeAll(async () => {
  t = await createTestApp();
  call = api(t);
});
afterAll(() => t?.close());

async function usersWithEmail(email: string) {
  return withSystem(t.db, (tx) => tx.select().from(users).where(eq(users.email, email)));
}

describe('POST /api/v3/employee/invite', () => {
  it('creates the person pending set-up with a profile and mails the set-up link', async () => {
    const team = await employeesTeam(t);
    const payload = invitePayload({ email: uniqueEmail('Nina').toUpperCase() });
    const response = await call('POST', '/api/v3/employee/invite', team.owner, payload);
    expect(response.statusCode, response.body).toBe(201);
    const { employee, message } = ZEmployeeChangeSchema.parse(response.json());
    const email = payload.email.toLowerCase();
    expect(employee).toMatchObject({ email, role: 'SAH', status: 'pending_setup', position: 'Site supervisor', licenceWarning: null });
    expect(message).toContain('Nina Newstart has been invited as Supervisor.');

    const [row] = await usersWithEmail(email);
    expect(row).toMatchObject({ companyId: team.company.id, status: 'pending_setup', passwordHash: null, roles: ['SAH'], phone: '0412 345 678' });
    const [profile] = await withSystem(t.db, (tx) => tx.select().from(employeeProfiles).where(eq(employeeProfiles.userId, employee.id)));
    expect(profile?.position).toBe('Site supervisor');

    const [mail] = await mailTo(t.db, email);
    expect(mail?.subject).toContain('Set up your');
    expect(mail?.text).toContain('Olive Owner of');
    const link = linkIn(mail?.text ?? '', `${TEST_PUBLIC_URL}/signup/setup/`);
    const key = link.pathname.split('/').pop() ?? '';
    const setup = await call('GET', `/api/v3/auth/setup/${key}`, null);
    expect(setup.statusCode, setup.body).toBe(200);
    expect(setup.json()).toMatchObject({ email, firstName: 'Nina', lastName: 'Newstart' });
  });

  it('refuses an address registered anywhere, in any case, with a field error', async () => {
    const team = await employeesTeam(t);
    const other = await buildUser(t.db, { email: uniqueEmail('taken') });
    const response = await call('POST', '/api/v3/employee/invite', team.owner, invitePayload({ email: other.email.toUpperCase() }));
    expectFieldErrors(response, { email: EMPLOYEE_MESSAGES.emailTaken });
  });

  it('refuses when every seat of the tier is taken, creating nothing and sending nothing', async () => {
    const team = await employeesTeam(t, { sah: 1 });
    const payload = invitePayload();
    const response = await call('POST', '/api/v3/employee/invite', team.owner, payload);
    expectFieldErrors(response, { role: seatLimitMessage('sah', 1) });
    expect(response.json().message).toBe('The 1 SAH seat on your plan is in use. Add seats on My Account or deactivate a user first.');
    expect(await usersWithEmail(payload.email)).toHaveLength(0);
    expect(await mailTo(t.db, payload.email)).toHaveLength(0);
    // A worker seat is still free.
    expect((await call('POST', '/api/v3/employee/invite', team.owner, invitePayload({ role: 'NAH' }))).statusCode).toBe(201);
  });

  it('answers 400 with a message per field', async () => {
    const team = await employeesTeam(t);
    const response = await call('POST', '/api/v3/employee/invite', team.owner, { email: 'not-an-email', firstName: ' ', role: 'PAH', phone: '12' });
    expectFieldErrors(response, {
      email: EMPLOYEE_MESSAGES.emailInvalid,
      firstName: EMPLOYEE_MESSAGES.firstName,
      lastName: EMPLOYEE_MESSAGES.lastName,
      role: EMPLOYEE_MESSAGES.role,
      phone: EMPLOYEE_MESSAGES.phoneShort,
    });
  });

  it('is for signed-in account holders of an open company only', async () => {
    const team = await employeesTeam(t);
    expectError(await call('POST', '/api/v3/employee/invite', null, invitePayload()), 401);
    expectError(await call('POST', '/api/v3/employee/invite', team.supervisor, invitePayload()), 403);
    await setCompanyStatus(t.db, team.company.id, 'suspended');
    expectError(await call('POST', '/api/v3/employee/invite', team.owner, invitePayload()), 403);
  });
});

describe('POST /api/v3/employee/{id}/resend-invite', () => {
  it('sends a new link and retires the old one while set-up is pending', async () => {
    const team = await employeesTeam(t);
    const invited = ZEmployeeChangeSchema.parse((await call('POST', '/api/v3/employee/invite', team.owner, invitePayload())).json()).employee;
    const response = await call('POST', `/api/v3/employee/${invited.id}/resend-invite`, team.owner);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe(`A new invitation has been sent to ${invited.email}.`);
    expect(await mailTo(t.db, invited.email)).toHaveLength(2);
    const links = await withSystem(t.db, (tx) =>
      tx
        .select()
        .from(userTokens)
        .where(and(eq(userTokens.userId, invited.id), eq(userTokens.purpose, 'account_setup'))),
    );
    expect(links.filter((link) => link.usedAt === null)).toHaveLength(1);
  });

  it('refuses an active person (409), staff (403), nobody (401) and another company (404)', async () => {
    const team = await employeesTeam(t);
    const stranger = await employeesTeam(t);
    const path = (id: string) => `/api/v3/employee/${id}/resend-invite`;
    expect(expectError(await call('POST', path(team.supervisorUser.id), team.owner), 409).message).toBe(EMPLOYEE_MESSAGES.notPending);
    expectError(await call('POST', path(team.supervisorUser.id), team.supervisor), 403);
    expectError(await call('POST', path(team.supervisorUser.id), null), 401);
    expectError(await call('POST', path(stranger.supervisorUser.id), team.owner), 404);
  });
});

describe('GET /api/v3/employee', () => {
  it('lists the company by last name with status, position and search and role filters', async () => {
    const team = await employeesTeam(t);
    await call('POST', '/api/v3/employee/invite', team.owner, invitePayload({ lastName: 'Adams', role: 'NAH', position: 'Labourer' }));
    await buildUser(t.db, { company: team.company, roles: ['NAH'], lastName: 'Zed', status: 'deactivated' });
    const other = await employeesTeam(t);
    await call('POST', '/api/v3/employee/invite', other.owner, invitePayload({ lastName: 'Aardvark' }));

    const page = ZEmployeesPageSchema.parse((await call('GET', '/api/v3/employee?take=20', team.owner)).json());
    expect(page.items.map((item) => item.lastName)).toEqual(['Adams', 'Owner', 'Super', 'Zed']);
    expect(page.total).toBe(4);
    expect(page.items[0]).toMatchObject({ status: 'pending_setup', position: 'Labourer', role: 'NAH' });
    expect(page.items[3]?.status).toBe('deactivated');

    const workers = (await call('GET', '/api/v3/employee?role=NAH&status=active', team.owner)).json();
    expect(workers.total).toBe(0);
    const searched = (await call('GET', '/api/v3/employee?search=sam%20sup', team.owner)).json();
    expect(searched.items.map((item: { lastName: string }) => item.lastName)).toEqual(['Super']);
    const paged = (await call('GET', '/api/v3/employee?take=5&page=2', team.owner)).json();
    expect(paged).toMatchObject({ items: [], total: 4, page: 2 });
  });

  it('answers 400 for a bad filter, 401 without a token and 403 for staff', async () => {
    const team = await employeesTeam(t);
    expectFieldErrors(await call('GET', '/api/v3/employee?role=boss&take=7', team.owner), { role: true, take: true });
    expectError(await call('GET', '/api/v3/employee', null), 401);
    expectError(await call('GET', '/api/v3/employee', team.supervisor), 403);
  });
});

describe('GET and PUT /api/v3/employee/{id}', () => {
  const details = {
    firstName: 'Samuel',
    lastName: 'Super',
    phone: '0400 111 222',
    position: 'Foreman',
    emergencyContactName: 'Jo Super',
    emergencyContactPhone: '0400 333 444',
    emergencyContactRelationship: 'Partner',
    notes: 'Prefers early starts.',
  };

  it('shows details, jobs (latest first, with the answer) and hours without breaks', async () => {
    const team = await employeesTeam(t);
    const person = team.supervisorUser;
    const older = await buildJob(t.db, team.company.id, { title: 'Fit-out level 2' });
    const newer = await buildJob(t.db, team.company.id, { title: 'Roof repair' });
    await buildAssignment(t.db, older, person.id, { status: 'accepted', createdAt: new Date(Date.now() - 60_000) });
    await buildAssignment(t.db, newer, person.id, { status: 'offered' });
    // 3 hours this week with a 30 minute break: 150 minutes.
    const clockInAt = new Date(Date.now() - 3 * 3600_000);
    await withSystem(t.db, (tx) =>
      tx.insert(timeEntries).values({
        companyId: team.company.id,
        userId: person.id,
        jobId: older.id,
        clockInAt,
        clockOutAt: new Date(),
        breaks: [{ startAt: new Date(clockInAt.getTime() + 3600_000).toISOString(), endAt: new Date(clockInAt.getTime() + 5400_000).toISOString() }],
      }),
    );

    const response = await call('GET', `/api/v3/employee/${person.id}`, team.owner);
    expect(response.statusCode, response.body).toBe(200);
    const employee = ZEmployeeSchema.parse(response.json());
    expect(employee.jobs.map((job) => [job.title, job.answer])).toEqual([
      ['Roof repair', 'offered'],
      ['Fit-out level 2', 'accepted'],
    ]);
    expect(employee.hours.weeks).toHaveLength(5);
    // The shift may straddle Monday midnight in the company's zone when the test runs then.
    expect(employee.hours.thisWeekMinutes + employee.hours.lastFourWeeksMinutes).toBe(150);
    expect(employee.profile).toEqual({
      position: null,
      emergencyContactName: null,
      emergencyContactPhone: null,
      emergencyContactRelationship: null,
      notes: null,
    });

    const owner = ZEmployeeSchema.parse((await call('GET', `/api/v3/employee/${team.ownerUser.id}`, team.owner)).json());
    expect(owner.hours).toMatchObject({ thisWeekMinutes: 0, lastFourWeeksMinutes: 0 });
    expect(owner.jobs).toEqual([]);
  });

  it('saves names, phone, position, emergency contact and notes', async () => {
    const team = await employeesTeam(t);
    const response = await call('PUT', `/api/v3/employee/${team.supervisorUser.id}`, team.owner, details);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      firstName: 'Samuel',
      phone: '0400 111 222',
      email: team.supervisorUser.email,
      role: 'SAH',
      profile: { position: 'Foreman', emergencyContactName: 'Jo Super', emergencyContactRelationship: 'Partner', notes: 'Prefers early starts.' },
    });
    const cleared = await call('PUT', `/api/v3/employee/${team.supervisorUser.id}`, team.owner, { ...details, position: '', notes: null });
    expect(cleared.json().profile).toMatchObject({ position: null, notes: null });
  });

  it('answers 400 per field, 401, 403 for staff and 404 for another company or a bad id', async () => {
    const team = await employeesTeam(t);
    const stranger = await employeesTeam(t);
    const url = `/api/v3/employee/${team.supervisorUser.id}`;
    expectFieldErrors(await call('PUT', url, team.owner, { ...details, lastName: '', emergencyContactPhone: '123', notes: 'x'.repeat(2001) }), {
      lastName: EMPLOYEE_MESSAGES.lastName,
      emergencyContactPhone: EMPLOYEE_MESSAGES.phoneShort,
      notes: EMPLOYEE_MESSAGES.notesLong,
    });
    expectError(await call('GET', url, null), 401);
    expectError(await call('GET', url, team.supervisor), 403);
    expectError(await call('PUT', url, team.supervisor, details), 403);
    expectError(await call('GET', `/api/v3/employee/${stranger.supervisorUser.id}`, team.owner), 404);
    expectError(await call('PUT', `/api/v3/employee/${stranger.supervisorUser.id}`, team.owner, details), 404);
    expectFieldErrors(await call('GET', '/api/v3/employee/not-a-uuid', team.owner), { id: true });
    const [unchanged] = await usersWithEmail(stranger.supervisorUser.email);
    expect(unchanged?.firstName).toBe('Sam');
  });
});
