import { isValidElement } from 'react';
import type { ReactNode } from 'react';
import { matchRoutes } from 'react-router';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { accessOf } from '../features/auth/access';
import type { TAccess, TAccessSource } from '../features/auth/access';
import { ADMIN_ROUTES, COMPANY_ROUTES, GUEST_ROUTES, PUBLIC_ROUTES, RESTRICTED_ROUTES, STAFF_ROUTES, protectedPaths, routeTableFor } from './router';
import type { TRouteEntry } from './router';
import { menuFor } from './shell/menu-config';

/*
 * Every route and menu entry of every kind of person, written out in route-tables.snapshot.txt:
 * what each table declares (with its gates), what each person ends up with, and the side menu
 * each person sees. Where the routes and the menu are declared may move; what a person can reach
 * and sees in the menu must not. A change here is a change of the product: read the diff.
 *
 * Route tables are listed by path: react-router picks a route by how specific its path is, not by
 * its place in the table. The one case where the place counts (two equally specific paths that
 * both fit one address) is listed at the end of each person's table, with the route that wins.
 */

const ALL_FEATURES = ['timesheet', 'swms', 'swms.create', 'swms.view', 'audits', 'incident', 'pst', 'jsa'];
const person = (roles: string[], status: string, featureKeys: string[]): TAccessSource => ({ roles, status, featureKeys });

/** The people whose route tables are written out: every role kind, standing and gate. */
const ROUTE_PEOPLE: Record<string, TAccess> = {
  'signed out': accessOf(null),
  'account holder (PAH), no features': accessOf(person(['PAH'], 'active', [])),
  'account holder (PAH), every feature': accessOf(person(['PAH'], 'active', ALL_FEATURES)),
  'account holder (PAH) with an admin role, SWMS only': accessOf(person(['PAH', 'admin'], 'active', ['swms'])),
  'account holder (PAH), suspended': accessOf(person(['PAH'], 'suspended', ALL_FEATURES)),
  'staff (NAH), SWMS and View SWMS': accessOf(person(['NAH'], 'active', ['swms', 'swms.view'])),
  'staff (SAH), no features': accessOf(person(['SAH'], 'active', [])),
  'staff (SAH), inactive': accessOf(person(['SAH'], 'inactive', ALL_FEATURES)),
  admin: accessOf(person(['admin'], 'active', [])),
};

/** The people whose side menus are written out: menus are short, so every gate is toggled alone. */
const MENU_PEOPLE: Record<string, TAccess> = {
  'signed out': accessOf(null),
  'account holder (PAH), no features': accessOf(person(['PAH'], 'active', [])),
  'account holder (PAH), TimeSheet': accessOf(person(['PAH'], 'active', ['timesheet'])),
  'account holder (PAH), SWMS only': accessOf(person(['PAH'], 'active', ['swms'])),
  'account holder (PAH), Generate SWMS only': accessOf(person(['PAH'], 'active', ['swms.create'])),
  'account holder (PAH), View SWMS only': accessOf(person(['PAH'], 'active', ['swms.view'])),
  'account holder (PAH), every feature': accessOf(person(['PAH'], 'active', ALL_FEATURES)),
  'account holder (ROOT_PAH), every feature': accessOf(person(['ROOT_PAH'], 'active', ALL_FEATURES)),
  'account holder (PAH) with an admin role, every feature': accessOf(person(['PAH', 'admin'], 'active', ALL_FEATURES)),
  'account holder (PAH), data filled in, unpaid': accessOf(person(['PAH'], 'data_filled', [])),
  'account holder (PAH), suspended, every feature': accessOf(person(['PAH'], 'suspended', ALL_FEATURES)),
  'account holder (PAH) with an admin role, inactive, every feature': accessOf(person(['PAH', 'admin'], 'inactive', ALL_FEATURES)),
  'staff (SAH), every feature': accessOf(person(['SAH'], 'active', ALL_FEATURES)),
  'staff (NAH), no features': accessOf(person(['NAH'], 'active', [])),
  'staff (SAH_LH), every feature': accessOf(person(['SAH_LH'], 'active', ALL_FEATURES)),
  'staff (NAH), suspended': accessOf(person(['NAH'], 'suspended', ALL_FEATURES)),
  admin: accessOf(person(['admin'], 'active', ALL_FEATURES)),
  'admin who is also an account holder': accessOf(person(['admin', 'PAH'], 'active', ALL_FEATURES)),
};

