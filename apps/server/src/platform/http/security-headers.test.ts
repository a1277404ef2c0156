import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../test/api.js';
import { dashboardsTeam } from '../../../test/dashboards.js';
import type { TestApp } from '../../../test/test-app.js';
import { createTestApp } from '../../../test/test-app.js';
import { inlineScriptHashes } from './inline-script-hashes.js';
import { PERMISSIONS_POLICY } from './security-headers.js';

/**
 * A web build as the server finds it: index.html (the app) and link.html (the pages opened from a
 * link), each with an inline script, a chunk, the service worker.
 */
const INDEX_HTML = `<!doctype html><html><head><title>HiVis</title>
<script>
  window.__early = location.pathname;
</script>
<script type="module" src="/assets/js/index-abc123.js"></script></head><body><div id="root"></div></body></html>`;
const LINK_HTML = `<!doctype html><html><head><title>HiVis</title>
<script>
  window.__linkPage = location.pathname;
</script>
<script type="module" src="/assets/js/link-def456.js"></script></head><body><div id="root" data-page="link"></div></body></html>`;

let t: TestApp;
let call: ReturnType<typeof api>;
let web: FastifyInstance;
let webOverHttps: FastifyInstance;
let scriptHash: string;

beforeAll(async () => {
  t = await createTestApp();
  call = api(t);
  const webDist = path.join(t.config.dataDir, 'web-dist');
  await mkdir(path.join(webDist, 'assets', 'js'), { recursive: true });
  await writeFile(path.join(webDist, 'index.html'), INDEX_HTML);
  await writeFile(path.join(webDist, 'link.html'), LINK_HTML);
  await writeFile(path.join(webDist, 'assets', 'js', 'index-abc123.js'), 'console.log(1)');
  await writeFile(path.join(webDist, 'sw.js'), 'self.skipWaiting()');
  web = (await t.sibling({ WEB_DIST: webDist })).app;
  webOverHttps = (await t.sibling({ WEB_DIST: webDist, PUBLIC_URL: 'https://hivis.example' })).app;
  scriptHash = [...inlineScriptHashes(INDEX_HTML), ...inlineScriptHashes(LINK_HTML)].join(' ');
});
afterAll(() => t?.close());

const policyOf = (response: LightMyRequestResponse) => String(response.headers['content-security-policy']);
const directive = (response: LightMyRequestResponse, name: string) =>
  policyOf(response)
    .split(';')
    .find((part) => part.startsWith(`${name} `) || part === name);

