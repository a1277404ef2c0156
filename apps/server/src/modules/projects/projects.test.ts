import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_MESSAGES, ZProjectSchema, ZProjectsPageSchema } from '@hivis/contracts';
import { api } from '../../../test/api.js';
import { expectError, expectFieldErrors } from '../../../test/assertions.js';
import { setCompanyStatus } from '../../../test/factories.js';
import { createProject, principalContractor, projectRowsOf, projectsTeam } from '../../../test/projects.js';
import type { TestApp } from '../../../test/test-app.js';
import { createTestApp } from '../../../test/test-app.js';
import { buildClient, buildContact, buildJob, buildProject, buildWorksite } from '../../../test/work-factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('POST /api/v3/project', () => {
  it('creates a project with its client, contact and principal contractor', async () => {
    const team = await projectsTeam(t);
    const project = await createProject(t, team.owner, {
      worksiteId: team.worksite.id,
      name: '  Unit block stage 2 ',
      projectNumber: 'RD-2031',
      clientId: team.client.id,
      clientContactId: team.contact.id,
      principalContractor,
      startDate: '2026-12-01',
      endDate: '2027-03-31',
      description: 'Frame to lock-up for 12 townhouses.',
    });
    expect(project).toMatchObject({
      name: 'Unit block stage 2',
      projectNumber: 'RD-2031',
      worksite: { id: team.worksite.id, name: 'Kangaroo Point Townhouses', archivedOn: null },
      client: { id: team.client.id, name: 'Riverside Developments' },
      clientContact: { id: team.contact.id, name: 'Priya Nair', position: 'Development manager' },
      principalContractor: { ...principalContractor, abn: '51824753556', contactEmail: 'mark.brennan@example.com' },
      startDate: '2026-12-01',
      endDate: '2027-03-31',
      jobCounts: { PENDING: 0, IN_PROGRESS: 0, COMPLETED: 0, CANCELLED: 0, total: 0 },
      archivedOn: null,
    });
    expect(await projectRowsOf(t, team.company.id)).toHaveLength(1);
  });

  it('creates the first step alone: a name on a worksite', async () => {
    const team = await projectsTeam(t);
    const project = await createProject(t, team.owner, { worksiteId: team.worksite.id, name: 'Roof repair', startDate: '', endDate: null });
    expect(project).toMatchObject({ client: null, clientContact: null, principalContractor: null, startDate: null, projectNumber: null });
  });

  it('answers 400 per field and writes nothing', async () => {
    const team = await projectsTeam(t);
    const call = api(t);
    expectFieldErrors(
      await call('POST', '/api/v3/project', team.owner, {
        worksiteId: 'nope',
        name: ' ',
        startDate: '2026-02-30',
        endDate: '31/12/2026',
        principalContractor: { companyName: '', contactEmail: 'not-mail', whsPersonPhone: '123' },
        description: 'x'.repeat(4001),
      }),
      {
        worksiteId: PROJECT_MESSAGES.worksiteId,
        name: PROJECT_MESSAGES.name,
        startDate: PROJECT_MESSAGES.date,
        endDate: PROJECT_MESSAGES.date,
        'principalContractor.companyName': PROJECT_MESSAGES.pcCompanyName,
        'principalContractor.contactEmail': PROJECT_MESSAGES.email,
        'principalContractor.whsPersonPhone': PROJECT_MESSAGES.phoneShort,
        description: PROJECT_MESSAGES.descriptionLong,
      },
    );
    const base = { worksiteId: team.worksite.id, name: 'Deck' };
    expectFieldErrors(await call('POST', '/api/v3/project', team.owner, { ...base, startDate: '2026-12-02', endDate: '2026-12-01' }), {
      endDate: PROJECT_MESSAGES.endBeforeStart,
    });
    expectFieldErrors(await call('POST', '/api/v3/project', team.owner, { ...base, principalContractor: { ...principalContractor, abn: '12 345 678 901' } }), {
      'principalContractor.abn': PROJECT_MESSAGES.abnInvalid,
    });
    expect(await projectRowsOf(t, team.company.id)).toEqual([]);
  });

  it('takes an NZBN from a New Zealand company', async () => {
    const team = await projectsTeam(t, { country: 'NZ' });
    const project = await createProject(t, team.owner, {
      worksiteId: team.worksite.id,
      name: 'Ponsonby fit-out',
      principalContractor: { companyName: 'Naylor Love', abn: '9429041535219' },
    });
    expect(project.principalContractor?.abn).toBe('9429041535219');
  });

  it('checks the worksite, client and contact belong together and to the company', async () => {
    const team = await projectsTeam(t);
    const other = await projectsTeam(t);
    const call = api(t);
    const archivedSite = await buildWorksite(t.db, team.company.id, { archivedAt: new Date() });
    const archivedClient = await buildClient(t.db, team.company.id, 'Old client', true);
    const secondClient = await buildClient(t.db, team.company.id, 'Second client');
    const base = { worksiteId: team.worksite.id, name: 'Carport' };
    expectFieldErrors(await call('POST', '/api/v3/project', team.owner, { ...base, worksiteId: other.worksite.id }), {
      worksiteId: PROJECT_MESSAGES.worksiteId,
    });
    expectFieldErrors(await call('POST', '/api/v3/project', team.owner, { ...base, worksiteId: archivedSite.id }), {
      worksiteId: PROJECT_MESSAGES.worksiteArchived,
    });
    expectFieldErrors(await call('POST', '/api/v3/project', team.owner, { ...base, clientId: other.client.id }), { clientId: PROJECT_MESSAGES.clientId });
    expectFieldErrors(await call('POST', '/api/v3/project', team.owner, { ...base, clientId: archivedClient.id }), {
      clientId: PROJECT_MESSAGES.clientArchived,
    });
    expectFieldErrors(await call('POST', '/api/v3/project', team.owner, { ...base, clientId: team.client.id, clientContactId: other.contact.id }), {
      clientContactId: PROJECT_MESSAGES.contactId,
    });
    expectFieldErrors(await call('POST', '/api/v3/project', team.owner, { ...base, clientId: secondClient.id, clientContactId: team.contact.id }), {
      clientContactId: PROJECT_MESSAGES.contactNotAtClient,
    });
    expectFieldErrors(await call('POST', '/api/v3/project', team.owner, { ...base, clientContactId: team.contact.id }), {
      clientContactId: PROJECT_MESSAGES.contactNeedsClient,
    });
    const archivedContact = await buildContact(t.db, team.company.id, team.client.id, 'Gone', true);
    expectFieldErrors(await call('POST', '/api/v3/project', team.owner, { ...base, clientId: team.client.id, clientContactId: archivedContact.id }), {
      clientContactId: PROJECT_MESSAGES.contactArchived,
    });
    expect(await projectRowsOf(t, team.company.id)).toEqual([]);
  });

  it('needs a token, an account holder and an open account', async () => {
    const team = await projectsTeam(t);
    const call = api(t);
    const body = { worksiteId: team.worksite.id, name: 'Carport' };
    expectError(await call('POST', '/api/v3/project', null, body), 401);
    expectError(await call('POST', '/api/v3/project', team.supervisor, body), 403);
    await setCompanyStatus(t.db, team.company.id, 'suspended');
    expectError(await call('POST', '/api/v3/project', team.owner, body), 403);
    await setCompanyStatus(t.db, team.company.id, 'inactive');
    expectError(await call('POST', '/api/v3/project', team.owner, body), 403);
    expect(await projectRowsOf(t, team.company.id)).toEqual([]);
  });
});

