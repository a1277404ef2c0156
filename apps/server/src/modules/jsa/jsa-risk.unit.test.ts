import { describe, expect, it } from 'vitest';
import { highestResidual } from './jsa-risk.js';

const hazard = (likelihood: number, consequence: number) => ({
  hazard: 'Silica dust',
  before: { likelihood: 5, consequence: 5 },
  controls: [{ level: 'engineering' as const, text: 'Use a shroud with an H-class vacuum.' }],
  after: { likelihood, consequence },
  residualReason: null,
});

describe('highestResidual', () => {
  it('is the highest band left after controls across every step', () => {
    expect(highestResidual([{ hazards: [hazard(1, 2)] }])).toBe('low');
    expect(highestResidual([{ hazards: [hazard(1, 2), hazard(2, 3)] }, { hazards: [hazard(1, 1)] }])).toBe('medium');
    expect(highestResidual([{ hazards: [hazard(1, 1)] }, { hazards: [hazard(3, 4)] }])).toBe('high');
    expect(highestResidual([{ hazards: [hazard(5, 4)] }])).toBe('extreme');
  });
});
