import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AUDIT_LINK_MESSAGES,
  ZAuditLinkCapacitySchema,
  ZAuditLinkListSchema,
  ZAuditLinkPageSchema,
  ZAuditLinkSchema,
  ZAuditResponseDetailsSchema,
  ZAuditResponsesPageSchema,
  ZAuditTemplateDetailsSchema,
} from '@hivis/contracts';
import type { TAuditLinkPage } from '@hivis/contracts';
import { api } from '../../../test/api.js';
import { expectError, expectFieldErrors } from '../../../test/assertions.js';
import { auditFile, auditsTeam, gateCheckTemplate, responseRows } from '../../../test/audits.js';
import { uploadFile } from '../../../test/files.js';
import { png } from '../../../test/samples.js';
import type { TestApp } from '../../../test/test-app.js';
import { createTestApp } from '../../../test/test-app.js';
import { companies } from '../../db/schema/index.js';
import { withSystem } from '../../platform/tenancy/tenant.js';
import { formTokenAt } from './audit-link-page.service.js';

let t: TestApp;
let call: ReturnType<typeof api>;
beforeAll(async () => {
  t = await createTestApp();
  call = api(t);
});
afterAll(() => t?.close());

const SHARING = ['audits', 'audits.sharing'] as const;
const inAWeek = () => new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString();

/** A company with Audit Sharing, one permanent and one temporary link in its plan, and a gate check template. */
async function sharingCompany(links = { permanent: 1, temporary: 1 }) {
  const team = await auditsTeam(t, { enabledFeatures: [...SHARING], auditLinks: links });
  const template = ZAuditTemplateDetailsSchema.parse((await call('POST', '/api/v3/audit', team.owner, gateCheckTemplate())).json());
  return { ...team, template };
}

async function makeLink(owner: string, auditTemplateId: string, extra: Record<string, unknown> = {}) {
  const response = await call('POST', '/api/v3/audit/link', owner, { auditTemplateId, name: 'Visitors at the gate', kind: 'permanent', ...extra });
  expect(response.statusCode, response.body).toBe(201);
  return ZAuditLinkSchema.parse(response.json());
}

const openPage = (uuid: string) => t.app.inject({ method: 'GET', url: `/api/v3/audit/link/public/${uuid}` });

/** A signature uploaded through the link, as its page does with no sign-in. */
async function linkSignature(uuid: string): Promise<string> {
  const response = await uploadFile(t, null, {
    fileType: 'audit_signature_photo',
    fields: { auditLinkId: uuid },
    filename: 'sign.png',
    contentType: 'image/png',
    data: png(),
  });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { id: string }).id;
}

/** The answers a person sends from the page: a pass, signed, a minute after the page was served. */
async function webAnswers(page: TAuditLinkPage, overrides: Record<string, unknown> = {}) {
  return {
    id: randomUUID(),
    linkUuid: page.uuid,
    auditTemplateId: page.template.id,
    version: page.template.version,
    startedAt: new Date(Date.now() - 60_000).toISOString(),
    answers: { 'gate-locked': 'yes', signature: await linkSignature(page.uuid) },
    respondentName: 'Vic Visitor',
    respondentEmail: 'vic@example.com',
    formToken: formTokenAt(t.ctx, page.uuid, Date.now() - 60_000),
    website: '',
    ...overrides,
  };
}

const sendWeb = (body: unknown) => t.app.inject({ method: 'POST', url: '/api/v3/audit/response/web', payload: body as Record<string, unknown> });

