import { JSA_LIMITS, ZNewJsaSchema } from '@hivis/contracts';
import type { TSwms } from '@hivis/contracts';
import { describe, expect, it } from 'vitest';
import { sampleActivity } from '../swms-library/activity-editor/test-samples';
import { newJsaValues, toNewJsaBody, withFill } from './jsa-form-values';
import { activityChoices, fillFromSwmsActivity } from './swms-prefill';

/* A JSA started from an activity of the job's SWMS. */

const SWMS_ID = '0197a4c0-0000-7000-8000-0000000000bb';
const JOB = { id: '0197a4c0-0000-7000-8000-0000000000aa', title: 'House frame', jobNumber: null, worksiteName: 'Wynnum' };

const hazardNamed = (hazard: string) => ({
  hazard,
  risk: 'Someone is hurt.',
  before: { likelihood: 3, consequence: 3 },
  controls: [{ level: 'administrative' as const, text: 'Follow the safe work procedure.' }],
  monitoring: 'Supervisor checks.',
  after: { likelihood: 2, consequence: 3 },
  responsible: 'Supervisor',
  residualReason: null,
});

describe('an activity of the job’s SWMS as a JSA', () => {
  it('names the task, puts its hazards with their ratings and controls in a first step, and brings its PPE', () => {
    const fill = fillFromSwmsActivity(sampleActivity({ ppe: ['Safety boots', 'safety boots', 'Hard hat'] }), SWMS_ID);
    expect(fill.source).toEqual({ kind: 'swms_activity', swmsId: SWMS_ID, activityName: 'Stand and brace wall frames' });
    expect(fill.task).toBe('Stand and brace wall frames');
    expect(fill.ppe).toEqual(['Safety boots', 'Hard hat']);
    expect(fill.steps).toHaveLength(1);
    expect(fill.steps[0]?.description).toBe('Lift frames onto the slab.');
    expect(fill.steps[0]?.hazards).toEqual([
      expect.objectContaining({
        hazard: 'Frame falling',
        before: { likelihood: 3, consequence: 4 },
        controls: [expect.objectContaining({ level: 'engineering', text: 'Brace every frame as it is stood.' })],
        after: { likelihood: 1, consequence: 4 },
        residualReason: '',
      }),
    ]);
  });

  it('is a JSA the server takes, once the job is chosen', () => {
    const values = withFill(newJsaValues(JOB), fillFromSwmsActivity(sampleActivity(), SWMS_ID));
    expect(ZNewJsaSchema.safeParse(toNewJsaBody(values, '0197a4c0-0000-7000-8000-000000000001')).success).toBe(true);
  });

  it('carries more hazards than a step takes on into a second step', () => {
    const hazards = Array.from({ length: JSA_LIMITS.hazardsPerStep + 2 }, (_, index) => hazardNamed(`Hazard ${index + 1}`));
    const fill = fillFromSwmsActivity(sampleActivity({ hazards }), SWMS_ID);
    expect(fill.steps.map((step) => step.hazards.length)).toEqual([JSA_LIMITS.hazardsPerStep, 2]);
    expect(fill.steps[1]?.description).toBe('Lift frames onto the slab. (continued)');
  });

  it('describes the step by the activity’s name when it has no description, and gives an activity with no hazard one to fill in', () => {
    // A draft SWMS's activity may have no hazard yet.
    const fill = fillFromSwmsActivity({ ...sampleActivity({ description: '' }), hazards: [] }, SWMS_ID);
    expect(fill.steps).toHaveLength(1);
    expect(fill.steps[0]?.description).toBe('Stand and brace wall frames');
    expect(fill.steps[0]?.hazards[0]?.hazard).toBe('');
  });
});

describe('the activities offered', () => {
  const swms = (id: string, title: string, names: string[]) =>
    ({ id, title, content: { activities: names.map((name) => sampleActivity({ name })) } }) as unknown as TSwms;

  it('lists each SWMS’s activities under its title, with their hazard count, and finds the one picked', () => {
    const { groups, choices } = activityChoices([swms('s1', 'SWMS – Frame', ['Stand frames', 'Fix roof trusses']), swms('s2', 'SWMS – Empty', [])]);
    expect(groups).toEqual([
      {
        group: 'SWMS – Frame',
        items: [
          { value: '0:0', label: 'Stand frames (1 hazard)' },
          { value: '0:1', label: 'Fix roof trusses (1 hazard)' },
        ],
      },
    ]);
    expect(choices.find((choice) => choice.value === '0:1')).toMatchObject({ swmsId: 's1', activity: { name: 'Fix roof trusses' } });
  });
});
