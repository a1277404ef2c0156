import type { InjectOptions } from 'fastify';
import type { RouteOptions } from 'fastify';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { ACTIVATION_CODE_HEADER, FEATURE_KEYS } from '@hivis/contracts';
import { buildCompany, buildLicence, buildUser, loginAs } from '../test/factories.js';
import type { SweptRoute } from '../test/route-sweep.js';
import { multipart } from '../test/samples.js';
import { completeContent, draftSwms } from '../test/swms-generate.js';
import { createTestApp } from '../test/test-app.js';
import { buildAssignment, buildClient, buildContact, buildEntry, buildJob } from '../test/work-factories.js';
import {
  accepts,
  anyJson,
  COMMON_QUERY_KEYS,
  decodedParams,
  deeplyNested,
  expectDeliberate,
  fieldsOf,
  fillPath,
  fingerprint,
  junkUploadParts,
  junkQueryValue,
  longPathText,
  notAnIdInPath,
  objectWithEdgeFields,
  objectWithJunkFields,
  pathParamsOf,
  percentOddity,
  publicTables,
  recordIdsOf,
  routeName,
  sampleOf,
  seedOf,
  sweptRoutesOf,
  unknownId,
  wellFormedParam,
} from '../test/route-sweep.js';

/*
 * The safety net over every route the server registers, including routes added later: each is
 * called with junk in its path, query and body, signed out and as a company owner. Every answer
 * must be deliberate (never a 5xx, every error in the API's error shape, field errors for a form
 * that breaks its schema), and the database must be exactly as it was before.
 * Each module's own tests check its rules in depth; this file only checks that nothing is missed.
 */

/** Routes left out, each because it takes no input that could be junk. */
const NOT_SWEPT: Record<string, string> = {
  'GET /api/docs': 'the API docs page of @fastify/swagger-ui: a fixed static page',
  'GET /api/docs/static/index.html': 'a static file of the API docs page',
  'GET /api/docs/static/swagger-initializer.js': 'a static file of the API docs page',
  'GET /api/docs/static/*': 'static files of the API docs page, served by @fastify/static',
  'GET /api/docs/json': 'the generated OpenAPI document, fixed at start',
  'GET /api/docs/yaml': 'the generated OpenAPI document, fixed at start',
};

/**
 * Routes that write without a body schema or an id in the path. Each must be listed here, so that
 * a new one is looked at: either it reads its body itself (swept like any other), or it takes no
 * input at all and would simply do what it is asked (its body is not swept).
 */
const UNDECLARED_BODY: Record<string, { reads: 'its own body' | 'nothing'; reason: string }> = {
  'POST /api/v3/files': { reads: 'its own body', reason: 'a multipart upload, checked part by part' },
  'POST /api/v4/payments/webhook/stripe': { reads: 'its own body', reason: "Stripe's raw JSON, checked against its signature" },
  'POST /api/v3/auth/logout': { reads: 'nothing', reason: 'ends the session of the refresh token sent as the bearer' },
  'POST /api/v4/payments/portal': { reads: 'nothing', reason: "opens the billing portal for the caller's company" },
  'PUT /api/v3/user-notification/read-all': { reads: 'nothing', reason: "marks the caller's notifications read" },
  'DELETE /api/v3/company/closure': { reads: 'nothing', reason: "cancels the caller's pending account closure" },
};

/** Routes that answer a browser, not the web app: an unknown id is a redirect to a page that explains. */
const BROWSER_LINKS: Record<string, string> = {
  'GET /api/users/activate/:code': 'the link in the confirmation mail; an unknown code goes to the "activation failed" page',
};

/** Rows a refused call may write (table → SQL condition), each with the reason. */
const WRITTEN_BY_REFUSED_CALLS: Record<string, { rows: string; reason: string }> = {
  login_throttles: {
    rows: `key like 'swms-sign:address:%' or key like 'embed-dashboard:address:%' or key like 'audit-link:address:%'`,
    reason:
      'a call through a SWMS signing link, a dashboard embed link or an audit web link is counted per address before the link is looked up, so that guessing links is slowed',
  },
};
const leftOut = Object.fromEntries(Object.entries(WRITTEN_BY_REFUSED_CALLS).map(([table, { rows }]) => [table, rows]));

const SEED = 20_261_122;
const OWNER_ROLE = 'PAH';
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);

