import type { THrcwCode, TLibraryActivity, TLibraryTrade } from '@hivis/contracts';
import { describe, expect, it } from 'vitest';
import {
  activitySummary,
  filterTrades,
  groupActivities,
  groupByScope,
  hazardCountLabel,
  includedLibraryIds,
  matchingScopeId,
  OWN_GROUP_NAME,
  planSelection,
  scopeOptions,
  withActivity,
  withoutActivity,
} from './activity-groups';
import { BAND_COLOURS, highestBand, ratingLabel, ratingSummary } from '../../swms-library/activity-editor/risk';
import { hrcwOptions, hrcwWithActivities } from '../../swms-library/activity-editor/hrcw-options';
import { sampleActivity } from '../../swms-library/activity-editor/test-samples';

const LIB_A = '11111111-1111-4111-8111-111111111111';
const LIB_B = '22222222-2222-4222-8222-222222222222';
const LIB_C = '33333333-3333-4333-8333-333333333333';

describe('grouping the SWMS activities by trade', () => {
  it('keeps first-appearance order, collapses the chosen groups and names own activities', () => {
    const activities = [
      sampleActivity({ key: 'a', tradeName: 'Carpentry' }),
      sampleActivity({ key: 'b', tradeName: 'Roofing' }),
      sampleActivity({ key: 'c', tradeName: 'carpentry ' }),
      sampleActivity({ key: 'd', tradeName: '', sourceActivityId: null }),
    ];
    const groups = groupActivities(activities, new Set(['trade:roofing']));
    expect(groups.map((group) => [group.name, group.isCollapse, group.workActivityList.map((item) => item.key)])).toEqual([
      ['Carpentry', false, ['a', 'c']],
      ['Roofing', true, ['b']],
      [OWN_GROUP_NAME, false, ['d']],
    ]);
    expect(groups.every((group) => group.is_selected)).toBe(true);
  });

  it('summarises hazards and the worst residual band', () => {
    const base = sampleActivity();
    const [hazard] = base.hazards;
    if (!hazard) throw new Error('sample has a hazard');
    const activity = { hazards: [hazard, { ...hazard, after: { likelihood: 3, consequence: 4 } }] };
    const summary = activitySummary(activity);
    expect(summary.hazardCount).toBe(2);
    expect(summary.residual?.label).toBe('High');
    expect(activitySummary({ hazards: [] }).residual).toBeNull();
    expect(hazardCountLabel(1)).toBe('1 hazard');
    expect(hazardCountLabel(3)).toBe('3 hazards');
  });
});

describe('risk display', () => {
  it('scores and bands complete ratings only', () => {
    expect(ratingSummary({ likelihood: 3, consequence: 4 })).toMatchObject({ score: 12, band: { code: 'high' } });
    expect(ratingSummary({ likelihood: null, consequence: 4 })).toBeNull();
    expect(ratingLabel({ likelihood: 5, consequence: 5 })).toBe('25 Extreme');
    expect(ratingLabel({ likelihood: 1, consequence: null })).toBe('Not rated');
    expect(
      highestBand([
        { likelihood: 1, consequence: 1 },
        { likelihood: 1, consequence: 5 },
        { likelihood: null, consequence: 1 },
      ])?.code,
    ).toBe('medium');
  });

  it('has a colour with readable text for every band', () => {
    expect(Object.keys(BAND_COLOURS).sort()).toEqual(['extreme', 'high', 'low', 'medium']);
  });
});

