import { z } from 'zod';
import { ZAuditResponseInputSchema } from './audit-answers.js';
import { ZAuditSectionSchema } from './audit-templates.js';
import { ZCommandFieldsSchema, withDeviceId } from './commands.js';
import { ZFileSchema } from './files.js';

/*
 * Audit web links (spec 7 /audit/link, spec 2.1 /audits/link/{Audituuid}): a template shared by
 * a link, answered in the browser by people with no HiVis account. A link is permanent or
 * temporary (it has an expiry), can be switched off, and counts against the plan's link capacity
 * while it is on. Its public page shows the company's branding when the link says so.
 */

export const AUDIT_LINK_KINDS = ['permanent', 'temporary'] as const;
export type TAuditLinkKind = (typeof AUDIT_LINK_KINDS)[number];

/** on: answers; off: switched off by the company; expired: a temporary link past its expiry. */
export const AUDIT_LINK_STATES = ['on', 'off', 'expired'] as const;
export type TAuditLinkState = (typeof AUDIT_LINK_STATES)[number];

/** The path of a link's public page, and the page shown once an answer is sent. */
export const auditLinkPagePath = (uuid: string) => `/audits/link/${uuid}`;
export const auditLinkSuccessPath = (uuid: string) => `/audits/link/${uuid}/response-success`;

/** Seconds a person takes at least between opening the page and sending: quicker is a script. */
export const AUDIT_LINK_MIN_SECONDS = 5;

export const AUDIT_LINK_MESSAGES = {
  name: 'Please give the link a name.',
  nameLength: 'Must be at most 120 characters.',
  kind: 'Please choose permanent or temporary.',
  expiresAt: 'Please choose when the link stops working.',
  expiresInPast: 'Please choose a time in the future.',
  permanentExpiry: 'A permanent link has no expiry: choose temporary to set one.',
  templateUnknown: 'This audit template was not found.',
  templateNotUsable: 'Starter and archived templates cannot be shared: choose one of your company’s templates.',
  capacityPermanent: 'Your plan’s permanent audit links are all in use. Switch one off, or add more to your plan.',
  capacityTemporary: 'Your plan’s temporary audit links are all in use. Switch one off, or add more to your plan.',
  notFound: 'This audit link was not found.',
  off: 'This audit link has been switched off.',
  expired: 'This audit link has expired.',
  resting: 'This audit link is not taking answers at the moment. Please ask the company that sent it.',
  respondentName: 'Please enter your name.',
  respondentEmail: 'Please enter a valid email address.',
  linkTemplate: 'This answer is for another audit. Please open the link again.',
  tooQuick: 'That was quicker than a person can answer. Please check your answers and send again.',
  formToken: 'This page is out of date. Please open the link again.',
  honeypot: 'Please leave this field empty.',
  rateLimited: 'Too many requests from your connection. Please wait a few minutes and try again.',
  tooManyFiles: 'This link has taken as many files as it can today. Please try again tomorrow.',
} as const;

const ZLinkNameSchema = z.string({ error: AUDIT_LINK_MESSAGES.name }).trim().min(1, AUDIT_LINK_MESSAGES.name).max(120, AUDIT_LINK_MESSAGES.nameLength);

/** What the company sets on a link: its name, whether it expires, and its branding. */
const ZAuditLinkSettingsSchema = z.object({
  name: ZLinkNameSchema,
  kind: z.enum(AUDIT_LINK_KINDS, { error: AUDIT_LINK_MESSAGES.kind }),
  /** Required for a temporary link, and in the future; a permanent link has none. */
  expiresAt: z.iso.datetime({ offset: true, error: AUDIT_LINK_MESSAGES.expiresAt }).nullable().default(null),
  /** Show the company's logo and name in the page's header and "Powered by HiVis" in its footer. */
  brandingVisible: z.boolean().default(true),
});

function checkExpiry(link: { kind: TAuditLinkKind; expiresAt: string | null }, issues: z.core.$RefinementCtx, now = Date.now()) {
  if (link.kind === 'permanent' && link.expiresAt) issues.addIssue({ code: 'custom', path: ['expiresAt'], message: AUDIT_LINK_MESSAGES.permanentExpiry });
  if (link.kind === 'temporary' && !link.expiresAt) issues.addIssue({ code: 'custom', path: ['expiresAt'], message: AUDIT_LINK_MESSAGES.expiresAt });
  if (link.kind === 'temporary' && link.expiresAt && Date.parse(link.expiresAt) <= now)
    issues.addIssue({ code: 'custom', path: ['expiresAt'], message: AUDIT_LINK_MESSAGES.expiresInPast });
}

/** POST /api/v3/audit/link: a new link to one of the company's templates. It starts switched on. */
export const ZNewAuditLinkSchema = ZAuditLinkSettingsSchema.extend({
  auditTemplateId: z.uuid({ error: AUDIT_LINK_MESSAGES.templateUnknown }),
}).superRefine((link, issues) => checkExpiry(link, issues));
export type TNewAuditLink = z.input<typeof ZNewAuditLinkSchema>;
export type TNewAuditLinkValues = z.output<typeof ZNewAuditLinkSchema>;

