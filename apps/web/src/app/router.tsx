import type { RouteObject } from 'react-router';
import type { TAccess } from '../features/auth/access';
import { NotFoundScreen, NotLoggedInScreen } from '../features/errors/error-screens';
import { lazyScreen } from '../ui/navigation/lazy-screen';
import { redirect, route } from '../ui/navigation/route-entry';
import type { TRouteEntry, TRouteTable } from '../ui/navigation/route-entry';
import { FEATURE_ROUTES } from './routes/features';

export type { TRouteEntry } from '../ui/navigation/route-entry';

/*
 * Route tables per role (spec 2.1 to 2.3), assembled from what each feature declares in its
 * <feature>.routes.ts (listed in routes/features.ts). A route enters a table only when its
 * screen is built: no placeholders. This file says which table a person gets, and how a guest
 * and a suspended account are answered on the paths they cannot open.
 */

/** Where a suspended or inactive account lands (spec 2.3: /user/account is the default redirect). */
const RESTRICTED_HOME = '/user/account';

const tableOf = (table: TRouteTable): TRouteEntry[] => FEATURE_ROUTES.flatMap((feature) => feature.tables?.[table] ?? []);

/** Reachable signed in or not. Spec 2.3: contact and help stay open to every role, suspended and inactive accounts included. */
export const PUBLIC_ROUTES: TRouteEntry[] = tableOf('public');
export const GUEST_ROUTES: TRouteEntry[] = tableOf('guest');
export const COMPANY_ROUTES: TRouteEntry[] = tableOf('company');
/**
 * Suspended or inactive: My Account, plus /contact and /help from the public table (spec 2.3).
 * Their own details and password stay reachable (linked from My Account), not in the menu.
 */
export const RESTRICTED_ROUTES: TRouteEntry[] = tableOf('restricted');
export const STAFF_ROUTES: TRouteEntry[] = tableOf('staff');
export const ADMIN_ROUTES: TRouteEntry[] = tableOf('admin');

// Its own chunk: only someone signed in who opens the login page needs it (and the cart it reads).
const SignedInRedirect = lazyScreen(() => import('./routes/Redirects'), 'SignedInRedirect');
const SIGNED_IN_COMMON: TRouteEntry[] = [route('/auth/login', SignedInRedirect)];
const NOT_FOUND: RouteObject = { path: '*', element: <NotFoundScreen /> };

const pathsOf = (entries: TRouteEntry[]) => new Set(entries.map((entry) => entry.path));

/** Every path a signed-in person could have: a guest there sees the 401 page, not the 404. */
export function protectedPaths(): string[] {
  const open = pathsOf([...PUBLIC_ROUTES, ...GUEST_ROUTES]);
  const all = [...COMPANY_ROUTES, ...RESTRICTED_ROUTES, ...STAFF_ROUTES, ...ADMIN_ROUTES].map((entry) => entry.path);
  return [...new Set(all)].filter((path) => !open.has(path));
}

function allowed(entry: TRouteEntry, access: TAccess): boolean {
  if (entry.flag && !access.flags[entry.flag]) return false;
  if (entry.feature && !access.features.has(entry.feature)) return false;
  if (entry.adminOnly && !access.admin) return false;
  return true;
}

/** The entries (before the 404 catch-all) for one person. Pure, so it can be unit tested. */
export function routeEntriesFor(access: TAccess): TRouteEntry[] {
  if (access.kind === 'guest') {
    const notLoggedIn = protectedPaths().map((path) => route(path, NotLoggedInScreen));
    return [...GUEST_ROUTES, ...PUBLIC_ROUTES, ...notLoggedIn];
  }
  if (access.restricted) {
    // Any other company screen falls back to the account screen (spec 2.3: default redirect).
    const own = pathsOf(RESTRICTED_ROUTES);
    const redirects = [...COMPANY_ROUTES, ...STAFF_ROUTES].filter((entry) => !own.has(entry.path)).map((entry) => redirect(entry.path, RESTRICTED_HOME));
    return dedupe([...RESTRICTED_ROUTES, ...PUBLIC_ROUTES, ...SIGNED_IN_COMMON, ...redirects]);
  }
  const table = access.kind === 'admin' ? ADMIN_ROUTES : access.kind === 'staff' ? STAFF_ROUTES : COMPANY_ROUTES;
  return [...table.filter((entry) => allowed(entry, access)), ...PUBLIC_ROUTES, ...SIGNED_IN_COMMON];
}

/** First entry for a path wins. */
function dedupe(entries: TRouteEntry[]): TRouteEntry[] {
  const seen = new Set<string>();
  return entries.filter((entry) => {
    if (seen.has(entry.path)) return false;
    seen.add(entry.path);
    return true;
  });
}

export function routeTableFor(access: TAccess): RouteObject[] {
  return [...routeEntriesFor(access).map(({ path, element }) => ({ path, element })), NOT_FOUND];
}
