import { describe, expect, it } from 'vitest';
import { FEATURE_CATALOGUE, FEATURE_FLAG_KEYS, featureEntries, featureName, toFeatureFlags } from './features.js';
import type { TFeatureFlag } from './features.js';

const ALL_FLAGS = Object.keys(FEATURE_FLAG_KEYS) as TFeatureFlag[];

describe('toFeatureFlags', () => {
  it('has every flag of the spec, all off for an empty list', () => {
    const flags = toFeatureFlags([]);
    expect(Object.keys(flags).sort()).toEqual(
      [
        'showJsa',
        'showAudits',
        'showInductions',
        'showNotifications',
        'showVariations',
        'showDefects',
        'showDocuments',
        'showPssc',
        'showPst',
        'showPurchases',
        'showProgress',
        'showIncident',
        'showSwms',
        'showSwmscreate',
        'showSwmsview',
      ].sort(),
    );
    expect(Object.values(flags).every((value) => value === false)).toBe(true);
  });

  it('turns on exactly the flag of each enabled feature', () => {
    for (const flag of ALL_FLAGS) {
      const flags = toFeatureFlags([FEATURE_FLAG_KEYS[flag]]);
      expect(
        ALL_FLAGS.filter((name) => flags[name]),
        flag,
      ).toEqual([flag]);
    }
  });

  it('keeps SWMS sub-features apart from SWMS itself', () => {
    expect(toFeatureFlags(['swms'])).toMatchObject({ showSwms: true, showSwmscreate: false, showSwmsview: false });
    expect(toFeatureFlags(['swms.create', 'swms.view'])).toMatchObject({ showSwms: false, showSwmscreate: true, showSwmsview: true });
  });

  it('ignores unknown features and features without a flag', () => {
    const flags = toFeatureFlags(['timesheet', 'make-safe', 'not-a-feature', 'JSA']);
    expect(Object.values(flags).some(Boolean)).toBe(false);
  });

  it('turns everything on for the whole catalogue', () => {
    const flags = toFeatureFlags(FEATURE_CATALOGUE.map((feature) => feature.key));
    expect(Object.values(flags).every(Boolean)).toBe(true);
  });
});

describe('featureEntries', () => {
  it('lists enabled features only, in catalogue order, as PAH entries with the PAH platform', () => {
    expect(featureEntries(['incident', 'audits.sharing', 'timesheet', 'unknown'])).toEqual([
      { key: 'timesheet', name: 'TimeSheet', role: 'PAH', platform: 'mobile' },
      { key: 'audits.sharing', name: 'Audit Sharing', role: 'PAH', platform: 'web' },
      { key: 'incident', name: 'Incident Report', role: 'PAH', platform: 'both' },
    ]);
    expect(featureEntries([])).toEqual([]);
  });

  it('uses the display names of the spec', () => {
    const names = FEATURE_CATALOGUE.map((feature) => feature.name);
    for (const name of [
      'TimeSheet',
      'Site Documents & Information',
      'Pre-Start Talk',
      'Pre-Start Safety Check',
      'Hazard Response',
      'SWMS Management',
      'Generate SWMS',
      'Send SWMS',
      'Audit Sharing',
      'JSA Report',
      'Audit Tool',
      'Progress Reports',
      'Work Variations',
      'Work Defects',
      'Incident Report',
      'Record Purchases',
      'Courses/Inductions',
    ]) {
      expect(names).toContain(name);
    }
    expect(featureName('pssc')).toBe('Pre-Start Safety Check');
  });

  it('matches the availability table of spec section 6', () => {
    const availability = Object.fromEntries(FEATURE_CATALOGUE.map((feature) => [feature.key, feature.availability]));
    expect(availability['audits.sharing']).toEqual({ PAH: 'web', SAH: 'none', NAH: 'none' });
    expect(availability.timesheet).toEqual({ PAH: 'mobile', SAH: 'mobile', NAH: 'none' });
    expect(availability.documents).toEqual({ PAH: 'both', SAH: 'mobile', NAH: 'mobile' });
    expect(availability['swms.create']).toEqual({ PAH: 'both', SAH: 'mobile', NAH: 'none' });
    for (const key of ['progress', 'variations', 'defects', 'incident', 'purchases', 'pst', 'pssc'] as const) {
      expect(availability[key], key).toEqual({ PAH: 'both', SAH: 'mobile', NAH: 'none' });
    }
  });
});
