import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectFieldErrors } from '../../../test/assertions.js';
import type { TestApp } from '../../../test/test-app.js';
import { createTestApp, testConfig } from '../../../test/test-app.js';
import { buildApp } from '../../app.js';
import { NUL_MESSAGE } from './reject-nul.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const post = (payload: string | Buffer | undefined, contentType: string | undefined = 'application/json') =>
  t.app.inject({
    method: 'POST',
    url: '/api/v3/auth/login',
    payload,
    headers: contentType ? { 'content-type': contentType } : {},
  });

describe('request bodies', () => {
  it('answers malformed JSON with 400 and a clear message', async () => {
    const body = expectError(await post('{"email": "a@example.test", '), 400);
    expect(body.message).toBe('The request body is not valid JSON.');
  });

  it('answers an empty JSON body with 400', async () => {
    expect(expectError(await post(''), 400).message).toMatch(/empty/);
  });

  it('answers JSON that is not an object with 400', async () => {
    for (const payload of ['[]', 'null', '"text"', '42', 'true']) {
      expect(expectError(await post(payload), 400).message, payload).toBe('The request body must be a JSON object.');
    }
  });

  it('answers a request without any body with 400', async () => {
    expect(expectError(await post(undefined, undefined), 400).message).toMatch(/must be a JSON object/);
  });

  it('refuses prototype poisoning with 400', async () => {
    const response = await post('{"email":"a@example.test","password":"x","__proto__":{"admin":true}}');
    expectError(response, 400);
    const constructorPayload = await post('{"email":"a@example.test","password":"x","constructor":{"prototype":{"admin":true}}}');
    expect(constructorPayload.statusCode).toBeLessThan(500);
  });

  it('answers a JSON body over 1 MB with 413', async () => {
    const big = JSON.stringify({ email: 'a@example.test', password: 'x', padding: 'p'.repeat(1024 * 1024) });
    expect(expectError(await post(big), 413).message).toBe('The request is too large.');
  });

  it('answers an unsupported content type with 415, and plain text as a body that is not an object', async () => {
    expect(expectError(await post('<login/>', 'application/xml'), 415).message).toBe('That content type is not accepted here.');
    expect(expectError(await post('email=a@example.test', 'text/plain'), 400).message).toBe('The request body must be a JSON object.');
  });

  it('refuses NUL characters in bodies and queries with 400 on the field', async () => {
    const inBody = await post(JSON.stringify({ email: 'a@example.test', password: 'pass\u0000word' }));
    expectFieldErrors(inBody, { password: NUL_MESSAGE });
    const nested = await t.app.inject({ method: 'POST', url: '/api/v3/auth/reset', payload: { a: [{ b: 'x\u0000' }] } });
    expectFieldErrors(nested, { 'a.0.b': NUL_MESSAGE });
    expectFieldErrors(await t.app.inject({ method: 'GET', url: '/api/dev/mailbox?to=a%00b' }), { to: NUL_MESSAGE });
  });

  it('survives a deeply nested body', async () => {
    const deep = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`;
    const response = await post(deep);
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });
});

describe('addresses', () => {
  it('answers an unknown /api path with a JSON 404', async () => {
    for (const url of ['/api/v3/nothing-here', '/api/v9/auth/login', '/api/']) {
      const body = expectError(await t.app.inject({ method: 'GET', url }), 404);
      expect(body).toEqual({ code: 'NOT_FOUND', message: 'There is nothing at this address.' });
    }
    expectError(await t.app.inject({ method: 'DELETE', url: '/api/v3/auth/login' }), 404);
  });

  it('publishes the OpenAPI document made from the same schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    expect(paths).toEqual(expect.arrayContaining(['/api/v3/auth/login', '/api/v3/auth/refresh', '/api/v3/files', '/api/v3/user/details']));
    expect(response.json().paths['/api/v3/auth/login'].post.requestBody).toBeDefined();
  });

  it('serves the web app for page addresses, never for /api or /assets', async () => {
    const webDist = path.join(t.config.dataDir, 'web-dist');
    await mkdir(path.join(webDist, 'assets'), { recursive: true });
    await writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>HiVis</title><div id="root"></div>');
    await writeFile(path.join(webDist, 'assets', 'app-abc123.js'), 'console.log(1)');
    const { app } = await t.sibling({ WEB_DIST: webDist });

    const page = await app.inject({ method: 'GET', url: '/auth/login' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toContain('<div id="root">');

    const chunk = await app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(chunk.statusCode).toBe(200);
    expect(chunk.headers['cache-control']).toContain('immutable');

    expectError(await app.inject({ method: 'GET', url: '/assets/missing-chunk.js' }), 404);
    expectError(await app.inject({ method: 'GET', url: '/api/v3/missing' }), 404);
    expectError(await app.inject({ method: 'POST', url: '/auth/login' }), 404);
  });

  it('sends the build’s compressed copies to browsers that accept them, the plain file to others', async () => {
    const webDist = path.join(t.config.dataDir, 'web-dist-compressed');
    const script = `console.log(${JSON.stringify('HiVis '.repeat(400))});`;
    const html = `<!doctype html><title>HiVis</title><div id="root"></div><!-- ${'x'.repeat(2000)} -->`;
    await mkdir(path.join(webDist, 'assets', 'js'), { recursive: true });
    await writeFile(path.join(webDist, 'index.html'), html);
    await writeFile(path.join(webDist, 'index.html.gz'), gzipSync(html));
    await writeFile(path.join(webDist, 'assets', 'js', 'app-abc123.js'), script);
    await writeFile(path.join(webDist, 'assets', 'js', 'app-abc123.js.br'), brotliCompressSync(script));
    await writeFile(path.join(webDist, 'assets', 'js', 'app-abc123.js.gz'), gzipSync(script));
    const { app } = await t.sibling({ WEB_DIST: webDist });
    const get = (url: string, acceptEncoding?: string) =>
      app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

    const br = await get('/assets/js/app-abc123.js', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toContain('immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(script.length / 4);

    const gz = await get('/assets/js/app-abc123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await get('/assets/js/app-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);

    // Page addresses get index.html the same way; with no copy in an encoding the browser takes, the plain file.
    const page = await get('/jobs', 'gzip, br');
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(gunzipSync(page.rawPayload).toString()).toBe(html);
    const brOnly = await get('/jobs', 'br');
    expect(brOnly.headers['content-encoding']).toBeUndefined();
    expect(brOnly.body).toBe(html);
  });

  it('compresses API answers for clients that accept it, and only those worth it', async () => {
    const { app, ctx } = await buildApp(testConfig(t.config.dataDir), t.database);
    try {
      // Outside /api/, where the access table would refuse a route it does not name.
      const big = { items: Array.from({ length: 200 }, (_, index) => ({ id: index, title: `Install roof sheeting, bay ${index}` })) };
      app.get('/test/big', async () => big);
      app.get('/test/small', async () => ({ ok: true }));
      app.get('/test/pdf', async (_request, reply) => reply.type('application/pdf').send(Buffer.alloc(4096, 37)));

      const gz = await app.inject({ method: 'GET', url: '/test/big', headers: { 'accept-encoding': 'gzip' } });
      expect(gz.statusCode).toBe(200);
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(big);
      expect(gz.rawPayload.length).toBeLessThan(JSON.stringify(big).length / 4);
      const br = await app.inject({ method: 'GET', url: '/test/big', headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(br.headers['content-encoding']).toBe('br');
      expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(big);

      const none = await app.inject({ method: 'GET', url: '/test/big' });
      expect(none.headers['content-encoding']).toBeUndefined();
      expect(none.json()).toEqual(big);
      const small = await app.inject({ method: 'GET', url: '/test/small', headers: { 'accept-encoding': 'gzip' } });
      expect(small.headers['content-encoding']).toBeUndefined();
      const pdf = await app.inject({ method: 'GET', url: '/test/pdf', headers: { 'accept-encoding': 'gzip' } });
      expect(pdf.headers['content-encoding']).toBeUndefined();
    } finally {
      await ctx.outbox.stop();
      await app.close();
    }
  });

  it('reads request bodies only as sent: a compressed JSON body is refused, not unpacked', async () => {
    const body = gzipSync(JSON.stringify({ email: 'owner@example.test', password: 'x'.repeat(20) }));
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v3/auth/login',
      payload: body,
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });
});

describe('unexpected failures', () => {
  it('answers 500 with a generic message and no detail of the cause', async () => {
    const { app, ctx } = await buildApp(testConfig(t.config.dataDir), t.database);
    // Outside /api/, where the access table would refuse a route it does not name.
    app.get('/test/boom', async () => {
      throw new Error('connection string postgres://secret@db');
    });
    try {
      const response = await app.inject({ method: 'GET', url: '/test/boom' });
      const body = expectError(response, 500);
      expect(body).toEqual({ code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' });
      expect(response.body).not.toContain('secret');
    } finally {
      await ctx.outbox.stop();
      await app.close();
    }
  });
});
