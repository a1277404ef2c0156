import { ZSwmsActivitySchema } from '@hivis/contracts';
import type { TLibraryActivity, TSaveWorkActivityInput, TSwmsActivityInput } from '@hivis/contracts';
import { activityToFormValues, blankActivity, formValuesToInput } from './activity-editor/activity-form-values';
import type { TActivityFormValues } from './activity-editor/activity-form-values';

/*
 * The library activity editor works on the builder's form values (the same half-filled shape the
 * SWMS customise screen edits) and checks them with the library's own schema, so the browser shows
 * the server's messages before anything is sent. The trade and scope come from the chosen scope,
 * not from the form; sourceActivityId is only set to hide the builder's free "Trade" field.
 */

export function blankLibraryActivity(): TActivityFormValues {
  return { ...blankActivity(), sourceActivityId: 'library' };
}

export function libraryActivityToForm(activity: TLibraryActivity): TActivityFormValues {
  return activityToFormValues({ ...activity, key: activity.id, sourceActivityId: activity.id });
}

/** The form as the API takes it: the builder's input less what only a SWMS copy has (key, source, trade and scope names). */
export function formToLibraryInput(values: TActivityFormValues): TSwmsActivityInput {
  const { name, description, hrcwCodes, ppe, plant, licences, hazards } = formValuesToInput(values);
  return { name, description, hrcwCodes, ppe, plant, licences, hazards };
}

/** Field errors by form path ("hazards.0.controls.1.text"); empty when the activity is fine. */
export function validateLibraryActivity(values: TActivityFormValues): Record<string, string> {
  const result = ZSwmsActivitySchema.safeParse(formToLibraryInput(values));
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.map(String).join('.')] ??= issue.message;
  return errors;
}

export function toSaveInput(values: TActivityFormValues, scopeId: string): TSaveWorkActivityInput {
  return { ...formToLibraryInput(values), scopeId };
}

/** Server field errors under a prefix ("activities.2."), keyed by form path; the rest as messages. */
export function errorsUnder(errors: Record<string, string>, prefix: string): { fields: Record<string, string>; other: string[] } {
  const fields: Record<string, string> = {};
  const other: string[] = [];
  for (const [path, message] of Object.entries(errors)) {
    if (path.startsWith(prefix)) fields[path.slice(prefix.length)] = message;
    else other.push(message);
  }
  return { fields, other };
}

/** The uid of the hazard holding the first error, to open it. */
export function hazardWithError(values: TActivityFormValues, errors: Record<string, string>): string | null {
  const first = Object.keys(errors).find((path) => path.startsWith('hazards.') && path.split('.').length > 2);
  const index = first ? Number(first.split('.')[1]) : -1;
  return values.hazards[index]?.uid ?? null;
}