describe('audit web links: the company side', () => {
  it('makes a link, lists it with its address, and counts it against the plan', async () => {
    const { owner, template } = await sharingCompany();
    const link = await makeLink(owner, template.id);
    expect(link).toMatchObject({
      name: 'Visitors at the gate',
      kind: 'permanent',
      state: 'on',
      enabled: true,
      brandingVisible: true,
      templateName: 'Gate check',
      responses: 0,
    });
    expect(link.url).toMatch(new RegExp(`/audits/link/${link.uuid}$`));
    expect(link.uuid).not.toBe(link.id);
    const list = ZAuditLinkListSchema.parse((await call('GET', '/api/v3/audit/link', owner)).json());
    expect(list.items.map((item) => item.id)).toEqual([link.id]);
    expect(ZAuditLinkSchema.parse((await call('GET', `/api/v3/audit/link/${link.id}`, owner)).json()).id).toBe(link.id);
    const capacity = ZAuditLinkCapacitySchema.parse((await call('GET', '/api/v3/audit/link/capacity', owner)).json());
    expect(capacity).toEqual({ permanent: { used: 1, limit: 1 }, temporary: { used: 0, limit: 1 } });
  });

  it('refuses a link past the plan’s capacity (403), and takes it once another is switched off', async () => {
    const { owner, template } = await sharingCompany();
    const first = await makeLink(owner, template.id);
    const refused = await call('POST', '/api/v3/audit/link', owner, { auditTemplateId: template.id, name: 'Second', kind: 'permanent' });
    expect(expectError(refused, 403).message).toBe(AUDIT_LINK_MESSAGES.capacityPermanent);
    const off = await call('PUT', '/api/v3/audit/link', owner, { id: first.id, name: first.name, kind: 'permanent', enabled: false, brandingVisible: true });
    expect(ZAuditLinkSchema.parse(off.json()).state).toBe('off');
    await makeLink(owner, template.id, { name: 'Second' });
    // The first cannot come back on while the second holds the place.
    const back = await call('PUT', '/api/v3/audit/link', owner, { id: first.id, name: first.name, kind: 'permanent', enabled: true, brandingVisible: true });
    expectError(back, 403);
    const temporary = await makeLink(owner, template.id, { name: 'Open day', kind: 'temporary', expiresAt: inAWeek() });
    expect(temporary).toMatchObject({ kind: 'temporary', state: 'on' });
  });

  it('answers bad settings with field errors and makes nothing', async () => {
    const { owner, template } = await sharingCompany();
    expectFieldErrors(await call('POST', '/api/v3/audit/link', owner, { auditTemplateId: template.id, name: ' ', kind: 'temporary' }), {
      name: AUDIT_LINK_MESSAGES.name,
      expiresAt: AUDIT_LINK_MESSAGES.expiresAt,
    });
    expectFieldErrors(
      await call('POST', '/api/v3/audit/link', owner, {
        auditTemplateId: template.id,
        name: 'Past',
        kind: 'temporary',
        expiresAt: new Date(Date.now() - 1000).toISOString(),
      }),
      { expiresAt: AUDIT_LINK_MESSAGES.expiresInPast },
    );
    expectFieldErrors(
      await call('POST', '/api/v3/audit/link', owner, { auditTemplateId: template.id, name: 'Forever', kind: 'permanent', expiresAt: inAWeek() }),
      {
        expiresAt: AUDIT_LINK_MESSAGES.permanentExpiry,
      },
    );
    expectFieldErrors(await call('POST', '/api/v3/audit/link', owner, { auditTemplateId: randomUUID(), name: 'Nothing', kind: 'permanent' }), {
      auditTemplateId: AUDIT_LINK_MESSAGES.templateUnknown,
    });
    expect(ZAuditLinkListSchema.parse((await call('GET', '/api/v3/audit/link', owner)).json()).items).toEqual([]);
  });

  it('keeps links to the account holder of a company with Audit Sharing, and another company’s link reads as missing', async () => {
    const { owner, supervisor, template } = await sharingCompany();
    const link = await makeLink(owner, template.id);
    expectError(await call('GET', '/api/v3/audit/link', supervisor), 403);
    expectError(await call('POST', '/api/v3/audit/link', supervisor, { auditTemplateId: template.id, name: 'Mine', kind: 'permanent' }), 403);
    const withoutSharing = await auditsTeam(t, { auditLinks: { permanent: 5, temporary: 5 } });
    expectError(await call('GET', '/api/v3/audit/link/capacity', withoutSharing.owner), 403);
    const other = await sharingCompany();
    expectError(await call('GET', `/api/v3/audit/link/${link.id}`, other.owner), 404);
    expectError(
      await call('PUT', '/api/v3/audit/link', other.owner, { id: link.id, name: 'Taken', kind: 'permanent', enabled: false, brandingVisible: false }),
      404,
    );
    expectError(await t.app.inject({ method: 'GET', url: '/api/v3/audit/link' }), 401);
  });
});

