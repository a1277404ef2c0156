import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_MESSAGES, AUDIT_TEMPLATE_MESSAGES, EDIT_MESSAGES, ZAuditTemplateDetailsSchema, ZAuditTemplatesPageSchema } from '@hivis/contracts';
import type { TAuditTemplateDetails, TAuditTemplateSummary } from '@hivis/contracts';
import { api } from '../../../test/api.js';
import { expectError, expectFieldErrors } from '../../../test/assertions.js';
import {
  auditsTeam,
  companyTemplateCount,
  question,
  section,
  freezeVersion,
  gateCheckTemplate,
  setTemplateCreatedAt,
  templateRows,
} from '../../../test/audits.js';
import { setCompany, setCompanyStatus } from '../../../test/factories.js';
import type { TestApp } from '../../../test/test-app.js';
import { createTestApp } from '../../../test/test-app.js';
import { uniqueName } from '../../../test/values.js';

let t: TestApp;
let call: ReturnType<typeof api>;
beforeAll(async () => {
  t = await createTestApp();
  call = api(t);
});
afterAll(() => t?.close());

async function create(token: string, body: object = gateCheckTemplate()): Promise<TAuditTemplateDetails> {
  const response = await call('POST', '/api/v3/audit', token, body);
  expect(response.statusCode, response.body).toBe(201);
  return ZAuditTemplateDetailsSchema.parse(response.json());
}

