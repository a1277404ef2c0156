import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMAND_MESSAGES, INCIDENT_MESSAGES, ZIncidentDetailsSchema, ZIncidentsPageSchema } from '@hivis/contracts';
import type { TIncidentDetails } from '@hivis/contracts';
import { api } from '../../../test/api.js';
import { expectError, expectFieldErrors } from '../../../test/assertions.js';
import { incidentPhoto, incidentsTeam, reportBody, reportIncident } from '../../../test/incidents.js';
import type { TestApp } from '../../../test/test-app.js';
import { createTestApp } from '../../../test/test-app.js';
import { buildJob, buildWorksite } from '../../../test/work-factories.js';
import { mailTo, notificationsOf } from '../../../test/mail.js';

let t: TestApp;
let call: ReturnType<typeof api>;
beforeAll(async () => {
  t = await createTestApp();
  call = api(t);
});
afterAll(() => t?.close());

const details = (response: { statusCode: number; body: string; json: () => unknown }): TIncidentDetails => {
  expect(response.statusCode, response.body).toBe(200);
  return ZIncidentDetailsSchema.parse(response.json());
};
const notice = { notifiedAt: new Date(Date.now() - 30 * 60_000).toISOString(), notifiedBy: 'Sam Supervisor', method: 'phone', reference: 'NSW-12345' };