// Built while the file is collected (top-level await): the tests below are made from its routes.
const registered: RouteOptions[] = [];
const t = await createTestApp({}, { onRoute: (route) => registered.push(route) });
afterAll(() => t.close());

const company = await buildCompany(t.db, { enabledFeatures: [...FEATURE_KEYS] });
const owner = await buildUser(t.db, { company, roles: [OWNER_ROLE] });
const ownerToken = (await loginAs(t.ctx, owner)).token;
const theirIds = await recordIdsOf(t.db, (await anotherCompany()).id);
const tables = await publicTables(t.db);
/** The database as the last route left it; each route must leave it the same. */
let current = await fingerprint(t.db, tables, leftOut);

/** Another company with a record of most kinds, whose ids the owner must never reach. */
async function anotherCompany() {
  const theirs = await buildCompany(t.db, { enabledFeatures: [...FEATURE_KEYS] });
  const worker = await buildUser(t.db, { company: theirs, roles: ['SAH'] });
  const job = await buildJob(t.db, theirs.id);
  await buildAssignment(t.db, job, worker.id, { status: 'accepted' });
  await buildEntry(t.db, job, worker.id, { clockInAt: new Date('2026-11-02T21:00:00Z') });
  const client = await buildClient(t.db, theirs.id, 'Their client');
  await buildContact(t.db, theirs.id, client.id, 'Their contact');
  await buildLicence(t.db, worker, 'Their licence', null);
  await draftSwms(t, theirs.id, completeContent(1));
  return theirs;
}

const allRoutes = sweptRoutesOf(registered);
const swept = allRoutes.filter((route) => !(routeName(route) in NOT_SWEPT));

/** Each call comes from another address, so that no rate limit answers in place of the route. */
let callCount = 0;
function nextAddress(): string {
  callCount += 1;
  return `10.${(callCount >> 16) & 255}.${(callCount >> 8) & 255}.${callCount & 255}`;
}

type Call = {
  token: string | null;
  authorization?: string;
  /** More request headers, e.g. junk in the ones a route reads itself. */
  headers?: Record<string, string>;
  path: string;
  query?: Record<string, string | string[]>;
  /** A JSON value, sent as JSON text. */
  json?: unknown;
  /** Text sent as it is, with its own content type. */
  raw?: { text: string; contentType: string };
  /** A multipart/form-data body. */
  upload?: { payload: Buffer; headers: Record<string, string> };
};

function send(route: SweptRoute, call: Call) {
  const headers: Record<string, string> = { ...call.headers };
  const authorization = call.authorization ?? (call.token ? `Bearer ${call.token}` : undefined);
  if (authorization !== undefined) headers.authorization = authorization;
  const options: InjectOptions = { method: route.method as InjectOptions['method'], url: call.path, headers, remoteAddress: nextAddress() };
  if (call.query) options.query = call.query;
  if (call.json !== undefined) {
    headers['content-type'] = 'application/json';
    options.payload = JSON.stringify(call.json);
  } else if (call.raw) {
    headers['content-type'] = call.raw.contentType;
    options.payload = call.raw.text;
  } else if (call.upload) {
    Object.assign(headers, call.upload.headers);
    options.payload = call.upload.payload;
  }
  return t.app.inject(options);
}

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The route's schema refuses this object: a 400 for it must name fields. */
function breaksObjectSchema(schema: SweptRoute['params'], value: unknown): boolean {
  return schema !== null && isPlainObject(value) && !accepts(schema, value);
}

/** The call breaks the route's own schema of its path, query or JSON body: a 400 must name fields. */
function breaksDeclaredFields(route: SweptRoute, call: Call): boolean {
  // A raw or multipart body is parsed (and may be refused) before any schema is checked.
  if (call.raw !== undefined || call.upload !== undefined) return false;
  return (
    breaksObjectSchema(route.params, decodedParams(route.url, call.path)) ||
    (call.query !== undefined && breaksObjectSchema(route.query, call.query)) ||
    (call.json !== undefined && breaksObjectSchema(route.body, call.json))
  );
}

async function expectCall(route: SweptRoute, call: Call, allowed?: number[]): Promise<void> {
  const response = await send(route, call);
  const fieldErrors = breaksDeclaredFields(route, call);
  const sent = {
    path: call.path,
    query: call.query,
    body: call.json ?? call.raw?.text ?? call.upload?.payload.toString('latin1'),
    authorization: call.authorization,
  };
  expectDeliberate(routeName(route), response, { sent, fieldErrors });
  if (allowed)
    expect(allowed, `${routeName(route)} answered ${response.statusCode} to ${call.path}: ${response.body.slice(0, 300)}`).toContain(response.statusCode);
}

