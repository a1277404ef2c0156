import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';

/** The orange of the logo and the header: the phone's status bar and splash screen take it. */
const THEME_COLOUR = '#fd7e14';

/**
 * The web app manifest: what a phone needs to install HiVis on its home screen and open it like
 * an app (standalone, no browser bar). Served by the server rather than written by the build so
 * it carries the product's name as configured (PRODUCT_NAME). The icons are the web build's
 * (apps/web/public/icons, rendered by scripts/render-icons.mjs).
 */
export function webAppManifest(config: Pick<Config, 'productName'>) {
  return {
    name: config.productName,
    short_name: config.productName,
    description: 'Safety and job management for Australian and New Zealand construction and trade businesses.',
    lang: 'en-AU',
    id: '/',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    background_color: '#ffffff',
    theme_color: THEME_COLOUR,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}

/** GET /manifest.webmanifest, public like the pages; checked again on every visit (no-cache). */
export function registerWebAppManifest(app: FastifyInstance, config: Config): void {
  const body = JSON.stringify(webAppManifest(config));
  // Part of the web app, not of the API: kept out of the API document.
  app.get('/manifest.webmanifest', { schema: { hide: true } }, (_request, reply) =>
    reply.header('content-type', 'application/manifest+json; charset=utf-8').header('cache-control', 'no-cache').send(body),
  );
}
