import { z } from 'zod';
import { ZCommandFieldsSchema, withDeviceId } from './commands.js';
import { optionalText, requiredText } from './fields.js';
import { DEFAULT_RISK_BANDS, SWMS_MESSAGES, ZRiskRatingSchema, ZSwmsControlSchema, needsResidualReason, riskBand, type TRiskBand } from './swms-reference.js';

/*
 * JSA reports (spec 2.2 /jsa-reports): a job safety analysis of one task on a job, done by the
 * crew at the workface: the task's steps in order, the hazards of each step rated before and after
 * controls on the SWMS's 5×5 matrix, each control placed in the hierarchy of controls, the PPE,
 * and the crew signing on. In New Zealand the same record is called a task analysis.
 *
 * A JSA is written on the phone (its draft kept there while it is typed) and saved whole: each
 * save issues a version through the paperwork core (docs/paperwork.md), whose sign-ons are the
 * crew's and whose PDF prints them. A change after people signed is a new version they are asked
 * to sign again.
 */

/** What the document is called where the company works: NZ says "task analysis". */
export function jsaTitle(country: string | null | undefined): 'Task Analysis' | 'Job Safety Analysis' {
  return country === 'NZ' ? 'Task Analysis' : 'Job Safety Analysis';
}

export const JSA_LIMITS = { steps: 30, hazardsPerStep: 10, controls: 12, ppe: 20, text: 500, name: 120 } as const;

export const JSA_MESSAGES = {
  jobId: 'Please choose the job this JSA is for.',
  task: 'Please name the task, for example "Cut and lift balcony tiles, unit 3".',
  steps: 'Please add at least one step of the task.',
  step: 'Please describe this step.',
  hazards: 'Please add at least one hazard to this step, or say there is none by removing the step.',
  hazard: 'Please name the hazard.',
  ppe: 'Please name the PPE, for example "Safety glasses".',
  basedOn: 'Please send the version you changed.',
  changedMeanwhile: 'Someone saved this JSA while you were changing it. Reload it to see their changes, then make yours again.',
  source: 'This JSA or SWMS cannot be used to start from.',
  signerName: 'Please enter the name of the person signing on.',
  signature: 'Please sign in the box.',
  attendeeUser: 'This person is not one of your company’s people.',
  signedAlready: 'This person has already signed this version of the JSA.',
  newerVersion: 'A newer version of this JSA was saved after you read it. Please read it again, then sign.',
} as const;

/** One hazard of a step: rated before, controlled, rated after (never higher), as a SWMS hazard is. */
export function jsaHazardSchema(bands: readonly TRiskBand[] = DEFAULT_RISK_BANDS) {
  return z
    .object({
      hazard: requiredText(JSA_MESSAGES.hazard, JSA_LIMITS.name),
      before: ZRiskRatingSchema,
      controls: z
        .array(ZSwmsControlSchema, { error: SWMS_MESSAGES.controls })
        .min(1, SWMS_MESSAGES.controls)
        .max(JSA_LIMITS.controls, `Please keep to ${JSA_LIMITS.controls} controls or fewer.`),
      after: ZRiskRatingSchema,
      residualReason: z
        .string()
        .trim()
        .max(JSA_LIMITS.text, `Must be at most ${JSA_LIMITS.text} characters.`)
        .nullish()
        .transform((value) => (value ? value : null)),
    })
    .refine((value) => !ratingsValid(value) || score(value.after) <= score(value.before), { message: SWMS_MESSAGES.afterAboveBefore, path: ['after'] })
    .refine(
      (value) =>
        !ratingsValid(value) ||
        !needsResidualReason(
          value.controls.map((control) => control.level),
          riskBand(value.after.likelihood, value.after.consequence, bands),
        ) ||
        value.residualReason !== null,
      { message: SWMS_MESSAGES.residualReason, path: ['residualReason'] },
    );
}