const junkAuthorization = fc.constantFrom(
  'Bearer ',
  'Bearer x',
  'Basic dXNlcjpwYXNzd29yZA==',
  `Bearer ${'a'.repeat(5_000)}`,
  // An unsigned token ("alg": "none") claiming to be someone.
  'Bearer eyJhbGciOiJub25lIiwidHlwIjoiSldUIn0.eyJzdWIiOiIwMDAwMDAwMC0wMDAwLTQwMDAtODAwMC0wMDAwMDAwMDAwMDAifQ.',
  'Bearer a.b.c',
);

const READ_HEADERS = [ACTIVATION_CODE_HEADER, 'stripe-signature', 'if-none-match', 'x-forwarded-for', 'accept-language', 'accept'];
/** Header text: printable ASCII only (anything else cannot be sent), so junk of form and length. */
const junkHeaderValue = fc.oneof(
  fc.constantFrom('', ' ', 't=1,v1=', 't=abc,v1=def,v0=', '*', '"', 'null', '-1', '1e99', '../../etc/passwd', "' or 1=1 --"),
  fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)), maxLength: 40 }),
  fc.constant('x'.repeat(4_000)),
);

/** Each path parameter well-formed: a uuid that names nothing (or an enum's first option). */
const unknownPath = (route: SweptRoute, seed: number) => {
  const ids = sampleOf(unknownId, seed, 8);
  return fillPath(route.url, (name) => wellFormedParam(route.params, name, ids[pathParamsOf(route.url).indexOf(name)] ?? ids[0] ?? ''));
};

/** The body a route is sent when the body is not what is being tested: {} when its schema allows it. */
const neutralBody = (route: SweptRoute): unknown => (accepts(route.body, {}) ? {} : undefined);

async function sweepSignedOut(route: SweptRoute, seed: number): Promise<void> {
  const path = unknownPath(route, seed);
  const json = BODY_METHODS.has(route.method) ? neutralBody(route) : undefined;
  await expectCall(route, { token: null, path, json });
  const [authorization] = sampleOf(junkAuthorization, seed, 1);
  await expectCall(route, { token: null, authorization, path, json });
  // Headers that routes read themselves (the activation code, Stripe's signature), and more.
  const [value] = sampleOf(junkHeaderValue, seed, 1);
  const headers = Object.fromEntries(READ_HEADERS.map((name) => [name, value ?? '']));
  await expectCall(route, { token: null, path, json, headers });
  // Signed in, only where the call cannot act: a read, or a write to an id that names nothing.
  if (route.method === 'GET' || pathParamsOf(route.url).length > 0) await expectCall(route, { token: ownerToken, path, json, headers });
}

async function sweepPath(route: SweptRoute, seed: number): Promise<void> {
  if (pathParamsOf(route.url).length === 0) return;
  const json = BODY_METHODS.has(route.method) ? neutralBody(route) : undefined;
  // Every parameter an id that names nothing: missing (404), or refused before the lookup.
  const namesNothing = pathParamsOf(route.url).every((name) => wellFormedParam(route.params, name, 'id') === 'id');
  const missing = routeName(route) in BROWSER_LINKS ? [302] : [400, 403, 404];
  await expectCall(route, { token: ownerToken, path: unknownPath(route, seed), json }, namesNothing ? missing : undefined);
  const junk = [...sampleOf(notAnIdInPath, seed, 2), longPathText, ...sampleOf(percentOddity, seed, 1)];
  for (const value of junk) await expectCall(route, { token: ownerToken, path: fillPath(route.url, () => value), json });
}

/** Every path parameter as the id of another company's record: it does not exist for this owner. */
async function sweepTheirIds(route: SweptRoute): Promise<void> {
  if (pathParamsOf(route.url).length === 0) return;
  const json = BODY_METHODS.has(route.method) ? neutralBody(route) : undefined;
  // Without a body its schema takes, the call is refused before any look-up (the junk passes cover that).
  if (route.body !== null && json === undefined) return;
  const missing = routeName(route) in BROWSER_LINKS ? [302] : [400, 403, 404];
  for (const id of Object.values(theirIds)) await expectCall(route, { token: ownerToken, path: fillPath(route.url, () => id), json }, missing);
}

