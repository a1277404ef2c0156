import type { TMenuEntry } from './menu-entry';
import type { TRouteEntry, TRouteTable } from './route-entry';

/**
 * What a feature adds to the app: its routes, by the table(s) they belong to, and its side-menu
 * entries. Each feature exports one from its <feature>.routes.ts, beside its screens; the app
 * assembles the route tables and menus from the list in app/routes/features.ts.
 */
export type TFeatureRoutes = {
  tables?: Partial<Record<TRouteTable, TRouteEntry[]>>;
  menu?: TMenuEntry[];
};
