import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse, RouteOptions } from 'fastify';
import fc from 'fast-check';
import { expect } from 'vitest';
import { z } from 'zod';
import { ZErrorBodySchema } from '@hivis/contracts';
import type { Db } from '../src/db/client.js';
import type { MultipartPart } from './samples.js';
import { withSystem } from '../src/platform/tenancy/tenant.js';

/*
 * The kit of the all-routes bad-input sweep (src/app.bad-input.test.ts): what a route declares,
 * junk for each part of a request, the check that an answer is deliberate, and a fingerprint of
 * the whole database to prove that refused calls wrote nothing.
 */

export type SweptRoute = {
  method: string;
  url: string;
  params: z.ZodType | null;
  query: z.ZodType | null;
  body: z.ZodType | null;
};

const zodOrNull = (value: unknown): z.ZodType | null => (value instanceof z.ZodType ? value : null);

/** One entry per method of each route, with the zod schemas it declares (HEAD mirrors of GET left out). */
export function sweptRoutesOf(registered: RouteOptions[]): SweptRoute[] {
  return registered.flatMap((route) => {
    const schema = (route.schema ?? {}) as Record<string, unknown>;
    const methods = [route.method].flat().filter((method) => method !== 'HEAD');
    return methods.map((method) => ({
      method,
      url: route.url,
      params: zodOrNull(schema.params),
      query: zodOrNull(schema.querystring),
      body: zodOrNull(schema.body),
    }));
  });
}

/** Whether the schema takes the value; a schema that throws instead of refusing does not take it. */
export function accepts(schema: z.ZodType | null, value: unknown): boolean {
  if (!schema) return false;
  try {
    return schema.safeParse(value).success;
  } catch {
    return false;
  }
}

export const routeName = (route: { method: string; url: string }) => `${route.method} ${route.url}`;

/** The keys an object schema knows, looking through pipes, intersections, unions and optionals. */
export function fieldsOf(schema: z.ZodType | null): string[] {
  if (!schema) return [];
  if (schema instanceof z.ZodObject) return Object.keys(schema.shape);
  if (schema instanceof z.ZodPipe) return fieldsOf(schema.in as z.ZodType);
  if (schema instanceof z.ZodIntersection) return [...fieldsOf(schema.def.left as z.ZodType), ...fieldsOf(schema.def.right as z.ZodType)];
  if (schema instanceof z.ZodUnion) return [...new Set(schema.options.flatMap((option) => fieldsOf(option as z.ZodType)))];
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable || schema instanceof z.ZodDefault) {
    return fieldsOf(schema.def.innerType as z.ZodType);
  }
  return [];
}

/** A value of the right form for a path parameter: the first option of an enum, else a uuid. */
export function wellFormedParam(params: z.ZodType | null, name: string, uuid: string): string {
  const field = params instanceof z.ZodObject ? (params.shape as Record<string, z.ZodType>)[name] : undefined;
  return field instanceof z.ZodEnum ? String(field.options[0]) : uuid;
}

export const pathParamsOf = (url: string): string[] => [...url.matchAll(/:([A-Za-z_]\w*)/g)].map((match) => match[1] ?? '');

/** The route's URL with every path parameter replaced by a value (already URL-encoded). */
export function fillPath(url: string, value: (name: string) => string): string {
  return url.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => value(name));
}

/** Path parameters as the server will see them, or null when they cannot be decoded at all. */
export function decodedParams(url: string, path: string): Record<string, string> | null {
  const names = pathParamsOf(url);
  const pattern = new RegExp(`^${url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:([A-Za-z_]\w*)/g, '([^/]*)')}$`);
  const match = pattern.exec(path);
  if (!match) return null;
  try {
    return Object.fromEntries(names.map((name, index) => [name, decodeURIComponent(match[index + 1] ?? '')]));
  } catch {
    return null;
  }
}

/** A stable seed per route, so that each route sees the same junk on every run. */
export function seedOf(base: number, key: string): number {
  let hash = base >>> 0;
  for (const char of key) hash = Math.imul(hash ^ char.charCodeAt(0), 16_777_619) >>> 0;
  return hash;
}

/** count values of an arbitrary, the same ones on every run for the same seed. */
export const sampleOf = <T>(arbitrary: fc.Arbitrary<T>, seed: number, count: number): T[] => fc.sample(arbitrary, { seed, numRuns: count });