describe('reporting an incident', () => {
  it('stores the report from the phone once, with its photo, and answers whether it is notifiable where it happened', async () => {
    const team = await incidentsTeam(t);
    const photo = await incidentPhoto(t, team.supervisor.token);
    const body = { ...reportBody(team.worksite.id, { photoFileIds: [photo] }), answers: { jurisdiction: 'NSW' as const, criteria: ['treatment_eye'] } };
    const first = await reportIncident(t, team.supervisor.token, body);
    expect(first).toMatchObject({
      id: body.id,
      status: 'reported',
      types: ['injury'],
      worksite: { id: team.worksite.id, name: 'Parramatta fit-out' },
      reportedBy: { id: team.supervisor.id },
      suggestedJurisdiction: 'NSW',
      assessment: { jurisdiction: 'NSW', criteria: ['treatment_eye'], notifiable: true, category: 'serious_injury' },
      notification: null,
      can: { edit: true, manage: false, delete: false },
    });
    expect(first.photos.map((file) => file.id)).toEqual([photo]);
    expect(first.people[0]).toMatchObject({ name: 'Alex Apprentice', treatment: 'hospital', bodyParts: ['eye'] });
    // No written notice is owed in NSW until SafeWork NSW asks; the record is kept 5 years from the day it happened.
    expect(first.writtenNoticeDueAt).toBeNull();
    expect(first.keepUntil?.slice(0, 4)).toBe(String(Number(first.occurredAt.slice(0, 4)) + 5));
    // The same send again (a lost answer) answers with the first record and makes no second one.
    const again = await reportIncident(t, team.supervisor.token, body);
    expect(again.id).toBe(first.id);
    const page = ZIncidentsPageSchema.parse((await call('GET', '/api/v3/incident', team.owner.token)).json());
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({ notifiable: true, openActions: 0, reportedBy: { name: 'Sam Tester' } });
  });

  it('refuses a report that is incomplete or names what is not the company’s, and stores nothing', async () => {
    const team = await incidentsTeam(t);
    const stranger = await incidentsTeam(t);
    const theirPhoto = await incidentPhoto(t, stranger.supervisor.token);
    const url = '/api/v3/incident';
    expectFieldErrors(await call('POST', url, team.supervisor.token, {}), {
      types: INCIDENT_MESSAGES.types,
      occurredAt: INCIDENT_MESSAGES.occurredAt,
      description: INCIDENT_MESSAGES.description,
    });
    expectFieldErrors(await call('POST', url, team.supervisor.token, reportBody(null, { location: '' })), { location: INCIDENT_MESSAGES.place });
    expectFieldErrors(await call('POST', url, team.supervisor.token, reportBody(stranger.worksite.id)), { worksiteId: INCIDENT_MESSAGES.worksiteUnknown });
    expectFieldErrors(await call('POST', url, team.supervisor.token, reportBody(team.worksite.id, { photoFileIds: [theirPhoto] })), {
      'photoFileIds.0': INCIDENT_MESSAGES.photoUnknown,
    });
    expectFieldErrors(
      await call('POST', url, team.supervisor.token, reportBody(team.worksite.id, { occurredAt: new Date(Date.now() + 3_600_000).toISOString() })),
      {
        occurredAt: INCIDENT_MESSAGES.occurredFuture,
      },
    );
    expectFieldErrors(
      await call('POST', url, team.supervisor.token, { ...reportBody(team.worksite.id), answers: { jurisdiction: 'XX', criteria: ['nope'] } }),
      {
        'answers.jurisdiction': INCIDENT_MESSAGES.jurisdiction,
        'answers.criteria.0': INCIDENT_MESSAGES.criterion,
      },
    );
    expectFieldErrors(await call('POST', url, team.supervisor.token, reportBody(team.worksite.id, { people: [{ name: '', kind: 'alien' } as never] })), {
      'people.0.name': INCIDENT_MESSAGES.personName,
      'people.0.kind': true,
    });
    expectFieldErrors(await call('POST', url, team.supervisor.token, reportBody(team.worksite.id, { id: 'not-an-id' })), { id: COMMAND_MESSAGES.recordId });
    const otherSite = await buildWorksite(t.db, team.company.id, { name: 'Other site' });
    const job = await buildJob(t.db, team.company.id, { worksiteId: otherSite.id });
    expectFieldErrors(await call('POST', url, team.supervisor.token, reportBody(team.worksite.id, { jobId: job.id })), { jobId: INCIDENT_MESSAGES.jobUnknown });
    const page = ZIncidentsPageSchema.parse((await call('GET', url, team.owner.token)).json());
    expect(page.items).toHaveLength(0);
  });

  it('is refused to a worker, whose role has no incident reports, and to a company without the feature', async () => {
    const team = await incidentsTeam(t);
    expectError(await call('POST', '/api/v3/incident', team.worker.token, reportBody(team.worksite.id)), 403);
    const without = await incidentsTeam(t, { enabledFeatures: ['audits'] });
    expectError(await call('GET', '/api/v3/incident', without.owner.token), 403);
  });

  it('lets its reporter change the report; another supervisor and another company see nothing (404)', async () => {
    const team = await incidentsTeam(t);
    const stranger = await incidentsTeam(t);
    const incident = await reportIncident(t, team.supervisor.token, reportBody(team.worksite.id));
    const changed = { ...reportBody(team.worksite.id), description: 'Chip from the grinder hit the left eye; safety glasses were on the bench.' };
    delete (changed as { id?: string }).id;
    const saved = details(await call('PUT', `/api/v3/incident/${incident.id}`, team.supervisor.token, changed));
    expect(saved.description).toContain('safety glasses');
    for (const token of [team.other.token, stranger.owner.token]) {
      expectError(await call('GET', `/api/v3/incident/${incident.id}`, token), 404);
      expectError(await call('PUT', `/api/v3/incident/${incident.id}`, token, changed), 404);
      expectError(await call('PUT', `/api/v3/incident/${incident.id}/assessment`, token, { jurisdiction: 'NSW', criteria: [] }), 404);
      expectError(await call('PUT', `/api/v3/incident/${incident.id}/notification`, token, notice), 404);
      expectError(await call('POST', '/api/v3/export/incident/pdf', token, { incidentId: incident.id }), 404);
    }
    for (const [method, url, body] of [
      ['PUT', `/api/v3/incident/${incident.id}/investigation`, { whys: ['Kick-back'] }],
      ['POST', `/api/v3/incident/${incident.id}/action`, { description: 'Buy glasses', ownerId: stranger.owner.id, dueOn: '2030-01-01' }],
      ['PUT', `/api/v3/incident/${incident.id}/sign-off`, {}],
      ['DELETE', `/api/v3/incident/${incident.id}`, undefined],
    ] as const) {
      expectError(await call(method, url, stranger.owner.token, body), 404);
    }
    expectError(await call('GET', `/api/v3/incident/${randomUUID()}`, team.owner.token), 404);
    const staffList = ZIncidentsPageSchema.parse((await call('GET', '/api/v3/incident', team.other.token)).json());
    expect(staffList.items).toHaveLength(0);
  });
});

