import { z } from 'zod';
import { requiredText } from './fields.js';
import { SWMS_FILL_IN, type TSwmsContent } from './swms.js';

/*
 * SWMS templates (spec "SWMS template"): a company's own file kept with its SWMS. A PDF is merged
 * into the generated document, less the pages it hides (its first pages, chosen 0–10 on screen);
 * a .zip, .doc, .docx or .txt file is listed in the document as an attachment kept with the SWMS.
 */

export const SWMS_TEMPLATE_EXTENSIONS = ['.zip', '.doc', '.docx', '.txt', '.pdf'] as const;
/** The most pages a template can hide; the screen offers "hide the first 0 to 10 pages". */
export const SWMS_TEMPLATE_HIDE_MAX = 10;
export const SWMS_TEMPLATE_NAME_MAX = 120;

export const SWMS_TEMPLATE_MESSAGES = {
  name: 'Please enter name.',
  file: 'Please choose a file for the template.',
  fileKind: 'Please upload the template as a .zip, .doc, .docx, .txt or .pdf file.',
  hidePage: `Please choose page numbers from 1 to ${SWMS_TEMPLATE_HIDE_MAX}.`,
  hidePagesUnique: 'Each page can be hidden only once.',
  hidePagesTooMany: (pages: number) => `This PDF has ${pages} page${pages === 1 ? '' : 's'}: it cannot hide more than that.`,
  inIssuedSwms: 'This template is part of an issued SWMS, so it is kept as it is. Create a new template instead.',
} as const;

const hidePage = z
  .number({ error: SWMS_TEMPLATE_MESSAGES.hidePage })
  .int(SWMS_TEMPLATE_MESSAGES.hidePage)
  .min(1, SWMS_TEMPLATE_MESSAGES.hidePage)
  .max(SWMS_TEMPLATE_HIDE_MAX, SWMS_TEMPLATE_MESSAGES.hidePage);

const hidePages = z
  .array(hidePage, { error: SWMS_TEMPLATE_MESSAGES.hidePage })
  .max(SWMS_TEMPLATE_HIDE_MAX, SWMS_TEMPLATE_MESSAGES.hidePage)
  .refine((pages) => new Set(pages).size === pages.length, SWMS_TEMPLATE_MESSAGES.hidePagesUnique)
  .transform((pages) => [...pages].sort((a, b) => a - b));

// POST /api/v3/swms/template
export const ZCreateSwmsTemplateSchema = z.object({
  name: requiredText(SWMS_TEMPLATE_MESSAGES.name, SWMS_TEMPLATE_NAME_MAX),
  fileId: z.uuid({ error: SWMS_TEMPLATE_MESSAGES.file }),
  hidePages: hidePages.default([]),
  showJobDetails: z.boolean().default(true),
  showLegislation: z.boolean().default(true),
});
export type TCreateSwmsTemplateInput = z.input<typeof ZCreateSwmsTemplateSchema>;

// PUT /api/v3/swms/template/{id}: the same fields; the file stays unless a new one is given.
export const ZUpdateSwmsTemplateSchema = ZCreateSwmsTemplateSchema.extend({
  fileId: z.uuid({ error: SWMS_TEMPLATE_MESSAGES.file }).optional(),
});
export type TUpdateSwmsTemplateInput = z.input<typeof ZUpdateSwmsTemplateSchema>;

export const ZSwmsTemplateParamsSchema = z.object({ id: z.uuid({ error: 'Must be a valid id.' }) });

export const ZSwmsTemplateSchema = z.object({
  id: z.string(),
  name: z.string(),
  fileId: z.string(),
  file: z.object({ id: z.string(), name: z.string(), contentType: z.string(), url: z.string(), inlineUrl: z.string() }),
  hidePages: z.array(z.number().int()),
  showJobDetails: z.boolean(),
  showLegislation: z.boolean(),
  /** True for a PDF, merged into the document; false for a file kept with it as an attachment. */
  merged: z.boolean(),
  createdAt: z.string(),
});
export type TSwmsTemplate = z.infer<typeof ZSwmsTemplateSchema>;

