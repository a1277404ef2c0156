import { z } from 'zod';
import { optionalText, ZUuidSchema } from './fields.js';
import { isCalendarDate } from './projects.js';
import { CONTROL_LEVEL_CODES, HRCW_CODES, SWMS_JURISDICTIONS, SWMS_TEXT_MAX, ZSwmsActivitySchema, type TSwmsJurisdictionCode } from './swms-reference.js';
import { ZSwmsFileLinkSchema, ZSwmsSignatureSchema } from './swms-link-page.js';

/*
 * The content of one SWMS: what the builder saves step by step and what the document prints.
 * Stored as one JSON value on the SWMS (the draft) and copied whole into each issued version,
 * so a version's PDF can always be produced again exactly as it was signed.
 */

export const SWMS_CONTENT_TEXT_MAX = 4000;

const JURISDICTION_CODES = SWMS_JURISDICTIONS.map((item) => item.code) as [TSwmsJurisdictionCode, ...TSwmsJurisdictionCode[]];
export const ZSwmsJurisdictionSchema = z.enum(JURISDICTION_CODES, { error: 'Please choose the state or country of the work.' });

const line = (max = 200) => optionalText(max).transform((value) => value ?? '');

/** The principal contractor (head contractor) the SWMS is given to. */
export const ZSwmsPrincipalContractorSchema = z.object({
  companyName: line(),
  abn: line(20),
  contactName: line(),
  contactPhone: line(40),
  contactEmail: line(254),
});

/** A person named in the SWMS: who prepared it, the WHS manager who approved it, the site supervisor. */
export const ZSwmsPersonSchema = z.object({
  name: line(),
  position: line(),
  phone: line(40),
  email: line(254),
});

/** The business doing the work (the company), as printed on the SWMS. */
export const ZSwmsContractorDetailsSchema = z.object({
  businessName: line(),
  abn: line(20),
  address: line(300),
  phone: line(40),
  email: line(254),
});

/** A hazardous substance used on the job, with its safety data sheet (file type sds_msds or document). */
export const ZSwmsSubstanceSchema = z.object({
  substance: line(),
  fileId: ZUuidSchema.nullable().default(null),
});

/** A work activity as chosen for this SWMS: a copy of the library's, edited for the site. */
export const ZSwmsDocumentActivitySchema = ZSwmsActivitySchema.extend({
  /** Stable within the SWMS, so the screens can address one activity. */
  key: z.string().trim().min(1).max(64),
  /** The library activity it was copied from; null when written for this SWMS only. */
  sourceActivityId: ZUuidSchema.nullable().default(null),
  tradeName: line(120),
  scopeName: line(120),
});
export type TSwmsDocumentActivityInput = z.input<typeof ZSwmsDocumentActivitySchema>;
export type TSwmsDocumentActivity = z.output<typeof ZSwmsDocumentActivitySchema>;

/** What the content's own fields answer when refused (the builder shows them on the field). */
export const SWMS_CONTENT_MESSAGES = {
  reviewDate: 'Please choose a date.',
  reviewDateExists: 'Please choose a date that exists.',
} as const;

/** A day written yyyy-mm-dd that exists: 2025-02-31 would otherwise print as 3 March. */
const calendarDay = z
  .string({ error: SWMS_CONTENT_MESSAGES.reviewDate })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: SWMS_CONTENT_MESSAGES.reviewDate, abort: true })
  .refine(isCalendarDate, SWMS_CONTENT_MESSAGES.reviewDateExists);

const textPart = z.string().trim().max(SWMS_CONTENT_TEXT_MAX, `Must be at most ${SWMS_CONTENT_TEXT_MAX} characters.`);

/*
 * Each part of the content without its default: the content schema adds the defaults, and the
 * PUT's content (ZSwmsContentPatchSchema) leaves a part out when it was not sent, so saving one
 * step never resets the parts of the others.
 */
const contentParts = {
  jurisdiction: ZSwmsJurisdictionSchema.nullable(),
  hrcwCodes: z
    .array(z.enum(HRCW_CODES, { error: 'Please choose a high-risk construction work category from the list.' }))
    .max(40)
    .transform((codes) => [...new Set(codes)]),
  principalContractor: ZSwmsPrincipalContractorSchema.nullable(),
  preparedBy: ZSwmsPersonSchema.nullable(),
  approvedBy: ZSwmsPersonSchema.nullable(),
  whsPerson: ZSwmsPersonSchema.nullable(),
  supervisor: ZSwmsPersonSchema.nullable(),
  contractorDetails: ZSwmsContractorDetailsSchema.nullable(),
  workerConsultation: textPart,
  implementation: textPart,
  emergencyProcedures: textPart,
  siteNotes: textPart,
  reviewDate: calendarDay.nullable(),
  substances: z.array(ZSwmsSubstanceSchema).max(50),
  tradeIds: z.array(ZUuidSchema).max(50),
  activities: z.array(ZSwmsDocumentActivitySchema).max(60, 'Please keep to 60 work activities or fewer.'),
};