describe('audit web links: the public page', () => {
  it('shows the audit with the company’s branding, and with none when the link hides it', async () => {
    const { owner, template, company } = await sharingCompany({ permanent: 2, temporary: 0 });
    const link = await makeLink(owner, template.id);
    const page = ZAuditLinkPageSchema.parse((await openPage(link.uuid)).json());
    expect(page).toMatchObject({
      name: link.name,
      brandingVisible: true,
      company: { company_name: company.name },
      template: { id: template.id, name: 'Gate check' },
    });
    expect(page.template.sections.map((each) => each.id)).toEqual(['gate', 'sign-off']);
    const plain = await makeLink(owner, template.id, { name: 'Plain', brandingVisible: false });
    expect(ZAuditLinkPageSchema.parse((await openPage(plain.uuid)).json()).brandingVisible).toBe(false);
  });

  it('answers 404 for an unknown link and 410 for one switched off, expired, or of a company without Audit Sharing', async () => {
    expectError(await openPage(randomUUID()), 404);
    const { owner, template, company } = await sharingCompany();
    const link = await makeLink(owner, template.id);
    await call('PUT', '/api/v3/audit/link', owner, { id: link.id, name: link.name, kind: 'permanent', enabled: false, brandingVisible: true });
    expect(expectError(await openPage(link.uuid), 410).message).toBe(AUDIT_LINK_MESSAGES.off);
    const temporary = await makeLink(owner, template.id, { name: 'Soon gone', kind: 'temporary', expiresAt: new Date(Date.now() + 1500).toISOString() });
    await new Promise((resolve) => setTimeout(resolve, 1600));
    expect(expectError(await openPage(temporary.uuid), 410).message).toBe(AUDIT_LINK_MESSAGES.expired);
    expect(ZAuditLinkCapacitySchema.parse((await call('GET', '/api/v3/audit/link/capacity', owner)).json()).temporary.used).toBe(0);
    const stillOn = await makeLink(owner, template.id, { name: 'Again', kind: 'temporary', expiresAt: inAWeek() });
    await withSystem(t.db, (tx) =>
      tx
        .update(companies)
        .set({ enabledFeatures: ['audits'] })
        .where(eq(companies.id, company.id)),
    );
    expect(expectError(await openPage(stillOn.uuid), 410).message).toBe(AUDIT_LINK_MESSAGES.resting);
  });

  it('stores an answer sent from the page once, named for the person who gave it, with its files from the link', async () => {
    const { owner, template, company } = await sharingCompany();
    const link = await makeLink(owner, template.id);
    const page = ZAuditLinkPageSchema.parse((await openPage(link.uuid)).json());
    const body = await webAnswers(page);
    const first = await sendWeb(body);
    expect(first.statusCode, first.body).toBe(201);
    const again = await sendWeb(body);
    expect(again.json()).toEqual(first.json());
    expect(await responseRows(t, company.id)).toHaveLength(1);
    const listed = ZAuditResponsesPageSchema.parse((await call('GET', '/api/v3/audit/response?all=true', owner)).json());
    expect(listed.items[0]).toMatchObject({ submittedBy: null, respondent: { name: 'Vic Visitor', email: 'vic@example.com', linkName: link.name } });
    const details = ZAuditResponseDetailsSchema.parse((await call('GET', `/api/v3/audit/response/id/${body.id}`, owner)).json());
    expect(details.files.map((file) => file.id)).toEqual([(body.answers as { signature: string }).signature]);
    expect(ZAuditLinkSchema.parse((await call('GET', `/api/v3/audit/link/${link.id}`, owner)).json()).responses).toBe(1);
  });

  it('refuses a script: a filled hidden field, an answer sent seconds after the page, a forged token; and writes nothing', async () => {
    const { owner, template, company } = await sharingCompany();
    const link = await makeLink(owner, template.id);
    const page = ZAuditLinkPageSchema.parse((await openPage(link.uuid)).json());
    expectFieldErrors(await sendWeb(await webAnswers(page, { website: 'http://spam.example' })), { website: AUDIT_LINK_MESSAGES.honeypot });
    expectFieldErrors(await sendWeb(await webAnswers(page, { formToken: page.formToken })), { formToken: AUDIT_LINK_MESSAGES.tooQuick });
    expectFieldErrors(await sendWeb(await webAnswers(page, { formToken: `${Date.now() - 60_000}.forged` })), { formToken: AUDIT_LINK_MESSAGES.formToken });
    expectFieldErrors(await sendWeb(await webAnswers(page, { respondentName: '' })), { respondentName: AUDIT_LINK_MESSAGES.respondentName });
    expectFieldErrors(await sendWeb(await webAnswers(page, { answers: { 'gate-locked': 'maybe' } })), {
      'answers.gate-locked': true,
      'answers.signature': true,
    });
    expect(await responseRows(t, company.id)).toHaveLength(0);
  });

  it('takes only files uploaded through the link itself, and no upload through a closed link', async () => {
    const { owner, worker, template, company } = await sharingCompany();
    const link = await makeLink(owner, template.id);
    const page = ZAuditLinkPageSchema.parse((await openPage(link.uuid)).json());
    // A file of the company's, uploaded in the app: its id is not the link person's to name.
    const companyFile = await auditFile(t, worker);
    expectFieldErrors(await sendWeb(await webAnswers(page, { answers: { 'gate-locked': 'yes', signature: companyFile } })), { 'answers.signature': true });
    expect(await responseRows(t, company.id)).toHaveLength(0);
    // A file type the page never sends.
    const wrongType = await uploadFile(t, null, {
      fileType: 'swms_signature_photo',
      fields: { auditLinkId: link.uuid },
      filename: 'x.png',
      contentType: 'image/png',
      data: png(),
    });
    expectError(wrongType, 401);
    const late = await webAnswers(page);
    await call('PUT', '/api/v3/audit/link', owner, { id: link.id, name: link.name, kind: 'permanent', enabled: false, brandingVisible: true });
    const closed = await uploadFile(t, null, {
      fileType: 'audit_photo',
      fields: { auditLinkId: link.uuid },
      filename: 'x.png',
      contentType: 'image/png',
      data: png(),
    });
    expectError(closed, 401);
    expect(expectError(await sendWeb(late), 410).message).toBe(AUDIT_LINK_MESSAGES.off);
    expect(await responseRows(t, company.id)).toHaveLength(0);
  });
});
