import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { bearer, buildUser, loginAs } from '../../../test/factories.js';
import { createTestApp, testConfig, type TestApp } from '../../../test/test-app.js';
import type { FileStorage } from '../files/storage.js';

let t: TestApp;
const stranger = { remoteAddress: '203.0.113.9' };
const METRICS_TOKEN = 'metrics-token-0123456789';

beforeAll(async () => {
  t = await createTestApp({ METRICS_TOKEN });
});
afterAll(() => t.close());

describe('GET /health and GET /ready', () => {
  it('answer a load balancer from anywhere, unsigned, and are never cached', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/health', ...stranger });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'up' });
    const ready = await t.app.inject({ method: 'GET', url: '/ready', ...stranger });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
    expect(ready.headers['cache-control']).toBe('no-store');
  });

  it('/ready answers 503 naming the part that does not answer, while /health stays up', async () => {
    const broken: FileStorage = { ...t.ctx.fileStorage, reachable: () => Promise.reject(new Error('disk gone')) };
    const original = t.ctx.fileStorage;
    t.ctx.fileStorage = broken;
    try {
      const ready = await t.app.inject({ method: 'GET', url: '/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ code: 'UNAVAILABLE', message: 'Not ready: files not reachable.' });
      expect((await t.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    } finally {
      t.ctx.fileStorage = original;
    }
  });
});

describe('GET /metrics', () => {
  it('gives Prometheus figures to this machine: requests per route, the mail backlog, PDF renders', async () => {
    await t.app.inject({ method: 'GET', url: '/health' });
    const metrics = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(metrics.statusCode).toBe(200);
    expect(metrics.headers['content-type']).toContain('text/plain');
    expect(metrics.body).toMatch(/hivis_http_request_duration_seconds_count\{method="GET",route="\/health",status="200"\} \d+/);
    expect(metrics.body).toMatch(/hivis_mail_outbox_pending \d+/);
    expect(metrics.body).toContain('hivis_mail_outbox_oldest_pending_seconds');
    expect(metrics.body).toContain('hivis_pdf_render_duration_seconds');
  });

  it('answers another machine only with METRICS_TOKEN, and as an unknown address otherwise', async () => {
    const owner = await buildUser(t.db, { roles: ['PAH'] });
    const ownerToken = (await loginAs(t.ctx, owner)).token;
    for (const headers of [{}, bearer(ownerToken), bearer('metrics-token-wrong-6789'), { 'x-forwarded-for': '127.0.0.1' }]) {
      const refused = await t.app.inject({ method: 'GET', url: '/metrics', headers, ...stranger });
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual({ code: 'NOT_FOUND', message: 'There is nothing at this address.' });
    }
    const forwardedLocally = await t.app.inject({ method: 'GET', url: '/metrics', headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(forwardedLocally.statusCode).toBe(404);
    const withToken = await t.app.inject({ method: 'GET', url: '/metrics', headers: bearer(METRICS_TOKEN), ...stranger });
    expect(withToken.statusCode).toBe(200);
  });
});

describe('request logs', () => {
  it('carry the request id (also sent back), the company and user once signed in, and no token in the address', async () => {
    const lines: Record<string, unknown>[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
        done();
      },
    });
    const { app } = await buildApp({ ...testConfig(t.config.dataDir), logLevel: 'info' }, t.database, { logStream: sink });
    try {
      const owner = await buildUser(t.db, { roles: ['PAH'] });
      const token = (await loginAs(t.ctx, owner)).token;
      const signedIn = await app.inject({ method: 'GET', url: '/api/v3/client?take=5', headers: bearer(token) });
      expect(signedIn.statusCode).toBe(200);
      const requestId = signedIn.headers['x-request-id'];
      expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
      const mine = lines.filter((line) => line.reqId === requestId);
      expect(mine.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
      expect(mine[1]).toMatchObject({ companyId: owner.companyId, userId: owner.id });

      const secret = 'reset-token-that-must-not-be-logged';
      await app.inject({ method: 'GET', url: `/api/v3/auth/reset/${secret}?sig=also-secret` });
      await app.inject({ method: 'GET', url: `/swms/sign/${secret}` });
      const logged = JSON.stringify(lines);
      expect(logged).not.toContain(secret);
      expect(logged).not.toContain('also-secret');
      expect(logged).not.toContain(token);
      expect(logged).toContain('"url":"/api/v3/auth/reset/:token"');
    } finally {
      await app.close();
    }
  });
});
