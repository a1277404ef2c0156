import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_MESSAGES, ZProjectSchema } from '@hivis/contracts';
import { api } from '../../../test/api.js';
import { expectError, expectFieldErrors } from '../../../test/assertions.js';
import { setCompanyStatus } from '../../../test/factories.js';
import { principalContractor, projectRowsOf, projectsTeam } from '../../../test/projects.js';
import type { TestApp } from '../../../test/test-app.js';
import { createTestApp } from '../../../test/test-app.js';
import { buildClient, buildContact, buildProject } from '../../../test/work-factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

async function teamWithProject() {
  const team = await projectsTeam(t);
  const project = await buildProject(t.db, team.company.id, { worksiteId: team.worksite.id, name: 'Pool house' });
  return { ...team, project, url: `/api/v3/project/${project.id}` };
}

const details = { name: 'Pool house and deck', projectNumber: 'PH-7', startDate: '2027-01-10', endDate: '2027-01-10', description: 'Timber deck.' };

describe('PUT /api/v3/project/{id}', () => {
  it('saves every detail at once', async () => {
    const team = await teamWithProject();
    const response = await api(t)('PUT', team.url, team.owner, { ...details, clientId: team.client.id, clientContactId: team.contact.id, principalContractor });
    expect(response.statusCode, response.body).toBe(200);
    expect(ZProjectSchema.parse(response.json())).toMatchObject({
      ...details,
      worksite: { id: team.worksite.id },
      client: { id: team.client.id },
      clientContact: { id: team.contact.id },
      principalContractor: { companyName: 'Hutchinson Builders' },
    });
  });

  it('answers 400 per field, 401, 403 for staff and a closed account, 404 for another company', async () => {
    const team = await teamWithProject();
    const other = await teamWithProject();
    const call = api(t);
    expectFieldErrors(await call('PUT', team.url, team.owner, { name: '', endDate: '2027-01-01', startDate: '2027-02-01', clientId: other.client.id }), {
      name: PROJECT_MESSAGES.name,
      endDate: PROJECT_MESSAGES.endBeforeStart,
    });
    expectFieldErrors(await call('PUT', team.url, team.owner, { ...details, clientId: other.client.id }), { clientId: PROJECT_MESSAGES.clientId });
    expectError(await call('PUT', team.url, null, details), 401);
    expectError(await call('PUT', team.url, team.supervisor, details), 403);
    expectError(await call('PUT', other.url, team.owner, details), 404);
    await setCompanyStatus(t.db, team.company.id, 'suspended');
    expectError(await call('PUT', team.url, team.owner, details), 403);
    expect((await projectRowsOf(t, team.company.id))[0]).toMatchObject({ name: 'Pool house', clientId: null });
  });

  it('keeps a client archived after it was chosen, but does not take a newly chosen archived one', async () => {
    const team = await teamWithProject();
    const call = api(t);
    const saved = await call('PUT', `${team.url}/client-details`, team.owner, { clientId: team.client.id, clientContactId: team.contact.id });
    expect(saved.statusCode, saved.body).toBe(200);
    await call('PUT', `/api/v3/client/${team.client.id}/archive`, team.owner);
    const again = await call('PUT', team.url, team.owner, { ...details, clientId: team.client.id, clientContactId: team.contact.id });
    expect(again.statusCode, again.body).toBe(200);
    expect(ZProjectSchema.parse(again.json()).client?.archivedOn).not.toBeNull();
    const archived = await buildClient(t.db, team.company.id, 'Another archived', true);
    expectFieldErrors(await call('PUT', team.url, team.owner, { ...details, clientId: archived.id }), { clientId: PROJECT_MESSAGES.clientArchived });
  });
});

describe('PUT /api/v3/project/{id}/client-details', () => {
  it('sets and clears the client and contact', async () => {
    const team = await teamWithProject();
    const call = api(t);
    const set = await call('PUT', `${team.url}/client-details`, team.owner, { clientId: team.client.id, clientContactId: team.contact.id });
    expect(ZProjectSchema.parse(set.json())).toMatchObject({
      client: { name: 'Riverside Developments' },
      clientContact: { name: 'Priya Nair' },
      name: 'Pool house',
    });
    const cleared = await call('PUT', `${team.url}/client-details`, team.owner, { clientId: null, clientContactId: '' });
    expect(ZProjectSchema.parse(cleared.json())).toMatchObject({ client: null, clientContact: null });
  });

  it('refuses a contact of another client, bad ids, staff, strangers and another company', async () => {
    const team = await teamWithProject();
    const other = await teamWithProject();
    const call = api(t);
    const loner = await buildContact(t.db, team.company.id, null, 'Solo');
    const url = `${team.url}/client-details`;
    expectFieldErrors(await call('PUT', url, team.owner, { clientId: team.client.id, clientContactId: loner.id }), {
      clientContactId: PROJECT_MESSAGES.contactNotAtClient,
    });
    expectFieldErrors(await call('PUT', url, team.owner, { clientId: 'x', clientContactId: 'y' }), {
      clientId: PROJECT_MESSAGES.clientId,
      clientContactId: PROJECT_MESSAGES.contactId,
    });
    expectError(await call('PUT', url, null, { clientId: team.client.id }), 401);
    expectError(await call('PUT', url, team.supervisor, { clientId: team.client.id }), 403);
    expectError(await call('PUT', `${other.url}/client-details`, team.owner, { clientId: team.client.id }), 404);
    expect((await projectRowsOf(t, team.company.id))[0]?.clientId).toBeNull();
  });
});