// ---- junk -------------------------------------------------------------------------------------

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Text that has hurt servers before: NUL, lone surrogates, bidi overrides, quotes, SQL-ish. */
const awkwardChar = fc.oneof(
  fc.constantFrom('\u0000', '\ud800', '\uffff', '\u202e', '%', "'", '"', '\\', '\n', '/', '?', '#', ';', '--', '{', '}'),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
);
export const awkwardText = fc.string({ unit: awkwardChar, maxLength: 30 });

/** Path text that is not an id: near-uuids, numbers, SQL and awkward text, URL-encoded. */
export const notAnIdInPath = fc
  .oneof(
    awkwardText.filter((text) => text.length > 0 && !UUID.test(text) && !/\p{Surrogate}/u.test(text)),
    fc.uuid().map((id) => `${id}0`),
    fc.uuid().map((id) => id.slice(0, 35)),
    fc.constantFrom('0', '-1', '1e99', 'null', 'undefined', 'NaN', "' or 1=1 --", '00000000-0000-0000-0000-00000000000g', '..'),
  )
  .map((text) => encodeURIComponent(text));

/** Percent-encodings that are odd once decoded, or not valid UTF-8 at all. */
export const percentOddity = fc.constantFrom('%00', '%2F', '%252F', '%E2%80%AE', '%FF', '%C0%AE', '%', '%zz', '%2e%2e', '%20', '%0A');

/** Far longer than any id or token. */
export const longPathText = 'x'.repeat(3_000);

/** A well-formed uuid that names nothing. */
export const unknownId = fc.uuid({ version: 4 });

/** A query value of the wrong type or far out of range. */
export const junkQueryValue = fc.oneof(
  fc.constantFrom('', '-1', '0', '1.5', '1e308', '99999999999999999999', 'NaN', 'true', 'null', '[]', '{}', '%00', ' 1', '0x10', '1,2'),
  // Numbers and dates of the right form that a database may still refuse.
  fc.constantFrom('2147483648', '9007199254740993', '2026-02-30', '2026-13-45', '0000-01-01', '9999-12-31', '275760-09-14', '-infinity', 'epoch'),
  fc.constantFrom('2026-01-01T25:00:00Z', '2026-06-01T10:00:00+99:00', 'not-a-date', '00000000-0000-0000-0000-000000000000'),
  awkwardText.filter((text) => !/\p{Surrogate}/u.test(text)),
  fc.constant('x'.repeat(5_000)),
);
/** Query keys most list routes understand, for a route that declares no query schema. */
export const COMMON_QUERY_KEYS = ['take', 'page', 'after', 'search', 'status', 'start'];