describe('the notification questions and the notice', () => {
  it('answers on site once, and decides by where it happened: a burn is not listed in Victoria', async () => {
    const team = await incidentsTeam(t);
    const incident = await reportIncident(t, team.supervisor.token, reportBody(team.worksite.id));
    expect(incident.assessment).toBeNull();
    const url = `/api/v3/incident/${incident.id}/assessment`;
    const command = { commandId: randomUUID(), at: new Date().toISOString(), jurisdiction: 'VIC', criteria: ['treatment_burn'] };
    const vic = details(await call('PUT', url, team.supervisor.token, command));
    expect(vic.assessment).toMatchObject({ jurisdiction: 'VIC', notifiable: false, category: null, answeredBy: { id: team.supervisor.id } });
    expect(vic.writtenNoticeDueAt).toBeNull();
    expect(vic.keepUntil).toBeNull();
    // A copy of the same command changes nothing and answers as the first did.
    details(await call('PUT', url, team.supervisor.token, command));
    const nz = details(await call('PUT', url, team.supervisor.token, { jurisdiction: 'NZ', criteria: ['treatment_burn'] }));
    expect(nz.assessment).toMatchObject({ notifiable: true, category: 'serious_injury' });
    expectFieldErrors(await call('PUT', url, team.supervisor.token, { jurisdiction: 'NSW', criteria: 'death' }), { criteria: true });
  });

  it('records the notice; in Victoria the written record is due 48 hours from the report, asked or not, until given', async () => {
    const team = await incidentsTeam(t);
    const body = { ...reportBody(team.worksite.id), answers: { jurisdiction: 'VIC' as const, criteria: ['inpatient'] } };
    const incident = await reportIncident(t, team.supervisor.token, body);
    expect(incident.writtenNoticeDueAt).not.toBeNull();
    const url = `/api/v3/incident/${incident.id}/notification`;
    expectFieldErrors(await call('PUT', url, team.supervisor.token, {}), {
      notifiedAt: INCIDENT_MESSAGES.notifiedAt,
      notifiedBy: INCIDENT_MESSAGES.notifiedBy,
      method: INCIDENT_MESSAGES.method,
    });
    expectFieldErrors(
      await call('PUT', url, team.supervisor.token, { ...notice, writtenNoticeAt: new Date(Date.parse(notice.notifiedAt) - 60_000).toISOString() }),
      {
        writtenNoticeAt: INCIDENT_MESSAGES.writtenNoticeBeforeNotice,
      },
    );
    expectFieldErrors(await call('PUT', url, team.supervisor.token, { ...notice, notifiedAt: new Date(Date.now() + 3_600_000).toISOString() }), {
      notifiedAt: INCIDENT_MESSAGES.timeFuture,
    });
    const phoned = details(await call('PUT', url, team.supervisor.token, notice));
    expect(phoned.notification).toMatchObject({ notifiedBy: 'Sam Supervisor', method: 'phone', reference: 'NSW-12345', writtenNoticeAt: null });
    expect(phoned.writtenNoticeDueAt).toBe(incident.writtenNoticeDueAt);
    const written = details(await call('PUT', url, team.supervisor.token, { ...notice, writtenNoticeAt: new Date().toISOString() }));
    expect(written.writtenNoticeDueAt).toBeNull();
  });

  it('elsewhere owes the written notice only when the regulator asks: 48 hours from then', async () => {
    const team = await incidentsTeam(t);
    const incident = await reportIncident(t, team.supervisor.token, {
      ...reportBody(team.worksite.id),
      answers: { jurisdiction: 'NSW', criteria: ['treatment_eye'] },
    });
    expect(incident.writtenNoticeDueAt).toBeNull();
    const url = `/api/v3/incident/${incident.id}/notification`;
    expect(details(await call('PUT', url, team.supervisor.token, notice)).writtenNoticeDueAt).toBeNull();
    const asked = details(await call('PUT', url, team.supervisor.token, { ...notice, writtenNoticeAsked: true }));
    expect(asked.notification).toMatchObject({ writtenNoticeAsked: true });
    expect(Date.parse(asked.writtenNoticeDueAt ?? '')).toBe(Date.parse(notice.notifiedAt) + 48 * 3_600_000);
    const online = details(await call('PUT', url, team.supervisor.token, { ...notice, method: 'online', writtenNoticeAsked: true }));
    expect(online.writtenNoticeDueAt).toBeNull();
  });
});

