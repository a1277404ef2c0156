import { JSA_MESSAGES, SWMS_MESSAGES, ZNewJsaSchema, ZUpdateJsaSchema } from '@hivis/contracts';
import type { TJsa } from '@hivis/contracts';
import { describe, expect, it } from 'vitest';
import {
  blankHazard,
  blankStep,
  copyOfJsa,
  editJsaValues,
  errorsUnder,
  errorsWithout,
  hasContent,
  jobFromLinkState,
  jsaFieldPaths,
  newJsaValues,
  showResidualReason,
  stepsWithProblems,
  toNewJsaBody,
  toUpdateJsaBody,
  validateJsaValues,
  withFill,
  withoutFill,
} from './jsa-form-values';
import type { TJsaFormValues, TJsaHazardValue } from './jsa-form-values';

/* The JSA form against the contract: what it sends, and the server's own words on its fields. */

const JOB = { id: '0197a4c0-0000-7000-8000-0000000000aa', title: 'Balcony waterproofing', jobNumber: 'J-0107', worksiteName: 'Wynnum' };
const JSA_ID = '0197a4c0-0000-7000-8000-000000000001';

const hazard = (overrides: Partial<TJsaHazardValue> = {}): TJsaHazardValue => ({
  ...blankHazard(),
  hazard: 'Cut from the wet saw',
  before: { likelihood: 3, consequence: 3 },
  controls: [{ uid: 'c1', level: 'engineering', text: 'Blade guard on, cut in the cutting area only.' }],
  after: { likelihood: 2, consequence: 2 },
  ...overrides,
});

const filled = (overrides: Partial<TJsaFormValues> = {}): TJsaFormValues => ({
  ...newJsaValues(JOB),
  task: 'Cut and lift balcony tiles, unit 3',
  steps: [{ uid: 's1', description: 'Cut tiles to size', hazards: [hazard()] }],
  ppe: ['Safety glasses', 'Hearing protection'],
  ...overrides,
});

const savedJsa: TJsa = {
  id: JSA_ID,
  documentTitle: 'Job Safety Analysis',
  job: { id: JOB.id, title: JOB.title, jobNumber: JOB.jobNumber, worksiteName: JOB.worksiteName },
  version: 2,
  content: {
    task: 'Lift old tiles',
    steps: [
      {
        description: 'Break tiles out with the demolition hammer',
        hazards: [
          {
            hazard: 'Silica dust',
            before: { likelihood: 4, consequence: 4 },
            controls: [
              { level: 'engineering', text: 'Hammer with dust extraction.' },
              { level: 'ppe', text: 'P2 respirator, fit checked.' },
            ],
            after: { likelihood: 2, consequence: 3 },
            residualReason: null,
          },
        ],
      },
    ],
    ppe: ['P2 respirator'],
    notes: 'Neighbours told about the noise.',
  },
  source: { kind: 'blank' },
  preparedBy: { id: 'u1', name: 'Sam Supervisor' },
  createdAt: '2026-11-24T21:00:00.000Z',
  updatedAt: '2026-11-25T21:00:00.000Z',
  updatedBy: { id: 'u1', name: 'Sam Supervisor' },
  signOns: [],
  documentFileId: null,
};

describe('a new JSA', () => {
  it('opens blank with one step and one hazard to fill in', () => {
    const values = newJsaValues(JOB);
    expect(values).toMatchObject({ job: JOB, startFrom: 'blank', source: { kind: 'blank' }, task: '', ppe: [], notes: '' });
    expect(values.steps).toHaveLength(1);
    expect(values.steps[0]?.hazards).toHaveLength(1);
  });

  it('is sent under the phone’s id as the contract takes it, with no screen keys', () => {
    const body = toNewJsaBody(filled({ notes: '  ' }), JSA_ID);
    expect(body).toEqual({
      id: JSA_ID,
      jobId: JOB.id,
      source: { kind: 'blank' },
      task: 'Cut and lift balcony tiles, unit 3',
      steps: [
        {
          description: 'Cut tiles to size',
          hazards: [
            {
              hazard: 'Cut from the wet saw',
              before: { likelihood: 3, consequence: 3 },
              controls: [{ level: 'engineering', text: 'Blade guard on, cut in the cutting area only.' }],
              after: { likelihood: 2, consequence: 2 },
              residualReason: null,
            },
          ],
        },
      ],
      ppe: ['Safety glasses', 'Hearing protection'],
      notes: undefined,
    });
    expect(ZNewJsaSchema.safeParse(body).success).toBe(true);
  });

  it('a change is sent whole, on the version it was opened at', () => {
    const body = toUpdateJsaBody(filled(), 2);
    expect(body.basedOn).toBe(2);
    expect(ZUpdateJsaSchema.safeParse(body).success).toBe(true);
  });
});

