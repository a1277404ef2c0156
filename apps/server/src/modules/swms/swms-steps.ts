import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { hrcwListFor, MODEL_HRCW_CODES, ZSwmsContentSchema, ZSwmsDocumentActivitySchema } from '@hivis/contracts';
import type { TSwmsContent, TSwmsDocumentActivity, TSwmsStep, ZUpdateSwmsSchema } from '@hivis/contracts';
import type { z } from 'zod';
import type { Tx } from '../../db/client.js';
import type { SwmsRow } from '../../db/schema/index.js';
import { invalidFields } from '../../platform/errors.js';
import type { FieldErrors } from '../../platform/errors.js';
import { companyFileIds, findLibraryActivities, templateExists, visibleTradeIds } from './swms-write.queries.js';
import type { LibraryActivityRow } from './swms-write.queries.js';

/*
 * One builder step saves one part of the content. A step may only send its own part, so a
 * screen cannot overwrite another screen's work by sending stale data; the review step
 * (confirm_details) may correct any part.
 */

type TContentKey = keyof TSwmsContent;
export type UpdateInput = z.output<typeof ZUpdateSwmsSchema>;

export const STEP_PARTS: Record<TSwmsStep, readonly TContentKey[] | 'any'> = {
  job_details: ['jurisdiction', 'hrcwCodes'],
  pc_details: ['principalContractor', 'whsPerson'],
  employees: ['preparedBy', 'approvedBy', 'supervisor', 'reviewDate', 'workerConsultation', 'implementation', 'emergencyProcedures', 'siteNotes'],
  project_details: ['contractorDetails'],
  set_template: [],
  trades: ['tradeIds'],
  work_activities: ['activities', 'hrcwCodes'],
  sds_msds: ['substances'],
  confirm_details: 'any',
};

export const STEP_MESSAGES = {
  otherStep: 'This part of the SWMS is saved at another step.',
  templateOnly: 'A template is chosen at the template step.',
  templateChoice: 'Please choose one of your templates, or no template.',
  activitiesOnly: 'Work activities are added from the library at the trades step.',
  activityChoice: 'Please choose work activities from the list.',
  activityIncomplete: 'This library work activity is incomplete. Please choose another or ask your administrator to fix it.',
  tooManyActivities: 'Please keep to 60 work activities or fewer.',
  tradeChoice: 'Please choose trades from the list.',
  hrcwChoice: 'Please choose a high-risk construction work category of the chosen state.',
  fileChoice: 'Please upload the safety data sheet again.',
  duplicateKey: 'Each work activity needs its own key.',
} as const;

/** Refuses parts, template and library ids sent with a step they do not belong to. */
function checkStepShape(input: UpdateInput): void {
  const errors: FieldErrors = {};
  const allowed = STEP_PARTS[input.step];
  if (allowed !== 'any') {
    for (const key of Object.keys(input.content ?? {})) {
      if (!(allowed as readonly string[]).includes(key)) errors[`content.${key}`] = STEP_MESSAGES.otherStep;
    }
  }
  if (input.templateId !== undefined && input.step !== 'set_template') errors.templateId = STEP_MESSAGES.templateOnly;
  if (input.step === 'set_template' && input.templateId === undefined) errors.templateId = STEP_MESSAGES.templateChoice;
  if (input.activityIds !== undefined && input.step !== 'trades') errors.activityIds = STEP_MESSAGES.activitiesOnly;
  if (Object.keys(errors).length > 0) throw invalidFields(errors);
}

/** HRCW ticks must come from the list that applies where the work is (New Zealand uses the model list as a guide). */
function checkHrcw(content: TSwmsContent, errors: FieldErrors): void {
  if (!content.jurisdiction) return;
  const codes = content.jurisdiction === 'NZ' ? MODEL_HRCW_CODES : hrcwListFor(content.jurisdiction).map((item) => item.code);
  content.hrcwCodes.forEach((code, index) => {
    if (!(codes as readonly string[]).includes(code)) errors[`content.hrcwCodes.${index}`] = STEP_MESSAGES.hrcwChoice;
  });
}

function checkActivityKeys(activities: readonly TSwmsDocumentActivity[], errors: FieldErrors): void {
  const seen = new Set<string>();
  activities.forEach((activity, index) => {
    if (seen.has(activity.key)) errors[`content.activities.${index}.key`] = STEP_MESSAGES.duplicateKey;
    seen.add(activity.key);
  });
}

