import { ZIncidentInvestigationBodySchema } from '@hivis/contracts';
import type { TIncidentDetails, TIncidentInvestigationBody } from '@hivis/contracts';

/*
 * The investigation's form: the contributing factors ticked, other factors, the five whys (each
 * asked of the answer before) and the root cause they lead to.
 */

export const WHY_COUNT = 5;

export type TInvestigationValues = {
  contributingFactors: TIncidentDetails['investigation']['contributingFactors'];
  otherFactors: string;
  /** Always five boxes; the blank ones at the end are not sent. */
  whys: string[];
  rootCause: string;
};

export function investigationValuesOf(investigation: TIncidentDetails['investigation']): TInvestigationValues {
  return {
    contributingFactors: investigation.contributingFactors,
    otherFactors: investigation.otherFactors ?? '',
    whys: Array.from({ length: WHY_COUNT }, (_, index) => investigation.whys[index] ?? ''),
    rootCause: investigation.rootCause ?? '',
  };
}

/** The whys up to the last one answered: a gap in the middle stays, so each keeps its number. */
export function toInvestigationBody(values: TInvestigationValues): TIncidentInvestigationBody {
  const whys = values.whys.map((why) => why.trim());
  while (whys.length > 0 && whys[whys.length - 1] === '') whys.pop();
  return { contributingFactors: values.contributingFactors, otherFactors: values.otherFactors.trim(), whys, rootCause: values.rootCause.trim() };
}

export const INVESTIGATION_FIELDS = ['contributingFactors', 'otherFactors', 'rootCause', ...Array.from({ length: WHY_COUNT }, (_, index) => `whys.${index}`)];

export function validateInvestigationValues(values: TInvestigationValues): Record<string, string> {
  const result = ZIncidentInvestigationBodySchema.safeParse(toInvestigationBody(values));
  const errors: Record<string, string> = {};
  if (!result.success) for (const issue of result.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}
