import { v4 } from 'uuid';
import { INCIDENT_MESSAGES, ZIncidentReportSchema } from '@hivis/contracts';
import type { TIncidentDetails, TIncidentPerson, TIncidentReportInput, TIncidentTreatment, TIncidentType } from '@hivis/contracts';
import { fromLocalFields, localFields } from './local-time';
import { NO_ANSWERS } from './notification-wizard';
import type { TWizardAnswers } from './notification-wizard';

/*
 * The report form's values, and how they become the report the server takes: the same form for a
 * new incident (with the notification wizard's answers) and for changing one. Checked with the
 * contracts' schema before sending, so the person sees the server's own words on the fields,
 * even with no signal when the report waits on the phone.
 */

export type TPersonRow = {
  /** Random, so rows restored from a draft never clash with rows added later. */
  key: string;
  name: string;
  kind: TIncidentPerson['kind'];
  /** A person of the company, when picked from the list. */
  userId: string | null;
  /** '' until the person says: nobody is assumed unhurt. */
  harm: TIncidentPerson['harm'] | '';
  injury: string;
  bodyParts: TIncidentPerson['bodyParts'];
  treatment: TIncidentTreatment;
};

export type TWitnessRow = { key: string; name: string; phone: string; statement: string };

export type TReportFormValues = {
  types: TIncidentType[];
  /** When it happened, on the phone's clock: 'YYYY-MM-DD' and 'HH:mm'. */
  date: string;
  time: string;
  worksiteId: string | null;
  jobId: string | null;
  location: string;
  point: { lat: number; lng: number } | null;
  description: string;
  immediateActions: string;
  people: TPersonRow[];
  witnesses: TWitnessRow[];
  /** The notification wizard's answers (a new report only; a change of report leaves them be). */
  answers: TWizardAnswers;
};

/** The most a report takes (the server's limits). */
export const MAX_PEOPLE = 30;
export const MAX_WITNESSES = 30;
export const MAX_PHOTOS = 20;

/** A phone's clock a little ahead of the server's is taken as now (commands.ts allows 5 minutes). */
const CLOCK_SKEW_MS = 5 * 60_000;

export const newPersonRow = (): TPersonRow => ({
  key: `person-${v4()}`,
  name: '',
  kind: 'worker',
  userId: null,
  harm: '',
  injury: '',
  bodyParts: [],
  treatment: 'none',
});

export const newWitnessRow = (): TWitnessRow => ({ key: `witness-${v4()}`, name: '', phone: '', statement: '' });

/** A new report: nothing chosen, happening now (the usual case: reported on the spot). */
export function newReportValues(now: Date = new Date(), place: { worksiteId?: string | null; jobId?: string | null } = {}): TReportFormValues {
  return {
    types: [],
    ...localFields(now),
    worksiteId: place.worksiteId ?? null,
    jobId: place.jobId ?? null,
    location: '',
    point: null,
    description: '',
    immediateActions: '',
    people: [],
    witnesses: [],
    answers: NO_ANSWERS,
  };
}

/** The report as the server keeps it, to change it. */
export function reportValuesOf(incident: TIncidentDetails): TReportFormValues {
  return {
    types: incident.types,
    ...localFields(new Date(incident.occurredAt)),
    worksiteId: incident.worksite?.id ?? null,
    jobId: incident.job?.id ?? null,
    location: incident.location ?? '',
    point: incident.point,
    description: incident.description,
    immediateActions: incident.immediateActions ?? '',
    people: incident.people.map((person) => ({
      ...newPersonRow(),
      name: person.name,
      kind: person.kind,
      userId: person.userId,
      harm: person.harm,
      injury: person.injury ?? '',
      bodyParts: person.bodyParts,
      treatment: person.treatment,
    })),
    witnesses: incident.witnesses.map((witness) => ({
      ...newWitnessRow(),
      name: witness.name,
      phone: witness.phone ?? '',
      statement: witness.statement ?? '',
    })),
    answers: NO_ANSWERS,
  };
}

/**
 * The report to send. Blank optional words go as '' so a change of report clears them; a blank
 * date or harm goes as it is, for the schema to refuse in its own words.
 */
export function toReportPayload(values: TReportFormValues, photoFileIds: string[]): TIncidentReportInput {
  return {
    types: values.types,
    occurredAt: fromLocalFields(values.date, values.time) ?? '',
    worksiteId: values.worksiteId,
    jobId: values.worksiteId ? values.jobId : null,
    location: values.location.trim(),
    point: values.point,
    description: values.description,
    immediateActions: values.immediateActions.trim(),
    people: values.people.map(({ name, kind, userId, harm, injury, bodyParts, treatment }) => ({
      name,
      kind,
      userId,
      harm: harm as TIncidentPerson['harm'],
      injury: injury.trim(),
      bodyParts,
      treatment,
    })),
    witnesses: values.witnesses.map(({ name, phone, statement }) => ({ name, phone: phone.trim(), statement: statement.trim() })),
    photoFileIds,
  };
}

/** The server's name for a field, where the form calls it otherwise. */
export const REPORT_FIELD_NAMES = { occurredAt: 'date' } as const;

/** The form's fields a server error may sit on; the rest (photos, a whole list) go in the summary. */
export function reportFormFields(values: TReportFormValues): string[] {
  const people = values.people.flatMap((_, index) =>
    ['name', 'kind', 'userId', 'harm', 'injury', 'bodyParts', 'treatment'].map((part) => `people.${index}.${part}`),
  );
  const witnesses = values.witnesses.flatMap((_, index) => ['name', 'phone', 'statement'].map((part) => `witnesses.${index}.${part}`));
  return ['types', 'date', 'time', 'worksiteId', 'jobId', 'location', 'description', 'immediateActions', ...people, ...witnesses];
}

/** The server's checks, before sending: the contract's schema, a time not ahead, and a place. */
export function validateReportValues(values: TReportFormValues, now: Date = new Date()): Record<string, string> {
  const errors: Record<string, string> = {};
  const result = ZIncidentReportSchema.safeParse(toReportPayload(values, []));
  if (!result.success) {
    for (const issue of result.error.issues) {
      const path = issue.path.join('.');
      errors[path === 'occurredAt' ? 'date' : path] ??= issue.message;
    }
  }
  const occurredAt = fromLocalFields(values.date, values.time);
  if (occurredAt && Date.parse(occurredAt) > now.getTime() + CLOCK_SKEW_MS) errors.date ??= INCIDENT_MESSAGES.occurredFuture;
  if (!values.time) errors.time ??= INCIDENT_MESSAGES.occurredAt;
  if (!values.worksiteId && !values.location.trim()) errors.location ??= INCIDENT_MESSAGES.place;
  return errors;
}
