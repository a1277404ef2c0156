import { createServer } from 'node:http';
import type { Server } from 'node:http';
import { chromium, expect, test } from '@playwright/test';

/*
 * Browser errors reach an error-reporting service when the installation has one (SENTRY_DSN,
 * set for this run in playwright.config.ts). The service here is a small receiver of Sentry's own
 * envelope protocol on this machine. Sentry is off on localhost and 127.0.0.1 (spec 9), where
 * every other journey runs, so this one opens HiVis under a name of its own, mapped to this machine.
 */

const APP_PORT = Number(process.env.E2E_PORT);
const SENTRY_PORT = Number(process.env.E2E_SENTRY_PORT);
const HOST = 'hivis.example';
const SIGNING_KEY = '0b8f5c3a9e2d4f7a8c1b6e3d9f2a5c7e';

let receiver: Server;
const envelopes: string[] = [];

test.beforeAll(async () => {
  receiver = createServer((request, response) => {
    const parts: Buffer[] = [];
    request.on('data', (part: Buffer) => parts.push(part));
    request.on('end', () => {
      if (request.method === 'POST') envelopes.push(Buffer.concat(parts).toString('utf8'));
      // The page posts from its own origin: Sentry's ingest answers every origin the same way.
      response.writeHead(200, { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*', 'content-type': 'application/json' });
      response.end('{}');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(SENTRY_PORT, '127.0.0.1', resolve));
});
test.afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

/** The items of every envelope received so far: [item header, payload] pairs, parsed. */
function items(): Array<{ type: string; payload: Record<string, unknown> }> {
  return envelopes.flatMap((envelope) => {
    const lines = envelope.split('\n');
    const found: Array<{ type: string; payload: Record<string, unknown> }> = [];
    for (let index = 1; index + 1 < lines.length; index += 2) {
      try {
        const header = JSON.parse(lines[index] ?? '') as { type: string };
        found.push({ type: header.type, payload: JSON.parse(lines[index + 1] ?? '') as Record<string, unknown> });
      } catch {
        // A replay's recording is compressed, not JSON: not what this test reads.
      }
    }
    return found;
  });
}

test('a page that fails is reported to the error service, with the key in its address masked', async () => {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      `--host-resolver-rules=MAP ${HOST} 127.0.0.1`,
      `--unsafely-treat-insecure-origin-as-secure=http://${HOST}:${APP_PORT}`,
    ],
  });
  try {
    const page = await browser.newPage();
    await page.goto(`http://${HOST}:${APP_PORT}/auth/login`);
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
    // Loaded after the first screen: the page load's trace arrives once the SDK runs.
    await expect.poll(() => envelopes.length, { timeout: 30_000 }).toBeGreaterThan(0);

    // An address with no page, reached inside the app, as a mistyped link would be.
    await page.evaluate((key) => {
      window.history.pushState({}, '', `/no-such-page/${key}`);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, SIGNING_KEY);
    await expect(page.getByText("Look like you're lost", { exact: true })).toBeVisible();

    await expect.poll(() => items().filter((item) => item.type === 'event').length, { timeout: 30_000 }).toBeGreaterThan(0);
    const event = items().find((item) => item.type === 'event')?.payload as {
      message?: string | { formatted?: string };
      tags?: Record<string, string>;
      request?: { url?: string };
    };
    const message = typeof event.message === 'string' ? event.message : event.message?.formatted;
    expect(message).toBe('No page at /no-such-page/…');
    expect(event.tags?.event).toBe('page-not-found');
    expect(event.request?.url).toBe(`http://${HOST}:${APP_PORT}/no-such-page/:…`);
    // Nothing the service received holds the key.
    expect(envelopes.some((envelope) => envelope.includes(SIGNING_KEY))).toBe(false);
  } finally {
    await browser.close();
  }
});