describe('GET /api/v3/project/{id}', () => {
  it('shows the project to staff with its jobs counted by status', async () => {
    const team = await projectsTeam(t);
    const project = await buildProject(t.db, team.company.id, { worksiteId: team.worksite.id, name: 'Pool house' });
    await buildJob(t.db, team.company.id, { projectId: project.id, worksiteId: team.worksite.id });
    await buildJob(t.db, team.company.id, { projectId: project.id, worksiteId: team.worksite.id });
    await buildJob(t.db, team.company.id, { projectId: project.id, worksiteId: team.worksite.id, status: 'COMPLETED' });
    const response = await api(t)('GET', `/api/v3/project/${project.id}`, team.supervisor);
    expect(response.statusCode, response.body).toBe(200);
    expect(ZProjectSchema.parse(response.json()).jobCounts).toEqual({ PENDING: 2, IN_PROGRESS: 0, COMPLETED: 1, CANCELLED: 0, total: 3 });
  });

  it('answers 404 for another company, 400 for a bad id and 401 without a token', async () => {
    const team = await projectsTeam(t);
    const other = await projectsTeam(t);
    const theirs = await buildProject(t.db, other.company.id);
    const call = api(t);
    expectError(await call('GET', `/api/v3/project/${theirs.id}`, team.owner), 404);
    expectFieldErrors(await call('GET', '/api/v3/project/not-an-id', team.owner), { id: true });
    expectError(await call('GET', `/api/v3/project/${theirs.id}`, null), 401);
  });
});

