import { describe, expect, it } from 'vitest';
import {
  CONSEQUENCES,
  CONTROL_LEVELS,
  DEFAULT_RISK_BANDS,
  LIKELIHOODS,
  MODEL_WHS_HRCW,
  SWMS_JURISDICTIONS,
  SWMS_MESSAGES,
  VIC_OHS_HRCW,
  ZSwmsActivitySchema,
  ZSwmsHazardSchema,
  hrcwListFor,
  needsResidualReason,
  onlyAdministrativeOrPpe,
  riskBand,
  swmsHazardSchema,
} from './swms-reference.js';

describe('HRCW lists', () => {
  it('has the model list r291(a) to (r) in order, with unique snake_case codes', () => {
    expect(MODEL_WHS_HRCW).toHaveLength(18);
    expect(MODEL_WHS_HRCW.map((item) => item.reference.slice(-3))).toEqual('abcdefghijklmnopqr'.split('').map((letter) => `(${letter})`));
    for (const list of [MODEL_WHS_HRCW, VIC_OHS_HRCW]) {
      const codes = list.map((item) => item.code);
      expect(new Set(codes).size).toBe(codes.length);
      for (const code of codes) expect(code).toMatch(/^[a-z0-9]+(_[a-z0-9]+)*$/);
    }
  });
  it('gives the model list to every state but Victoria, Victoria its own, and New Zealand none', () => {
    expect(SWMS_JURISDICTIONS.map((item) => item.code)).toEqual(['NSW', 'VIC', 'QLD', 'SA', 'WA', 'TAS', 'ACT', 'NT', 'NZ']);
    for (const code of ['NSW', 'QLD', 'SA', 'WA', 'TAS', 'ACT', 'NT'] as const) expect(hrcwListFor(code)).toBe(MODEL_WHS_HRCW);
    expect(hrcwListFor('VIC')).toBe(VIC_OHS_HRCW);
    expect(hrcwListFor('NZ')).toEqual([]);
    expect(VIC_OHS_HRCW.map((item) => item.code)).toContain('demolition');
  });
});

describe('risk matrix', () => {
  it('has five likelihoods and five consequences with their labels', () => {
    expect(LIKELIHOODS.map((item) => item.label)).toEqual(['Rare', 'Unlikely', 'Possible', 'Likely', 'Almost certain']);
    expect(CONSEQUENCES.map((item) => item.label)).toEqual(['Insignificant', 'Minor', 'Moderate', 'Major', 'Catastrophic']);
  });
  it('bands the score with the default thresholds', () => {
    expect(riskBand(1, 1).code).toBe('low');
    expect(riskBand(2, 2).code).toBe('low');
    expect(riskBand(1, 5).code).toBe('medium');
    expect(riskBand(3, 3).code).toBe('medium');
    expect(riskBand(2, 5).code).toBe('high');
    expect(riskBand(3, 4).code).toBe('high');
    expect(riskBand(3, 5).code).toBe('extreme');
    expect(riskBand(5, 5).code).toBe('extreme');
  });
  it('covers every cell of the matrix, and bands never go down as the score goes up', () => {
    const order = DEFAULT_RISK_BANDS.map((band) => band.code);
    for (let l = 1; l <= 5; l += 1) {
      for (let c = 1; c < 5; c += 1) expect(order.indexOf(riskBand(l, c + 1).code)).toBeGreaterThanOrEqual(order.indexOf(riskBand(l, c).code));
    }
  });
  it('uses bands given in any order and refuses ratings off the matrix', () => {
    const strict = [
      { code: 'extreme', label: 'Extreme', minScore: 12 },
      { code: 'low', label: 'Low', minScore: 1 },
      { code: 'high', label: 'High', minScore: 8 },
      { code: 'medium', label: 'Medium', minScore: 4 },
    ] as const;
    expect(riskBand(2, 4, strict).code).toBe('high');
    expect(riskBand(3, 4, strict).code).toBe('extreme');
    expect(() => riskBand(0, 3)).toThrow(RangeError);
    expect(() => riskBand(2.5, 3)).toThrow(RangeError);
    expect(() => riskBand(1, 1, [{ code: 'high', label: 'High', minScore: 5 }])).toThrow(RangeError);
  });
});

describe('hierarchy of controls', () => {
  it('runs from elimination to PPE', () => {
    expect(CONTROL_LEVELS.map((level) => level.code)).toEqual(['elimination', 'substitution', 'isolation', 'engineering', 'administrative', 'ppe']);
  });
  it('says when controls rely on people alone', () => {
    expect(onlyAdministrativeOrPpe(['administrative', 'ppe'])).toBe(true);
    expect(onlyAdministrativeOrPpe(['engineering', 'ppe'])).toBe(false);
    expect(onlyAdministrativeOrPpe([])).toBe(false);
    expect(needsResidualReason(['ppe'], riskBand(3, 4))).toBe(true);
    expect(needsResidualReason(['ppe'], riskBand(2, 4))).toBe(false);
    expect(needsResidualReason(['isolation'], riskBand(3, 4))).toBe(false);
  });
});

