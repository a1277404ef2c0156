import fc from 'fast-check';
import { expect } from 'vitest';
import { ZErrorBodySchema } from '@hivis/contracts';
import { bearer } from './factories.js';
import { fingerprint as fingerprintOf } from './route-sweep.js';
import { completeContent, draftSwms, templatePdf, uploadTemplateFile } from './swms-generate.js';
import { activityBody } from './swms-library.js';
import { issuedSwms, sendLink, swmsCompany } from './swms-signing.js';
import type { TestApp } from './test-app.js';
import { buildJob } from './work-factories.js';

/*
 * Set-up and generators for the SWMS bad-input tests: two companies with every kind of SWMS and
 * library record, junk values, and a fingerprint of every SWMS table to prove nothing was written.
 */

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export function callAs(t: TestApp, token: string | null, method: Method, url: string, body?: unknown, remoteAddress?: string) {
  return t.app.inject({
    method,
    url,
    headers: token ? bearer(token) : {},
    ...(remoteAddress ? { remoteAddress } : {}),
    // Sent as raw JSON text so that null, numbers and strings arrive as they are.
    ...(body === undefined
      ? {}
      : { payload: JSON.stringify(body) ?? 'null', headers: { ...(token ? bearer(token) : {}), 'content-type': 'application/json' } }),
  });
}

/** One company's records of every kind, for calls that use its ids. */
export async function buildSide(t: TestApp, name: string) {
  const side = await swmsCompany(t);
  const token = side.ownerToken;
  const trade = (await callAs(t, token, 'POST', '/api/v3/trades', { name: `${name} trade`, scopeName: `${name} scope` })).json() as {
    id: string;
    scopes: { id: string }[];
  };
  const scopeId = trade.scopes[0]?.id ?? '';
  const activity = (await callAs(t, token, 'POST', '/api/v3/workactivities', activityBody(scopeId))).json() as { id: string; hazards: { id: string }[] };
  const fileId = await uploadTemplateFile(t, token, await templatePdf(2), 'template.pdf', 'application/pdf');
  const template = (await callAs(t, token, 'POST', '/api/v3/swms/template', { name: `${name} template`, fileId })).json() as { id: string };
  const issued = await issuedSwms(t, side.company.id);
  const draft = await draftSwms(t, side.company.id, completeContent(1));
  const job = await buildJob(t.db, side.company.id, { title: `${name} job` });
  const linkId = await sendLink(t, token, issued.id, `${name.toLowerCase()}.signer@example.test`);
  const ids = {
    trade: trade.id,
    scope: scopeId,
    activity: activity.id,
    hazard: activity.hazards[0]?.id ?? '',
    template: template.id,
    file: fileId,
    swms: issued.id,
    draft: draft.id,
    job: job.id,
    link: linkId,
  };
  for (const [key, value] of Object.entries(ids)) expect(value, `${name} ${key}`).toMatch(/^[0-9a-f-]{36}$/);
  return { ...side, ids };
}

const FINGERPRINTED = [
  'swms',
  'paperwork_versions',
  'swms_templates',
  'paperwork_signing_requests',
  'paperwork_sign_ons',
  'swms_trades',
  'swms_scopes',
  'swms_work_activities',
  'swms_potential_hazards',
  'files',
  'mail_outbox',
] as const;

/** Row count and a hash of every SWMS table (and files, mail): equal before and after = nothing written. */
export const fingerprint = (t: TestApp): Promise<Record<string, string>> => fingerprintOf(t.db, [...FINGERPRINTED]);

/** A deliberate answer: never a 500, and any error in the API's error shape. */
export function expectDeliberate(response: { statusCode: number; body: string }, allowed: number[], sent: unknown) {
  const where = `${response.statusCode} for ${JSON.stringify(sent)?.slice(0, 400)}: ${response.body.slice(0, 400)}`;
  expect(allowed, where).toContain(response.statusCode);
  if (response.statusCode >= 400) expect(ZErrorBodySchema.safeParse(JSON.parse(response.body)).success, where).toBe(true);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/** Text that has hurt servers before: NUL, lone surrogates, bidi overrides, quotes, SQL-ish. */
const awkwardChar = fc.oneof(
  fc.constantFrom('\u0000', '\ud800', '\udfff', '\uffff', '\u202e', '%', "'", '"', '\\', '\n', '/', '?', '#', ';', '--'),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
);
export const awkwardText = fc.string({ unit: awkwardChar, maxLength: 40 });
export const hugeText = fc.integer({ min: 5_000, max: 120_000 }).map((length) => 'x'.repeat(length));
const nonString = fc.oneof(
  fc.constant(null),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
);
/** Anything at all, JSON-wise. */
export const anyValue = fc.oneof(fc.jsonValue({ maxDepth: 3 }), awkwardText, nonString);
/** Never a valid id (a uuid): wrong types, near-uuids, SQL, huge text. */
export const notAnId = fc.oneof(
  nonString,
  awkwardText.filter((text) => !UUID.test(text)),
  fc.uuid().map((id) => `${id}x`),
  fc.uuid().map((id) => id.slice(0, 35)),
  fc.constantFrom("' or 1=1 --", '00000000-0000-0000-0000-00000000000g', ''),
  hugeText,
);
/** Never a valid required text: wrong types, blank, or far too long. */
export const notAName = fc.oneof(nonString, fc.constantFrom('', '   ', '\n\t'), hugeText);
/** Never a valid page list for a template: out of range, fractions, strings, duplicates, too many. */
export const notHidePages = fc.oneof(
  fc.constant(null),
  fc.constantFrom('1,2', '1', 1, true),
  fc.array(fc.oneof(fc.constantFrom(0, -1, 1.5, 1e9, Number.MAX_SAFE_INTEGER + 2, '1', null), fc.double({ noInteger: true })), { minLength: 1, maxLength: 5 }),
  fc.constant([1, 1]),
  fc.constant(Array.from({ length: 500 }, (_, index) => index + 1)),
);
/** Path text that is not an id, made safe for a URL (and never a static route's name). */
export const junkPathId = fc
  .oneof(
    awkwardText,
    fc.uuid().map((id) => `${id}0`),
    fc.constantFrom('0', '-1', '1e99', 'null', 'undefined', '%00', '..', 'NaN'),
  )
  // Lone surrogates cannot be put in a URL at all.
  .filter((text) => !/\p{Surrogate}/u.test(text))
  .map((text) => encodeURIComponent(text))
  .filter((text) => text.length > 0 && !['highRisks', 'bulk', 'template', 'send', 'sign', 'request', 'job', 'all'].includes(text));
/** A uuid that names nothing. */
export const unknownId = fc.uuid({ version: 4 });
/** A random object whose keys may match a body's and whose values are junk. */
export const junkObject = (keys: string[]) =>
  fc.dictionary(fc.oneof(fc.constantFrom(...keys, '__proto__', 'constructor'), fc.string({ maxLength: 8 })), anyValue, { maxKeys: 6 });
