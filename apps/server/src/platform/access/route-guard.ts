import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler, onRequestHookHandler, RouteOptions } from 'fastify';
import type { TRouteAccess } from '@hivis/contracts';
import { PERMISSIONS, ROUTE_ACCESS, accessMessages, isAdminRoles, roleRefusal } from '@hivis/contracts';
import type { AccessTokens } from '../auth/access-token.js';
import { bearerToken } from '../auth/authenticate.js';
import { ADMIN_ONLY } from '../auth/policy.js';
import { forbidden, unauthorized } from '../errors.js';

/*
 * Every route's access is decided from the one table in packages/contracts/src/access, before its
 * input is read: a route missing from the table stops the server from starting. The guard checks
 * what the access token alone tells (signed in, a company or an administrator, a role that may
 * use the route); the service's withAccess adds what needs the company's row (its features and
 * standing) as its transaction opens.
 */

/** The guards made here, so that a route's HEAD twin is not guarded twice. */
const GUARDS = new WeakSet<object>();

async function signedIn(request: FastifyRequest, accessTokens: AccessTokens) {
  const token = bearerToken(request);
  if (!token) throw unauthorized('Please sign in to continue.');
  request.auth = await accessTokens.verify(token);
  return request.auth;
}

/** The onRequest check of one table entry; null for a public route. */
export function guardOf(access: TRouteAccess, accessTokens: AccessTokens): onRequestAsyncHookHandler | null {
  if (access === 'public') return null;
  if (access === 'signed-in') {
    return async (request) => {
      await signedIn(request, accessTokens);
    };
  }
  if (access === 'admin') {
    return async (request) => {
      const auth = await signedIn(request, accessTokens);
      if (!isAdminRoles(auth.roles)) throw forbidden(ADMIN_ONLY);
    };
  }
  const rule = PERMISSIONS[access as keyof typeof PERMISSIONS];
  if (!rule) throw new Error(`The access table names a permission that does not exist: ${access}`);
  const messages = accessMessages(rule.area);
  return async (request) => {
    const auth = await signedIn(request, accessTokens);
    const refusal = roleRefusal(rule, auth);
    if (refusal === 'holder-only') throw forbidden(messages.holderOnly);
    if (refusal === 'role-none') throw forbidden(messages.roleNone);
    if (refusal === 'no-company') throw forbidden(messages.noCompany);
  };
}

/**
 * Outside /api/ the server serves the built web app's files and pages, one route per file of the
 * build, to anyone: they are public unless the table names them (the legal PDFs, the development
 * mailbox). Every API route must be in the table.
 */
function outsideTheApi(url: string): TRouteAccess | undefined {
  return url.startsWith('/api/') ? undefined : 'public';
}

/** The table's key of a route: its method and path as registered (a HEAD route answers as its GET). */
export function routeKeys(route: Pick<RouteOptions, 'method' | 'url'>): string[] {
  return [route.method]
    .flat()
    .map((method) => `${method === 'HEAD' ? 'GET' : method} ${route.url}`)
    .filter((key, index, keys) => keys.indexOf(key) === index);
}

/** Puts the table's guard first on every route registered from now on. */
export function guardEveryRoute(app: FastifyInstance, accessTokens: AccessTokens): void {
  app.addHook('onRoute', (route) => {
    const entries = routeKeys(route).map((key) => [key, (ROUTE_ACCESS as Record<string, TRouteAccess>)[key] ?? outsideTheApi(route.url)] as const);
    const missing = entries.filter(([, access]) => access === undefined).map(([key]) => key);
    if (missing.length > 0) throw new Error(`No entry in the access table (packages/contracts/src/access) for: ${missing.join(', ')}`);
    const guards = new Set(entries.map(([, access]) => access));
    if (guards.size > 1) throw new Error(`One route, several access entries: ${entries.map(([key]) => key).join(', ')}`);
    const [access] = [...guards];
    const existing = [route.onRequest ?? []].flat();
    // Fastify registers a GET route's HEAD twin from the same options, guard included.
    if (existing.some((hook) => GUARDS.has(hook))) return;
    const guard = access ? guardOf(access, accessTokens) : null;
    if (guard) {
      GUARDS.add(guard);
      // Fastify's route hooks take the callback and the async form alike; the guard is async.
      route.onRequest = [guard as onRequestHookHandler, ...existing];
    }
  });
}
