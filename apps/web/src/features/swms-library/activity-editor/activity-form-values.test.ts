import { SWMS_MESSAGES } from '@hivis/contracts';
import { describe, expect, it } from 'vitest';
import {
  activityToFormValues,
  blankActivity,
  blankHazard,
  formValuesToInput,
  listError,
  moveItem,
  parseActivityForm,
  serverErrorsForActivity,
  showResidualReason,
  validateActivityForm,
} from './activity-form-values';
import { sampleActivity } from './test-samples';

describe('activity form values', () => {
  it('round-trips a saved activity through the form unchanged', () => {
    const activity = sampleActivity();
    const values = activityToFormValues(activity);
    expect(values.hazards[0]?.residualReason).toBe('');
    expect(parseActivityForm(values)).toEqual(activity);
  });

  it('never sends the screen-only list keys', () => {
    const input = formValuesToInput(activityToFormValues(sampleActivity()));
    expect(JSON.stringify(input)).not.toContain('uid');
  });

  it('reports a blank new activity with the server schema messages, by form path', () => {
    const errors = validateActivityForm(blankActivity('new-1'));
    expect(errors.name).toBe(SWMS_MESSAGES.activityName);
    expect(errors.ppe).toBe(SWMS_MESSAGES.ppeList);
    expect(errors['hazards.0.hazard']).toBe(SWMS_MESSAGES.hazard);
    expect(errors['hazards.0.before.likelihood']).toBe(SWMS_MESSAGES.rating);
    expect(errors['hazards.0.controls.0.level']).toBe(SWMS_MESSAGES.controlLevel);
    expect(errors['hazards.0.controls.0.text']).toBe(SWMS_MESSAGES.controlText);
    expect(parseActivityForm(blankActivity())).toBeNull();
  });

  it('asks why when only administrative and PPE controls leave a high risk', () => {
    const values = activityToFormValues(sampleActivity());
    const hazard = values.hazards[0];
    if (!hazard) throw new Error('sample has a hazard');
    hazard.controls = [{ uid: 'c', level: 'administrative', text: 'Two people stand each frame.' }];
    hazard.after = { likelihood: 3, consequence: 4 };
    expect(showResidualReason(hazard)).toBe(true);
    expect(validateActivityForm(values)['hazards.0.residualReason']).toBe(SWMS_MESSAGES.residualReason);

    hazard.residualReason = 'Frames are too long for a lifter on this site.';
    expect(validateActivityForm(values)).toEqual({});

    hazard.controls.push({ uid: 'd', level: 'engineering', text: 'Brace every frame.' });
    hazard.residualReason = '';
    expect(showResidualReason(hazard)).toBe(false);
    expect(validateActivityForm(values)).toEqual({});
  });

  it('does not ask for a reason before the rating after controls is chosen', () => {
    const hazard = blankHazard();
    hazard.controls = [{ uid: 'c', level: 'ppe', text: 'Wear gloves.' }];
    expect(showResidualReason(hazard)).toBe(false);
  });

  it('refuses a risk after controls above the risk before', () => {
    const values = activityToFormValues(sampleActivity());
    const hazard = values.hazards[0];
    if (!hazard) throw new Error('sample has a hazard');
    hazard.after = { likelihood: 5, consequence: 5 };
    expect(validateActivityForm(values)['hazards.0.after']).toBe(SWMS_MESSAGES.afterAboveBefore);
  });
});

describe('server errors and lists', () => {
  it('keeps the field errors of this activity and passes on the rest', () => {
    const result = serverErrorsForActivity(
      { 'content.activities.2.hazards.0.risk': 'Please say what could happen.', 'content.activities.0.name': 'Other one', step: 'Bad step' },
      2,
    );
    expect(result.fields).toEqual({ 'hazards.0.risk': 'Please say what could happen.' });
    expect(result.other).toEqual(['Other one', 'Bad step']);
  });

  it('finds the first error of a whole list', () => {
    expect(listError({ 'ppe.1': SWMS_MESSAGES.ppe, name: 'x' }, 'ppe')).toBe(SWMS_MESSAGES.ppe);
    expect(listError({ ppeExtra: 'no' }, 'ppe')).toBeUndefined();
  });

  it('moves a control up and down, and not past the ends', () => {
    expect(moveItem(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(moveItem(['a', 'b'], 1, 1)).toEqual(['a', 'b']);
  });
});