/** A library activity as this SWMS's own copy, with a fresh key. */
export function copyLibraryActivity(row: LibraryActivityRow): TSwmsDocumentActivity | null {
  const parsed = ZSwmsDocumentActivitySchema.safeParse({
    key: randomUUID(),
    sourceActivityId: row.activity.id,
    tradeName: row.tradeName,
    scopeName: row.scopeName,
    name: row.activity.name,
    description: row.activity.description,
    hrcwCodes: row.activity.hrcwCodes,
    ppe: row.activity.ppe,
    plant: row.activity.plant,
    licences: row.activity.licences,
    hazards: row.hazards.map((hazard) => ({
      hazard: hazard.hazard,
      risk: hazard.risk,
      before: { likelihood: hazard.likelihoodBefore, consequence: hazard.consequenceBefore },
      controls: hazard.controls,
      monitoring: hazard.monitoring,
      after: { likelihood: hazard.likelihoodAfter, consequence: hazard.consequenceAfter },
      responsible: hazard.responsible,
      residualReason: hazard.residualReason,
    })),
  });
  return parsed.success ? parsed.data : null;
}

/** Adds the chosen library activities not already in the SWMS, in the order they were chosen. */
async function addLibraryActivities(tx: Tx, companyId: string, content: TSwmsContent, activityIds: readonly string[]): Promise<TSwmsDocumentActivity[]> {
  const already = new Set(content.activities.map((activity) => activity.sourceActivityId).filter((id) => id !== null));
  const wanted = [...new Set(activityIds)].filter((id) => !already.has(id));
  const rows = await findLibraryActivities(tx, companyId, wanted);
  if (rows.length !== wanted.length) throw invalidFields({ activityIds: STEP_MESSAGES.activityChoice });
  const byId = new Map(rows.map((row) => [row.activity.id, row]));
  const added: TSwmsDocumentActivity[] = [];
  for (const id of wanted) {
    const row = byId.get(id);
    const copy = row ? copyLibraryActivity(row) : null;
    if (!copy) throw invalidFields({ activityIds: STEP_MESSAGES.activityIncomplete });
    added.push(copy);
  }
  const activities = [...content.activities, ...added];
  if (activities.length > 60) throw invalidFields({ activityIds: STEP_MESSAGES.tooManyActivities });
  return activities;
}

export type StepChange = { content: TSwmsContent; templateId: string | null };

/**
 * The SWMS's content after saving one step: the step's parts merged over the saved content,
 * library activities copied in, and everything that refers to other records checked.
 */
export async function applyStep(tx: Tx, row: SwmsRow, input: UpdateInput): Promise<StepChange> {
  checkStepShape(input);
  const saved = ZSwmsContentSchema.parse(row.content);
  const content: TSwmsContent = { ...saved, ...stripUndefined(input.content ?? {}) };
  const errors: FieldErrors = {};
  if (input.content?.hrcwCodes !== undefined || input.content?.jurisdiction !== undefined) checkHrcw(content, errors);
  if (input.content?.activities !== undefined) checkActivityKeys(content.activities, errors);
  if (input.content?.tradeIds !== undefined) {
    const visible = await visibleTradeIds(tx, row.companyId, content.tradeIds);
    content.tradeIds.forEach((id, index) => {
      if (!visible.has(id)) errors[`content.tradeIds.${index}`] = STEP_MESSAGES.tradeChoice;
    });
  }
  if (input.content?.substances !== undefined) {
    const fileIds = content.substances.map((item) => item.fileId).filter((id) => id !== null);
    const owned = await companyFileIds(tx, row.companyId, fileIds);
    content.substances.forEach((item, index) => {
      if (item.fileId !== null && !owned.has(item.fileId)) errors[`content.substances.${index}.fileId`] = STEP_MESSAGES.fileChoice;
    });
  }
  let templateId = row.templateId;
  if (input.step === 'set_template' && input.templateId !== undefined) {
    if (input.templateId !== null && !(await templateExists(tx, row.companyId, input.templateId))) errors.templateId = STEP_MESSAGES.templateChoice;
    templateId = input.templateId;
  }
  if (Object.keys(errors).length > 0) throw invalidFields(errors);
  if (input.activityIds !== undefined) content.activities = await addLibraryActivities(tx, row.companyId, content, input.activityIds);
  return { content, templateId };
}

/**
 * Whether a save changes what the SWMS says or the template it is printed with. Only such a save
 * makes an issued SWMS need a new version and everyone's signature again: reopening a step and
 * saving it as it was changes nothing. Both sides are compared as the content schema reads them,
 * so key order and spacing the schema trims away do not count as changes.
 */
export function stepChangesSwms(row: SwmsRow, change: StepChange): boolean {
  if (change.templateId !== row.templateId) return true;
  return !isDeepStrictEqual(ZSwmsContentSchema.parse(row.content), ZSwmsContentSchema.parse(change.content));
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined)) as Partial<T>;
}
