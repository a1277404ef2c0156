import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_NOTIFICATION_SETTINGS, EMPLOYEE_MESSAGES, ZFileSchema, ZNotificationSettingsSchema, ZQualificationSchema } from '@hivis/contracts';
import type { TFileType } from '@hivis/contracts';
import { qualifications } from '../../db/schema/index.js';
import { withSystem, withTenant } from '../../platform/tenancy/tenant.js';
import { api } from '../../../test/api.js';
import { expectError, expectFieldErrors } from '../../../test/assertions.js';
import { employeesTeam } from '../../../test/employees.js';
import { bearer } from '../../../test/factories.js';
import { multipart, pdf } from '../../../test/samples.js';
import type { TestApp } from '../../../test/test-app.js';
import { createTestApp } from '../../../test/test-app.js';
import { companyToday } from './employees.presenter.js';
import { wantsNotification } from './notification-settings.queries.js';

let t: TestApp;
let call: ReturnType<typeof api>;
beforeAll(async () => {
  t = await createTestApp();
  call = api(t);
});
afterAll(() => t?.close());

function daysFromToday(days: number): string {
  const today = companyToday('Australia/Brisbane');
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const whiteCard = { kind: 'white_card', name: 'General construction induction', licenceNumber: 'WC-12345', issuer: 'WorkSafe QLD', issuedOn: '2020-03-01' };
const highRisk = (expiresOn: string) => ({
  kind: 'high_risk_work',
  name: 'Forklift (LF)',
  licenceNumber: 'HRW 998',
  issuer: 'WHSQ',
  issuedOn: '2021-05-01',
  expiresOn,
});

async function upload(token: string, fileType: TFileType = 'qualification_file'): Promise<string> {
  const { payload, headers } = multipart([
    { name: 'fileType', value: fileType },
    { name: 'file', filename: 'licence.pdf', data: pdf() },
  ]);
  const response = await t.app.inject({ method: 'POST', url: '/api/v3/files', payload, headers: { ...headers, ...bearer(token) } });
  expect(response.statusCode, response.body).toBe(201);
  return ZFileSchema.parse(response.json()).id;
}

describe('licences: POST, PUT and DELETE /api/v3/employee/{id}/qualification', () => {
  it('adds, changes and removes licences, flagging expiry on the person and in the list', async () => {
    const team = await employeesTeam(t);
    const base = `/api/v3/employee/${team.supervisorUser.id}/qualification`;
    const fileId = await upload(team.owner);
    const card = await call('POST', base, team.owner, { ...whiteCard, fileId });
    expect(card.statusCode, card.body).toBe(201);
    expect(ZQualificationSchema.parse(card.json())).toMatchObject({ kind: 'white_card', expiresOn: null, expiryState: 'no_expiry', file: { id: fileId } });

    const licence = ZQualificationSchema.parse((await call('POST', base, team.owner, highRisk(daysFromToday(10)))).json());
    expect(licence.expiryState).toBe('expiring');
    const list = (await call('GET', '/api/v3/employee?search=super', team.owner)).json();
    expect(list.items[0]).toMatchObject({ licenceWarning: 'expiring', nextLicenceExpiry: daysFromToday(10) });

    const expired = await call('PUT', `${base}/${licence.id}`, team.owner, highRisk(daysFromToday(-1)));
    expect(expired.statusCode, expired.body).toBe(200);
    expect(expired.json().expiryState).toBe('expired');
    const person = (await call('GET', `/api/v3/employee/${team.supervisorUser.id}`, team.owner)).json();
    expect(person.licenceWarning).toBe('expired');
    expect(person.qualifications.map((item: { name: string }) => item.name)).toEqual(['Forklift (LF)', 'General construction induction']);

    const renewed = await call('PUT', `${base}/${licence.id}`, team.owner, highRisk(daysFromToday(400)));
    expect(renewed.json().expiryState).toBe('current');
    expect((await call('GET', `/api/v3/employee/${team.supervisorUser.id}`, team.owner)).json().licenceWarning).toBeNull();

    const removed = await call('DELETE', `${base}/${licence.id}`, team.owner);
    expect(removed.statusCode, removed.body).toBe(200);
    expectError(await call('DELETE', `${base}/${licence.id}`, team.owner), 404);
  });

  it('answers 400 per field: kind, name, dates, expiry before issue, a file of another type', async () => {
    const team = await employeesTeam(t);
    const base = `/api/v3/employee/${team.supervisorUser.id}/qualification`;
    expectFieldErrors(await call('POST', base, team.owner, { kind: 'pilot', name: '', issuedOn: '2024-02-30' }), {
      kind: EMPLOYEE_MESSAGES.qualificationKind,
      name: EMPLOYEE_MESSAGES.qualificationName,
      issuedOn: EMPLOYEE_MESSAGES.date,
    });
    expectFieldErrors(await call('POST', base, team.owner, { ...highRisk('2021-04-30') }), { expiresOn: EMPLOYEE_MESSAGES.expiryBeforeIssue });
    const photo = await upload(team.owner, 'document');
    expectFieldErrors(await call('POST', base, team.owner, { ...whiteCard, fileId: photo }), { fileId: EMPLOYEE_MESSAGES.qualificationFile });
    const stored = await withSystem(t.db, (tx) => tx.select().from(qualifications).where(eq(qualifications.userId, team.supervisorUser.id)));
    expect(stored).toHaveLength(0);
  });

  it('answers 401, 403 for staff and 404 for another company, its licence or its file', async () => {
    const team = await employeesTeam(t);
    const stranger = await employeesTeam(t);
    const theirs = ZQualificationSchema.parse(
      (await call('POST', `/api/v3/employee/${stranger.supervisorUser.id}/qualification`, stranger.owner, whiteCard)).json(),
    );
    const mine = `/api/v3/employee/${team.supervisorUser.id}/qualification`;
    expectError(await call('POST', mine, null, whiteCard), 401);
    expectError(await call('POST', mine, team.supervisor, whiteCard), 403);
    expectError(await call('POST', `/api/v3/employee/${stranger.supervisorUser.id}/qualification`, team.owner, whiteCard), 404);
    expectError(await call('PUT', `${mine}/${theirs.id}`, team.owner, whiteCard), 404);
    expectError(await call('DELETE', `${mine}/${theirs.id}`, team.owner), 404);
    expectError(await call('DELETE', `/api/v3/employee/${stranger.supervisorUser.id}/qualification/${theirs.id}`, team.owner), 404);
    const theirFile = await upload(stranger.owner);
    expectFieldErrors(await call('POST', mine, team.owner, { ...whiteCard, fileId: theirFile }), { fileId: EMPLOYEE_MESSAGES.qualificationFile });
    const [still] = await withSystem(t.db, (tx) => tx.select().from(qualifications).where(eq(qualifications.id, theirs.id)));
    expect(still?.name).toBe(whiteCard.name);
  });
});

describe('GET and PUT /api/v3/employee/{id}/notification-settings', () => {
  it('starts from the defaults, saves every topic and is read by wantsNotification', async () => {
    const team = await employeesTeam(t);
    const url = `/api/v3/employee/${team.supervisorUser.id}/notification-settings`;
    const first = ZNotificationSettingsSchema.parse((await call('GET', url, team.owner)).json());
    expect(first).toEqual({ employeeId: team.supervisorUser.id, saved: false, settings: DEFAULT_NOTIFICATION_SETTINGS });

    const settings = { ...DEFAULT_NOTIFICATION_SETTINGS, job_assigned: { email: false, inApp: true }, licence_expiring: { email: true, inApp: false } };
    const saved = await call('PUT', url, team.owner, { settings });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ employeeId: team.supervisorUser.id, saved: true, settings });
    expect((await call('GET', url, team.owner)).json().settings).toEqual(settings);

    const wants = (topic: 'job_assigned' | 'licence_expiring' | 'job_changed', channel: 'email' | 'inApp') =>
      withTenant(t.db, team.company.id, (tx) => wantsNotification(tx, team.supervisorUser.id, topic, channel));
    expect(await wants('job_assigned', 'email')).toBe(false);
    expect(await wants('licence_expiring', 'inApp')).toBe(false);
    expect(await wants('job_changed', 'email')).toBe(true);
  });

  it('answers 400 for a missing topic, 401, 403 for staff and 404 for another company', async () => {
    const team = await employeesTeam(t);
    const stranger = await employeesTeam(t);
    const url = `/api/v3/employee/${team.supervisorUser.id}/notification-settings`;
    const { job_declined: _left, ...missing } = DEFAULT_NOTIFICATION_SETTINGS;
    expectFieldErrors(await call('PUT', url, team.owner, { settings: { ...missing, job_assigned: { email: 'yes', inApp: true } } }), {
      'settings.job_declined': true,
      'settings.job_assigned.email': true,
    });
    expectError(await call('GET', url, null), 401);
    expectError(await call('GET', url, team.supervisor), 403);
    expectError(await call('PUT', url, team.supervisor, { settings: DEFAULT_NOTIFICATION_SETTINGS }), 403);
    const theirs = `/api/v3/employee/${stranger.supervisorUser.id}/notification-settings`;
    expectError(await call('GET', theirs, team.owner), 404);
    expectError(await call('PUT', theirs, team.owner, { settings: DEFAULT_NOTIFICATION_SETTINGS }), 404);
  });
});

