import { z } from 'zod';
import { withEditBase } from './edits.js';
import { withDeviceId } from './commands.js';
import { PHONE_MIN_LENGTH } from './constants.js';
import { phoneDigits } from './contact.js';
import { requiredText } from './fields.js';
import { ZArchivedFilterSchema, ZTablePageQuerySchema, pageOf } from './pagination.js';

/*
 * Projects (/worksite/{worksiteId}/project, spec 2.2; "project" family of spec 7, whose details the
 * spec does not show). A project is a piece of work for a client at one worksite, with the
 * principal contractor who runs the site. Jobs and their SWMS hang off it, so it is archived,
 * never deleted.
 */

export const PROJECT_MESSAGES = {
  name: 'Project name is required.',
  worksiteId: 'Please choose a worksite from the list.',
  worksiteArchived: 'This worksite is archived. Restore it before adding projects to it.',
  clientId: 'Please choose a client from the list.',
  clientArchived: 'This client is archived. Restore it or choose another client.',
  contactId: 'Please choose a contact from the list.',
  contactArchived: 'This contact is archived. Restore it or choose another contact.',
  contactNeedsClient: 'Please choose the client before their contact.',
  contactNotAtClient: 'This contact does not work for the chosen client.',
  date: 'Please enter the date as DD/MM/YYYY.',
  endBeforeStart: 'End date must be on or after the start date.',
  pcCompanyName: 'Principal contractor company name is required.',
  abnInvalid: 'Please enter a valid 11-digit ABN.',
  abnOrNzbnInvalid: 'Please enter a valid 11-digit ABN or 13-digit NZBN.',
  email: 'Please enter valid Email address.',
  phoneShort: `Phone number must be at least ${PHONE_MIN_LENGTH} digits.`,
  descriptionLong: 'Description can be at most 4000 characters.',
  archivedReadOnly: 'This project is archived. Restore it before changing it.',
} as const;

export const PROJECT_DESCRIPTION_MAX = 4000;

/** Blank optional text is stored as null, so "no number" has one spelling. */
const blankToNull = (value: string | null | undefined) => (value ? value : null);

const optionalLine = (max: number, message = `Must be at most ${max} characters.`) => z.string().trim().max(max, message).nullish().transform(blankToNull);

const optionalEmail = z
  .string({ error: PROJECT_MESSAGES.email })
  .trim()
  .max(254, 'Must be at most 254 characters.')
  .refine((value) => value === '' || z.email().safeParse(value).success, PROJECT_MESSAGES.email)
  .transform((value) => value.toLowerCase())
  .nullish()
  .transform(blankToNull);

const optionalPhone = z
  .string({ error: PROJECT_MESSAGES.phoneShort })
  .trim()
  .max(30, 'Must be at most 30 characters.')
  .refine((value) => value === '' || phoneDigits(value) >= PHONE_MIN_LENGTH, PROJECT_MESSAGES.phoneShort)
  .nullish()
  .transform(blankToNull);

/** A calendar day as YYYY-MM-DD (the date column's own form); 2026-02-30 is not a day. */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

const optionalDate = z
  .string({ error: PROJECT_MESSAGES.date })
  .trim()
  .refine((value) => value === '' || isCalendarDate(value), PROJECT_MESSAGES.date)
  .nullish()
  .transform(blankToNull);

const optionalId = (message: string) =>
  z
    .union([z.uuid({ error: message }), z.literal('')], { error: message })
    .nullish()
    .transform(blankToNull);

/**
 * The principal contractor (head contractor) and its WHS person, as given: often a company not on
 * HiVis. The ABN is checked on the server against the company's country (an NZ company may give
 * an NZBN), so here it is only tidied.
 */
export const ZPrincipalContractorInputSchema = z.object({
  companyName: requiredText(PROJECT_MESSAGES.pcCompanyName, 200),
  abn: optionalLine(20).transform((value) => (value ? value.replace(/\s/g, '') : null)),
  contactName: optionalLine(200),
  contactPhone: optionalPhone,
  contactEmail: optionalEmail,
  whsPersonName: optionalLine(200),
  whsPersonPhone: optionalPhone,
  whsPersonEmail: optionalEmail,
});
export type TPrincipalContractorInput = z.input<typeof ZPrincipalContractorInputSchema>;
export type TPrincipalContractor = z.output<typeof ZPrincipalContractorInputSchema>;

/** The dates must not run backwards; checked on every form that carries both. */
function checkDateOrder(body: { startDate: string | null; endDate: string | null }, issues: z.core.$RefinementCtx) {
  if (body.startDate && body.endDate && body.endDate < body.startDate) {
    issues.addIssue({ code: 'custom', path: ['endDate'], message: PROJECT_MESSAGES.endBeforeStart });
  }
}

const projectDetailFields = {
  name: requiredText(PROJECT_MESSAGES.name, 200),
  projectNumber: optionalLine(50),
  clientId: optionalId(PROJECT_MESSAGES.clientId),
  clientContactId: optionalId(PROJECT_MESSAGES.contactId),
  principalContractor: ZPrincipalContractorInputSchema.nullish().transform((value) => value ?? null),
  startDate: optionalDate,
  endDate: optionalDate,
  description: optionalLine(PROJECT_DESCRIPTION_MAX, PROJECT_MESSAGES.descriptionLong),
};

