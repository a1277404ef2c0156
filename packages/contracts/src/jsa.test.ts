import { describe, expect, it } from 'vitest';
import { JSA_MESSAGES, ZJsaContentSchema, ZJsaHazardSchema, ZNewJsaSchema, ZUpdateJsaSchema, jsaHazardSchema, jsaTitle } from './jsa.js';
import { SWMS_MESSAGES, type TRiskBand } from './swms-reference.js';

/** Each refusal's message by its path, as the server's field errors name them. */
function errorsOf(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }): Record<string, string> {
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
}

const dust = {
  hazard: 'Silica dust from cutting grout',
  before: { likelihood: 4, consequence: 4 },
  controls: [{ level: 'engineering', text: 'Cut with a shrouded grinder on an H-class vacuum.' }],
  after: { likelihood: 2, consequence: 3 },
};

const step = { description: 'Cut the grout lines with the grinder', hazards: [dust] };

describe('a JSA hazard', () => {
  it('takes a rating that goes down or stays, and refuses one higher after controls than before, on `after`', () => {
    expect(ZJsaHazardSchema.safeParse(dust).success).toBe(true);
    expect(ZJsaHazardSchema.safeParse({ ...dust, after: dust.before }).success).toBe(true);
    const above = ZJsaHazardSchema.safeParse({ ...dust, before: { likelihood: 2, consequence: 2 }, after: { likelihood: 3, consequence: 2 } });
    expect(errorsOf(above)).toEqual({ after: SWMS_MESSAGES.afterAboveBefore });
  });

  it('asks why when a high risk stays with only administrative and PPE controls', () => {
    const peopleOnly = {
      ...dust,
      before: { likelihood: 4, consequence: 4 },
      controls: [
        { level: 'administrative', text: 'Wet the tiles first.' },
        { level: 'ppe', text: 'P2 respirator, fit-checked.' },
      ],
      after: { likelihood: 3, consequence: 4 },
    };
    expect(errorsOf(ZJsaHazardSchema.safeParse(peopleOnly))).toEqual({ residualReason: SWMS_MESSAGES.residualReason });
    expect(errorsOf(ZJsaHazardSchema.safeParse({ ...peopleOnly, residualReason: '   ' }))).toEqual({ residualReason: SWMS_MESSAGES.residualReason });
    const reasoned = ZJsaHazardSchema.parse({ ...peopleOnly, residualReason: ' No shrouded tool fits the upturn. ' });
    expect(reasoned.residualReason).toBe('No shrouded tool fits the upturn.');
    // A control higher up the hierarchy, or a medium risk left: no reason needed.
    expect(ZJsaHazardSchema.parse({ ...peopleOnly, controls: [...peopleOnly.controls, dust.controls[0]] }).residualReason).toBeNull();
    expect(ZJsaHazardSchema.safeParse({ ...peopleOnly, after: { likelihood: 2, consequence: 4 } }).success).toBe(true);
  });

  it('judges the residual risk by the bands it is given', () => {
    const strict: TRiskBand[] = [
      { code: 'low', label: 'Low', minScore: 1 },
      { code: 'high', label: 'High', minScore: 5 },
    ];
    const ppeOnly = { ...dust, controls: [{ level: 'ppe', text: 'Earmuffs.' }], after: { likelihood: 2, consequence: 3 } };
    expect(ZJsaHazardSchema.safeParse(ppeOnly).success).toBe(true);
    expect(errorsOf(jsaHazardSchema(strict).safeParse(ppeOnly))).toEqual({ residualReason: SWMS_MESSAGES.residualReason });
  });

  it('needs a name, at least one control and ratings from 1 to 5', () => {
    expect(errorsOf(ZJsaHazardSchema.safeParse({ ...dust, hazard: ' ', controls: [], after: { likelihood: 0, consequence: 2 } }))).toEqual({
      hazard: JSA_MESSAGES.hazard,
      controls: SWMS_MESSAGES.controls,
      'after.likelihood': SWMS_MESSAGES.rating,
    });
  });
});

describe('a JSA', () => {
  it('needs a task, at least one step, and at least one hazard in each step', () => {
    expect(errorsOf(ZJsaContentSchema.safeParse({ task: '', steps: [] }))).toEqual({ task: JSA_MESSAGES.task, steps: JSA_MESSAGES.steps });
    expect(errorsOf(ZJsaContentSchema.safeParse({ task: 'Lift tiles', steps: [{ description: ' ', hazards: [] }] }))).toEqual({
      'steps.0.description': JSA_MESSAGES.step,
      'steps.0.hazards': JSA_MESSAGES.hazards,
    });
    expect(errorsOf(ZJsaContentSchema.safeParse({ task: 'Lift tiles', steps: [step], ppe: ['  '] }))).toEqual({ 'ppe.0': JSA_MESSAGES.ppe });
  });

  it('places a hazard’s refusal under its step', () => {
    const bad = { ...step, hazards: [dust, { ...dust, after: { likelihood: 5, consequence: 5 } }] };
    expect(errorsOf(ZJsaContentSchema.safeParse({ task: 'Lift tiles', steps: [bad] }))).toEqual({ 'steps.0.hazards.1.after': SWMS_MESSAGES.afterAboveBefore });
  });

  it('is started blank unless it says where from, and a SWMS activity names its SWMS and activity', () => {
    const jobId = '6f1c1f8e-3a4b-4c5d-8e9f-0a1b2c3d4e5f';
    const made = ZNewJsaSchema.parse({ jobId, task: ' Lift tiles ', steps: [step] });
    expect(made).toMatchObject({ task: 'Lift tiles', source: { kind: 'blank' }, ppe: [] });
    expect(errorsOf(ZNewJsaSchema.safeParse({ jobId, task: 'Lift tiles', steps: [step], source: { kind: 'swms_activity', swmsId: jobId } }))).toEqual({
      'source.activityName': JSA_MESSAGES.source,
    });
    expect(errorsOf(ZNewJsaSchema.safeParse({ jobId, task: 'Lift tiles', steps: [step], source: { kind: 'jsa', jsaId: 'nope' } }))).toEqual({
      'source.jsaId': JSA_MESSAGES.source,
    });
    expect(errorsOf(ZNewJsaSchema.safeParse({ jobId, task: 'Lift tiles', steps: [step], source: { kind: 'library' } }))).toEqual({
      'source.kind': JSA_MESSAGES.source,
    });
  });

  it('is changed on the version it was read at', () => {
    expect(errorsOf(ZUpdateJsaSchema.safeParse({ task: 'Lift tiles', steps: [step] }))).toEqual({ basedOn: JSA_MESSAGES.basedOn });
    expect(errorsOf(ZUpdateJsaSchema.safeParse({ task: 'Lift tiles', steps: [step], basedOn: 0 }))).toEqual({ basedOn: JSA_MESSAGES.basedOn });
    expect(ZUpdateJsaSchema.parse({ task: 'Lift tiles', steps: [step], basedOn: 2 }).basedOn).toBe(2);
  });
});

describe('jsaTitle', () => {
  it('calls it a task analysis in New Zealand and a job safety analysis elsewhere', () => {
    expect(jsaTitle('NZ')).toBe('Task Analysis');
    expect(jsaTitle('AU')).toBe('Job Safety Analysis');
    expect(jsaTitle(null)).toBe('Job Safety Analysis');
  });
});
