import { describe, expect, it } from 'vitest';
import { SWMS_MESSAGES, ZSaveWorkActivitySchema } from '@hivis/contracts';
import type { TLibraryActivity } from '@hivis/contracts';
import { blankLibraryActivity, errorsUnder, hazardWithError, libraryActivityToForm, toSaveInput, validateLibraryActivity } from './activity-editor-values';

const activity: TLibraryActivity = {
  id: '6f1f4a52-8a53-4e43-9d1c-2e3f4a5b6c7d',
  tradeId: 't',
  tradeName: 'Roofing',
  scopeId: '0b5e2c9e-4f6b-4d7a-8c1d-2e3f4a5b6c7d',
  scopeName: 'Metal roofs',
  name: 'Lay roof sheets',
  description: '',
  hrcwCodes: ['fall_over_2m'],
  ppe: ['Harness'],
  plant: [],
  licences: [],
  isPublic: true,
  isOwn: false,
  hazards: [
    {
      id: 'h',
      hazard: 'Fall through skylight',
      risk: 'Worker falls through a skylight.',
      before: { likelihood: 3, consequence: 5 },
      controls: [{ level: 'engineering', text: 'Fit skylight mesh before work starts.' }],
      monitoring: 'Supervisor checks the mesh.',
      after: { likelihood: 1, consequence: 5 },
      responsible: 'Site supervisor',
      residualReason: null,
    },
  ],
};

describe('library activity editor values', () => {
  it('round-trips a library activity into what the API accepts', () => {
    const input = toSaveInput(libraryActivityToForm(activity), activity.scopeId);
    expect(ZSaveWorkActivitySchema.parse(input)).toMatchObject({
      name: 'Lay roof sheets',
      scopeId: activity.scopeId,
      hazards: [{ hazard: 'Fall through skylight', residualReason: null }],
    });
    expect(validateLibraryActivity(libraryActivityToForm(activity))).toEqual({});
  });

  it('reports a blank activity with the server’s own messages, and finds the hazard to open', () => {
    const blank = blankLibraryActivity();
    const errors = validateLibraryActivity(blank);
    expect(errors).toMatchObject({ name: SWMS_MESSAGES.activityName, ppe: SWMS_MESSAGES.ppeList, 'hazards.0.hazard': SWMS_MESSAGES.hazard });
    expect(hazardWithError(blank, errors)).toBe(blank.hazards[0]?.uid);
    // The builder's free "Trade" field stays hidden: the scope decides the trade.
    expect(blank.sourceActivityId).not.toBeNull();
  });

  it('splits bulk errors by row', () => {
    expect(errorsUnder({ 'activities.1.name': 'x', scopeId: 'y' }, 'activities.1.')).toEqual({ fields: { name: 'x' }, other: ['y'] });
  });
});