async function list(token: string, query = ''): Promise<TAuditTemplateSummary[]> {
  const response = await call('GET', `/api/v3/audit${query}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return ZAuditTemplatesPageSchema.parse(response.json()).items;
}

async function starterId(token: string, name: string): Promise<string> {
  const [starter] = await list(token, `?auditType=starter&name=${encodeURIComponent(name)}`);
  if (!starter) throw new Error(`no starter template named ${name}`);
  return starter.id;
}

describe('POST /api/v3/audit', () => {
  it('builds a template: version 1, sections in order from 0, counted, with who made it', async () => {
    const { owner } = await auditsTeam(t);
    const body = gateCheckTemplate();
    // Sent out of order and with gaps: stored in order, numbered 0, 1.
    body.sections = [
      { ...section(body, 1), order: 7 },
      { ...section(body, 0), order: 3 },
    ];
    const template = await create(owner, body);
    expect(template).toMatchObject({
      name: 'Gate check',
      auditType: 'company',
      version: 1,
      sectionCount: 2,
      questionCount: 4,
      derivedFromAuditTemplateId: null,
      createdBy: { name: 'Olive Tester' },
      archivedOn: null,
    });
    expect(template.sections.map((section) => [section.id, section.order])).toEqual([
      ['gate', 0],
      ['sign-off', 1],
    ]);
    expect(question(template, 0, 1).visibleWhen).toEqual({ '==': [{ var: 'gate-locked' }, 'no'] });
    expect(template.versions).toEqual([{ version: 1, createdOn: expect.any(String), frozen: false }]);
  });

  it('copies a starter template, naming the one it came from', async () => {
    const { owner } = await auditsTeam(t);
    const scaffoldId = await starterId(owner, 'Scaffold inspection');
    const starter = ZAuditTemplateDetailsSchema.parse((await call('GET', `/api/v3/audit/${scaffoldId}`, owner)).json());
    const copy = await create(owner, {
      name: 'Our scaffold check',
      description: starter.description,
      sections: starter.sections,
      derivedFromAuditTemplateId: scaffoldId,
    });
    expect(copy).toMatchObject({
      auditType: 'company',
      derivedFromAuditTemplateId: scaffoldId,
      derivedFromName: 'Scaffold inspection',
      questionCount: starter.questionCount,
    });
  });

  it('makes one template when the same device id arrives twice', async () => {
    const { owner, company } = await auditsTeam(t);
    const id = randomUUID();
    const first = await create(owner, { ...gateCheckTemplate(), id });
    const again = await call('POST', '/api/v3/audit', owner, { ...gateCheckTemplate(), id });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toMatchObject({ id: first.id });
    expect(first.id).toBe(id);
    expect(await companyTemplateCount(t, company.id)).toBe(1);
  });

  it('answers 400 with the builder’s messages and writes nothing', async () => {
    const { owner, company } = await auditsTeam(t);
    const blank = await call('POST', '/api/v3/audit', owner, { name: '  ', description: '', sections: [] });
    expectFieldErrors(blank, {
      name: AUDIT_TEMPLATE_MESSAGES.name,
      description: AUDIT_TEMPLATE_MESSAGES.description,
      sections: AUDIT_TEMPLATE_MESSAGES.noSections,
    });

    const unknownType = gateCheckTemplate();
    question(unknownType, 0, 1).type = 'essay' as never;
    question(unknownType, 0, 0).prompt = ' ';
    expectFieldErrors(await call('POST', '/api/v3/audit', owner, unknownType), {
      'sections.0.elements.1.type': 'Please choose a question type from the list.',
      'sections.0.elements.0.prompt': AUDIT_TEMPLATE_MESSAGES.prompt,
    });

    const laterCondition = gateCheckTemplate();
    question(laterCondition, 0, 0).visibleWhen = { '==': [{ var: 'people' }, 3] };
    question(laterCondition, 1, 0).requiredWhen = { '==': [{ var: 'nobody' }, 1] };
    const scoredText = question(laterCondition, 0, 1);
    scoredText.constraints = { booleanScores: { yes: 1, no: 0 } };
    const refused = expectFieldErrors(await call('POST', '/api/v3/audit', owner, laterCondition), {
      'sections.0.elements.0.visibleWhen': 'A condition can only look at a question that comes before it.',
      'sections.1.elements.0.requiredWhen': 'A condition can only look at a question that comes before it.',
      'sections.0.elements.1.options': AUDIT_TEMPLATE_MESSAGES.scoreOnUnscored,
    });
    expect(refused.message.length).toBeGreaterThan(0);

    const signature = gateCheckTemplate();
    question(signature, 1, 1).constraints = { signatureRequireTerms: true };
    expectFieldErrors(await call('POST', '/api/v3/audit', owner, signature), { 'sections.1.elements.1.secondaryText': AUDIT_TEMPLATE_MESSAGES.secondaryText });

    expect(await companyTemplateCount(t, company.id)).toBe(0);
  });

  it('answers 400 for a copy of a template the company cannot see', async () => {
    const other = await auditsTeam(t);
    const theirs = await create(other.owner);
    const { owner, company } = await auditsTeam(t);
    const response = await call('POST', '/api/v3/audit', owner, { ...gateCheckTemplate(), derivedFromAuditTemplateId: theirs.id });
    expectFieldErrors(response, { derivedFromAuditTemplateId: AUDIT_MESSAGES.derivedFromUnknown });
    expect(await companyTemplateCount(t, company.id)).toBe(0);
  });

  it('refuses the signed out (401), staff (403), a company without the Audit Tool (403) and a suspended one (403)', async () => {
    const { supervisor, worker, company } = await auditsTeam(t);
    expectError(await call('POST', '/api/v3/audit', null, gateCheckTemplate()), 401);
    expect(expectError(await call('POST', '/api/v3/audit', supervisor, gateCheckTemplate()), 403).message).toBe('Only the account holder can do that.');
    expectError(await call('POST', '/api/v3/audit', worker, gateCheckTemplate()), 403);
    const without = await auditsTeam(t, { enabledFeatures: ['swms'] });
    expect(expectError(await call('POST', '/api/v3/audit', without.owner, gateCheckTemplate()), 403).message).toMatch(/Audit Tool is not switched on/);
    const suspended = await auditsTeam(t);
    await setCompanyStatus(t.db, suspended.company.id, 'suspended');
    expect(expectError(await call('POST', '/api/v3/audit', suspended.owner, gateCheckTemplate()), 403).message).toMatch(/audits cannot be changed/);
    expect(await companyTemplateCount(t, company.id)).toBe(0);
  });
});

describe('GET /api/v3/audit', () => {
  it('lists the company’s templates and HiVis’s eight starters, never another company’s', async () => {
    const other = await auditsTeam(t);
    await create(other.owner, gateCheckTemplate('Their gate check'));
    const { owner, worker } = await auditsTeam(t);
    await create(owner, gateCheckTemplate('Our gate check'));
    const everything = await list(worker, '?take=20');
    expect(everything.map((template) => template.name)).toContain('Our gate check');
    expect(everything.map((template) => template.name)).not.toContain('Their gate check');
    expect(everything.filter((template) => template.auditType === 'starter')).toHaveLength(8);
    expect((await list(owner, '?auditType=company')).map((template) => template.name)).toEqual(['Our gate check']);
    expect((await list(owner, '?auditType=starter&take=10')).every((template) => template.auditType === 'starter' && template.createdBy === null)).toBe(true);
  });

  it('filters by name, maker and day made (company time), orders, pages and hides the archived unless all', async () => {
    const { owner, ownerId, company } = await auditsTeam(t);
    await setCompany(t.db, company.id, { timeZone: 'Australia/Brisbane' });
    const tag = uniqueName('Walk');
    const alpha = await create(owner, gateCheckTemplate(`${tag} alpha`));
    const beta = await create(owner, gateCheckTemplate(`${tag} beta`));
    const gamma = await create(owner, gateCheckTemplate(`${tag} gamma`));
    // 23:30 on 1 March in Brisbane is 13:30 UTC; 00:30 on 2 March is 14:30 UTC on the 1st.
    await setTemplateCreatedAt(t, alpha.id, new Date('2026-03-01T13:30:00Z'));
    await setTemplateCreatedAt(t, beta.id, new Date('2026-03-01T14:30:00Z'));
    await setTemplateCreatedAt(t, gamma.id, new Date('2026-03-05T00:00:00Z'));
    const names = (items: TAuditTemplateSummary[]) => items.map((template) => template.name.replace(`${tag} `, ''));

    expect(names(await list(owner, `?name=${encodeURIComponent(tag)}`))).toEqual(['alpha', 'beta', 'gamma']);
    expect(names(await list(owner, `?name=${encodeURIComponent(tag)}&order=newest`))).toEqual(['gamma', 'beta', 'alpha']);
    expect(names(await list(owner, `?name=${encodeURIComponent(tag)}&order=oldest&take=5&page=1`))).toEqual(['alpha', 'beta', 'gamma']);
    expect(names(await list(owner, `?name=${encodeURIComponent(tag)}&createdOnStart=2026-03-01&createdOnEnd=2026-03-01`))).toEqual(['alpha']);
    expect(names(await list(owner, `?name=${encodeURIComponent(tag)}&createdOnStart=2026-03-02`))).toEqual(['beta', 'gamma']);
    expect(names(await list(owner, `?auditType=company&userId=${ownerId}`))).toHaveLength(3);
    expect(await list(owner, `?auditType=company&userId=${randomUUID()}`)).toEqual([]);

    const page = ZAuditTemplatesPageSchema.parse((await call('GET', `/api/v3/audit?auditType=company&take=5&page=2`, owner)).json());
    expect(page).toMatchObject({ items: [], total: 3, page: 2, take: 5 });

    expect((await call('PUT', `/api/v3/audit/${beta.id}/archive`, owner)).statusCode).toBe(200);
    expect(names(await list(owner, `?name=${encodeURIComponent(tag)}`))).toEqual(['alpha', 'gamma']);
    expect(names(await list(owner, `?name=${encodeURIComponent(tag)}&all=true`))).toEqual(['alpha', 'beta', 'gamma']);
  });

  it('answers 400 for a bad filter, naming it', async () => {
    const { owner } = await auditsTeam(t);
    expectFieldErrors(await call('GET', '/api/v3/audit?createdOnStart=1/3/2026&auditType=mine&order=best&take=7', owner), {
      createdOnStart: AUDIT_MESSAGES.date,
      auditType: 'Audit type must be company or starter.',
      order: /Order must be one of/,
      take: /Page size must be one of/,
    });
    expectFieldErrors(await call('GET', '/api/v3/audit?createdOnStart=2026-03-05&createdOnEnd=2026-03-01', owner), { createdOnEnd: AUDIT_MESSAGES.dateRange });
    expectFieldErrors(await call('GET', '/api/v3/audit?userId=me&colour=red', owner), { userId: 'Must be a valid id.', colour: true });
  });

  it('refuses the signed out (401) and a company without the Audit Tool (403)', async () => {
    expectError(await call('GET', '/api/v3/audit', null), 401);
    const without = await auditsTeam(t, { enabledFeatures: ['swms'] });
    expectError(await call('GET', '/api/v3/audit', without.worker), 403);
  });
});

describe('GET /api/v3/audit/{id}', () => {
  it('shows a template to everyone of the company, a starter to every company, and another company’s as not found', async () => {
    const { owner, worker } = await auditsTeam(t);
    const template = await create(owner);
    const read = await call('GET', `/api/v3/audit/${template.id}`, worker);
    expect(read.statusCode).toBe(200);
    expect(ZAuditTemplateDetailsSchema.parse(read.json())).toEqual(template);

    const starter = ZAuditTemplateDetailsSchema.parse((await call('GET', `/api/v3/audit/${await starterId(worker, 'Excavation')}`, worker)).json());
    expect(starter).toMatchObject({ auditType: 'starter', name: 'Excavation', version: 1, createdBy: null });
    expect(starter.sections.length).toBeGreaterThan(1);

    const other = await auditsTeam(t);
    expectError(await call('GET', `/api/v3/audit/${template.id}`, other.owner), 404);
    expectError(await call('GET', `/api/v3/audit/${randomUUID()}`, owner), 404);
    expectFieldErrors(await call('GET', '/api/v3/audit/not-an-id', owner), { id: true });
    expectError(await call('GET', `/api/v3/audit/${template.id}`, null), 401);
  });
});

describe('PUT /api/v3/audit/{id}', () => {
  it('rewrites the version nobody has answered, and adds the next once an audit has', async () => {
    const { owner } = await auditsTeam(t);
    const template = await create(owner);
    const renamed = { ...gateCheckTemplate('Gate and fence check'), basedOn: template.updatedOn };
    const saved = ZAuditTemplateDetailsSchema.parse((await call('PUT', `/api/v3/audit/${template.id}`, owner, renamed)).json());
    expect(saved).toMatchObject({ name: 'Gate and fence check', version: 1 });
    expect((await templateRows(t, template.id)).versions).toHaveLength(1);

    await freezeVersion(t, template.id, 1);
    const changed = gateCheckTemplate('Gate and fence check');
    section(changed, 1).elements.push({ id: 'fence', prompt: 'Fence panels all clipped?', type: 'boolean' });
    const next = await call('PUT', `/api/v3/audit/${template.id}`, owner, changed);
    expect(next.statusCode, next.body).toBe(200);
    const version2 = ZAuditTemplateDetailsSchema.parse(next.json());
    expect(version2).toMatchObject({ version: 2, questionCount: 5 });
    expect(version2.versions.map((version) => [version.version, version.frozen])).toEqual([
      [2, false],
      [1, true],
    ]);
    const { versions } = await templateRows(t, template.id);
    expect(versions.map((version) => version.sections.flatMap((section) => section.elements).length)).toEqual([4, 5]);
    expect(versions[0]?.name).toBe('Gate and fence check');

    // The same content again changes nothing: no version, no new date.
    const same = ZAuditTemplateDetailsSchema.parse((await call('PUT', `/api/v3/audit/${template.id}`, owner, changed)).json());
    expect(same).toMatchObject({ version: 2, updatedOn: version2.updatedOn });
  });

  it('answers 409 with the template as it is when someone saved it meanwhile', async () => {
    const { owner } = await auditsTeam(t);
    const template = await create(owner);
    await call('PUT', `/api/v3/audit/${template.id}`, owner, gateCheckTemplate('First save'));
    const late = await call('PUT', `/api/v3/audit/${template.id}`, owner, { ...gateCheckTemplate('Second save'), basedOn: template.updatedOn });
    const body = expectError(late, 409);
    expect(body.message).toBe(EDIT_MESSAGES.conflict);
    expect((await templateRows(t, template.id)).template?.name).toBe('First save');
  });

  it('answers 400 and keeps the template, 403 for a starter or staff, 404 for another company’s', async () => {
    const { owner, supervisor } = await auditsTeam(t);
    const template = await create(owner);
    const bad = gateCheckTemplate('  ');
    question(bad, 1, 0).constraints = { min: 10, max: 5 };
    expectFieldErrors(await call('PUT', `/api/v3/audit/${template.id}`, owner, bad), { name: AUDIT_TEMPLATE_MESSAGES.name });
    const range = gateCheckTemplate();
    question(range, 1, 0).constraints = { min: 10, max: 5 };
    expectFieldErrors(await call('PUT', `/api/v3/audit/${template.id}`, owner, range), {
      'sections.1.elements.0.constraints.max': AUDIT_TEMPLATE_MESSAGES.range,
    });
    const { template: row } = await templateRows(t, template.id);
    expect(row?.updatedAt.toISOString()).toBe(template.updatedOn);

    const starter = await starterId(owner, 'Housekeeping');
    expect(expectError(await call('PUT', `/api/v3/audit/${starter}`, owner, gateCheckTemplate()), 403).message).toBe(AUDIT_MESSAGES.starterReadOnly);
    expectError(await call('PUT', `/api/v3/audit/${starter}/archive`, owner), 403);
    expectError(await call('PUT', `/api/v3/audit/${template.id}`, supervisor, gateCheckTemplate()), 403);
    const other = await auditsTeam(t);
    expectError(await call('PUT', `/api/v3/audit/${template.id}`, other.owner, gateCheckTemplate()), 404);
    expectError(await call('PUT', `/api/v3/audit/${template.id}/archive`, other.owner), 404);
    expectError(await call('PUT', `/api/v3/audit/${template.id}/restore`, null), 401);
  });
});

describe('PUT /api/v3/audit/{id}/archive and /restore', () => {
  it('archives once, keeping the first date, and restores', async () => {
    const { owner } = await auditsTeam(t);
    const template = await create(owner);
    const archived = ZAuditTemplateDetailsSchema.parse((await call('PUT', `/api/v3/audit/${template.id}/archive`, owner)).json());
    expect(archived.archivedOn).not.toBeNull();
    const again = ZAuditTemplateDetailsSchema.parse((await call('PUT', `/api/v3/audit/${template.id}/archive`, owner)).json());
    expect(again.archivedOn).toBe(archived.archivedOn);
    const restored = ZAuditTemplateDetailsSchema.parse((await call('PUT', `/api/v3/audit/${template.id}/restore`, owner)).json());
    expect(restored.archivedOn).toBeNull();
  });
});