export const ZSwmsTemplateListSchema = z.object({ items: z.array(ZSwmsTemplateSchema) });
export type TSwmsTemplateList = z.infer<typeof ZSwmsTemplateListSchema>;

/** The screen's "hide the first n pages" as the API's page list, and back. */
export function firstPages(count: number): number[] {
  return Array.from({ length: Math.max(0, Math.min(count, SWMS_TEMPLATE_HIDE_MAX)) }, (_, index) => index + 1);
}
export function hiddenFirstPageCount(pages: readonly number[]): number {
  let count = 0;
  while (pages.includes(count + 1)) count += 1;
  return count;
}

// POST /api/v3/swms/{id}/generate: what is missing before a SWMS can be issued, by field.
export const SWMS_GENERATE_MESSAGES = {
  jurisdiction: 'Please choose the state or country of the work (Section 1).',
  activities: 'Please add at least one work activity.',
  preparedBy: 'Please name who prepared this SWMS.',
  approvedBy: 'Please name the manager who approved this SWMS.',
  supervisor: 'Please name the site supervisor who will put it in place.',
  supervisorContact: 'Please give a phone number for the site supervisor.',
  emergencyProcedures: 'Please describe the emergency procedures.',
  emergencyBlanks: `Please replace each "${SWMS_FILL_IN}" in the emergency procedures with the details for this site.`,
  implementationBlanks: `Please replace each "${SWMS_FILL_IN}" in how the controls are put in place with the details for this site.`,
  implementation: 'Please describe how the controls are put in place, monitored and reviewed.',
  workerConsultation: 'Please say how the workers were consulted.',
  reviewDate: 'Please choose a review date.',
  principalContractor: 'Please name the principal contractor.',
  businessName: "Please enter your business's name.",
} as const;
export type TSwmsGenerateField = keyof typeof SWMS_GENERATE_MESSAGES;

/**
 * What a SWMS still needs before it can be issued, keyed by the content field it concerns (the
 * keys of the 400 answer's `errors`). The same check runs on the review screen and the server.
 */
export function swmsMissingItems(content: TSwmsContent): Partial<Record<string, string>> {
  const missing: Partial<Record<string, string>> = {};
  const blank = (value: string | null | undefined) => !value || value.trim() === '';
  if (!content.jurisdiction) missing.jurisdiction = SWMS_GENERATE_MESSAGES.jurisdiction;
  if (blank(content.principalContractor?.companyName)) missing['principalContractor.companyName'] = SWMS_GENERATE_MESSAGES.principalContractor;
  if (blank(content.preparedBy?.name)) missing['preparedBy.name'] = SWMS_GENERATE_MESSAGES.preparedBy;
  if (blank(content.approvedBy?.name)) missing['approvedBy.name'] = SWMS_GENERATE_MESSAGES.approvedBy;
  if (blank(content.supervisor?.name)) missing['supervisor.name'] = SWMS_GENERATE_MESSAGES.supervisor;
  else if (blank(content.supervisor?.phone)) missing['supervisor.phone'] = SWMS_GENERATE_MESSAGES.supervisorContact;
  if (!content.reviewDate) missing.reviewDate = SWMS_GENERATE_MESSAGES.reviewDate;
  if (blank(content.workerConsultation)) missing.workerConsultation = SWMS_GENERATE_MESSAGES.workerConsultation;
  if (blank(content.implementation)) missing.implementation = SWMS_GENERATE_MESSAGES.implementation;
  else if (content.implementation.includes(SWMS_FILL_IN)) missing.implementation = SWMS_GENERATE_MESSAGES.implementationBlanks;
  if (blank(content.emergencyProcedures)) missing.emergencyProcedures = SWMS_GENERATE_MESSAGES.emergencyProcedures;
  // The suggested text leaves the first aid kit, first aider and muster point for the site to fill in.
  else if (content.emergencyProcedures.includes(SWMS_FILL_IN)) missing.emergencyProcedures = SWMS_GENERATE_MESSAGES.emergencyBlanks;
  if (blank(content.contractorDetails?.businessName)) missing['contractorDetails.businessName'] = SWMS_GENERATE_MESSAGES.businessName;
  if (content.activities.length === 0) missing.activities = SWMS_GENERATE_MESSAGES.activities;
  return missing;
}
