import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.js';
import { createTestApp } from '../../../test/test-app.js';

/* The web app manifest a phone installs HiVis from. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PRODUCT_NAME: 'SiteSafe' });
});
afterAll(() => t?.close());

describe('GET /manifest.webmanifest', () => {
  it('names the product as configured and offers installable icons, to anyone, fresh on each visit', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/manifest+json');
    expect(response.headers['cache-control']).toBe('no-cache');
    const manifest = response.json() as { name: string; short_name: string; display: string; start_url: string; icons: { sizes: string; purpose: string }[] };
    expect(manifest).toMatchObject({ name: 'SiteSafe', short_name: 'SiteSafe', display: 'standalone', start_url: '/', theme_color: '#fd7e14' });
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  });
});
