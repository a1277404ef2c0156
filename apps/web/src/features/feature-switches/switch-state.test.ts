import { describe, expect, it } from 'vitest';
import type { TFeatureSwitch } from '@hivis/contracts';
import { groupFeatures, isBlockedByParent, sameSet, toggleFeature } from './switch-state';

const feature = (key: string, group: string, parent: string | null = null): TFeatureSwitch =>
  ({ key, name: key, group, description: '', parent, platform: 'Web and mobile app', enabled: true }) as TFeatureSwitch;

const FEATURES = [feature('jsa', 'Reports'), feature('swms', 'SWMS'), feature('swms.create', 'SWMS', 'swms'), feature('audits', 'Audits & inductions')];

describe('feature switch draft', () => {
  it('switches a feature’s parts with it, both ways', () => {
    const off = toggleFeature(FEATURES, new Set(), 'swms', false);
    expect([...off].sort()).toEqual(['swms', 'swms.create']);
    expect(isBlockedByParent(FEATURES[2] as TFeatureSwitch, off)).toBe(true);
    expect([...toggleFeature(FEATURES, off, 'swms', true)]).toEqual([]);
    expect([...toggleFeature(FEATURES, new Set(), 'swms.create', false)]).toEqual(['swms.create']);
  });

  it('compares drafts with the saved list and groups in order', () => {
    expect(sameSet(new Set(['a', 'b']), ['b', 'a'])).toBe(true);
    expect(sameSet(new Set(['a']), ['a', 'b'])).toBe(false);
    expect(groupFeatures(FEATURES).map((group) => [group.group, group.features.length])).toEqual([
      ['SWMS', 2],
      ['Reports', 1],
      ['Audits & inductions', 1],
    ]);
  });
});