describe('investigation, corrective actions and sign-off', () => {
  it('are the account holder’s; the owner marks an action done once; sign-off waits for the notice and the actions', async () => {
    const team = await incidentsTeam(t);
    const body = { ...reportBody(team.worksite.id), answers: { jurisdiction: 'NSW' as const, criteria: ['treatment_eye'] } };
    const incident = await reportIncident(t, team.supervisor.token, body);
    const base = `/api/v3/incident/${incident.id}`;
    expectError(await call('PUT', `${base}/investigation`, team.supervisor.token, {}), 403);
    expectFieldErrors(await call('PUT', `${base}/investigation`, team.owner.token, { whys: ['1', '2', '3', '4', '5', '6'] }), { whys: INCIDENT_MESSAGES.whys });
    const investigated = details(
      await call('PUT', `${base}/investigation`, team.owner.token, {
        contributingFactors: ['plant', 'procedures'],
        whys: ['A chip flew up', 'No glasses on', 'Glasses left on the bench', 'Fogging', ''],
        rootCause: 'Fogging glasses are taken off; anti-fog glasses were not supplied.',
      }),
    );
    expect(investigated).toMatchObject({
      status: 'investigating',
      investigation: { contributingFactors: ['plant', 'procedures'], whys: ['A chip flew up', 'No glasses on', 'Glasses left on the bench', 'Fogging'] },
    });

    expectFieldErrors(await call('POST', `${base}/action`, team.owner.token, { description: '', ownerId: 'x', dueOn: '2030-02-30' }), {
      description: INCIDENT_MESSAGES.actionDescription,
      ownerId: INCIDENT_MESSAGES.actionOwner,
      dueOn: INCIDENT_MESSAGES.actionDue,
    });
    const stranger = await incidentsTeam(t);
    expectFieldErrors(
      await call('POST', `${base}/action`, team.owner.token, { description: 'Anti-fog glasses', ownerId: stranger.owner.id, dueOn: '2030-01-10' }),
      {
        ownerId: INCIDENT_MESSAGES.actionOwner,
      },
    );
    const withAction = details(
      await call('POST', `${base}/action`, team.owner.token, {
        description: 'Anti-fog glasses for every grinder',
        ownerId: team.other.id,
        dueOn: '2030-01-10',
      }),
    );
    const action = withAction.actions[0];
    if (!action) throw new Error('no action');
    expect(action).toMatchObject({ owner: { id: team.other.id }, dueOn: '2030-01-10', status: 'open', done: null });

    // The action's owner now reads the incident, but does not change its report.
    expect(details(await call('GET', base, team.other.token)).id).toBe(incident.id);
    expectError(await call('PUT', `${base}/notification`, team.other.token, notice), 404);

    expectError(await call('PUT', `${base}/sign-off`, team.owner.token, {}), 409);
    details(await call('PUT', `${base}/notification`, team.supervisor.token, notice));
    const refused = expectError(await call('PUT', `${base}/sign-off`, team.owner.token, {}), 409);
    expect(refused.message).toBe(INCIDENT_MESSAGES.openActions);

    // Only the owner (or an account holder) marks it done; a copy of the command changes nothing.
    expectError(await call('PUT', `/api/v3/incident/action/${action.id}/done`, team.supervisor.token, { note: 'x' }), 404);
    const done = { commandId: randomUUID(), at: new Date().toISOString(), note: 'Handed out 6 pairs.' };
    const closed = details(await call('PUT', `/api/v3/incident/action/${action.id}/done`, team.other.token, done));
    expect(closed.actions[0]).toMatchObject({ status: 'done', done: { by: { id: team.other.id }, note: 'Handed out 6 pairs.' } });
    details(await call('PUT', `/api/v3/incident/action/${action.id}/done`, team.other.token, done));
    expectError(await call('PUT', `/api/v3/incident/action/${action.id}/done`, team.other.token, { note: 'again' }), 409);
    expectError(
      await call('PUT', `/api/v3/incident/action/${action.id}`, team.owner.token, { description: 'x', ownerId: team.other.id, dueOn: '2030-01-11' }),
      409,
    );

    const signedOff = details(await call('PUT', `${base}/sign-off`, team.owner.token, { comment: 'Glasses policy updated.' }));
    expect(signedOff).toMatchObject({
      status: 'closed',
      signOff: { by: { id: team.owner.id }, comment: 'Glasses policy updated.' },
      can: { edit: false, manage: false },
    });
    // Signed off: nothing changes any more.
    const message = expectError(await call('PUT', `${base}/assessment`, team.supervisor.token, { jurisdiction: 'NSW', criteria: [] }), 409).message;
    expect(message).toBe(INCIDENT_MESSAGES.signedOff);
    expectError(await call('POST', `${base}/action`, team.owner.token, { description: 'More', ownerId: team.other.id, dueOn: '2030-01-10' }), 409);
  });

  it('keeps a notifiable incident for 5 years; deletes one that is not', async () => {
    const team = await incidentsTeam(t);
    const notifiable = await reportIncident(t, team.supervisor.token, {
      ...reportBody(team.worksite.id),
      answers: { jurisdiction: 'NSW', criteria: ['death'] },
    });
    const refused = expectError(await call('DELETE', `/api/v3/incident/${notifiable.id}`, team.owner.token), 409);
    expect(refused.message).toBe(INCIDENT_MESSAGES.keptForYears);
    const nearMiss = await reportIncident(t, team.supervisor.token, reportBody(team.worksite.id, { types: ['near_miss'], people: [] }));
    expectError(await call('DELETE', `/api/v3/incident/${nearMiss.id}`, team.supervisor.token), 403);
    const deleted = await call('DELETE', `/api/v3/incident/${nearMiss.id}`, team.owner.token);
    expect(deleted.statusCode, deleted.body).toBe(204);
    expectError(await call('GET', `/api/v3/incident/${nearMiss.id}`, team.owner.token), 404);
  });
});

