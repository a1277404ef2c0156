import { JSA_MESSAGES, ZJsaContentSchema, needsResidualReason, riskBand } from '@hivis/contracts';
import type { TControlLevel, TJsa, TJsaContentInput, TJsaSource, TUpdateJsaInput } from '@hivis/contracts';
import { blankControl, newUid } from '../swms-library/activity-editor/activity-form-values';
import type { TControlFormValue } from '../swms-library/activity-editor/activity-form-values';
import type { TRatingValue } from '../swms-library/activity-editor/risk';
import { validateWith } from '../../ui/forms/form-validation';

/*
 * The JSA form (new and edit): the job, where it was started from, the task, its steps in order
 * (each with its hazards: rated before, controlled, rated after, and a reason when the rule asks),
 * the PPE and notes. The form holds half-filled answers (a rating not chosen yet, a control without
 * its level) and is checked with the contract's own schema, so the crew sees the server's words
 * on the phone before anything is saved or queued. Its paths are the contract's
 * ("steps.0.hazards.1.before.likelihood"), so an error lands on its field either way.
 */

export type TJsaJob = { id: string; title: string; jobNumber: string | null; worksiteName: string };

/** The job a link brought in its history state (the job's page knows its name), when it is the one asked for. */
export function jobFromLinkState(state: unknown, jobId: string | null): TJsaJob | null {
  if (!jobId || typeof state !== 'object' || state === null || !('job' in state)) return null;
  const job = state.job as Partial<TJsaJob> | null;
  if (!job || job.id !== jobId || typeof job.title !== 'string' || typeof job.worksiteName !== 'string') return null;
  return { id: job.id, title: job.title, jobNumber: typeof job.jobNumber === 'string' ? job.jobNumber : null, worksiteName: job.worksiteName };
}

export type TJsaHazardValue = {
  /** Only for the screen (stable keys while things move); never sent. */
  uid: string;
  hazard: string;
  before: TRatingValue;
  controls: TControlFormValue[];
  after: TRatingValue;
  residualReason: string;
};

export type TJsaStepValue = { uid: string; description: string; hazards: TJsaHazardValue[] };

export type TStartFrom = TJsaSource['kind'];

export type TJsaFormValues = {
  job: TJsaJob | null;
  /** What the person picked under "Start from" (kept in the draft); `source` is what was filled in. */
  startFrom: TStartFrom;
  source: TJsaSource;
  task: string;
  steps: TJsaStepValue[];
  ppe: string[];
  notes: string;
};

/** The parts of a JSA the form fills from somewhere (a saved JSA, a SWMS activity). */
export type TJsaFill = { source: TJsaSource; task: string; steps: TJsaStepValue[]; ppe: string[]; notes?: string };

const blankRating = (): TRatingValue => ({ likelihood: null, consequence: null });

export function blankHazard(): TJsaHazardValue {
  return { uid: newUid(), hazard: '', before: blankRating(), controls: [blankControl()], after: blankRating(), residualReason: '' };
}

export function blankStep(): TJsaStepValue {
  return { uid: newUid(), description: '', hazards: [blankHazard()] };
}

export function newJsaValues(job: TJsaJob | null = null): TJsaFormValues {
  return { job, startFrom: 'blank', source: { kind: 'blank' }, task: '', steps: [blankStep()], ppe: [], notes: '' };
}

type TSavedHazard = TJsa['content']['steps'][number]['hazards'][number];

/** A hazard as saved (a JSA's, or a SWMS activity's), as the form edits it. */
export function hazardValue(
  hazard: Pick<TSavedHazard, 'hazard' | 'before' | 'after' | 'residualReason'> & { controls: readonly { level: string; text: string }[] },
): TJsaHazardValue {
  return {
    uid: newUid(),
    hazard: hazard.hazard,
    before: { likelihood: hazard.before.likelihood, consequence: hazard.before.consequence },
    controls: hazard.controls.map((control) => ({ uid: newUid(), level: control.level as TControlLevel, text: control.text })),
    after: { likelihood: hazard.after.likelihood, consequence: hazard.after.consequence },
    residualReason: hazard.residualReason ?? '',
  };
}

/** A saved JSA's content as the form edits it (the edit form, or a copy started from it). */
export function contentValues(content: TJsa['content']): Pick<TJsaFormValues, 'task' | 'steps' | 'ppe' | 'notes'> {
  return {
    task: content.task,
    steps: content.steps.map((step) => ({ uid: newUid(), description: step.description, hazards: step.hazards.map(hazardValue) })),
    ppe: [...content.ppe],
    notes: content.notes ?? '',
  };
}

/** The edit form: the JSA as saved. */
export function editJsaValues(jsa: TJsa): TJsaFormValues {
  const job = { id: jsa.job.id, title: jsa.job.title, jobNumber: jsa.job.jobNumber, worksiteName: jsa.job.worksiteName };
  return { job, startFrom: jsa.source.kind, source: jsa.source, ...contentValues(jsa.content) };
}

/** A saved JSA copied into a new one: its task, steps, PPE and notes, for this job. */
export function copyOfJsa(jsa: TJsa): TJsaFill {
  return { source: { kind: 'jsa', jsaId: jsa.id }, ...contentValues(jsa.content) };
}

/** The form with a fill put in: what was typed for the task, steps and PPE is replaced; the job stays. */
export function withFill(values: TJsaFormValues, fill: TJsaFill): TJsaFormValues {
  return {
    ...values,
    source: fill.source,
    task: fill.task,
    steps: fill.steps.length > 0 ? fill.steps : [blankStep()],
    ppe: fill.ppe,
    notes: fill.notes ?? values.notes,
  };
}