describe('PUT /api/v3/project/{id}/pc-details', () => {
  it('sets and clears the principal contractor', async () => {
    const team = await teamWithProject();
    const call = api(t);
    const set = await call('PUT', `${team.url}/pc-details`, team.owner, { principalContractor });
    expect(ZProjectSchema.parse(set.json()).principalContractor).toMatchObject({
      companyName: 'Hutchinson Builders',
      abn: '51824753556',
      whsPersonName: 'Leanne Cho',
    });
    const cleared = await call('PUT', `${team.url}/pc-details`, team.owner, { principalContractor: null });
    expect(ZProjectSchema.parse(cleared.json()).principalContractor).toBeNull();
  });

  it('answers 400 per field, 401, 403 and 404', async () => {
    const team = await teamWithProject();
    const other = await teamWithProject();
    const call = api(t);
    const url = `${team.url}/pc-details`;
    expectFieldErrors(await call('PUT', url, team.owner, { principalContractor: { ...principalContractor, abn: '11 111 111 111', whsPersonEmail: 'x@' } }), {
      'principalContractor.whsPersonEmail': PROJECT_MESSAGES.email,
    });
    expectFieldErrors(await call('PUT', url, team.owner, { principalContractor: { ...principalContractor, abn: '11 111 111 111' } }), {
      'principalContractor.abn': PROJECT_MESSAGES.abnInvalid,
    });
    expectError(await call('PUT', url, null, { principalContractor }), 401);
    expectError(await call('PUT', url, team.supervisor, { principalContractor }), 403);
    expectError(await call('PUT', `${other.url}/pc-details`, team.owner, { principalContractor }), 404);
    expect((await projectRowsOf(t, team.company.id))[0]?.principalContractor).toBeNull();
  });
});

describe('PUT /api/v3/project/{id}/archive and /restore', () => {
  it('archives and restores idempotently; an archived project is read-only', async () => {
    const team = await teamWithProject();
    const call = api(t);
    const first = ZProjectSchema.parse((await call('PUT', `${team.url}/archive`, team.owner)).json());
    expect(first.archivedOn).not.toBeNull();
    const second = ZProjectSchema.parse((await call('PUT', `${team.url}/archive`, team.owner)).json());
    expect(second.archivedOn).toBe(first.archivedOn);
    expectError(await call('PUT', team.url, team.owner, details), 409);
    expectError(await call('PUT', `${team.url}/client-details`, team.owner, { clientId: team.client.id }), 409);
    expectError(await call('PUT', `${team.url}/pc-details`, team.owner, { principalContractor }), 409);
    expect((await call('GET', team.url, team.supervisor)).statusCode).toBe(200);
    const restored = await call('PUT', `${team.url}/restore`, team.owner);
    expect(ZProjectSchema.parse(restored.json()).archivedOn).toBeNull();
    expect((await call('PUT', `${team.url}/restore`, team.owner)).statusCode).toBe(200);
    expect((await call('PUT', team.url, team.owner, details)).statusCode).toBe(200);
  });

  it('answers 401, 403 for staff and a closed account, 404 for another company', async () => {
    const team = await teamWithProject();
    const other = await teamWithProject();
    const call = api(t);
    expectError(await call('PUT', `${team.url}/archive`, null), 401);
    expectError(await call('PUT', `${team.url}/archive`, team.supervisor), 403);
    expectError(await call('PUT', `${other.url}/archive`, team.owner), 404);
    expectError(await call('PUT', `${other.url}/restore`, team.owner), 404);
    await setCompanyStatus(t.db, team.company.id, 'inactive');
    expectError(await call('PUT', `${team.url}/archive`, team.owner), 403);
    expect((await projectRowsOf(t, team.company.id))[0]?.archivedAt).toBeNull();
  });
});
