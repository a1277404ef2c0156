import { lazy } from 'react';
import type { ComponentType } from 'react';

/**
 * One chunk per screen: React.lazy over the screen module's named export. A feature's
 * <feature>.routes.ts declares its screens with this, so a screen's code loads only when its route opens
 * and the first load carries the route tables, not the screens.
 */
export function lazyScreen<M extends Record<K, ComponentType>, K extends keyof M & string>(load: () => Promise<M>, name: K) {
  // Named after the screen it loads: React's developer tools and the route-table test show it.
  return Object.assign(
    lazy(async () => ({ default: (await load())[name] })),
    { displayName: `${name} (lazy)` },
  );
}
