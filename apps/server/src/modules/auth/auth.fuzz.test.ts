import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZErrorBodySchema } from '@hivis/contracts';
import type { TestUser } from '../../../test/factories.js';
import { bearer, buildUser, DEFAULT_PASSWORD, loginAs } from '../../../test/factories.js';
import type { TestApp } from '../../../test/test-app.js';
import { createTestApp } from '../../../test/test-app.js';

/* Whatever a client sends, the answer is a deliberate one: never a 500. */

let t: TestApp;
let user: TestUser;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  user = await buildUser(t.db, { email: 'fuzz.target@example.test' });
  token = (await loginAs(t.ctx, user)).token;
});
afterAll(() => t?.close());

/** Text that has hurt servers before: NUL, lone surrogates, bidi overrides, huge code points. */
const awkwardChar = fc.oneof(
  fc.constantFrom('\u0000', '\ud800', '\udfff', '\uffff', '\u202e', '%', "'", '"', '\\', '\n', '@', '.'),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
);
const awkwardText = fc.string({ unit: awkwardChar, maxLength: 40 });
const emailish = fc.oneof(
  fc.emailAddress(),
  fc.constant('fuzz.target@example.test'),
  fc.constant('FUZZ.TARGET@EXAMPLE.TEST'),
  awkwardText.map((text) => `${text}@example.test`),
  awkwardText,
);
const anyValue = fc.oneof(fc.jsonValue(), awkwardText, fc.constant(null));

const loginBody = fc.oneof(
  fc.jsonValue(),
  fc.record({ email: fc.oneof(emailish, anyValue), password: fc.oneof(awkwardText, fc.constant(DEFAULT_PASSWORD), anyValue) }, { requiredKeys: [] }),
  fc.dictionary(fc.oneof(fc.constantFrom('email', 'password', '__proto__', 'constructor'), awkwardText), anyValue),
);

function assertDeliberate(status: number, body: string, sent: unknown) {
  expect(status, `${status} for ${JSON.stringify(sent)}: ${body}`).toBeLessThan(500);
  if (status >= 400) expect(ZErrorBodySchema.safeParse(JSON.parse(body)).success, body).toBe(true);
}

describe('random bodies never produce a 500', () => {
  it('POST /api/v3/auth/login with random JSON bodies', async () => {
    await fc.assert(
      fc.asyncProperty(loginBody, fc.ipV4(), async (body, remoteAddress) => {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/v3/auth/login',
          payload: JSON.stringify(body) ?? 'null',
          headers: { 'content-type': 'application/json' },
          remoteAddress,
        });
        assertDeliberate(response.statusCode, response.body, body);
        expect([200, 400, 401, 403, 429]).toContain(response.statusCode);
      }),
      { numRuns: 300 },
    );
  });

  it('POST /api/v3/auth/login with random bytes as the body', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          awkwardText,
          fc.uint8Array({ maxLength: 200 }).map((bytes) => Buffer.from(bytes).toString('latin1')),
        ),
        async (raw) => {
          const response = await t.app.inject({ method: 'POST', url: '/api/v3/auth/login', payload: raw, headers: { 'content-type': 'application/json' } });
          assertDeliberate(response.statusCode, response.body, raw);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('the other auth and profile forms with random JSON bodies', async () => {
    const routes = [
      { method: 'POST', url: '/api/v3/auth/reset', signedIn: false },
      { method: 'PUT', url: '/api/v3/auth/reset', signedIn: false },
      { method: 'POST', url: '/api/v3/auth/setup/', signedIn: false },
      { method: 'PUT', url: '/api/v3/auth/change', signedIn: true },
      { method: 'PUT', url: '/api/v3/user/details', signedIn: true },
      { method: 'POST', url: '/api/v3/auth/impersonate', signedIn: true },
    ] as const;
    const formBody = fc.dictionary(
      fc.constantFrom(
        'email',
        'password',
        'confirmPassword',
        'currentPassword',
        'resetPasswordToken',
        'accountSetupToken',
        'firstName',
        'lastName',
        'phone',
        'ppAccepted',
        'tcAccepted',
      ),
      fc.oneof(awkwardText, anyValue, fc.boolean()),
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...routes), fc.oneof(formBody, fc.jsonValue()), async (route, body) => {
        const response = await t.app.inject({
          method: route.method,
          url: route.url,
          payload: JSON.stringify(body) ?? 'null',
          headers: { 'content-type': 'application/json', ...(route.signedIn ? bearer(token) : {}) },
        });
        assertDeliberate(response.statusCode, response.body, body);
      }),
      { numRuns: 200 },
    );
  });

  it('random path segments and queries on the GET routes', async () => {
    // Percent-encoded bytes, including ones that are not valid UTF-8.
    const percentEncoded = (bytes: Uint8Array) => [...bytes].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');
    const segment = fc.oneof(
      awkwardText.map((text) => percentEncoded(Buffer.from(text, 'utf8'))),
      fc.uint8Array({ minLength: 1, maxLength: 60 }).map(percentEncoded),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('/api/v3/auth/reset/', '/api/v3/auth/setup/', '/api/v3/files/', '/api/dev/mailbox?to=', '/api/dev/mailbox?take='),
        segment,
        async (prefix, value) => {
          const response = await t.app.inject({ method: 'GET', url: `${prefix}${value}`, headers: bearer(token) });
          assertDeliberate(response.statusCode, response.body, `${prefix}${value}`);
        },
      ),
      { numRuns: 200 },
    );
  });
});
