import type { TPermissionRule, TRouteAccess, TRouteKey } from './rules.js';

/** Permissions of platform: who may use them, the features they need, and whether they change anything. */
export const PLATFORM_PERMISSIONS = {} as const satisfies Record<string, TPermissionRule>;

/** Every platform route and what it needs. */
export const PLATFORM_ROUTES = {
  'GET /api/docs': 'public',
  'GET /api/docs/static/index.html': 'public',
  'GET /api/docs/static/swagger-initializer.js': 'public',
  'GET /api/docs/json': 'public',
  'GET /api/docs/yaml': 'public',
  'GET /api/docs/static/*': 'public',
  'GET /api/dev/mailbox': 'public',
  'GET /dev/mailbox': 'public',
  'GET /dev/mailbox/:id': 'public',
  'GET /privacy-policy': 'public',
  'GET /terms': 'public',
  // What a phone installs HiVis from (platform/http/web-app-manifest.ts).
  'GET /manifest.webmanifest': 'public',
  // For load balancers and monitoring (platform/observability/health.routes.ts); /metrics answers
  // only this machine or the METRICS_TOKEN bearer, as the route itself checks.
  'GET /health': 'public',
  'GET /ready': 'public',
  'GET /metrics': 'public',
  // A browser's report of a page that failed, signed in or not (modules/client-errors).
  'POST /api/v3/client-errors': 'public',
  // Where else a browser sends its reports (SENTRY_DSN), asked by every page, signed in or not.
  'GET /api/v3/client-errors/service': 'public',
  // npm run backup's copy of the embedded database; this machine only, as the route checks.
  'GET /api/ops/backup': 'public',
} as const satisfies Record<TRouteKey, TRouteAccess<string>>;