export const ZSwmsContentSchema = z.object({
  jurisdiction: contentParts.jurisdiction.default(null),
  hrcwCodes: contentParts.hrcwCodes.default([]),
  principalContractor: contentParts.principalContractor.default(null),
  preparedBy: contentParts.preparedBy.default(null),
  /** The business's management person who approved the SWMS (principal contractors ask for one). */
  approvedBy: contentParts.approvedBy.default(null),
  /** The principal contractor's WHS contact for the site (from the project). */
  whsPerson: contentParts.whsPerson.default(null),
  /** The site supervisor who puts it in place and monitors it. */
  supervisor: contentParts.supervisor.default(null),
  contractorDetails: contentParts.contractorDetails.default(null),
  /** How the workers doing the work were consulted on it (r299 asks for a SWMS they understand). */
  workerConsultation: contentParts.workerConsultation.default(''),
  /** How the controls are put in place, monitored and reviewed (r299(1)(d)). */
  implementation: contentParts.implementation.default(''),
  emergencyProcedures: contentParts.emergencyProcedures.default(''),
  siteNotes: contentParts.siteNotes.default(''),
  /**
   * The date the SWMS is next reviewed (ISO yyyy-mm-dd); principal contractors want one within a
   * year. Content saved before days were checked may hold one that does not exist: it reads as not
   * chosen yet, so the builder asks for it again instead of the SWMS failing to open.
   */
  reviewDate: contentParts.reviewDate.default(null).catch(null),
  substances: contentParts.substances.default([]),
  tradeIds: contentParts.tradeIds.default([]),
  activities: contentParts.activities.default([]),
});
export type TSwmsContentInput = z.input<typeof ZSwmsContentSchema>;
export type TSwmsContent = z.output<typeof ZSwmsContentSchema>;

/** An empty draft: what a new SWMS starts from before the job fills it in. */
export function emptySwmsContent(): TSwmsContent {
  return ZSwmsContentSchema.parse({});
}

export const SWMS_LIMITS = { textMax: SWMS_TEXT_MAX } as const;

/*
 * The builder's steps (PUT /api/v3/swms/{id} { step, ... }). Each step saves one part of the
 * content; the SWMS remembers the last one saved, and the builder reopens at the screen after it.
 * The names the spec gives are kept (project_details, employees, set_template, trades,
 * work_activities, sds_msds, confirm_details); the others name the part they save.
 */
export const SWMS_STEPS = [
  'job_details',
  'pc_details',
  'employees',
  'project_details',
  'set_template',
  'trades',
  'work_activities',
  'sds_msds',
  'confirm_details',
] as const;
export type TSwmsStep = (typeof SWMS_STEPS)[number];
export const ZSwmsStepSchema = z.enum(SWMS_STEPS, { error: 'Please choose a known SWMS step.' });

/** The builder screen (under /swms/) to reopen at, once a step is saved. */
export const SWMS_RESUME_ROUTE: Record<TSwmsStep, string> = {
  job_details: 'pc-details',
  pc_details: 'section-details',
  employees: 'contractor-detail',
  project_details: 'section-three',
  set_template: 'choose-trade',
  trades: 'view-activities',
  work_activities: 'links',
  sds_msds: 'generate-swms',
  confirm_details: 'generated',
};

// POST /api/v3/swms: a new SWMS for a job, its content filled in from the job, project and company.
export const ZCreateSwmsSchema = z.object({ jobId: z.uuid({ error: 'Please choose a job.' }) });
export type TCreateSwmsInput = z.input<typeof ZCreateSwmsSchema>;

// PUT /api/v3/swms/{id}: saves one step. `content` holds only the parts that step changes;
// `activityIds` adds work activities from the library (the server copies them into the content).
export const ZUpdateSwmsSchema = z.object({
  step: ZSwmsStepSchema,
  templateId: z.uuid({ error: 'Please choose a template.' }).nullable().optional(),
  content: z.object(contentParts).partial().optional(),
  activityIds: z
    .array(z.uuid({ error: 'Please choose work activities from the list.' }))
    .max(60)
    .optional(),
});
export type TUpdateSwmsInput = z.input<typeof ZUpdateSwmsSchema>;

/** The job a SWMS is for, as the builder and the document show it (from the operations data). */
export const ZSwmsJobSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  jobNumber: z.string().nullable(),
  scope: z.string().nullable(),
  scheduledStart: z.string().nullable(),
  projectId: z.string(),
  projectName: z.string(),
  worksiteId: z.string(),
  worksiteName: z.string(),
  worksiteAddress: z.string(),
});
export type TSwmsJobSummary = z.infer<typeof ZSwmsJobSummarySchema>;

