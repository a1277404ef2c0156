import { describe, expect, it } from 'vitest';
import type { TFeatureRoutes } from '../../ui/navigation/feature-routes';
import { FEATURE_ROUTES } from './features';

/** Every feature's declaration file, found by its name, whether listed or not. */
const DECLARED = import.meta.glob<Record<string, TFeatureRoutes>>('../../features/*/*.routes.ts', { eager: true });

describe('the feature list', () => {
  it('lists every feature that declares routes, once (a forgotten line would hide its screens)', () => {
    const declared = Object.values(DECLARED).flatMap((module) => Object.values(module));
    expect(declared.length).toBeGreaterThan(0);
    expect(new Set(FEATURE_ROUTES)).toEqual(new Set(declared));
    expect(FEATURE_ROUTES.length).toBe(declared.length);
  });

  it('gives each menu entry its own place in its section', () => {
    const places = FEATURE_ROUTES.flatMap((feature) => feature.menu ?? []).map((entry) => `${entry.section} ${entry.order}`);
    expect(new Set(places).size).toBe(places.length);
  });
});
