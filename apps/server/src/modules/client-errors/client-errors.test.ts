import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { expectError, expectFieldErrors } from '../../../test/assertions.js';
import { bearer, buildUser, loginAs } from '../../../test/factories.js';
import { createTestApp, testConfig, type TestApp } from '../../../test/test-app.js';
import type { FastifyInstance } from 'fastify';

let t: TestApp;
let app: FastifyInstance;
const lines: Record<string, unknown>[] = [];

beforeAll(async () => {
  t = await createTestApp();
  // The same database, with its log kept here to be read.
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  ({ app } = await buildApp({ ...testConfig(t.config.dataDir), logLevel: 'info' }, t.database, { logStream: sink }));
});
afterAll(async () => {
  await app.close();
  await t.close();
});

const signingLink = '/swms/sign/0b8f5c3a9e2d4f7a8c1b6e3d9f2a5c7e';
const report = {
  event: 'render-error',
  level: 'error',
  page: `${signingLink}?step=2`,
  message: 'Failed to load /api/v3/file/4d1e8f2a-9b3c-4e5d-8f7a-1b2c3d4e5f60?sig=Zm9vYmFyYmF6cXV4MTIzNDU2Nzg5 with Bearer eyJhbGciOi',
  stack: 'TypeError: x is undefined\n    at SignPage (https://hivis.test/assets/SignPage-3f9a1c7b.js:1:200)',
  release: 'm1abc2de',
  requestId: '0190a6c2-7b7e-7d4c-9a1e-3c5b7d9f1a2b',
};

function browserErrors() {
  return lines.filter((line) => line.msg === 'browser error');
}

describe('POST /api/v3/client-errors', () => {
  it('logs the report with page, release and request id, with the link key, signatures and tokens masked', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/v3/client-errors', payload: report });
    expect(response.statusCode, response.body).toBe(204);
    expect(response.body).toBe('');
    const [logged] = browserErrors();
    expect(logged?.level).toBe(40);
    expect(logged?.browserError).toEqual({
      event: 'render-error',
      level: 'error',
      page: '/swms/sign/:…',
      message: 'Failed to load /api/v3/file/…?sig=… with Bearer …',
      stack: 'TypeError: x is undefined\n    at SignPage (https://hivis.test/assets/SignPage-3f9a1c7b.js:1:200)',
      release: 'm1abc2de',
      requestId: report.requestId,
    });
    expect(JSON.stringify(lines)).not.toContain('0b8f5c3a9e2d4f7a8c1b6e3d9f2a5c7e');
  });

  it('names the company and the user when the report comes with a valid token, and takes it without one', async () => {
    const owner = await buildUser(t.db, { roles: ['PAH'] });
    const token = (await loginAs(t.ctx, owner)).token;
    expect((await app.inject({ method: 'POST', url: '/api/v3/client-errors', payload: report, headers: bearer(token) })).statusCode).toBe(204);
    expect(browserErrors().at(-1)).toMatchObject({ companyId: owner.companyId, userId: owner.id });
    expect((await app.inject({ method: 'POST', url: '/api/v3/client-errors', payload: report, headers: bearer('not-a-token') })).statusCode).toBe(204);
    expect(browserErrors().at(-1)).not.toHaveProperty('userId');
  });

  it('refuses a malformed report with field errors and logs nothing', async () => {
    const before = browserErrors().length;
    expectFieldErrors(
      await app.inject({ method: 'POST', url: '/api/v3/client-errors', payload: { ...report, event: 'Render Error!', page: 'swms', requestId: 'x' } }),
      {
        event: 'Event must be a short name of lowercase letters, digits and hyphens.',
        page: 'Page must be a path.',
        requestId: 'Request id must be a UUID.',
      },
    );
    expect((await app.inject({ method: 'POST', url: '/api/v3/client-errors', payload: { ...report, formValues: { name: 'x' } } })).statusCode).toBe(400);
    expectFieldErrors(await app.inject({ method: 'POST', url: '/api/v3/client-errors', payload: { ...report, message: 'x'.repeat(1001) } }), {
      message: 'Message can be at most 1000 characters.',
    });
    expectError(await app.inject({ method: 'POST', url: '/api/v3/client-errors', payload: { ...report, stack: 'x'.repeat(9000) } }), 413);
    expect(browserErrors()).toHaveLength(before);
  });

  it('takes 60 reports an hour from one address, then answers 429 with Retry-After', async () => {
    const from = { remoteAddress: '198.51.100.7' };
    for (let index = 0; index < 60; index += 1) {
      expect((await app.inject({ method: 'POST', url: '/api/v3/client-errors', payload: report, ...from })).statusCode).toBe(204);
    }
    const refused = await app.inject({ method: 'POST', url: '/api/v3/client-errors', payload: report, ...from });
    expectError(refused, 429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await app.inject({ method: 'POST', url: '/api/v3/client-errors', payload: report, remoteAddress: '198.51.100.8' })).statusCode).toBe(204);
  });
});

describe('GET /api/v3/client-errors/service', () => {
  it('names no service when SENTRY_DSN is not set, and pages send only to their own origin', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v3/client-errors/service' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ sentry: null });
    expect(String(response.headers['content-security-policy'])).not.toContain('connect-src');
  });

  it("names Sentry's address when set, and lets pages send reports there and nowhere else", async () => {
    const { app: withSentry } = await t.sibling({ SENTRY_DSN: 'https://0a1b2c3d4e5f@o4501.ingest.sentry.io/4502', SENTRY_ENVIRONMENT: 'staging' });
    const response = await withSentry.inject({ method: 'GET', url: '/api/v3/client-errors/service' });
    expect(response.json()).toEqual({ sentry: { dsn: 'https://0a1b2c3d4e5f@o4501.ingest.sentry.io/4502', environment: 'staging' } });
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain("connect-src 'self' https://o4501.ingest.sentry.io;");
    expect(policy).toContain("worker-src 'self' blob:");
  });

  it('takes no query: an unknown parameter is refused by name, without a token or with one', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v3/client-errors/service?dsn=https://elsewhere.example/1' });
    expectError(response, 400);
    expect(JSON.stringify(response.json())).toContain('dsn');
  });

  it('refuses a SENTRY_DSN that is not an http(s) address at start', () => {
    expect(() => testConfig(t.config.dataDir, { SENTRY_DSN: 'sentry.example/4502' })).toThrow('SENTRY_DSN must be the http(s) address Sentry gives a project.');
  });
});