/** What every answer carries, whatever it is. */
function expectTheWalls(response: LightMyRequestResponse) {
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(response.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
  expect(directive(response, 'default-src')).toBe("default-src 'self'");
  expect(directive(response, 'object-src')).toBe("object-src 'none'");
  expect(directive(response, 'script-src-attr')).toBe("script-src-attr 'none'");
  expect(directive(response, 'img-src')).toBe("img-src 'self' data: blob:");
  expect(directive(response, 'font-src')).toBe("font-src 'self' data:");
  // frame-ancestors decides framing, page by page: no X-Frame-Options to contradict it.
  expect(response.headers['x-frame-options']).toBeUndefined();
}

describe('security headers on the web app’s pages', () => {
  it('lets the pages’ own inline scripts run by their hashes, and no other inline script', async () => {
    const page = await web.inject({ method: 'GET', url: '/' });
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expectTheWalls(page);
    expect(directive(page, 'script-src')).toBe(`script-src 'self' ${scriptHash}`);
    expect(scriptHash).toMatch(/^'sha256-[A-Za-z0-9+/]{43}=' 'sha256-[A-Za-z0-9+/]{43}='$/);
    expect(policyOf(page)).not.toContain("'unsafe-eval'");
    expect(directive(page, 'style-src')).toBe("style-src 'self' 'unsafe-inline'");
    expect(directive(page, 'frame-ancestors')).toBe("frame-ancestors 'none'");
  });

  it('sends the same policy for the app’s routes, a signing link’s page and an unknown page', async () => {
    const root = policyOf(await web.inject({ method: 'GET', url: '/' }));
    for (const url of ['/auth/login', '/home/job?status=active', '/swms/sign/0b8c5d4e-1f2a-4b3c-8d9e-0f1a2b3c4d5e', '/no-such-page']) {
      const page = await web.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toContain('<div id="root"');
      expectTheWalls(page);
      expect(policyOf(page), url).toBe(root);
    }
  });

  it('answers a link page’s address with link.html, and the app’s addresses with index.html', async () => {
    for (const url of ['/swms/sign/0b8c5d4e-1f2a-4b3c-8d9e-0f1a2b3c4d5e', '/swms/sign/0b8c5d4e-1f2a-4b3c-8d9e-0f1a2b3c4d5e/?from=mail']) {
      expect((await web.inject({ method: 'GET', url })).body, url).toBe(LINK_HTML);
    }
    // The signed-in app's Sign and send page shares the prefix, not the page.
    for (const url of ['/swms/sign', '/swms/sign/0b8c5d4e-1f2a-4b3c-8d9e-0f1a2b3c4d5e/more', '/jobs']) {
      expect((await web.inject({ method: 'GET', url })).body, url).toBe(INDEX_HTML);
    }
  });

  it('lets any https site frame the dashboard embed page, and no other page', async () => {
    for (const url of ['/embed-dashboard?token=abc', '/embed-dashboard/?token=abc', '/embed-dashboard']) {
      const page = await web.inject({ method: 'GET', url });
      expectTheWalls(page);
      expect(directive(page, 'frame-ancestors'), url).toBe("frame-ancestors 'self' https:");
    }
    for (const url of ['/embed-dashboards', '/embed-dashboard/other', '/dashboard?next=/embed-dashboard']) {
      expect(directive(await web.inject({ method: 'GET', url }), 'frame-ancestors'), url).toBe("frame-ancestors 'none'");
    }
  });

  it('puts the walls on the chunks, the service worker and the manifest too', async () => {
    for (const url of ['/assets/js/index-abc123.js', '/sw.js', '/manifest.webmanifest']) {
      const answer = await web.inject({ method: 'GET', url });
      expect(answer.statusCode, url).toBe(200);
      expectTheWalls(answer);
    }
  });

  it('adds HSTS and upgrades plain requests only when the public address is https', async () => {
    const plain = await web.inject({ method: 'GET', url: '/' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    expect(directive(plain, 'upgrade-insecure-requests')).toBeUndefined();

    const secure = await webOverHttps.inject({ method: 'GET', url: '/' });
    expectTheWalls(secure);
    expect(secure.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(directive(secure, 'upgrade-insecure-requests')).toBe('upgrade-insecure-requests');
  });
});

describe('security headers on the server’s other answers', () => {
  it('covers the API docs page and its files, which load nothing from elsewhere', async () => {
    for (const url of ['/api/docs', '/api/docs/static/swagger-initializer.js', '/api/docs/json']) {
      const answer = await t.app.inject({ method: 'GET', url });
      expect(answer.statusCode, url).toBe(200);
      expectTheWalls(answer);
      expect(directive(answer, 'frame-ancestors'), url).toBe("frame-ancestors 'none'");
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/docs' })).body).not.toMatch(/<script>|<script [^>]*>[^<\s]/);
  });

  it('covers the development mailbox', async () => {
    const mailbox = await t.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(mailbox.statusCode).toBe(200);
    expect(mailbox.headers['content-type']).toMatch(/^text\/html/);
    expectTheWalls(mailbox);
    // Its inline <style> and the messages' style attributes need no more than the app's policy.
    expect(directive(mailbox, 'style-src')).toBe("style-src 'self' 'unsafe-inline'");
  });

  it('covers API answers, refusals and the 404 of an unknown address', async () => {
    const answers = [
      await t.app.inject({ method: 'GET', url: '/api/v3/auth/info' }),
      await t.app.inject({ method: 'GET', url: '/api/v3/nothing-here' }),
      await t.app.inject({ method: 'GET', url: '/api/v3/swms/request/0b8c5d4e-1f2a-4b3c-8d9e-0f1a2b3c4d5e' }),
      await t.app.inject({ method: 'POST', url: '/api/v3/auth/login', payload: '{', headers: { 'content-type': 'application/json' } }),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([401, 404, 404, 400]);
    for (const answer of answers) {
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      expectTheWalls(answer);
    }
  });

  it('keeps a route’s own stricter referrer policy: an embed’s figures are sent with none', async () => {
    const { owner } = await dashboardsTeam(t);
    const created = await call('POST', '/api/v3/analytics/token', owner, { dashboardId: 'operations', expiresInDays: 1 });
    expect(created.statusCode, created.body).toBe(201);
    const token = new URL(created.json<{ url: string }>().url).searchParams.get('token') ?? '';
    const embedData = await t.app.inject({ method: 'GET', url: `/api/v3/embed/dashboard?token=${encodeURIComponent(token)}` });
    expect(embedData.statusCode, embedData.body).toBe(200);
    expect(embedData.headers['referrer-policy']).toBe('no-referrer');
    expect(embedData.headers['x-content-type-options']).toBe('nosniff');
  });
});
