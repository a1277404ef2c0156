import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SWMS_STEPS, SWMS_PRE_START_TALK_OPTIONS } from '@hivis/contracts';
import { multipart, pdf, png } from '../../../test/samples.js';
import type { MultipartPart } from '../../../test/samples.js';
import {
  anyValue,
  awkwardText,
  buildSide,
  callAs,
  expectDeliberate,
  fingerprint,
  hugeText,
  junkObject,
  junkPathId,
  notAName,
  notAnId,
  notHidePages,
  unknownId,
} from '../../../test/swms-bad-input.js';
import { activityBody, hazardBody } from '../../../test/swms-library.js';
import { adminToken } from '../../../test/team.js';
import type { TestApp } from '../../../test/test-app.js';
import { createTestApp } from '../../../test/test-app.js';

/*
 * Junk at every SWMS and library route: bodies, path ids and queries. Each answer is a deliberate
 * 400 or 404 (never a 500), and not one row of any SWMS table, file or mail is written.
 */

let t: TestApp;
let a: Awaited<ReturnType<typeof buildSide>>;
let b: Awaited<ReturnType<typeof buildSide>>;
let admin: string;
let before: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: process.env.DEBUG_LOG ?? 'silent' });
  a = await buildSide(t, 'Alpha');
  b = await buildSide(t, 'Bravo');
  admin = await adminToken(t);
  before = await fingerprint(t);
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const RUNS = 25;
const notIn = (values: readonly unknown[]) => anyValue.filter((value) => !values.includes(value as never));
const notUndefined = <T>(arbitrary: fc.Arbitrary<T>) => arbitrary.filter((value) => value !== undefined && value !== null);
const activity = (scopeId: string) => activityBody(scopeId) as unknown as Record<string, unknown>;
const { scopeId: _scope, ...activityWithoutScope } = activityBody('00000000-0000-4000-8000-000000000000');

type BodyRoute = {
  name: string;
  method: 'POST' | 'PUT';
  url: () => string;
  token: () => string | null;
  valid: () => Record<string, unknown>;
  /** Each replaces one field with a value that can never be valid. */
  bad: Record<string, fc.Arbitrary<unknown>>;
};

const swmsContentJunk = fc.oneof(
  fc.record({ activities: fc.array(junkObject(['key', 'name', 'hazards', 'ppe', 'tradeName']), { minLength: 1, maxLength: 3 }) }),
  fc.record({ reviewDate: notIn([null]).filter((value) => typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) }),
  fc.record({ workerConsultation: hugeText }),
  fc.record({ substances: fc.array(fc.record({ substance: fc.constant('Sealant'), fileId: notUndefined(notAnId) }), { minLength: 1, maxLength: 3 }) }),
  // null is a valid preparedBy (the part is nullable), so it is never the junk here.
  fc.record({ preparedBy: notIn([undefined]).filter((value) => value !== null && (typeof value !== 'object' || Array.isArray(value))) }),
  fc.constantFrom('text', 42, [], true),
);