const DECLARED_TABLES: Record<string, TRouteEntry[]> = {
  PUBLIC_ROUTES,
  GUEST_ROUTES,
  COMPANY_ROUTES,
  RESTRICTED_ROUTES,
  STAFF_ROUTES,
  ADMIN_ROUTES,
};

/**
 * The component a route shows, by name. A lazy screen carries the name of the screen it loads
 * (lazyScreen sets its displayName), so the list says which screen, not which wrapper, is shown.
 */
function describeElement(element: ReactNode): string {
  if (!isValidElement(element)) return String(element);
  const type = element.type as { name?: string; displayName?: string } | string;
  const props = Object.entries(element.props as Record<string, unknown>).map(([key, value]) => `${key}=${String(value)}`);
  const name = typeof type === 'string' ? type : (type.displayName ?? type.name ?? '?');
  return props.length > 0 ? `${name}(${props.join(', ')})` : name;
}

function gatesOf(entry: TRouteEntry): string {
  const gates = [entry.flag && `flag ${entry.flag}`, entry.feature && `feature ${entry.feature}`, entry.adminOnly && 'admin only'].filter(Boolean);
  return gates.length > 0 ? `  [${gates.join(', ')}]` : '';
}

const byPath = <T extends { path?: string }>(entries: T[]) => [...entries].sort((a, b) => (a.path ?? '').localeCompare(b.path ?? ''));

function declaredTable(name: string, entries: TRouteEntry[]): string[] {
  const lines = byPath(entries).map((entry) => `${entry.path} → ${describeElement(entry.element)}${gatesOf(entry)}`);
  return [`## ${name} (${entries.length})`, ...lines, ''];
}

/**
 * Addresses that two equally specific routes of one table both fit, where the router takes the
 * earlier one: each path with one parameter filled in with a fixed word another path has there.
 */
function placeDecides(table: RouteObject[]): string[] {
  const paths = table.map((route) => (route.path ?? '').split('/'));
  // Only a path of as many segments can fit the same address (the catch-all `*` ranks below all).
  const wordsAt = (index: number, length: number) =>
    new Set(
      paths
        .filter((path) => path.length === length)
        .map((path) => path[index] ?? '')
        .filter((word) => word && !word.startsWith(':')),
    );
  const addresses = new Set<string>();
  for (const segments of paths) {
    segments.forEach((segment, index) => {
      if (!segment.startsWith(':')) return;
      for (const word of wordsAt(index, segments.length)) {
        addresses.add(segments.map((each, at) => (at === index ? word : each.startsWith(':') ? 'x1' : each)).join('/'));
      }
    });
  }
  const winner = (routes: RouteObject[], address: string) => matchRoutes(routes, address)?.at(-1)?.route.path;
  const reversed = [...table].reverse();
  return [...addresses]
    .filter((address) => winner(table, address) !== winner(reversed, address))
    .sort()
    .map((address) => `  ${address} → ${winner(table, address)}`);
}

function personTable(name: string, access: TAccess): string[] {
  const table = routeTableFor(access);
  const lines = byPath(table).map((route) => `${route.path} → ${describeElement(route.element)}`);
  const ambiguous = placeDecides(table);
  return [`## ${name} (${table.length})`, ...lines, ...(ambiguous.length > 0 ? ['where the place in the table decides:', ...ambiguous] : []), ''];
}

function personMenu(name: string, access: TAccess): string[] {
  const lines = menuFor(access).flatMap((section) => [
    `  [${section.label ?? ''}]`,
    ...section.items.map((item) => `    ${item.label} → ${item.to}  ${item.icon.displayName ?? ''}${item.locked ? '  (locked)' : ''}`),
  ]);
  return [`## ${name}`, ...lines, ''];
}

describe('route tables and side menus', () => {
  it('stay as written in route-tables.snapshot.txt', async () => {
    const lines: string[] = ['# Route tables as declared (path → screen, gates)', ''];
    for (const [name, entries] of Object.entries(DECLARED_TABLES)) lines.push(...declaredTable(name, entries));
    lines.push('# Paths a signed-out person is told to sign in for (401)', '', ...[...protectedPaths()].sort(), '');
    lines.push('# Route table per person (path → screen)', '');
    for (const [name, access] of Object.entries(ROUTE_PEOPLE)) lines.push(...personTable(name, access));
    lines.push('# Side menu per person, in order ([section heading] then label → path, icon)', '');
    for (const [name, access] of Object.entries(MENU_PEOPLE)) lines.push(...personMenu(name, access));
    await expect(lines.join('\n')).toMatchFileSnapshot('./route-tables.snapshot.txt');
  }, 60_000);
});