describe('library selection', () => {
  const library = (id: string, scopeId: string, scopeName: string): TLibraryActivity => ({
    id,
    tradeId: 't',
    tradeName: 'Carpentry',
    scopeId,
    scopeName,
    name: id,
    description: '',
    hrcwCodes: [],
    ppe: [],
    plant: [],
    licences: [],
    isPublic: true,
    isOwn: false,
    hazards: [],
  });

  it('groups library activities by scope', () => {
    const groups = groupByScope([library(LIB_A, 's1', 'Framing'), library(LIB_B, 's2', 'Decks'), library(LIB_C, 's1', 'Framing')]);
    expect(groups.map((group) => [group.scopeName, group.activities.map((item) => item.id)])).toEqual([
      ['Framing', [LIB_A, LIB_C]],
      ['Decks', [LIB_B]],
    ]);
  });

  it('keeps customised ticked activities, drops unticked ones and adds new ticks', () => {
    const current = [
      sampleActivity({ key: 'a', sourceActivityId: LIB_A, name: 'Customised' }),
      sampleActivity({ key: 'b', sourceActivityId: LIB_B }),
      sampleActivity({ key: 'own', sourceActivityId: null }),
    ];
    expect(includedLibraryIds(current)).toEqual(new Set([LIB_A, LIB_B]));
    const plan = planSelection(current, new Set([LIB_A, LIB_C]));
    expect(plan.kept.map((item) => item.key)).toEqual(['a', 'own']);
    expect(plan.kept[0]?.name).toBe('Customised');
    expect(plan.addIds).toEqual([LIB_C]);
    expect(plan.removedCount).toBe(1);
  });

  it('replaces, adds and removes one activity by key', () => {
    const current = [sampleActivity({ key: 'a' }), sampleActivity({ key: 'b' })];
    expect(withActivity(current, sampleActivity({ key: 'b', name: 'Edited' })).map((item) => item.name)).toEqual([current[0]?.name, 'Edited']);
    expect(withActivity(current, sampleActivity({ key: 'c' })).map((item) => item.key)).toEqual(['a', 'b', 'c']);
    expect(withoutActivity(current, 'a').map((item) => item.key)).toEqual(['b']);
  });

  it('finds trades by their name or a scope name', () => {
    const trades: TLibraryTrade[] = [
      {
        id: '1',
        name: 'Carpentry',
        isPublic: true,
        isOwn: false,
        scopes: [{ id: 's', name: 'Decks and pergolas', isPublic: true, isOwn: false, activityCount: 2 }],
      },
      { id: '2', name: 'Roofing', isPublic: true, isOwn: false, scopes: [] },
    ];
    expect(filterTrades(trades, '  ').length).toBe(2);
    expect(filterTrades(trades, 'ROOF').map((trade) => trade.id)).toEqual(['2']);
    expect(filterTrades(trades, 'pergola').map((trade) => trade.id)).toEqual(['1']);
  });

  it('finds the library scope an activity came from, and lists scopes by trade', () => {
    const trades: TLibraryTrade[] = [
      { id: '1', name: 'Carpentry', isPublic: true, isOwn: false, scopes: [{ id: 's1', name: 'Decks', isPublic: true, isOwn: false, activityCount: 2 }] },
      { id: '2', name: 'Roofing', isPublic: true, isOwn: false, scopes: [] },
    ];
    expect(matchingScopeId(trades, 'carpentry', ' DECKS')).toBe('s1');
    expect(matchingScopeId(trades, 'Roofing', 'Decks')).toBe('');
    expect(scopeOptions(trades)).toEqual([{ group: 'Carpentry', items: [{ value: 's1', label: 'Decks' }] }]);
  });
});

describe('HRCW choices', () => {
  it('offers the jurisdiction list, Victoria its own', () => {
    expect(hrcwOptions('NSW', []).items.map((item) => item.code)).toContain('fall_over_2m');
    expect(hrcwOptions('VIC', []).items.map((item) => item.code)).toContain('road_or_railway');
    expect(hrcwOptions('VIC', []).items.map((item) => item.code)).not.toContain('traffic_corridor');
  });

  it('keeps a ticked code from another list visible', () => {
    expect(hrcwOptions('VIC', ['traffic_corridor']).items.map((item) => item.code)).toContain('traffic_corridor');
  });

  it('offers the model list as a guide in New Zealand', () => {
    const options = hrcwOptions('NZ', []);
    expect(options.legalList).toBe(false);
    expect(options.items.length).toBe(18);
  });
});

describe('the SWMS HRCW ticks follow its activities', () => {
  it('adds the activities codes the jurisdiction lists, keeping the ticks already there', () => {
    const activities: { hrcwCodes: THrcwCode[] }[] = [{ hrcwCodes: ['fall_over_2m', 'powered_mobile_plant'] }, { hrcwCodes: ['traffic_corridor'] }];
    expect(hrcwWithActivities('NSW', ['asbestos'], activities)).toEqual(['asbestos', 'fall_over_2m', 'powered_mobile_plant', 'traffic_corridor']);
    // Victoria's list has no 'traffic_corridor'; the server would refuse it.
    expect(hrcwWithActivities('VIC', [], [{ hrcwCodes: ['fall_over_2m', 'traffic_corridor'] }])).toEqual(['fall_over_2m']);
    expect(hrcwWithActivities('NZ', [], [{ hrcwCodes: ['diving'] }])).toEqual(['diving']);
  });

  it('answers null when nothing is new', () => {
    expect(hrcwWithActivities('QLD', ['fall_over_2m'], [{ hrcwCodes: ['fall_over_2m'] }])).toBeNull();
    expect(hrcwWithActivities(null, [], [])).toBeNull();
  });
});
