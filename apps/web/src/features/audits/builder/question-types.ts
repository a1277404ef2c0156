import type { TAuditQuestion, TAuditQuestionType } from '@hivis/contracts';
import { AUDIT_QUESTION_FAMILIES } from '@hivis/contracts';

/** Each question type as the builder names it. */
export const QUESTION_TYPE_LABELS: Record<TAuditQuestionType, string> = {
  boolean: 'Yes / No',
  multi_radio: 'Pick one',
  multi_checklist: 'Checklist',
  multi_select: 'Pick several',
  text: 'Text',
  number: 'Number',
  signature: 'Signature',
  slider: 'Slider',
  date: 'Date',
  datetime: 'Date and time',
  time: 'Time',
  audio: 'Voice recording',
  photo: 'Photo',
  file: 'File',
  show_file: 'Show a document',
  show_location: 'Location',
};

/** What each type asks of the person doing the audit, under its name in the add menu. */
export const QUESTION_TYPE_HINTS: Record<TAuditQuestionType, string> = {
  boolean: 'Yes, No or N/A; or Safe, At risk or N/A',
  multi_radio: 'One answer from a list',
  multi_checklist: 'Tick the items that apply',
  multi_select: 'Several answers from a list',
  text: 'Typed words, an ABN, a phone number, a percentage or dollars',
  number: 'A number, with limits and a unit',
  signature: 'Signed on the screen, with terms if needed',
  slider: 'A value on a scale',
  date: 'A day',
  datetime: 'A day and a time',
  time: 'A time of day',
  audio: 'Recorded on the phone',
  photo: 'From the camera or the gallery, marked up',
  file: 'A document from the phone or computer',
  show_file: 'A PDF or picture the person must look at',
  show_location: 'Where the phone is, and how exactly',
};

/** The add-question menu: spec 3's six families, each with its types. */
export const QUESTION_MENU = AUDIT_QUESTION_FAMILIES.map((family) => ({
  label: family.label,
  types: family.types.map((type) => ({ type, label: QUESTION_TYPE_LABELS[type], hint: QUESTION_TYPE_HINTS[type] })),
}));

/** Whether a question's answer can fail (and so ask for a note, a photo or an action). */
export function canFail(question: TAuditQuestion): boolean {
  const c = question.constraints;
  if (question.type === 'boolean') return Boolean(c.booleanFailsOn);
  if (question.type === 'number') return c.failBelow !== undefined || c.failAbove !== undefined;
  return question.options.some((option) => option.failed);
}
