import { needsResidualReason, riskBand, ZSwmsDocumentActivitySchema } from '@hivis/contracts';
import type { TControlLevel, TSwmsDocumentActivity, TSwmsDocumentActivityInput } from '@hivis/contracts';
import type { TRatingValue } from './risk';

/*
 * The customise form works on a copy of one activity with room for half-filled answers (a rating
 * not chosen yet, a control without its level). It is checked with the same schema the server
 * uses, so the browser shows the server's own messages before anything is sent.
 */

export type TControlFormValue = { uid: string; level: TControlLevel | ''; text: string };

export type THazardFormValue = {
  /** Only for the screen (stable list keys while controls move); never sent. */
  uid: string;
  hazard: string;
  risk: string;
  before: TRatingValue;
  controls: TControlFormValue[];
  monitoring: string;
  after: TRatingValue;
  responsible: string;
  residualReason: string;
};

export type TActivityFormValues = {
  key: string;
  sourceActivityId: string | null;
  tradeName: string;
  scopeName: string;
  name: string;
  description: string;
  hrcwCodes: string[];
  ppe: string[];
  plant: string[];
  licences: string[];
  hazards: THazardFormValue[];
};

export const newUid = (): string => crypto.randomUUID();

export function blankControl(): TControlFormValue {
  return { uid: newUid(), level: '', text: '' };
}

export function blankHazard(): THazardFormValue {
  return {
    uid: newUid(),
    hazard: '',
    risk: '',
    before: { likelihood: null, consequence: null },
    controls: [blankControl()],
    monitoring: '',
    after: { likelihood: null, consequence: null },
    responsible: '',
    residualReason: '',
  };
}

/** A new activity written for this SWMS only (no library source). */
export function blankActivity(key: string = newUid()): TActivityFormValues {
  return {
    key,
    sourceActivityId: null,
    tradeName: '',
    scopeName: '',
    name: '',
    description: '',
    hrcwCodes: [],
    ppe: [],
    plant: [],
    licences: [],
    hazards: [blankHazard()],
  };
}

export function activityToFormValues(activity: TSwmsDocumentActivity): TActivityFormValues {
  return {
    key: activity.key,
    sourceActivityId: activity.sourceActivityId,
    tradeName: activity.tradeName,
    scopeName: activity.scopeName,
    name: activity.name,
    description: activity.description,
    hrcwCodes: [...activity.hrcwCodes],
    ppe: [...activity.ppe],
    plant: [...activity.plant],
    licences: [...activity.licences],
    hazards: activity.hazards.map((hazard) => ({
      uid: newUid(),
      hazard: hazard.hazard,
      risk: hazard.risk,
      before: { ...hazard.before },
      controls: hazard.controls.map((control) => ({ uid: newUid(), level: control.level, text: control.text })),
      monitoring: hazard.monitoring,
      after: { ...hazard.after },
      responsible: hazard.responsible,
      residualReason: hazard.residualReason ?? '',
    })),
  };
}

/**
 * The form as the API takes it. Half-filled answers are passed on as they are (a missing rating
 * as null), so the schema reports them with its own messages instead of this code guessing.
 */
export function formValuesToInput(values: TActivityFormValues): TSwmsDocumentActivityInput {
  const input = {
    key: values.key,
    sourceActivityId: values.sourceActivityId,
    tradeName: values.tradeName,
    scopeName: values.scopeName,
    name: values.name,
    description: values.description,
    hrcwCodes: values.hrcwCodes,
    ppe: values.ppe,
    plant: values.plant,
    licences: values.licences,
    hazards: values.hazards.map((hazard) => ({
      hazard: hazard.hazard,
      risk: hazard.risk,
      before: hazard.before,
      controls: hazard.controls.map((control) => ({ level: control.level, text: control.text })),
      monitoring: hazard.monitoring,
      after: hazard.after,
      responsible: hazard.responsible,
      residualReason: hazard.residualReason.trim() === '' ? null : hazard.residualReason,
    })),
  };
  // The loose shape (null ratings, blank levels) is exactly what the schema must judge.
  return input as unknown as TSwmsDocumentActivityInput;
}

/** Field errors keyed by form path ("hazards.0.controls.1.text"); empty when the activity is fine. */
export function validateActivityForm(values: TActivityFormValues): Record<string, string> {
  const result = ZSwmsDocumentActivitySchema.safeParse(formValuesToInput(values));
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join('.');
    errors[path] ??= issue.message;
  }
  return errors;
}

/** The activity parsed for saving, or null when the form still has errors. */
export function parseActivityForm(values: TActivityFormValues): TSwmsDocumentActivity | null {
  const result = ZSwmsDocumentActivitySchema.safeParse(formValuesToInput(values));
  return result.success ? result.data : null;
}

/**
 * Shown when the schema will ask for it (only administrative or PPE controls leave a High or
 * Extreme risk), and kept on screen while it holds text so nothing typed disappears.
 */
export function showResidualReason(hazard: THazardFormValue): boolean {
  if (hazard.residualReason.trim() !== '') return true;
  const { likelihood, consequence } = hazard.after;
  if (likelihood === null || consequence === null) return false;
  const levels = hazard.controls.map((control) => control.level).filter((level): level is TControlLevel => level !== '');
  return needsResidualReason(levels, riskBand(likelihood, consequence));
}

/**
 * The server answers field errors for the whole content ("content.activities.3.hazards.0.risk");
 * this keeps the ones of the activity at `index`, keyed by form path, and the rest as messages.
 */
export function serverErrorsForActivity(errors: Record<string, string>, index: number): { fields: Record<string, string>; other: string[] } {
  const prefix = `content.activities.${index}.`;
  const fields: Record<string, string> = {};
  const other: string[] = [];
  for (const [path, message] of Object.entries(errors)) {
    if (path.startsWith(prefix)) fields[path.slice(prefix.length)] = message;
    else other.push(message);
  }
  return { fields, other };
}

/** First error under a list field ("ppe" or "ppe.2"), for inputs that edit a whole list. */
export function listError(errors: Record<string, unknown>, field: string): string | undefined {
  for (const [path, message] of Object.entries(errors)) {
    if ((path === field || path.startsWith(`${field}.`)) && typeof message === 'string') return message;
  }
  return undefined;
}

/** Moves item `from` one place up (-1) or down (+1); the same list when it cannot move. */
export function moveItem<T>(list: readonly T[], from: number, step: -1 | 1): T[] {
  const to = from + step;
  if (from < 0 || from >= list.length || to < 0 || to >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1) as [T];
  next.splice(to, 0, item);
  return next;
}