/*
 * The content as the API answers it. Response schemas are encoded, and zod cannot encode a
 * transform (the input schemas trim and de-duplicate), so answers use this plain description of
 * the same output shape.
 */
const personView = z.object({ name: z.string(), position: z.string(), phone: z.string(), email: z.string() });
const ratingView = z.object({ likelihood: z.number().int(), consequence: z.number().int() });
export const ZSwmsDocumentActivityViewSchema = z.object({
  key: z.string(),
  sourceActivityId: z.string().nullable(),
  tradeName: z.string(),
  scopeName: z.string(),
  name: z.string(),
  description: z.string(),
  hrcwCodes: z.array(z.enum(HRCW_CODES)),
  ppe: z.array(z.string()),
  plant: z.array(z.string()),
  licences: z.array(z.string()),
  hazards: z.array(
    z.object({
      hazard: z.string(),
      risk: z.string(),
      before: ratingView,
      controls: z.array(z.object({ level: z.enum(CONTROL_LEVEL_CODES), text: z.string() })),
      monitoring: z.string(),
      after: ratingView,
      responsible: z.string(),
      residualReason: z.string().nullable(),
    }),
  ),
});
export const ZSwmsContentViewSchema = z.object({
  jurisdiction: ZSwmsJurisdictionSchema.nullable(),
  hrcwCodes: z.array(z.enum(HRCW_CODES)),
  principalContractor: z
    .object({ companyName: z.string(), abn: z.string(), contactName: z.string(), contactPhone: z.string(), contactEmail: z.string() })
    .nullable(),
  preparedBy: personView.nullable(),
  approvedBy: personView.nullable(),
  whsPerson: personView.nullable(),
  supervisor: personView.nullable(),
  contractorDetails: z.object({ businessName: z.string(), abn: z.string(), address: z.string(), phone: z.string(), email: z.string() }).nullable(),
  workerConsultation: z.string(),
  implementation: z.string(),
  emergencyProcedures: z.string(),
  siteNotes: z.string(),
  reviewDate: z.string().nullable(),
  substances: z.array(z.object({ substance: z.string(), fileId: z.string().nullable() })),
  tradeIds: z.array(z.string()),
  activities: z.array(ZSwmsDocumentActivityViewSchema),
});

// GET /api/v3/swms/{id}, and the answer of POST and PUT. `swmsId` repeats `id` (spec "SWMS details").
export const ZSwmsSchema = z.object({
  id: z.string(),
  swmsId: z.string(),
  title: z.string(),
  status: z.enum(['draft', 'issued']),
  step: z.string(),
  templateId: z.string().nullable(),
  content: ZSwmsContentViewSchema,
  currentVersion: z.number().int(),
  editedSinceIssue: z.boolean(),
  job: ZSwmsJobSummarySchema,
  /** The latest PDF of the current version; null until generated. */
  file: z.nullable(ZSwmsFileLinkSchema),
  signatures: z.array(ZSwmsSignatureSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TSwms = z.infer<typeof ZSwmsSchema>;

/** The builder screen to open for a SWMS saved at `step`; a new draft (step '') opens at section one. */
export function swmsResumeRoute(step: string): string {
  return (SWMS_STEPS as readonly string[]).includes(step) ? SWMS_RESUME_ROUTE[step as TSwmsStep] : 'section-one';
}

/** One issued version in a job's SWMS list: its PDF and who signed it. */
export const ZSwmsJobListVersionSchema = z.object({
  version: z.number().int(),
  issuedAt: z.string(),
  file: z.nullable(ZSwmsFileLinkSchema),
  signatures: z.array(ZSwmsSignatureSchema),
});
export type TSwmsJobListVersion = z.infer<typeof ZSwmsJobListVersionSchema>;

export const ZSwmsJobListItemSchema = z.object({
  id: z.string(),
  swmsId: z.string(),
  title: z.string(),
  status: z.enum(['draft', 'issued']),
  step: z.string(),
  /** The builder screen (under /swms/) to reopen this SWMS at (SWMS_RESUME_ROUTE). */
  resumeRoute: z.string(),
  currentVersion: z.number().int(),
  editedSinceIssue: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Newest first. */
  versions: z.array(ZSwmsJobListVersionSchema),
});
export type TSwmsJobListItem = z.infer<typeof ZSwmsJobListItemSchema>;

// GET /api/v3/swms/job/{id}/all: every SWMS of a job (not deleted), newest first.
export const ZSwmsJobListSchema = z.object({ jobId: z.string(), job: ZSwmsJobSummarySchema, items: z.array(ZSwmsJobListItemSchema) });
export type TSwmsJobList = z.infer<typeof ZSwmsJobListSchema>;

/** Marks prefilled text a person still has to complete (muster point, first aider); review screens look for it. */
export const SWMS_FILL_IN = '(fill in)';