describe('ZSwmsHazardSchema', () => {
  const hazard = {
    hazard: 'Fall from roof edge',
    risk: 'Worker falls more than 2 metres to the ground',
    before: { likelihood: 3, consequence: 5 },
    controls: [{ level: 'engineering', text: 'Install edge protection on every open edge before roof work starts.' }],
    monitoring: 'Supervisor checks the edge protection each morning.',
    after: { likelihood: 1, consequence: 5 },
    responsible: 'Site supervisor',
  };
  it('accepts a hazard and stores a blank reason as null', () => {
    expect(ZSwmsHazardSchema.parse({ ...hazard, residualReason: ' ' }).residualReason).toBeNull();
  });
  it('refuses ratings off the matrix, no controls, and a higher risk after controls', () => {
    expect(ZSwmsHazardSchema.safeParse({ ...hazard, before: { likelihood: 6, consequence: 5 } }).error?.issues[0]?.message).toBe(SWMS_MESSAGES.rating);
    expect(ZSwmsHazardSchema.safeParse({ ...hazard, controls: [] }).error?.issues[0]?.message).toBe(SWMS_MESSAGES.controls);
    expect(ZSwmsHazardSchema.safeParse({ ...hazard, controls: [{ level: 'luck', text: 'Hope for the best on the day.' }] }).error?.issues[0]?.message).toBe(
      SWMS_MESSAGES.controlLevel,
    );
    const higher = ZSwmsHazardSchema.safeParse({ ...hazard, after: { likelihood: 4, consequence: 5 } });
    expect(higher.error?.issues[0]).toMatchObject({ path: ['after'], message: SWMS_MESSAGES.afterAboveBefore });
  });
  it('asks why when a high residual risk rests on administrative and PPE controls alone', () => {
    const peopleOnly = {
      ...hazard,
      controls: [{ level: 'ppe', text: 'Wear a full body harness clipped to the anchor.' }],
      after: { likelihood: 2, consequence: 5 },
    };
    expect(ZSwmsHazardSchema.safeParse(peopleOnly).error?.issues[0]).toMatchObject({ path: ['residualReason'], message: SWMS_MESSAGES.residualReason });
    expect(ZSwmsHazardSchema.safeParse({ ...peopleOnly, residualReason: 'The roof is too short-lived for edge protection.' }).success).toBe(true);
    // A company with a higher High threshold does not need the reason.
    const lenient = swmsHazardSchema([
      { code: 'low', label: 'Low', minScore: 1 },
      { code: 'high', label: 'High', minScore: 12 },
    ]);
    expect(lenient.safeParse(peopleOnly).success).toBe(true);
  });
});

describe('ZSwmsActivitySchema', () => {
  const hazard = {
    hazard: 'Dust',
    risk: 'Breathing in silica dust',
    before: { likelihood: 4, consequence: 3 },
    controls: [{ level: 'engineering', text: 'Cut with on-tool water suppression.' }],
    monitoring: 'Supervisor watches the first cut.',
    after: { likelihood: 2, consequence: 3 },
    responsible: 'Each worker',
  };
  it('accepts an activity, fills empty lists and drops repeated codes', () => {
    const parsed = ZSwmsActivitySchema.parse({
      name: ' Cut pavers ',
      hrcwCodes: ['powered_mobile_plant', 'powered_mobile_plant'],
      ppe: ['P2 respirator'],
      hazards: [hazard],
    });
    expect(parsed).toMatchObject({ name: 'Cut pavers', description: '', hrcwCodes: ['powered_mobile_plant'], plant: [], licences: [] });
  });
  it('needs PPE named, known HRCW codes and at least one hazard', () => {
    const base = { name: 'Cut pavers', ppe: ['P2 respirator'], hazards: [hazard] };
    expect(ZSwmsActivitySchema.safeParse({ ...base, ppe: [] }).error?.issues[0]?.message).toBe(SWMS_MESSAGES.ppeList);
    expect(ZSwmsActivitySchema.safeParse({ ...base, ppe: [' '] }).error?.issues[0]?.message).toBe(SWMS_MESSAGES.ppe);
    expect(ZSwmsActivitySchema.safeParse({ ...base, hrcwCodes: ['jumping'] }).error?.issues[0]?.message).toBe(SWMS_MESSAGES.hrcwCode);
    expect(ZSwmsActivitySchema.safeParse({ ...base, hazards: [] }).error?.issues[0]?.message).toBe(SWMS_MESSAGES.hazards);
    expect(ZSwmsActivitySchema.safeParse({ ...base, name: '' }).error?.issues[0]?.message).toBe(SWMS_MESSAGES.activityName);
  });
});

describe('a hazard with a rating out of range', () => {
  const base = {
    hazard: 'Fall',
    risk: 'Falls off the roof',
    before: { likelihood: 3, consequence: 3 },
    controls: [{ level: 'ppe', text: 'Harness' }],
    monitoring: 'Daily',
    after: { likelihood: 1, consequence: 3 },
    responsible: 'Supervisor',
  };
  it('is refused with a field error, never thrown at (the risk checks skip ratings that already failed)', () => {
    for (const patch of [
      { after: { likelihood: 3, consequence: -1 } },
      { after: { likelihood: 0, consequence: 3 } },
      { before: { likelihood: 1.5, consequence: 3 } },
      { after: { likelihood: '3', consequence: 9 } },
      { controls: 'x' },
    ]) {
      const result = ZSwmsHazardSchema.safeParse({ ...base, ...patch });
      expect(result.success).toBe(false);
    }
  });
});
