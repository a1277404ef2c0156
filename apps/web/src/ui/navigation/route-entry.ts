import { createElement } from 'react';
import type { ComponentType, ReactNode } from 'react';
import type { TFeatureFlag, TFeatureKey } from '@hivis/contracts';
import { RedirectTo } from './RedirectTo';

/**
 * The route tables (spec 2.1 to 2.3): each kind of person gets one of them, and everyone the
 * public one. 'restricted' is a suspended or inactive company's; every company or staff path
 * outside it sends such a person to their account screen.
 */
export type TRouteTable = 'public' | 'guest' | 'company' | 'restricted' | 'staff' | 'admin';

export type TRouteEntry = {
  path: string;
  element: ReactNode;
  /** Only when this feature flag is on for the account. */
  flag?: TFeatureFlag;
  /** Only when the company has this feature: for features without a spec flag, such as TimeSheet. */
  feature?: TFeatureKey;
  /** Only for holders of an admin role. */
  adminOnly?: boolean;
};

type TGates = Omit<TRouteEntry, 'path' | 'element'>;

/** A path that shows a screen (a lazyScreen, so it stays in its own chunk). */
export const route = (path: string, screen: ComponentType, gates: TGates = {}): TRouteEntry => ({
  path,
  element: createElement(screen),
  ...gates,
});

/** A path that only sends the person on to another. */
export const redirect = (path: string, to: string, gates: TGates = {}): TRouteEntry => ({
  path,
  element: createElement(RedirectTo, { to }),
  ...gates,
});