async function sweepQuery(route: SweptRoute, seed: number): Promise<void> {
  const declared = fieldsOf(route.query);
  // A route without a query schema ignores its query; only a read is called with one regardless.
  if (declared.length === 0 && route.method !== 'GET') return;
  const keys = declared.length > 0 ? declared : COMMON_QUERY_KEYS;
  const queries: Record<string, string | string[]>[] = [
    ...sampleOf(fc.dictionary(fc.constantFrom(...keys), junkQueryValue, { minKeys: 1, maxKeys: 3 }), seed, 3),
    // A key given twice arrives as an array.
    { [keys[0] ?? 'page']: ['1', '2'] },
  ];
  const path = unknownPath(route, seed);
  for (const query of queries) {
    if (route.method !== 'GET' && accepts(route.query, query)) continue;
    await expectCall(route, { token: ownerToken, path, query });
  }
}

async function sweepBody(route: SweptRoute, seed: number): Promise<void> {
  if (!BODY_METHODS.has(route.method) || UNDECLARED_BODY[routeName(route)]?.reads === 'nothing') return;
  const fields = fieldsOf(route.body);
  const path = unknownPath(route, seed);
  const bodies: unknown[] = [
    {},
    null,
    [],
    'text',
    42,
    true,
    [{}],
    ...sampleOf(objectWithJunkFields(fields), seed, 3),
    ...sampleOf(objectWithEdgeFields(fields), seed, 3),
    Object.fromEntries((fields.length > 0 ? fields : ['name']).map((field) => [field, 'x'.repeat(20_000)])),
    ...sampleOf(fc.jsonValue({ maxDepth: 3 }), seed, 2),
    ...sampleOf(anyJson, seed + 1, 1),
  ];
  const actsWithoutLookup = pathParamsOf(route.url).length === 0;
  for (const json of bodies) {
    // A body the schema accepts would do what it asks, unless it names a record that does not exist.
    if (actsWithoutLookup && accepts(route.body, json)) continue;
    await expectCall(route, { token: ownerToken, path, json });
  }
  const deep = deeplyNested(fields[0] ?? 'name', 200);
  const raws = [
    { text: '{"name": "unfinished', contentType: 'application/json' },
    { text: '{"__proto__": {"admin": true}}', contentType: 'application/json' },
    { text: 'name=x&email=y', contentType: 'application/x-www-form-urlencoded' },
    { text: '{}', contentType: 'text/plain' },
    { text: 'not multipart at all', contentType: 'multipart/form-data; boundary=xyz' },
    { text: '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\nunfinished', contentType: 'multipart/form-data; boundary=xyz' },
    // Deep, but maybe still a body the schema accepts (a field that takes any JSON).
    ...(actsWithoutLookup && accepts(route.body, JSON.parse(deep)) ? [] : [{ text: deep, contentType: 'application/json' }]),
  ];
  for (const raw of raws) await expectCall(route, { token: ownerToken, path, raw });
  for (const parts of sampleOf(junkUploadParts, seed, 2)) await expectCall(route, { token: ownerToken, path, upload: multipart(parts) });
}

describe('every route answers junk deliberately', () => {
  it('sweeps every registered route but the listed ones', () => {
    const names = new Set(allRoutes.map(routeName));
    for (const listed of [...Object.keys(NOT_SWEPT), ...Object.keys(UNDECLARED_BODY), ...Object.keys(BROWSER_LINKS)]) {
      expect(names, `${listed} is listed but not registered`).toContain(listed);
    }
    expect(swept.length).toBeGreaterThan(150);
  });

  it('knows what every route that writes without a body schema or a path id reads', () => {
    const undeclared = swept.filter((route) => route.method !== 'GET' && route.body === null && pathParamsOf(route.url).length === 0).map(routeName);
    expect(undeclared.sort()).toEqual(Object.keys(UNDECLARED_BODY).sort());
  });

  for (const route of swept) {
    it(routeName(route), async () => {
      const seed = seedOf(SEED, routeName(route));
      await sweepSignedOut(route, seed);
      await sweepPath(route, seed);
      await sweepTheirIds(route);
      await sweepQuery(route, seed);
      await sweepBody(route, seed);
      const before = current;
      current = await fingerprint(t.db, tables, leftOut);
      expect(current, `${routeName(route)} wrote to the database`).toEqual(before);
    });
  }
});