const BODY_ROUTES: BodyRoute[] = [
  { name: 'POST /swms', method: 'POST', url: () => '/api/v3/swms', token: () => a.ownerToken, valid: () => ({ jobId: a.ids.job }), bad: { jobId: notAnId } },
  {
    name: 'PUT /swms/{id}',
    method: 'PUT',
    url: () => `/api/v3/swms/${a.ids.draft}`,
    token: () => a.ownerToken,
    valid: () => ({ step: 'confirm_details' }),
    bad: {
      step: notIn(SWMS_STEPS),
      templateId: notUndefined(notAnId),
      activityIds: fc.oneof(fc.array(notAnId, { minLength: 1, maxLength: 3 }), fc.constantFrom('x', 1, {})),
      content: swmsContentJunk,
    },
  },
  {
    name: 'POST /swms/template',
    method: 'POST',
    url: () => '/api/v3/swms/template',
    token: () => a.ownerToken,
    valid: () => ({ name: 'Bad input template', fileId: a.ids.file }),
    bad: { name: notAName, fileId: notAnId, hidePages: notHidePages, showJobDetails: notUndefined(notIn([true, false])) },
  },
  {
    name: 'PUT /swms/template/{id}',
    method: 'PUT',
    url: () => `/api/v3/swms/template/${a.ids.template}`,
    token: () => a.ownerToken,
    valid: () => ({ name: 'Renamed', fileId: a.ids.file }),
    bad: { name: notAName, fileId: notUndefined(notAnId), hidePages: notHidePages, showLegislation: notUndefined(notIn([true, false])) },
  },
  {
    name: 'POST /swms/send',
    method: 'POST',
    url: () => '/api/v3/swms/send',
    token: () => a.ownerToken,
    valid: () => ({ swmsId: a.ids.swms, emails: ['someone@example.test'] }),
    bad: {
      swmsId: notAnId,
      emails: fc.oneof(
        notIn([undefined]).filter((value) => !Array.isArray(value)),
        fc.constant([]),
        fc.array(
          awkwardText.filter((text) => !text.includes('@')),
          { minLength: 1, maxLength: 3 },
        ),
        fc.constant(['same@example.test', 'SAME@example.test']),
        fc.constant(Array.from({ length: 51 }, (_, index) => `p${index}@example.test`)),
      ),
    },
  },
  {
    name: 'POST /swms/sign/user',
    method: 'POST',
    url: () => '/api/v3/swms/sign/user',
    token: () => a.workerToken,
    valid: () => ({ swmsId: a.ids.swms, fileId: a.ids.file }),
    bad: { swmsId: notAnId, fileId: notAnId, preStartTalk: notUndefined(notIn(SWMS_PRE_START_TALK_OPTIONS.map((option) => option.code))) },
  },
  {
    name: 'POST /swms/sign/request',
    method: 'POST',
    url: () => '/api/v3/swms/sign/request',
    token: () => null,
    valid: () => ({ signingRequestId: a.ids.link, fileId: a.ids.file }),
    bad: {
      signingRequestId: notAnId,
      fileId: notAnId,
      signerName: notUndefined(fc.oneof(hugeText, fc.integer(), fc.constant({}))),
      preStartTalk: notUndefined(notIn(SWMS_PRE_START_TALK_OPTIONS.map((option) => option.code))),
    },
  },
  {
    name: 'POST /trades',
    method: 'POST',
    url: () => '/api/v3/trades',
    token: () => a.ownerToken,
    valid: () => ({ name: 'T', scopeName: 'S' }),
    bad: { name: notAName, scopeName: notAName },
  },
  {
    name: 'PUT /trades/{id}',
    method: 'PUT',
    url: () => `/api/v3/trades/${a.ids.trade}`,
    token: () => a.ownerToken,
    valid: () => ({ name: 'T' }),
    bad: { name: notAName },
  },
  {
    name: 'POST /trades/{id}/scopes',
    method: 'POST',
    url: () => `/api/v3/trades/${a.ids.trade}/scopes`,
    token: () => a.ownerToken,
    valid: () => ({ name: 'S' }),
    bad: { name: notAName },
  },
  {
    name: 'PUT /scopes/{id}',
    method: 'PUT',
    url: () => `/api/v3/scopes/${a.ids.scope}`,
    token: () => a.ownerToken,
    valid: () => ({ name: 'S' }),
    bad: { name: notAName },
  },
  ...(['POST', 'PUT'] as const).map((method) => ({
    name: `${method} /workactivities`,
    method,
    url: () => (method === 'POST' ? '/api/v3/workactivities' : `/api/v3/workactivities/${a.ids.activity}`),
    token: () => a.ownerToken,
    valid: () => activity(a.ids.scope),
    bad: {
      scopeId: notAnId,
      name: notAName,
      hazards: fc.oneof(
        fc.constant([]),
        fc.constantFrom('x', 1, null),
        fc.array(junkObject(['hazard', 'risk', 'before', 'controls']), { minLength: 1, maxLength: 2 }),
      ),
      hrcwCodes: fc.array(awkwardText, { minLength: 1, maxLength: 3 }),
      ppe: fc.oneof(fc.constant([]), fc.constantFrom('gloves', 7, null), fc.constant([hugeText])),
    },
  })),
  {
    name: 'POST /workactivities/bulk',
    method: 'POST',
    url: () => '/api/v3/workactivities/bulk',
    token: () => a.ownerToken,
    valid: () => ({ scopeId: a.ids.scope, activities: [activityWithoutScope] }),
    bad: {
      scopeId: notAnId,
      activities: fc.oneof(
        fc.constant([]),
        fc.constantFrom('x', 1, null, {}),
        fc.constant(Array.from({ length: 31 }, () => activityWithoutScope)),
        junkObject(['name', 'hazards']).map((junk) => [activityWithoutScope, junk]),
      ),
      tradeId: notUndefined(notAnId),
    },
  },
  {
    name: 'POST /potentialhazards',
    method: 'POST',
    url: () => '/api/v3/potentialhazards',
    token: () => a.ownerToken,
    valid: () => ({ workActivityId: a.ids.activity, ...hazardBody() }),
    bad: {
      workActivityId: notAnId,
      hazard: notAName,
      before: fc.oneof(fc.constant(null), fc.record({ likelihood: fc.constantFrom(0, 6, 1.5, '3'), consequence: fc.constant(3) })),
      controls: fc.oneof(fc.constant([]), fc.array(junkObject(['level', 'text']), { minLength: 1, maxLength: 2 })),
    },
  },
  {
    name: 'PUT /potentialhazards/{id}',
    method: 'PUT',
    url: () => `/api/v3/potentialhazards/${a.ids.hazard}`,
    token: () => a.ownerToken,
    valid: () => ({ ...hazardBody() }),
    bad: {
      hazard: notAName,
      after: fc.oneof(fc.constant('low'), fc.record({ likelihood: fc.constant(3), consequence: fc.constantFrom(-1, 9, null) })),
      responsible: notAName,
    },
  },
];