// PUT /api/v3/project/{id}: every detail at once (the project stays on its worksite: its jobs are there).
export const ZProjectDetailsInputSchema = z.object(projectDetailFields).superRefine(checkDateOrder);
export type TProjectDetailsInput = z.input<typeof ZProjectDetailsInputSchema>;
export type TProjectDetailsValues = z.output<typeof ZProjectDetailsInputSchema>;

/** PUT /api/v3/project/{id}: every detail and the version they were based on (edits.ts). */
export const ZProjectEditSchema = withEditBase(ZProjectDetailsInputSchema);
export type TProjectEdit = z.input<typeof ZProjectEditSchema>;
export type TProjectEditValues = z.output<typeof ZProjectEditSchema>;

// POST /api/v3/project
export const ZProjectCreateInputSchema = z
  .object({ worksiteId: z.uuid({ error: PROJECT_MESSAGES.worksiteId }), ...projectDetailFields })
  .superRefine(checkDateOrder);
export type TProjectCreateInput = z.input<typeof ZProjectCreateInputSchema>;
export type TProjectCreateValues = z.output<typeof ZProjectCreateInputSchema>;

/** POST /api/v3/project: the project, and the id the device made for it (see withDeviceId). */
export const ZNewProjectSchema = withDeviceId(ZProjectCreateInputSchema);
export type TNewProjectInput = z.input<typeof ZNewProjectSchema>;
export type TNewProjectValues = z.output<typeof ZNewProjectSchema>;

// PUT /api/v3/project/{id}/client-details: the client step of the create screens.
export const ZProjectClientInputSchema = z.object({
  clientId: projectDetailFields.clientId,
  clientContactId: projectDetailFields.clientContactId,
});
export type TProjectClientInput = z.input<typeof ZProjectClientInputSchema>;

// PUT /api/v3/project/{id}/pc-details: the principal contractor step; null clears it.
export const ZProjectPcInputSchema = z.object({ principalContractor: projectDetailFields.principalContractor });
export type TProjectPcInput = z.input<typeof ZProjectPcInputSchema>;

// GET /api/v3/project?worksiteId=...&search=...&archived=false&page=1&take=5
export const ZProjectsQuerySchema = ZTablePageQuerySchema.extend({
  worksiteId: z.uuid({ error: PROJECT_MESSAGES.worksiteId }).optional(),
  archived: ZArchivedFilterSchema,
});
export type TProjectsQuery = z.output<typeof ZProjectsQuerySchema>;
export type TProjectsQueryInput = z.input<typeof ZProjectsQuerySchema>;

export const ZProjectListItemSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  projectNumber: z.string().nullable(),
  worksiteId: z.uuid(),
  worksiteName: z.string(),
  clientName: z.string().nullable(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  archivedOn: z.string().nullable(),
});
export type TProjectListItem = z.infer<typeof ZProjectListItemSchema>;
export const ZProjectsPageSchema = pageOf(ZProjectListItemSchema);
export type TProjectsPage = z.infer<typeof ZProjectsPageSchema>;

export const PROJECT_JOB_STATUSES = ['PENDING', 'IN_PROGRESS', 'COMPLETED', 'CANCELLED'] as const;

/** How many of the project's jobs are in each status. */
export const ZProjectJobCountsSchema = z.object({
  PENDING: z.number().int(),
  IN_PROGRESS: z.number().int(),
  COMPLETED: z.number().int(),
  CANCELLED: z.number().int(),
  total: z.number().int(),
});
export type TProjectJobCounts = z.infer<typeof ZProjectJobCountsSchema>;

const ZPrincipalContractorSchema = z.object({
  companyName: z.string(),
  abn: z.string().nullable(),
  contactName: z.string().nullable(),
  contactPhone: z.string().nullable(),
  contactEmail: z.string().nullable(),
  whsPersonName: z.string().nullable(),
  whsPersonPhone: z.string().nullable(),
  whsPersonEmail: z.string().nullable(),
});

/** GET /api/v3/project/{id} and every write's answer. */
export const ZProjectSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  projectNumber: z.string().nullable(),
  worksite: z.object({ id: z.uuid(), name: z.string(), addressLine: z.string(), archivedOn: z.string().nullable() }),
  client: z.object({ id: z.uuid(), name: z.string(), archivedOn: z.string().nullable() }).nullable(),
  clientContact: z
    .object({
      id: z.uuid(),
      name: z.string(),
      position: z.string().nullable(),
      email: z.string().nullable(),
      phone: z.string().nullable(),
      archivedOn: z.string().nullable(),
    })
    .nullable(),
  principalContractor: ZPrincipalContractorSchema.nullable(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  description: z.string().nullable(),
  jobCounts: ZProjectJobCountsSchema,
  archivedOn: z.string().nullable(),
  createdOn: z.string(),
  updatedOn: z.string(),
});
export type TProject = z.infer<typeof ZProjectSchema>;
