import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
type TSent = { url: string; init: RequestInit };

describe('reportError', () => {
  const sent: TSent[] = [];

  beforeEach(() => {
    vi.resetModules();
    sent.length = 0;
    vi.stubGlobal('window', { location: { href: 'https://hivis.test/jobs/42?search=Smith', origin: 'https://hivis.test' } });
    vi.stubGlobal('navigator', { onLine: true });
    vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
      sent.push({ url, init });
      return Promise.resolve(new Response(null, { status: 204 }));
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('sends the server the page path (no query), the stack, the release and the last failed request id', async () => {
    (await import('../api/failed-request')).noteFailedRequest('0190a6c2-7b7e-7d4c-9a1e-3c5b7d9f1a2b');
    const { reportError } = await import('./report-error');
    const error = new Error('boom');
    reportError({ event: 'render-error', level: 'error', message: 'boom', error: { error, componentStack: '\n    at JobPage' } });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toBe('/api/v3/client-errors');
    expect(sent[0]?.init.keepalive).toBe(true);
    const body = JSON.parse(String(sent[0]?.init.body)) as Record<string, unknown>;
    expect(body).toMatchObject({ event: 'render-error', level: 'error', page: '/jobs/42', message: 'boom', requestId: '0190a6c2-7b7e-7d4c-9a1e-3c5b7d9f1a2b' });
    expect(body.stack).toContain('at JobPage');
    expect(body.stack).toContain('Error: boom');
    expect(typeof body.release).toBe('string');
  });

  it('sends at most 10 reports a page load, and none while offline', async () => {
    const { reportError } = await import('./report-error');
    for (let index = 0; index < 15; index += 1) reportError({ event: 'shell-error', level: 'error', message: `failure ${index}` });
    expect(sent).toHaveLength(10);
    vi.resetModules();
    sent.length = 0;
    vi.stubGlobal('navigator', { onLine: false });
    (await import('./report-error')).reportError({ event: 'shell-error', level: 'error' });
    expect(sent).toHaveLength(0);
  });

  it('never throws into the page when sending fails', async () => {
    vi.stubGlobal('fetch', () => {
      throw new TypeError('no network');
    });
    const { reportError } = await import('./report-error');
    expect(() => reportError({ event: 'shell-error', level: 'error' })).not.toThrow();
  });
});