/** PUT /api/v3/audit/link: a link's settings as a whole, and whether it is on. */
export const ZAuditLinkEditSchema = ZAuditLinkSettingsSchema.extend({
  id: z.uuid({ error: AUDIT_LINK_MESSAGES.notFound }),
  enabled: z.boolean({ error: 'Please say whether the link is on.' }),
}).superRefine((link, issues) => {
  // Switching a link off needs no valid expiry: an expired link can always be switched off.
  if (link.enabled) checkExpiry(link, issues);
});
export type TAuditLinkEdit = z.input<typeof ZAuditLinkEditSchema>;
export type TAuditLinkEditValues = z.output<typeof ZAuditLinkEditSchema>;

/** A link as the company sees it. */
export const ZAuditLinkSchema = z.object({
  id: z.uuid(),
  uuid: z.uuid(),
  auditTemplateId: z.uuid(),
  templateName: z.string(),
  name: z.string(),
  kind: z.enum(AUDIT_LINK_KINDS),
  expiresAt: z.string().nullable(),
  enabled: z.boolean(),
  state: z.enum(AUDIT_LINK_STATES),
  brandingVisible: z.boolean(),
  /** The public page's full address, to copy and send. */
  url: z.string(),
  /** Audits sent through it. */
  responses: z.number().int(),
  createdOn: z.string(),
});
export type TAuditLink = z.infer<typeof ZAuditLinkSchema>;

export const ZAuditLinksQuerySchema = z.object({
  auditTemplateId: z.uuid().optional(),
});
export type TAuditLinksQuery = z.infer<typeof ZAuditLinksQuerySchema>;
export const ZAuditLinkListSchema = z.object({ items: z.array(ZAuditLinkSchema) });
export type TAuditLinkList = z.infer<typeof ZAuditLinkListSchema>;

const ZCapacityCountSchema = z.object({ used: z.number().int(), limit: z.number().int() });
/** GET /api/v3/audit/link/capacity: links on, of the plan's permanent and temporary allowance. */
export const ZAuditLinkCapacitySchema = z.object({ permanent: ZCapacityCountSchema, temporary: ZCapacityCountSchema });
export type TAuditLinkCapacity = z.infer<typeof ZAuditLinkCapacitySchema>;

/** GET /api/v3/audit/link/public/{uuid}: what the public page shows (spec 3 "Audit link branding"). */
export const ZAuditLinkPageSchema = z.object({
  uuid: z.uuid(),
  name: z.string(),
  expiresAt: z.string().nullable(),
  brandingVisible: z.boolean(),
  company: z.object({
    company_name: z.string(),
    companyLogo: z.object({ inlineUrl: z.string() }).nullable(),
  }),
  template: z.object({
    id: z.uuid(),
    name: z.string(),
    description: z.string(),
    version: z.number().int(),
    sections: z.array(ZAuditSectionSchema),
  }),
  /** The documents its questions show to read (show_file), with links that need no sign-in. */
  files: z.array(ZFileSchema),
  /** Signed by the server with the time the page was served: an answer sent seconds later is a script's. */
  formToken: z.string(),
});
export type TAuditLinkPage = z.infer<typeof ZAuditLinkPageSchema>;

/**
 * POST /api/v3/audit/response/web: an audit answered through a link, with no sign-in. The same
 * answers as an audit done in the app, the link, who answered, the page's form token, and
 * `website`, a field people never see (a form-filling script does).
 */
export const ZWebAuditResponseSchema = withDeviceId(
  ZAuditResponseInputSchema.omit({ jobId: true, worksiteId: true }).extend({
    ...ZCommandFieldsSchema.pick({ at: true }).shape,
    linkUuid: z.uuid({ error: AUDIT_LINK_MESSAGES.notFound }),
    respondentName: z
      .string({ error: AUDIT_LINK_MESSAGES.respondentName })
      .trim()
      .min(1, AUDIT_LINK_MESSAGES.respondentName)
      .max(120, AUDIT_LINK_MESSAGES.nameLength),
    respondentEmail: z.union([z.literal(''), z.email({ error: AUDIT_LINK_MESSAGES.respondentEmail }).max(254, AUDIT_LINK_MESSAGES.respondentEmail)]).optional(),
    formToken: z.string({ error: AUDIT_LINK_MESSAGES.formToken }).min(1, AUDIT_LINK_MESSAGES.formToken).max(200, AUDIT_LINK_MESSAGES.formToken),
    website: z.string().max(0, AUDIT_LINK_MESSAGES.honeypot).optional(),
  }),
);
export type TWebAuditResponseInput = z.input<typeof ZWebAuditResponseSchema>;
export type TWebAuditResponseValues = z.output<typeof ZWebAuditResponseSchema>;

/** The answer to a web submission: enough for the page to say it arrived, nothing of the company's. */
export const ZWebAuditResponseAnswerSchema = z.object({ id: z.uuid(), submittedOn: z.string() });
export type TWebAuditResponseAnswer = z.infer<typeof ZWebAuditResponseAnswerSchema>;