/** Back to a blank JSA (the job and notes stay). */
export function withoutFill(values: TJsaFormValues): TJsaFormValues {
  return { ...values, startFrom: 'blank', source: { kind: 'blank' }, task: '', steps: [blankStep()], ppe: [] };
}

/** Whether anything of the JSA's own is typed or filled in (choosing another start would replace it). */
export function hasContent(values: TJsaFormValues): boolean {
  const step = values.steps[0];
  const untouched =
    values.steps.length === 1 &&
    step !== undefined &&
    step.description.trim() === '' &&
    step.hazards.length === 1 &&
    step.hazards[0]?.hazard.trim() === '' &&
    step.hazards[0]?.controls.every((control) => control.text.trim() === '');
  return values.task.trim() !== '' || values.ppe.length > 0 || !untouched;
}

/**
 * The content as the API takes it. Half-filled answers are passed on as they are (a rating not
 * chosen as null, a control without its level as ''), so the schema says what is missing in its
 * own words instead of this code guessing.
 */
export function toJsaContent(values: TJsaFormValues): TJsaContentInput {
  const content = {
    task: values.task,
    steps: values.steps.map((step) => ({
      description: step.description,
      hazards: step.hazards.map((hazard) => ({
        hazard: hazard.hazard,
        before: hazard.before,
        controls: hazard.controls.map((control) => ({ level: control.level, text: control.text })),
        after: hazard.after,
        residualReason: hazard.residualReason.trim() === '' ? null : hazard.residualReason,
      })),
    })),
    ppe: values.ppe,
    notes: values.notes.trim() === '' ? undefined : values.notes,
  };
  // The loose shape (null ratings, blank levels) is exactly what the schema must judge.
  return content as unknown as TJsaContentInput;
}

/** The new JSA as queued (POST /api/v3/jsa), under the id made on the phone; the outbox adds commandId and at. */
export type TNewJsaBody = TJsaContentInput & { id: string; jobId: string; source: TJsaSource };

export function toNewJsaBody(values: TJsaFormValues, id: string): TNewJsaBody {
  return { id, jobId: values.job?.id ?? '', source: values.source, ...toJsaContent(values) };
}

/** The changed JSA (PUT /api/v3/jsa/{id}) on the version the form opened. */
export function toUpdateJsaBody(values: TJsaFormValues, basedOn: number): TUpdateJsaInput {
  return { ...toJsaContent(values), basedOn };
}

/** The server names the job `jobId`; the form keeps it whole, as `job`. */
export const JSA_FIELD_NAMES = { jobId: 'job' } as const;

/**
 * The server's checks on the form, by the form's paths: the job (a new JSA), the task, the steps,
 * each hazard's fields, the PPE (an item's problem said on the list) and notes.
 */
export function validateJsaValues(values: TJsaFormValues, { needsJob = true }: { needsJob?: boolean } = {}): Record<string, string> {
  const found: Record<string, string> = {};
  if (needsJob && !values.job) found.job = JSA_MESSAGES.jobId;
  for (const [path, message] of Object.entries(validateWith(ZJsaContentSchema, toJsaContent(values)))) {
    const field = path.startsWith('ppe.') ? 'ppe' : path;
    found[field] ??= message;
  }
  return found;
}

/**
 * Every path the form shows an error on, for the server's field errors (a save's 400): the rest
 * are said in the summary above the form.
 */
export function jsaFieldPaths(values: TJsaFormValues): string[] {
  const paths = ['job', 'task', 'steps', 'ppe', 'notes'];
  values.steps.forEach((step, s) => {
    const at = `steps.${s}`;
    paths.push(`${at}.description`, `${at}.hazards`);
    step.hazards.forEach((hazard, h) => {
      const on = `${at}.hazards.${h}`;
      paths.push(`${on}.hazard`, `${on}.before`, `${on}.before.likelihood`, `${on}.before.consequence`, `${on}.controls`);
      hazard.controls.forEach((_, c) => paths.push(`${on}.controls.${c}.level`, `${on}.controls.${c}.text`));
      paths.push(`${on}.after`, `${on}.after.likelihood`, `${on}.after.consequence`, `${on}.residualReason`);
    });
  });
  return paths;
}

/** The errors under one part of the form ("steps.2.hazards.0."), keyed by the path below it. */
export function errorsUnder(errors: Record<string, unknown>, prefix: string): Record<string, string> {
  const own: Record<string, string> = {};
  for (const [path, message] of Object.entries(errors)) {
    if (path.startsWith(prefix) && typeof message === 'string') own[path.slice(prefix.length)] = message;
  }
  return own;
}

/** The errors left once a part is changed (its own go: they are checked again on the next save). */
export function errorsWithout<T>(errors: Record<string, T>, path: string): Record<string, T> {
  return Object.fromEntries(Object.entries(errors).filter(([key]) => key !== path && !key.startsWith(`${path}.`)));
}

/** The steps that have a problem, by their keys: the form opens them so the person sees what to fix. */
export function stepsWithProblems(errors: Record<string, unknown>, steps: readonly TJsaStepValue[]): string[] {
  return steps.filter((_, index) => Object.keys(errors).some((path) => path.startsWith(`steps.${index}.`))).map((step) => step.uid);
}

/**
 * Shown when the schema will ask for it (only administrative and PPE controls leave a High or
 * Extreme risk), and kept on screen while it holds text so nothing typed disappears.
 */
export function showResidualReason(hazard: TJsaHazardValue): boolean {
  if (hazard.residualReason.trim() !== '') return true;
  const { likelihood, consequence } = hazard.after;
  if (likelihood === null || consequence === null) return false;
  const levels = hazard.controls.map((control) => control.level).filter((level): level is TControlLevel => level !== '');
  return needsResidualReason(levels, riskBand(likelihood, consequence));
}