const nonObject = fc.oneof(
  fc.constant(null),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.string({ maxLength: 10 }),
  fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }),
);
/** A value of almost any JSON type: the wrong one for most fields. */
export const anyJson = fc.oneof(
  nonObject,
  awkwardText,
  fc.dictionary(fc.string({ maxLength: 5 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
  fc.constant('x'.repeat(20_000)),
);

/** Objects that use the schema's own keys, each with a junk value. */
export const objectWithJunkFields = (fields: string[]) =>
  fields.length === 0
    ? fc.dictionary(fc.string({ maxLength: 8 }), anyJson, { maxKeys: 4 })
    : fc.dictionary(fc.constantFrom(...fields), anyJson, { minKeys: 1, maxKeys: 4 });

/** Values of a plausible form that a loose schema may pass and the database may still refuse. */
export const edgeValue = fc.oneof(
  fc.constantFrom('2026-02-30', '0000-01-01', '9999-12-31', '275760-09-14', '2026-02-30T10:00:00Z', '0001-01-01T00:00:00Z', '9999-12-31T23:59:59+14:00'),
  fc.constantFrom(2_147_483_648, Number.MAX_SAFE_INTEGER + 2, 1e21, -1, 0, 1.5, -0),
  fc.constantFrom('', ' ', '00000000-0000-0000-0000-000000000000', 'ffffffff-ffff-ffff-ffff-ffffffffffff', '\u202e', '👷'.repeat(300), 'a'.repeat(256)),
  fc.constantFrom(
    [],
    [''],
    Array.from({ length: 200 }, (_, index) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`),
  ),
);

/** Objects that use the schema's own keys, each with an edge value. */
export const objectWithEdgeFields = (fields: string[]) =>
  fields.length === 0 ? fc.constant({}) : fc.dictionary(fc.constantFrom(...fields), edgeValue, { minKeys: 1, maxKeys: 3 });

/** Form fields of a multipart upload with junk values, and a file that is nothing in particular. */
export const junkUploadParts = fc
  .tuple(
    fc.dictionary(
      fc.constantFrom('fileType', 'mode', 'signingRequestId', 'csv', 'name'),
      awkwardText.filter((text) => !/[\r\n]|\p{Surrogate}/u.test(text)),
      { maxKeys: 3 },
    ),
    fc.uint8Array({ maxLength: 400 }),
  )
  .map(([fields, bytes]): MultipartPart[] => [
    ...Object.entries(fields).map(([name, value]) => ({ name, value })),
    { name: 'file', filename: 'junk "name".exe', contentType: 'application/x-msdownload', data: Buffer.from(bytes) },
  ]);

/** JSON text with a field nested deeper than any form (the NUL guard stops walking at 32 levels). */
export const deeplyNested = (field: string, depth: number) => `{${JSON.stringify(field)}:${'{"a":['.repeat(depth)}1${']}'.repeat(depth)}}`;

// ---- answers ----------------------------------------------------------------------------------

export type Expectation = {
  /** What was sent, for the failure message. */
  sent: unknown;
  /** The request broke the route's own schema on an object-shaped part: a 400 must name fields. */
  fieldErrors: boolean;
};

/** Never a 5xx; every error in the API's shape; a 400 for a schema-breaking object names its fields. */
export function expectDeliberate(name: string, response: LightMyRequestResponse, expectation: Expectation): void {
  const where = `${name} answered ${response.statusCode} to ${JSON.stringify(expectation.sent)?.slice(0, 300)}: ${response.body.slice(0, 300)}`;
  expect(response.statusCode, where).toBeLessThan(500);
  if (response.statusCode < 400) return;
  expect(response.headers['content-type'], where).toMatch(/^application\/json/);
  const parsed = ZErrorBodySchema.safeParse(JSON.parse(response.body));
  expect(parsed.success, where).toBe(true);
  expect(parsed.data?.message.length, where).toBeGreaterThan(0);
  if (response.statusCode === 400 && expectation.fieldErrors) {
    expect(Object.keys(parsed.data?.errors ?? {}).length, `no field errors: ${where}`).toBeGreaterThan(0);
  }
}

// ---- the database -----------------------------------------------------------------------------

/** Every table of the public schema, by name. */
export async function publicTables(db: Db): Promise<string[]> {
  const rows = await withSystem(db, (tx) =>
    tx.execute(sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`),
  );
  return rowsOf<{ name: string }>(rows).map((row) => row.name);
}

/**
 * One id of each kind of record a company owns (a row of every table with an id and a company_id,
 * and the company itself), to call routes with another company's ids.
 */
export async function recordIdsOf(db: Db, companyId: string): Promise<Record<string, string>> {
  const owned = await withSystem(db, (tx) =>
    tx.execute(sql`select table_name as name from information_schema.columns where table_schema = 'public' and column_name in ('id', 'company_id')
      group by table_name having count(*) = 2 order by table_name`),
  );
  const ids: Record<string, string> = { companies: companyId };
  await withSystem(db, async (tx) => {
    for (const { name } of rowsOf<{ name: string }>(owned)) {
      const rows = await tx.execute(sql.raw(`select id::text as id from "${name}" where company_id = '${companyId}' order by id limit 1`));
      const id = rowsOf<{ id: string }>(rows)[0]?.id;
      if (id) ids[name] = id;
    }
  });
  return ids;
}

/**
 * Row count and a hash of every row, per table: equal before and after means nothing was written.
 * leftOut names, per table, the rows not looked at (an SQL condition), e.g. a rate limit's counters.
 */
export async function fingerprint(db: Db, tables: string[], leftOut: Record<string, string> = {}): Promise<Record<string, string>> {
  // One statement for all tables, cheap enough to take after every route.
  const perTable = tables.map((table) => {
    const where = leftOut[table] ? ` where not (${leftOut[table]})` : '';
    return `select '${table}' as name, count(*)::text || ' rows, ' || coalesce(md5(string_agg(t::text, '|' order by t::text)), '-') as print from "${table}" t${where}`;
  });
  const rows = await withSystem(db, (tx) => tx.execute(sql.raw(perTable.join(' union all '))));
  return Object.fromEntries(rowsOf<{ name: string; print: string }>(rows).map((row) => [row.name, row.print]));
}

/** PGlite answers rows in .rows, node-postgres through drizzle as the array itself. */
function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}