describe('the list', () => {
  it('pages newest first by cursor, filters, and refuses a cursor it did not make', async () => {
    const team = await incidentsTeam(t);
    const hours = [5, 3, 1];
    for (const hour of hours) {
      await reportIncident(
        t,
        team.supervisor.token,
        reportBody(team.worksite.id, { occurredAt: new Date(Date.now() - hour * 3_600_000).toISOString(), description: `Incident ${hour}h ago` }),
      );
    }
    await reportIncident(t, team.other.token, {
      ...reportBody(team.worksite.id, { description: 'Sprain', occurredAt: new Date(Date.now() - 2 * 3_600_000).toISOString() }),
      answers: { jurisdiction: 'NSW', criteria: [] },
    });
    const first = ZIncidentsPageSchema.parse((await call('GET', '/api/v3/incident?take=2', team.owner.token)).json());
    expect(first.items.map((item) => item.description)).toEqual(['Incident 1h ago', 'Sprain']);
    expect(first.nextCursor).not.toBeNull();
    const second = ZIncidentsPageSchema.parse((await call('GET', `/api/v3/incident?take=2&after=${first.nextCursor}`, team.owner.token)).json());
    expect(second.items.map((item) => item.description)).toEqual(['Incident 3h ago', 'Incident 5h ago']);
    expect(second.nextCursor).toBeNull();
    const answered = ZIncidentsPageSchema.parse((await call('GET', '/api/v3/incident?notifiable=false', team.owner.token)).json());
    expect(answered.items.map((item) => item.description)).toEqual(['Sprain']);
    const mine = ZIncidentsPageSchema.parse((await call('GET', '/api/v3/incident?search=sprain', team.other.token)).json());
    expect(mine.items).toHaveLength(1);
    expectFieldErrors(await call('GET', '/api/v3/incident?after=bm90LWEtY3Vyc29y', team.owner.token), { after: true });
    expectFieldErrors(await call('GET', '/api/v3/incident?take=0&status=gone', team.owner.token), { take: true, status: true });
  });
});

describe('who is told', () => {
  it('tells the account holders of a report at once, again when it turns out notifiable, and the owner of a corrective action', async () => {
    const team = await incidentsTeam(t);
    const incident = await reportIncident(t, team.supervisor.token, reportBody(team.worksite.id));
    const [reported] = await notificationsOf(t.db, team.owner.id);
    expect(reported).toMatchObject({ kind: 'incident_reported', title: 'Incident reported: Injury', link: `/incident-reports/details/${incident.id}` });
    expect(await notificationsOf(t.db, team.supervisor.id)).toHaveLength(0);
    details(await call('PUT', `/api/v3/incident/${incident.id}/assessment`, team.supervisor.token, { jurisdiction: 'NSW', criteria: ['treatment_eye'] }));
    const mails = await mailTo(t.db, team.owner.email);
    expect(mails.map((mail) => mail.subject)).toEqual(expect.arrayContaining(['Incident reported: Injury', 'Notifiable incident: Injury']));
    expect(mails.find((mail) => mail.subject === 'Notifiable incident: Injury')?.text).toContain('SafeWork NSW must be told immediately on 13 10 50');
    // Answering again, still notifiable, tells nobody twice.
    details(
      await call('PUT', `/api/v3/incident/${incident.id}/assessment`, team.supervisor.token, { jurisdiction: 'NSW', criteria: ['treatment_eye', 'inpatient'] }),
    );
    expect(await mailTo(t.db, team.owner.email)).toHaveLength(2);
    details(
      await call('POST', `/api/v3/incident/${incident.id}/action`, team.owner.token, {
        description: 'Anti-fog glasses',
        ownerId: team.other.id,
        dueOn: '2030-01-10',
      }),
    );
    const [given] = await notificationsOf(t.db, team.other.id);
    expect(given).toMatchObject({ kind: 'incident_action', title: 'Corrective action for you, due 10 January 2030' });
    expect((await mailTo(t.db, team.other.email))[0]?.text).toContain('Anti-fog glasses');
  });
});