describe('junk bodies answer 400 and write nothing', () => {
  for (const route of BODY_ROUTES) {
    it(route.name, async () => {
      const badField = fc.oneof(...Object.entries(route.bad).map(([key, value]) => value.map((junk) => ({ key, junk }))));
      const body = fc.oneof(
        badField.map(({ key, junk }) => ({ ...route.valid(), [key]: junk })),
        fc.tuple(junkObject(Object.keys(route.valid())), badField).map(([junk, { key, junk: bad }]) => ({ ...junk, [key]: bad })),
        fc.oneof(fc.constant(null), fc.constant([]), fc.string({ maxLength: 10 }), fc.integer()),
      );
      await fc.assert(
        fc.asyncProperty(body, fc.ipV4(), async (sent, address) => {
          const response = await callAs(t, route.token(), route.method, route.url(), sent, address);
          expectDeliberate(response, [400, 413], sent);
        }),
        { numRuns: RUNS },
      );
    });
  }
});

describe('bodies that are not plain JSON objects', () => {
  it('answer 400 or 413 on every body route', async () => {
    const deep = `${'['.repeat(50_000)}${']'.repeat(50_000)}`;
    const raws = [deep, `{"name":${deep}}`, '{"name":"x"', '{"__proto__":{"isAdmin":true},"name":"x"}', 'x'.repeat(2 * 1024 * 1024), '\u0000'];
    for (const route of BODY_ROUTES) {
      for (const raw of raws) {
        const token = route.token();
        const response = await t.app.inject({
          method: route.method,
          url: route.url(),
          headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'content-type': 'application/json' },
          payload: raw,
          remoteAddress: '10.1.2.3',
        });
        expectDeliberate(response, [400, 413], `${route.name}: ${raw.slice(0, 40)}`);
      }
    }
  });
});

type IdRoute = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: (id: string) => string;
  otherId: () => string;
  body?: () => Record<string, unknown>;
  token?: () => string | null;
};
const ID_ROUTES: IdRoute[] = [
  { method: 'GET', path: (id) => `/api/v3/swms/${id}`, otherId: () => b.ids.swms },
  {
    method: 'PUT',
    path: (id) => `/api/v3/swms/${id}`,
    otherId: () => b.ids.draft,
    body: () => ({ step: 'employees', content: { siteNotes: 'Changed by someone else' } }),
  },
  { method: 'DELETE', path: (id) => `/api/v3/swms/${id}`, otherId: () => b.ids.draft },
  { method: 'POST', path: (id) => `/api/v3/swms/${id}/generate`, otherId: () => b.ids.draft },
  { method: 'GET', path: (id) => `/api/v3/swms/${id}/signing`, otherId: () => b.ids.swms },
  { method: 'GET', path: (id) => `/api/v3/swms/job/${id}/all`, otherId: () => b.ids.job },
  { method: 'PUT', path: (id) => `/api/v3/swms/template/${id}`, otherId: () => b.ids.template, body: () => ({ name: 'Mine now', fileId: a.ids.file }) },
  { method: 'DELETE', path: (id) => `/api/v3/swms/template/${id}`, otherId: () => b.ids.template },
  { method: 'GET', path: (id) => `/api/v3/trades/${id}`, otherId: () => b.ids.trade },
  { method: 'PUT', path: (id) => `/api/v3/trades/${id}`, otherId: () => b.ids.trade, body: () => ({ name: 'Mine now' }) },
  { method: 'DELETE', path: (id) => `/api/v3/trades/${id}`, otherId: () => b.ids.trade },
  { method: 'POST', path: (id) => `/api/v3/trades/${id}/scopes`, otherId: () => b.ids.trade, body: () => ({ name: 'Sneaky scope' }) },
  { method: 'GET', path: (id) => `/api/v3/scopes/${id}`, otherId: () => b.ids.scope },
  { method: 'PUT', path: (id) => `/api/v3/scopes/${id}`, otherId: () => b.ids.scope, body: () => ({ name: 'Mine now' }) },
  { method: 'DELETE', path: (id) => `/api/v3/scopes/${id}`, otherId: () => b.ids.scope },
  { method: 'GET', path: (id) => `/api/v3/workactivities/${id}`, otherId: () => b.ids.activity },
  { method: 'PUT', path: (id) => `/api/v3/workactivities/${id}`, otherId: () => b.ids.activity, body: () => activity(a.ids.scope) },
  { method: 'DELETE', path: (id) => `/api/v3/workactivities/${id}`, otherId: () => b.ids.activity },
  { method: 'PUT', path: (id) => `/api/v3/potentialhazards/${id}`, otherId: () => b.ids.hazard, body: () => ({ ...hazardBody() }) },
  { method: 'DELETE', path: (id) => `/api/v3/potentialhazards/${id}`, otherId: () => b.ids.hazard },
  { method: 'PUT', path: (id) => `/api/v3/trades/${id}/set-public`, otherId: () => b.ids.trade, token: () => admin },
  { method: 'PUT', path: (id) => `/api/v3/workactivities/${id}/set-public`, otherId: () => b.ids.activity, token: () => admin },
  { method: 'GET', path: (id) => `/api/v3/swms/request/${id}`, otherId: () => b.ids.link, token: () => null },
];