const score = (rating: { likelihood: number; consequence: number }) => rating.likelihood * rating.consequence;
function ratingsValid(value: { before: unknown; after: unknown }): boolean {
  return ZRiskRatingSchema.safeParse(value.before).success && ZRiskRatingSchema.safeParse(value.after).success;
}

export const ZJsaHazardSchema = jsaHazardSchema();
export type TJsaHazardInput = z.input<typeof ZJsaHazardSchema>;
export type TJsaHazard = z.output<typeof ZJsaHazardSchema>;

export const ZJsaStepSchema = z.object({
  description: requiredText(JSA_MESSAGES.step, JSA_LIMITS.text),
  hazards: z
    .array(ZJsaHazardSchema, { error: JSA_MESSAGES.hazards })
    .min(1, JSA_MESSAGES.hazards)
    .max(JSA_LIMITS.hazardsPerStep, `Please keep to ${JSA_LIMITS.hazardsPerStep} hazards a step or fewer.`),
});
export type TJsaStepInput = z.input<typeof ZJsaStepSchema>;
export type TJsaStep = z.output<typeof ZJsaStepSchema>;

/** Where a JSA was started from, kept for the record (the phone fills the form from it). */
export const JSA_SOURCES = ['blank', 'jsa', 'swms_activity'] as const;
export const ZJsaSourceSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('blank') }),
    z.object({ kind: z.literal('jsa'), jsaId: z.uuid({ error: JSA_MESSAGES.source }) }),
    z.object({
      kind: z.literal('swms_activity'),
      swmsId: z.uuid({ error: JSA_MESSAGES.source }),
      activityName: requiredText(JSA_MESSAGES.source, JSA_LIMITS.name),
    }),
  ],
  { error: JSA_MESSAGES.source },
);
export type TJsaSource = z.output<typeof ZJsaSourceSchema>;

/** The JSA's own content, as the form sends it and a version freezes it. */
export const ZJsaContentSchema = z.object({
  task: requiredText(JSA_MESSAGES.task, JSA_LIMITS.name),
  steps: z
    .array(ZJsaStepSchema, { error: JSA_MESSAGES.steps })
    .min(1, JSA_MESSAGES.steps)
    .max(JSA_LIMITS.steps, `Please keep to ${JSA_LIMITS.steps} steps or fewer.`),
  ppe: z.array(requiredText(JSA_MESSAGES.ppe, JSA_LIMITS.name)).max(JSA_LIMITS.ppe, `Please keep to ${JSA_LIMITS.ppe} items or fewer.`).default([]),
  notes: optionalText(2000),
});
export type TJsaContentInput = z.input<typeof ZJsaContentSchema>;
export type TJsaContent = z.output<typeof ZJsaContentSchema>;

/**
 * POST /api/v3/jsa: a JSA saved whole from the phone (a command, its id made there, so the crew's
 * sign-ons queued after it offline can name it). Issues version 1.
 */
export const ZNewJsaSchema = withDeviceId(
  ZCommandFieldsSchema.extend({
    jobId: z.uuid({ error: JSA_MESSAGES.jobId }),
    source: ZJsaSourceSchema.default({ kind: 'blank' }),
    ...ZJsaContentSchema.shape,
  }),
);
export type TNewJsaInput = z.input<typeof ZNewJsaSchema>;
export type TNewJsaValues = z.output<typeof ZNewJsaSchema>;

/** PUT /api/v3/jsa/{id}: the changed JSA, on the version it was changed from; issues the next version. */
export const ZUpdateJsaSchema = ZJsaContentSchema.extend({
  basedOn: z.number({ error: JSA_MESSAGES.basedOn }).int(JSA_MESSAGES.basedOn).min(1, JSA_MESSAGES.basedOn),
});
export type TUpdateJsaInput = z.input<typeof ZUpdateJsaSchema>;
export type TUpdateJsaValues = z.output<typeof ZUpdateJsaSchema>;

/** POST /api/v3/jsa/{id}/sign: the signed-in person signs the version they read, on their own phone. */
export const ZJsaSignSchema = ZCommandFieldsSchema.extend({
  fileId: z.uuid({ error: JSA_MESSAGES.signature }),
  version: z.number().int().min(1).optional(),
});
export type TJsaSignInput = z.input<typeof ZJsaSignSchema>;

