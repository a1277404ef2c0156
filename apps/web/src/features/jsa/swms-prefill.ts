import { JSA_LIMITS } from '@hivis/contracts';
import type { TSwms } from '@hivis/contracts';
import { newUid } from '../swms-library/activity-editor/activity-form-values';
import { blankHazard, hazardValue } from './jsa-form-values';
import type { TJsaFill, TJsaStepValue } from './jsa-form-values';

/*
 * A JSA started from an activity of the job's SWMS: the activity names the task, its hazards
 * (with their ratings and controls, as the SWMS has them for this site) go into a first step
 * described as the activity is, and its PPE comes along. The crew then splits the work into its
 * real steps. An activity with more hazards than a step takes carries on in a second step.
 */

export type TSwmsActivity = TSwms['content']['activities'][number];

const clip = (text: string, max: number) => text.trim().slice(0, max);

export function fillFromSwmsActivity(activity: TSwmsActivity, swmsId: string): TJsaFill {
  const hazards = activity.hazards.map((hazard) =>
    hazardValue({ ...hazard, hazard: clip(hazard.hazard, JSA_LIMITS.name), controls: hazard.controls.slice(0, JSA_LIMITS.controls) }),
  );
  const description = clip(activity.description || activity.name, JSA_LIMITS.text);
  const steps: TJsaStepValue[] = [];
  for (let start = 0; start < hazards.length && steps.length < JSA_LIMITS.steps; start += JSA_LIMITS.hazardsPerStep) {
    const more = steps.length > 0;
    steps.push({
      uid: newUid(),
      description: more ? clip(`${description.slice(0, JSA_LIMITS.text - 12)} (continued)`, JSA_LIMITS.text) : description,
      hazards: hazards.slice(start, start + JSA_LIMITS.hazardsPerStep),
    });
  }
  if (steps.length === 0) steps.push({ uid: newUid(), description, hazards: [blankHazard()] });
  const ppe: string[] = [];
  for (const item of activity.ppe) {
    const name = clip(item, JSA_LIMITS.name);
    if (name !== '' && ppe.length < JSA_LIMITS.ppe && !ppe.some((kept) => kept.toLowerCase() === name.toLowerCase())) ppe.push(name);
  }
  return {
    source: { kind: 'swms_activity', swmsId, activityName: clip(activity.name, JSA_LIMITS.name) },
    task: clip(activity.name, JSA_LIMITS.name),
    steps,
    ppe,
  };
}

/** An activity as the picker offers it: its SWMS and its place there, so the same name twice is told apart. */
export type TActivityChoice = { value: string; label: string; swmsId: string; activity: TSwmsActivity };

/** "2:4": the SWMS's place in the list and the activity's in the SWMS. */
const choiceValue = (swmsIndex: number, activityIndex: number) => `${swmsIndex}:${activityIndex}`;

/** The activities of the job's SWMS, each SWMS's under its title when there are several. */
export function activityChoices(swmsList: readonly TSwms[]): {
  groups: { group: string; items: { value: string; label: string }[] }[];
  choices: TActivityChoice[];
} {
  const choices: TActivityChoice[] = [];
  const groups = swmsList.map((swms, swmsIndex) => {
    const items = swms.content.activities.map((activity, activityIndex) => {
      const value = choiceValue(swmsIndex, activityIndex);
      const hazards = activity.hazards.length === 1 ? '1 hazard' : `${activity.hazards.length} hazards`;
      const label = `${activity.name} (${hazards})`;
      choices.push({ value, label, swmsId: swms.id, activity });
      return { value, label };
    });
    return { group: swms.title, items };
  });
  return { groups: groups.filter((group) => group.items.length > 0), choices };
}