describe('GET /api/v3/project', () => {
  it('pages one worksite’s projects by name, searches and splits out the archived ones', async () => {
    const team = await projectsTeam(t);
    const other = await projectsTeam(t);
    const elsewhere = await buildWorksite(t.db, team.company.id);
    for (const name of ['charlie', 'Alpha', 'bravo', 'Delta', 'echo', 'Foxtrot']) {
      await buildProject(t.db, team.company.id, { worksiteId: team.worksite.id, name, clientId: team.client.id, startDate: '2026-12-01' });
    }
    await buildProject(t.db, team.company.id, { worksiteId: elsewhere.id, name: 'Aardvark' });
    await buildProject(t.db, team.company.id, { worksiteId: team.worksite.id, name: 'Archived one', archivedAt: new Date() });
    await buildProject(t.db, other.company.id, { worksiteId: other.worksite.id, name: 'Alpha' });
    const list = async (query: string) => {
      const response = await api(t)('GET', `/api/v3/project?${query}`, team.supervisor);
      expect(response.statusCode, response.body).toBe(200);
      return ZProjectsPageSchema.parse(response.json());
    };
    const first = await list(`worksiteId=${team.worksite.id}&take=5`);
    expect(first.total).toBe(6);
    expect(first.items.map((item) => item.name)).toEqual(['Alpha', 'bravo', 'charlie', 'Delta', 'echo']);
    expect(first.items[0]).toMatchObject({ worksiteName: 'Kangaroo Point Townhouses', clientName: 'Riverside Developments', startDate: '2026-12-01' });
    expect((await list(`worksiteId=${team.worksite.id}&take=5&page=2`)).items.map((item) => item.name)).toEqual(['Foxtrot']);
    expect((await list(`worksiteId=${team.worksite.id}&search=RAV`)).items.map((item) => item.name)).toEqual(['bravo']);
    expect((await list(`worksiteId=${team.worksite.id}&archived=true`)).items.map((item) => item.name)).toEqual(['Archived one']);
    expect((await list('take=10')).items.map((item) => item.name)).toEqual(['Aardvark', 'Alpha', 'bravo', 'charlie', 'Delta', 'echo', 'Foxtrot']);
    expect((await list(`worksiteId=${other.worksite.id}`)).total).toBe(0);
  });

  it('answers 400 for a bad query and 401 without a token', async () => {
    const team = await projectsTeam(t);
    const call = api(t);
    expectFieldErrors(await call('GET', '/api/v3/project?take=7&archived=maybe&worksiteId=x', team.owner), {
      take: true,
      archived: true,
      worksiteId: PROJECT_MESSAGES.worksiteId,
    });
    expectError(await call('GET', '/api/v3/project', null), 401);
  });
});