describe('GET and PUT /api/v3/employee/me', () => {
  it('lets staff read their licences and keep their emergency contact', async () => {
    const team = await employeesTeam(t);
    await call('POST', `/api/v3/employee/${team.supervisorUser.id}/qualification`, team.owner, highRisk(daysFromToday(5)));
    const own = await call('GET', '/api/v3/employee/me', team.supervisor);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toMatchObject({
      email: team.supervisorUser.email,
      emergencyContactName: null,
      qualifications: [{ name: 'Forklift (LF)', expiryState: 'expiring' }],
    });
    const saved = await call('PUT', '/api/v3/employee/me', team.supervisor, {
      emergencyContactName: 'Jo Super',
      emergencyContactPhone: '0400 333 444',
      emergencyContactRelationship: 'Partner',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ emergencyContactName: 'Jo Super', emergencyContactRelationship: 'Partner' });
    const seenByOwner = (await call('GET', `/api/v3/employee/${team.supervisorUser.id}`, team.owner)).json();
    expect(seenByOwner.profile.emergencyContactPhone).toBe('0400 333 444');
  });

  it('answers 400 per field and 401 without a token', async () => {
    const team = await employeesTeam(t);
    expectFieldErrors(await call('PUT', '/api/v3/employee/me', team.supervisor, { emergencyContactPhone: '12' }), {
      emergencyContactPhone: EMPLOYEE_MESSAGES.phoneShort,
    });
    expectError(await call('GET', '/api/v3/employee/me', null), 401);
    expectError(await call('PUT', '/api/v3/employee/me', null, {}), 401);
  });
});
