import { randomUUID } from 'node:crypto';
import type { InjectOptions, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TFeatureKey, TPermissionRule, TRouteAccess } from '@hivis/contracts';
import { FEATURE_KEYS, PERMISSIONS, ROUTE_ACCESS, roleRefusal } from '@hivis/contracts';
import type { TestUser } from '../test/factories.js';
import { bearer, buildAdmin, buildCompany, buildUser, loginAs, setCompanyStatus } from '../test/factories.js';
import { fillPath, routeName, sweptRoutesOf, wellFormedParam } from '../test/route-sweep.js';
import type { TestApp } from '../test/test-app.js';
import { createTestApp } from '../test/test-app.js';
import { routeKeys } from './platform/access/route-guard.js';

/*
 * The access table decides every route (packages/contracts/src/access). Driven by the table, each
 * registered route is called by each kind of caller, and must answer what the table says:
 * - a guest: 401 on every route that is not public;
 * - an administrator: 403 on a company's route (unless it lets administrators in), through on
 *   theirs;
 * - the account holder and staff of a company with every feature: 403 where the permission's
 *   role rule refuses them, and never 401 or 403 where it lets them through;
 * - a company without a feature the permission needs: 403 for everyone;
 * - a suspended or closed company: 403 on every change, never on a read.
 * Ids in paths are well formed but unknown, and bodies are empty: "through" means the answer came
 * from past the access checks (400 for the input, 404 for the record, or success).
 */

const TABLE = ROUTE_ACCESS as Record<string, TRouteAccess>;
const RULES = PERMISSIONS as Record<string, TPermissionRule>;

/** Answers of a caller who got past access, where a local rule of the route refuses further. */
const LOCAL_REFUSALS: Record<string, string> = {};

type Caller = { name: string; token: string | null; user: TestUser | null };

let t: TestApp;
const registered: RouteOptions[] = [];
const callers: Record<'guest' | 'holder' | 'supervisor' | 'worker' | 'admin', Caller> = {} as never;
const featureless: Record<'holder' | 'supervisor' | 'worker', Caller> = {} as never;
const closed: Record<'holder' | 'supervisor' | 'worker', Caller> = {} as never;

async function teamOf(status: 'active' | 'suspended', features: readonly TFeatureKey[]) {
  const company = await buildCompany(t.db, { enabledFeatures: [...features] });
  if (status !== 'active') await setCompanyStatus(t.db, company.id, status);
  const people = {} as Record<'holder' | 'supervisor' | 'worker', Caller>;
  for (const [name, role] of [
    ['holder', 'PAH'],
    ['supervisor', 'SAH'],
    ['worker', 'NAH'],
  ] as const) {
    const user = await buildUser(t.db, { company, roles: [role] });
    people[name] = { name: `${status} ${role}${features.length === 0 ? ' without features' : ''}`, token: (await loginAs(t.ctx, user)).token, user };
  }
  return people;
}

beforeAll(async () => {
  t = await createTestApp({}, { onRoute: (route) => registered.push(route) });
  Object.assign(callers, await teamOf('active', FEATURE_KEYS));
  callers.guest = { name: 'guest', token: null, user: null };
  const admin = await buildAdmin(t.db);
  callers.admin = { name: 'admin', token: (await loginAs(t.ctx, admin)).token, user: admin };
  Object.assign(featureless, await teamOf('active', []));
  Object.assign(closed, await teamOf('suspended', FEATURE_KEYS));
}, 60_000);
afterAll(() => t?.close());

const routes = () =>
  sweptRoutesOf(registered)
    .filter((route) => route.method !== 'HEAD')
    .map((route) => ({ ...route, key: routeName(route), access: TABLE[routeName(route)] }));

function call(route: ReturnType<typeof routes>[number], caller: Caller) {
  const url = fillPath(route.url, (name) => wellFormedParam(route.params, name, randomUUID()));
  const options: InjectOptions = { method: route.method as InjectOptions['method'], url, headers: caller.token ? bearer(caller.token) : {} };
  if (route.method !== 'GET' && route.method !== 'DELETE') options.payload = {};
  return t.app.inject(options);
}

const through = (status: number) => status !== 401 && status !== 403;

describe('the access table', () => {
  it('has an entry for every API route, and no entry for a route that is not registered', () => {
    const keys = new Set(registered.flatMap((route) => routeKeys(route)));
    expect([...keys].filter((key) => key.split(' ')[1]?.startsWith('/api/') && !(key in TABLE))).toEqual([]);
    expect(Object.keys(TABLE).filter((key) => !keys.has(key))).toEqual([]);
  });

  it('names only permissions that exist', () => {
    const named = new Set(Object.values(TABLE).filter((access) => !['public', 'signed-in', 'admin'].includes(access)));
    expect([...named].filter((permission) => !(permission in RULES))).toEqual([]);
  });

  it('decides every route for a guest, an administrator, the account holder and staff', async () => {
    const wrong: string[] = [];
    for (const route of routes()) {
      for (const caller of Object.values(callers)) {
        const { statusCode: status } = await call(route, caller);
        const expected = expectedFor(route.access, caller);
        const ok =
          expected === 'any' || (expected === 'through' ? through(status) || LOCAL_REFUSALS[`${route.key} ${caller.name}`] !== undefined : status === expected);
        if (!ok) wrong.push(`${route.key} as ${caller.name}: ${status}, the table says ${expected}`);
      }
    }
    expect(wrong).toEqual([]);
  }, 240_000);

  it('refuses everyone a route whose feature the company does not have', async () => {
    const wrong: string[] = [];
    for (const route of routes()) {
      const rule = route.access ? RULES[route.access] : undefined;
      if (!rule?.features?.length) continue;
      for (const caller of Object.values(featureless)) {
        const { statusCode: status } = await call(route, caller);
        if (!refusedBeforeItsInput(status, route)) wrong.push(`${route.key} as ${caller.name}: ${status}`);
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);

  it('lets a suspended company read everything it could, and change nothing', async () => {
    const wrong: string[] = [];
    for (const route of routes()) {
      const rule = route.access ? RULES[route.access] : undefined;
      if (!rule) continue;
      for (const caller of Object.values(closed)) {
        if (!caller.user || roleRefusal(rule, { roles: caller.user.roles, companyId: caller.user.companyId })) continue;
        const { statusCode: status } = await call(route, caller);
        if (rule.write ? !refusedBeforeItsInput(status, route) : !through(status)) wrong.push(`${route.key} as ${caller.name}: ${status}`);
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);
});

/**
 * A refusal decided from the company's row comes after the input is read (it costs no extra
 * round trip that way), so a route that declares input can answer 400 for the empty one first.
 */
function refusedBeforeItsInput(status: number, route: ReturnType<typeof routes>[number]): boolean {
  if (status === 403) return true;
  return status === 400 && (route.body !== null || route.query !== null || route.params !== null);
}

function expectedFor(access: TRouteAccess | undefined, caller: Caller): 'any' | 'through' | 401 | 403 {
  if (access === undefined) return 403;
  // A public route has no guard: what it answers (a refresh token's own 401, say) is its own.
  if (access === 'public') return 'any';
  if (!caller.user) return 401;
  if (access === 'signed-in') return 'through';
  const roles = caller.user.roles;
  if (access === 'admin') return caller.name === 'admin' ? 'through' : 403;
  const rule = RULES[access];
  if (!rule) return 403;
  return roleRefusal(rule, { roles, companyId: caller.user.companyId }) ? 403 : 'through';
}
