import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EDIT_CONFLICT, EDIT_MESSAGES, ZClientDetailsSchema, ZContactDetailsSchema, ZProjectSchema } from '@hivis/contracts';
import { api } from '../../../test/api.js';
import { expectFieldErrors } from '../../../test/assertions.js';
import { projectsTeam } from '../../../test/projects.js';
import type { TestApp } from '../../../test/test-app.js';
import { createTestApp } from '../../../test/test-app.js';
import { buildProject } from '../../../test/work-factories.js';

/*
 * The edits of clients, contacts and projects carry the version they were based on (contracts
 * edits.ts): a save based on a version someone else has saved over since is answered 409 with the
 * record as it is now, and changes nothing. (Worksites and jobs have their own tests.)
 */

let t: TestApp;
let call: ReturnType<typeof api>;
beforeAll(async () => {
  t = await createTestApp();
  call = api(t);
});
afterAll(() => t?.close());

type TEditCase = { url: string; token: string; body: Record<string, unknown>; parse: (body: unknown) => { updatedOn: string } };

/** Two saves from the same opened version: the first is saved, the second refused with the first's record; a bad version is a field error. */
async function expectStaleEditRefused({ url, token, body, parse }: TEditCase, opened: string, field: string, first: unknown, second: unknown) {
  const saved = await call('PUT', url, token, { ...body, [field]: first, basedOn: opened });
  expect(saved.statusCode, saved.body).toBe(200);
  const stale = await call('PUT', url, token, { ...body, [field]: second, basedOn: opened });
  expect(stale.statusCode, stale.body).toBe(409);
  const answer = stale.json() as { code: string; message: string; current: unknown };
  expect(answer).toMatchObject({ code: EDIT_CONFLICT, message: EDIT_MESSAGES.conflict, current: { [field]: first } });
  expect(parse(answer.current).updatedOn).toBe(parse(saved.json()).updatedOn);
  expect((await call('GET', url, token)).json()).toMatchObject({ [field]: first });
  expectFieldErrors(await call('PUT', url, token, { ...body, basedOn: 'not a time' }), { basedOn: EDIT_MESSAGES.basedOn });
}

describe('an edit based on an older version', () => {
  it('of a client is refused with the client as it is now', async () => {
    const team = await projectsTeam(t);
    const url = `/api/v3/client/${team.client.id}`;
    const opened = ZClientDetailsSchema.parse((await call('GET', url, team.owner)).json());
    const body = { kind: opened.kind, name: opened.name, email: opened.email ?? '', phone: opened.phone ?? '', notes: '' };
    await expectStaleEditRefused(
      { url, token: team.owner, body, parse: (value) => ZClientDetailsSchema.parse(value) },
      opened.updatedOn,
      'notes',
      'Pays on 30 days.',
      'Pays on 14 days.',
    );
  });

  it('of a contact is refused with the contact as it is now', async () => {
    const team = await projectsTeam(t);
    const url = `/api/v3/contact/${team.contact.id}`;
    const opened = ZContactDetailsSchema.parse((await call('GET', url, team.owner)).json());
    const body = { firstName: opened.firstName, lastName: opened.lastName, clientId: opened.clientId, email: opened.email ?? '', phone: opened.phone ?? '' };
    await expectStaleEditRefused(
      { url, token: team.owner, body, parse: (value) => ZContactDetailsSchema.parse(value) },
      opened.updatedOn,
      'position',
      'Site manager',
      'Director',
    );
  });

  it('of a project is refused with the project as it is now', async () => {
    const team = await projectsTeam(t);
    const project = await buildProject(t.db, team.company.id, { worksiteId: team.worksite.id, name: 'Pool house' });
    const url = `/api/v3/project/${project.id}`;
    const opened = ZProjectSchema.parse((await call('GET', url, team.owner)).json());
    const body = { name: 'Pool house', projectNumber: '', startDate: '', endDate: null, description: '' };
    await expectStaleEditRefused(
      { url, token: team.owner, body, parse: (value) => ZProjectSchema.parse(value) },
      opened.updatedOn,
      'name',
      'Pool house and deck',
      'Pool and shed',
    );
  });
});