describe('checking the form on the phone', () => {
  it('asks for the job, the task and each part of a hazard, in the server’s words, on their fields', () => {
    const errors = validateJsaValues(newJsaValues());
    expect(errors).toMatchObject({
      job: JSA_MESSAGES.jobId,
      task: JSA_MESSAGES.task,
      'steps.0.description': JSA_MESSAGES.step,
      'steps.0.hazards.0.hazard': JSA_MESSAGES.hazard,
      'steps.0.hazards.0.before.likelihood': SWMS_MESSAGES.rating,
      'steps.0.hazards.0.before.consequence': SWMS_MESSAGES.rating,
      'steps.0.hazards.0.controls.0.level': SWMS_MESSAGES.controlLevel,
      'steps.0.hazards.0.controls.0.text': SWMS_MESSAGES.controlText,
      'steps.0.hazards.0.after.likelihood': SWMS_MESSAGES.rating,
    });
  });

  it('passes a complete JSA; the edit form has no job to choose', () => {
    expect(validateJsaValues(filled())).toEqual({});
    expect(validateJsaValues(filled({ job: null }), { needsJob: false })).toEqual({});
  });

  it('says a step with no hazard, a missing step, and a risk after above before', () => {
    expect(validateJsaValues(filled({ steps: [] }))).toEqual({ steps: JSA_MESSAGES.steps });
    expect(validateJsaValues(filled({ steps: [{ uid: 's1', description: 'Set up', hazards: [] }] }))).toEqual({ 'steps.0.hazards': JSA_MESSAGES.hazards });
    expect(
      validateJsaValues(filled({ steps: [{ uid: 's1', description: 'Set up', hazards: [hazard({ after: { likelihood: 5, consequence: 5 } })] }] })),
    ).toEqual({
      'steps.0.hazards.0.after': SWMS_MESSAGES.afterAboveBefore,
    });
  });

  it('asks why when only administrative and PPE controls leave a High risk, and shows the box then', () => {
    const high = hazard({
      controls: [{ uid: 'c1', level: 'ppe', text: 'Gloves' }],
      after: { likelihood: 3, consequence: 4 },
      before: { likelihood: 4, consequence: 4 },
    });
    expect(showResidualReason(high)).toBe(true);
    expect(validateJsaValues(filled({ steps: [{ uid: 's1', description: 'Cut', hazards: [high] }] }))).toEqual({
      'steps.0.hazards.0.residualReason': SWMS_MESSAGES.residualReason,
    });
    expect(
      validateJsaValues(filled({ steps: [{ uid: 's1', description: 'Cut', hazards: [{ ...high, residualReason: 'No other way to cut on a balcony.' }] }] })),
    ).toEqual({});
    expect(showResidualReason(hazard())).toBe(false);
    expect(showResidualReason(hazard({ after: { likelihood: null, consequence: 4 } }))).toBe(false);
  });

  it('says a PPE item’s problem on the PPE list', () => {
    expect(validateJsaValues(filled({ ppe: ['Gloves', ' '] }))).toEqual({ ppe: JSA_MESSAGES.ppe });
  });

  it('opens the steps with a problem, and a change takes its own errors away', () => {
    const values = filled({
      steps: [
        { ...blankStep(), uid: 'a' },
        { uid: 'b', description: 'Fine', hazards: [hazard()] },
        { ...blankStep(), uid: 'c' },
      ],
    });
    const errors = validateJsaValues(values);
    expect(stepsWithProblems(errors, values.steps)).toEqual(['a', 'c']);
    const kept = errorsWithout(errors, 'steps.0.description');
    expect(kept['steps.0.description']).toBeUndefined();
    expect(kept['steps.0.hazards.0.hazard']).toBe(JSA_MESSAGES.hazard);
    expect(Object.keys(errorsWithout(errors, 'steps')).filter((path) => path.startsWith('steps'))).toEqual([]);
    expect(errorsUnder(errors, 'steps.2.hazards.0.')).toMatchObject({ hazard: JSA_MESSAGES.hazard, 'controls.0.text': SWMS_MESSAGES.controlText });
  });

  it('knows every field the server may name, so its errors land there', () => {
    const paths = jsaFieldPaths(filled());
    expect(paths).toEqual(
      expect.arrayContaining(['job', 'task', 'steps.0.description', 'steps.0.hazards.0.controls.0.text', 'steps.0.hazards.0.residualReason']),
    );
  });
});

describe('starting from a saved JSA, and changing one', () => {
  it('the edit form holds the JSA as saved, and sends it back unchanged', () => {
    const values = editJsaValues(savedJsa);
    expect(values.job).toEqual(JOB);
    expect(values.notes).toBe('Neighbours told about the noise.');
    expect(toUpdateJsaBody(values, savedJsa.version)).toEqual({ ...savedJsa.content, basedOn: 2 });
    expect(validateJsaValues(values, { needsJob: false })).toEqual({});
  });

  it('a copy takes the task, steps, PPE and notes, names where it came from, and keeps the job chosen', () => {
    const copied = withFill(newJsaValues(JOB), copyOfJsa(savedJsa));
    expect(copied.job).toEqual(JOB);
    expect(copied.source).toEqual({ kind: 'jsa', jsaId: JSA_ID });
    expect(toNewJsaBody(copied, 'new-id')).toMatchObject({ task: 'Lift old tiles', ppe: ['P2 respirator'], notes: 'Neighbours told about the noise.' });
    expect(hasContent(copied)).toBe(true);
  });

  it('back to blank empties what was filled in', () => {
    const blank = withoutFill(withFill(newJsaValues(JOB), copyOfJsa(savedJsa)));
    expect(blank).toMatchObject({ job: JOB, startFrom: 'blank', source: { kind: 'blank' }, task: '', ppe: [] });
    expect(hasContent(blank)).toBe(false);
  });
});

describe('the job a JSA is started for', () => {
  it('is taken from the link’s state only when it is the job asked for', () => {
    expect(jobFromLinkState({ job: JOB }, JOB.id)).toEqual(JOB);
    expect(jobFromLinkState({ job: JOB }, 'another')).toBeNull();
    expect(jobFromLinkState(null, JOB.id)).toBeNull();
    expect(jobFromLinkState({ job: { id: JOB.id } }, JOB.id)).toBeNull();
  });
});
