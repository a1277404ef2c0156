import type { IncomingMessage } from 'node:http';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

export type SecurityHeadersOptions = {
  /** https: also sends Strict-Transport-Security and asks the browser to upgrade plain requests. */
  publicUrl: string;
  /** 'sha256-…' sources for the web app's own inline scripts (inline-script-hashes.ts). */
  inlineScriptHashes: readonly string[];
  /** Paths of the pages other sites may show in a frame (the dashboard embed). */
  framedPages: readonly string[];
  /** The error-reporting service's address (SENTRY_DSN), which pages may send reports to. */
  errorServiceDsn?: string | null;
};

/** Camera, microphone and location for HiVis's own pages only, never for a page framed in them. */
export const PERMISSIONS_POLICY = 'camera=(self), microphone=(self), geolocation=(self)';

/** Any site over https may frame a framed page; every other page may be framed by none. */
const FRAMED_BY_ANY_SITE = "'self' https:";
const FRAMED_BY_NONE = "'none'";

/** The address's path without its query or a trailing slash (the router ignores one). */
const pathOf = (request: IncomingMessage) => (request.url ?? '/').split('?')[0]?.replace(/(.)\/+$/, '$1') ?? '/';

/**
 * The browser's walls, on every answer (pages, files, API): one Content-Security-Policy, the
 * referrer sent only as an origin to other sites, no MIME sniffing, the powerful features kept to
 * HiVis's own origin, and HSTS once the public address is https. Each exception is explained in
 * docs/web.md, "The browser's walls". Registered before every other hook, so an answer refused
 * early (401, 404) carries the headers too.
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeadersOptions): Promise<void> {
  const https = options.publicUrl.startsWith('https:');
  const framedPages = new Set(options.framedPages);
  const errorService = options.errorServiceDsn ? new URL(options.errorServiceDsn).origin : null;
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        'object-src': ["'none'"],
        // The app's chunks, and the inline scripts of index.html by their hash: no other inline script.
        'script-src': ["'self'", ...options.inlineScriptHashes],
        'script-src-attr': ["'none'"],
        // Mantine writes <style> elements at run time (the theme's variables, responsive props)
        // whose text no build can know, and index.html is a static file the service worker replays
        // offline, so a nonce per answer is not possible: inline styles are allowed, scripts never.
        'style-src': ["'self'", "'unsafe-inline'"],
        // Photos waiting on the phone and a new logo are shown from blob: URLs before they upload;
        // Swagger UI's stylesheet (/api/docs) has a data: icon.
        'img-src': ["'self'", 'data:', 'blob:'],
        // The schedule's calendar (FullCalendar) draws its arrows with an icon font inlined as data:.
        'font-src': ["'self'", 'data:'],
        // Reports to the error-reporting service when one is set; its session replay compresses
        // in a worker it starts from a blob: URL (docs/web.md, "The browser's walls").
        ...(errorService ? { 'connect-src': ["'self'", errorService], 'worker-src': ["'self'", 'blob:'] } : {}),
        'frame-ancestors': [(request: IncomingMessage) => (framedPages.has(pathOf(request)) ? FRAMED_BY_ANY_SITE : FRAMED_BY_NONE)],
        ...(https ? { 'upgrade-insecure-requests': [] } : {}),
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: https ? { maxAge: 365 * 24 * 60 * 60, includeSubDomains: true } : false,
    // frame-ancestors says who may frame each page. X-Frame-Options cannot say "any https site" for
    // the embed page, and browsers that know both follow frame-ancestors: it is left out.
    xFrameOptions: false,
  });
  // Helmet has no Permissions-Policy: set beside its headers, on the same answers.
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
  });
}