/** '..' climbs out of the path: /api/v3/swms/request/.. is GET /api/v3/swms, the company's list, a route of its own. */
const climbsToCompanyList = (url: string) => new URL(url, 'http://hivis.test').pathname.replace(/\/$/, '') === '/api/v3/swms';

describe("junk, unknown and other companies' ids answer 400 or 404 and write nothing", () => {
  for (const route of ID_ROUTES) {
    it(`${route.method} ${route.path('{id}')}`, async () => {
      const token = route.token ? route.token() : a.ownerToken;
      const body = route.body?.();
      await fc.assert(
        fc.asyncProperty(junkPathId, fc.ipV4(), async (id, address) => {
          fc.pre(!climbsToCompanyList(route.path(id)));
          expectDeliberate(await callAs(t, token, route.method, route.path(id), body, address), [400, 404], id);
        }),
        { numRuns: RUNS },
      );
      await fc.assert(
        fc.asyncProperty(unknownId, fc.ipV4(), async (id, address) => {
          expectDeliberate(await callAs(t, token, route.method, route.path(id), body, address), [404], id);
        }),
        { numRuns: 3 },
      );
      // A HiVis admin may read any company's custom library; everyone else must not find it.
      if (!route.path('x').includes('set-public') && route.token === undefined) {
        expectDeliberate(await callAs(t, token, route.method, route.path(route.otherId()), body), [404], route.otherId());
      }
    });
  }
});

describe('junk queries answer 200 or 400', () => {
  const queries: { url: string; keys: string[] }[] = [
    { url: '/api/v3/trades', keys: ['type', 'search'] },
    { url: '/api/v3/workactivities', keys: ['type', 'tradeId', 'scopeId', 'search'] },
    { url: '/api/v3/workactivities/highRisks', keys: ['jurisdiction'] },
    { url: '/api/v3/whs/activities', keys: ['search', 'page', 'take'] },
    { url: '/api/v3/swms/template', keys: ['page'] },
  ];
  const value = fc.oneof(
    awkwardText,
    fc.constantFrom('1e308', '-1', '0', '1.5', '99999999999999999999', 'NaN', 'all', 'custom', 'NSW'),
    hugeText.map((text) => text.slice(0, 3000)),
  );
  for (const query of queries) {
    it(`GET ${query.url}`, async () => {
      await fc.assert(
        fc.asyncProperty(fc.dictionary(fc.constantFrom(...query.keys), value, { maxKeys: 4 }), async (params) => {
          const search = new URLSearchParams(params).toString();
          expectDeliberate(await callAs(t, a.ownerToken, 'GET', `${query.url}?${search}`), [200, 400], params);
        }),
        { numRuns: RUNS },
      );
    });
  }
});

