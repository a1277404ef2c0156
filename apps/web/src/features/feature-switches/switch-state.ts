import { FEATURE_GROUPS } from '@hivis/contracts';
import type { TFeatureSwitch } from '@hivis/contracts';

/*
 * The page's draft of which features are off. Pure, so the parent/part rules are tested apart
 * from the screen: a part of a switched-off feature is off too, and switching a feature back on
 * brings its parts back with it.
 */

export function toggleFeature(features: readonly TFeatureSwitch[], off: ReadonlySet<string>, key: string, on: boolean): Set<string> {
  const next = new Set(off);
  const parts = features.filter((feature) => feature.parent === key).map((feature) => feature.key);
  for (const changed of [key, ...parts]) {
    if (on) next.delete(changed);
    else next.add(changed);
  }
  return next;
}

/** A part whose parent is off cannot be switched on by itself. */
export function isBlockedByParent(feature: TFeatureSwitch, off: ReadonlySet<string>): boolean {
  return feature.parent !== null && off.has(feature.parent);
}

export function sameSet(left: ReadonlySet<string>, right: readonly string[]): boolean {
  return left.size === right.length && right.every((key) => left.has(key));
}

/** Features grouped as the page shows them: groups in FEATURE_GROUPS order, features in the server's order. */
export function groupFeatures(features: readonly TFeatureSwitch[]): { group: string; features: TFeatureSwitch[] }[] {
  return FEATURE_GROUPS.map((group) => ({ group, features: features.filter((feature) => feature.group === group) })).filter(
    (entry) => entry.features.length > 0,
  );
}