/** POST /api/v3/jsa/{id}/attendee: one of the crew signs on in person, on the phone passed around. */
export const ZJsaAttendeeSchema = ZCommandFieldsSchema.extend({
  fileId: z.uuid({ error: JSA_MESSAGES.signature }),
  signerName: requiredText(JSA_MESSAGES.signerName, JSA_LIMITS.name),
  userId: z.uuid({ error: JSA_MESSAGES.attendeeUser }).nullish(),
  version: z.number().int().min(1).optional(),
});
export type TJsaAttendeeInput = z.input<typeof ZJsaAttendeeSchema>;

const ZNamedSchema = z.object({ id: z.string(), name: z.string() });

export const ZJsaSignOnSchema = z.object({
  id: z.string(),
  signerName: z.string(),
  userId: z.string().nullable(),
  version: z.number().int(),
  signedAt: z.string(),
  /** Signed the current version; an earlier version's signer is asked to sign again. */
  current: z.boolean(),
});
export type TJsaSignOn = z.infer<typeof ZJsaSignOnSchema>;

/** GET /api/v3/jsa/{id} */
export const ZJsaSchema = z.object({
  id: z.string(),
  /** "Job Safety Analysis", or "Task Analysis" for a company in New Zealand. */
  documentTitle: z.string(),
  job: z.object({ id: z.string(), title: z.string(), jobNumber: z.string().nullable(), worksiteName: z.string() }),
  version: z.number().int(),
  content: z.object({
    task: z.string(),
    steps: z.array(
      z.object({
        description: z.string(),
        hazards: z.array(
          z.object({
            hazard: z.string(),
            before: z.object({ likelihood: z.number().int(), consequence: z.number().int() }),
            controls: z.array(z.object({ level: z.string(), text: z.string() })),
            after: z.object({ likelihood: z.number().int(), consequence: z.number().int() }),
            residualReason: z.string().nullable(),
          }),
        ),
      }),
    ),
    ppe: z.array(z.string()),
    notes: z.string().nullable(),
  }),
  source: ZJsaSourceSchema,
  preparedBy: ZNamedSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  updatedBy: ZNamedSchema.nullable(),
  /** Every sign-on, oldest first, each with its version. */
  signOns: z.array(ZJsaSignOnSchema),
  documentFileId: z.string().nullable(),
});
export type TJsa = z.infer<typeof ZJsaSchema>;

/** GET /api/v3/jsa: newest change first, keyset pages; by job. */
export const ZJsaQuerySchema = z.object({
  jobId: z.uuid({ error: JSA_MESSAGES.jobId }).optional(),
  after: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,200}$/, 'This page link is not valid. Please go back to the first page.')
    .optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export type TJsaQueryInput = z.input<typeof ZJsaQuerySchema>;
export type TJsaQuery = z.output<typeof ZJsaQuerySchema>;

export const ZJsaListItemSchema = z.object({
  id: z.string(),
  task: z.string(),
  job: z.object({ id: z.string(), title: z.string(), worksiteName: z.string() }),
  version: z.number().int(),
  updatedAt: z.string(),
  preparedByName: z.string().nullable(),
  stepCount: z.number().int(),
  /** The highest risk left after controls, by the company's bands: what to look at first. */
  highestResidual: z.enum(['low', 'medium', 'high', 'extreme']),
  /** People signed on to the current version. */
  signedCount: z.number().int(),
});
export type TJsaListItem = z.infer<typeof ZJsaListItemSchema>;

export const ZJsaPageSchema = z.object({ items: z.array(ZJsaListItemSchema), nextCursor: z.string().nullable() });
export type TJsaPage = z.infer<typeof ZJsaPageSchema>;

/** POST /api/v3/jsa/{id}/pdf: the current version's PDF with its register. */
export const ZJsaPdfSchema = z.object({ url: z.string() });