describe("other companies' ids inside bodies", () => {
  it('are refused (400 or 404) and nothing of theirs is used', async () => {
    const cases: { method: 'POST' | 'PUT'; url: string; body: Record<string, unknown>; token?: string }[] = [
      { method: 'POST', url: '/api/v3/swms', body: { jobId: b.ids.job } },
      { method: 'PUT', url: `/api/v3/swms/${a.ids.draft}`, body: { step: 'set_template', templateId: b.ids.template } },
      { method: 'PUT', url: `/api/v3/swms/${a.ids.draft}`, body: { step: 'trades', content: { tradeIds: [b.ids.trade] } } },
      { method: 'PUT', url: `/api/v3/swms/${a.ids.draft}`, body: { step: 'trades', activityIds: [b.ids.activity] } },
      { method: 'PUT', url: `/api/v3/swms/${a.ids.draft}`, body: { step: 'sds_msds', content: { substances: [{ substance: 'Theirs', fileId: b.ids.file }] } } },
      { method: 'POST', url: '/api/v3/swms/template', body: { name: 'Their file', fileId: b.ids.file } },
      { method: 'PUT', url: `/api/v3/swms/template/${a.ids.template}`, body: { name: 'Their file', fileId: b.ids.file } },
      { method: 'POST', url: '/api/v3/swms/send', body: { swmsId: b.ids.swms, emails: ['nosy@example.test'] } },
      { method: 'POST', url: '/api/v3/swms/sign/user', body: { swmsId: b.ids.swms, fileId: a.ids.file }, token: a.workerToken },
      { method: 'POST', url: '/api/v3/swms/sign/user', body: { swmsId: a.ids.swms, fileId: b.ids.file }, token: a.workerToken },
      { method: 'POST', url: '/api/v3/workactivities', body: activity(b.ids.scope) },
      { method: 'PUT', url: `/api/v3/workactivities/${a.ids.activity}`, body: activity(b.ids.scope) },
      { method: 'POST', url: '/api/v3/workactivities/bulk', body: { scopeId: b.ids.scope, activities: [activityWithoutScope] } },
      { method: 'POST', url: '/api/v3/workactivities/bulk', body: { tradeId: b.ids.trade, scopeName: 'Sneaky', activities: [activityWithoutScope] } },
      { method: 'POST', url: '/api/v3/potentialhazards', body: { workActivityId: b.ids.activity, ...hazardBody() } },
      // A's link, B's file: a link signs only with an image uploaded through itself.
      { method: 'POST', url: '/api/v3/swms/sign/request', body: { signingRequestId: a.ids.link, fileId: b.ids.file, signerName: 'Link Holder' } },
    ];
    for (const item of cases) {
      const token = item.url.includes('/sign/request') ? null : (item.token ?? a.ownerToken);
      expectDeliberate(await callAs(t, token, item.method, item.url, item.body), [400, 404], { url: item.url, body: item.body });
    }
  });
});

describe('uploads without a token', () => {
  const upload = (parts: MultipartPart[], address: string) => {
    const body = multipart(parts);
    return t.app.inject({ method: 'POST', url: '/api/v3/files', headers: body.headers, payload: body.payload, remoteAddress: address });
  };
  const file = (data: Buffer) => ({ name: 'file', filename: 'signature.png', contentType: 'image/png', data });
  it('take nothing but a signature image through an open link of any company', async () => {
    const linkId = fc.oneof(
      notAnId.map((value) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''))),
      unknownId,
      fc.constant(b.ids.swms),
    );
    const fileType = fc.oneof(fc.constantFrom('swms_template_pdf', 'swms_document', 'sds_msds', 'swms_signature_photo'), awkwardText);
    const data = fc.oneof(
      fc.constant(png()),
      fc.constant(pdf()),
      fc.uint8Array({ maxLength: 300 }).map((bytes) => Buffer.from(bytes)),
    );
    await fc.assert(
      fc.asyncProperty(linkId, fileType, data, fc.ipV4(), async (id, type, bytes, address) => {
        const response = await upload([{ name: 'fileType', value: type }, { name: 'signingRequestId', value: id }, file(bytes)], address);
        expectDeliberate(response, [400, 401], { id, type });
      }),
      { numRuns: RUNS * 2 },
    );
    // An open link, but not a signature, or not an image: refused too.
    expectDeliberate(
      await upload([{ name: 'fileType', value: 'swms_template_pdf' }, { name: 'signingRequestId', value: a.ids.link }, file(pdf())], '10.9.9.9'),
      [401],
      'pdf',
    );
    expectDeliberate(
      await upload([{ name: 'fileType', value: 'swms_signature_photo' }, { name: 'signingRequestId', value: a.ids.link }, file(pdf())], '10.9.9.9'),
      [400],
      'pdf as signature',
    );
  });
});

describe('after all of that', () => {
  it('no SWMS, library, file or mail row was written or changed', async () => {
    expect(await fingerprint(t)).toEqual(before);
  });
});
