import { z } from 'zod';
import { isValidAbn } from './company.js';
import { PHONE_MIN_LENGTH } from './constants.js';
import { newPasswordField, optionalText, passwordField, requiredText } from './fields.js';
import { SIGNUP_MESSAGES } from './signup.js';
import { ZTablePageQuerySchema, pageOf } from './pagination.js';

/*
 * Contractors (spec 7 "associate" and "job ... contract"; details not shown, designed here).
 * A company connects another company as its contractor by a person's email or an ABN; the
 * contractor accepts; then jobs can be contracted to it, and it sees only those jobs.
 */

export const CONNECTION_STATUSES = ['pending', 'accepted', 'declined', 'removed'] as const;
export const ZConnectionStatusSchema = z.enum(CONNECTION_STATUSES);
export type TConnectionStatus = z.infer<typeof ZConnectionStatusSchema>;

export const CONNECTION_STATUS_LABELS: Record<TConnectionStatus, string> = {
  pending: 'Waiting for an answer',
  accepted: 'Connected',
  declined: 'Declined',
  removed: 'Removed',
};

export const CONTRACT_STATUSES = ['offered', 'accepted', 'declined', 'withdrawn', 'completed'] as const;
export const ZContractStatusSchema = z.enum(CONTRACT_STATUSES);
export type TContractStatus = z.infer<typeof ZContractStatusSchema>;

/** What the review-contracts list filters on: the contract's answer, or where the crew is. */
export const CONTRACT_STAGES = ['offered', 'accepted', 'onsite', 'declined', 'withdrawn', 'completed'] as const;
export const ZContractStageSchema = z.enum(CONTRACT_STAGES);
export type TContractStage = z.infer<typeof ZContractStageSchema>;

export const CONTRACT_STAGE_LABELS: Record<TContractStage, string> = {
  offered: 'Offered',
  accepted: 'Accepted',
  onsite: 'On site',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
  completed: 'Work complete',
};

export const CONTRACT_EVENT_KINDS = ['offered', 'accepted', 'declined', 'withdrawn', 'onsite', 'left_site', 'completed'] as const;
export type TContractEventKind = (typeof CONTRACT_EVENT_KINDS)[number];

export const CONTRACT_EVENT_LABELS: Record<TContractEventKind, string> = {
  offered: 'Offered to the contractor',
  accepted: 'Accepted by the contractor',
  declined: 'Declined by the contractor',
  withdrawn: 'Withdrawn by the hiring company',
  onsite: 'Contractor arrived on site',
  left_site: 'Contractor left the site',
  completed: 'Work complete by contractor',
};

export const CONTRACTOR_MESSAGES = {
  emailOrAbn: 'Please enter an email address or an ABN.',
  emailInvalid: 'Please enter valid Email address.',
  abnInvalid: 'Please enter a valid 11-digit ABN.',
  abnNeedsEmail: 'No company on HiVis has this ABN. Please also enter an email address, so we can invite them.',
  ownCompany: 'This is your own company. Please enter a contractor’s email address or ABN.',
  alreadyConnected: 'This company is already connected or invited.',
  liveContracts: 'This contractor still has jobs offered or accepted. Withdraw those contracts first.',
  notPending: 'Only an invitation that is still waiting for an answer can be sent again.',
  contractorRequired: 'Please choose a connected contractor.',
  notConnected: 'This contractor is not connected to your company. Connect them first.',
  staffAssigned: 'This job has staff offered or accepted. Remove them before contracting the job to a company.',
  alreadyContracted: 'This job is already contracted. Withdraw the current contract first.',
  jobClosed: 'This job is completed or cancelled, so it cannot be contracted.',
  noContract: 'This job has no contract that is still open.',
  notAccepted: 'Accept the job before recording work on site.',
  notOnsite: 'Record arriving on site first.',
  contractClosed: 'This contract was withdrawn, declined or is finished, so it can no longer be answered.',
  unknownInvite: 'This invitation is not valid any more. Ask the company to send it again.',
} as const;

const abnDigits = (value: string) => value.replace(/\D/g, '');

// POST /api/v3/associate
export const ZConnectContractorSchema = z
  .object({
    email: z.string().trim().max(254, 'Must be at most 254 characters.').optional(),
    abn: z.string().trim().max(20, 'Must be at most 20 characters.').optional(),
    name: optionalText(200),
  })
  .superRefine((body, issues) => {
    if (!body.email && !body.abn) {
      issues.addIssue({ code: 'custom', path: ['email'], message: CONTRACTOR_MESSAGES.emailOrAbn });
      return;
    }
    if (body.email && !z.email().safeParse(body.email).success) issues.addIssue({ code: 'custom', path: ['email'], message: CONTRACTOR_MESSAGES.emailInvalid });
    if (body.abn && !isValidAbn(body.abn)) issues.addIssue({ code: 'custom', path: ['abn'], message: CONTRACTOR_MESSAGES.abnInvalid });
  })
  .transform((body) => ({
    email: body.email ? body.email.toLowerCase() : null,
    abn: body.abn ? abnDigits(body.abn) : null,
    name: body.name || null,
  }));
export type TConnectContractorInput = z.input<typeof ZConnectContractorSchema>;

/** A connection as the hiring company sees it. */
export const ZConnectionSchema = z.object({
  id: z.string(),
  status: ZConnectionStatusSchema,
  /** The contractor company once it is on HiVis. */
  contractorCompanyId: z.string().nullable(),
  /** The contractor company's name, or the name given when inviting. */
  name: z.string(),
  email: z.string().nullable(),
  abn: z.string().nullable(),
  invitedOn: z.string(),
  respondedOn: z.string().nullable(),
});
export type TConnection = z.infer<typeof ZConnectionSchema>;

export const ZConnectionListQuerySchema = ZTablePageQuerySchema.extend({
  status: ZConnectionStatusSchema.optional(),
});
export type TConnectionListQuery = z.input<typeof ZConnectionListQuerySchema>;
export const ZConnectionPageSchema = pageOf(ZConnectionSchema);
export type TConnectionPage = z.infer<typeof ZConnectionPageSchema>;

/** GET /api/v3/associate/{id}: the contractor's details for the hiring company. */
export const ZContractorDetailsSchema = ZConnectionSchema.extend({
  company: z
    .object({
      name: z.string(),
      legalName: z.string().nullable(),
      abn: z.string().nullable(),
      phone: z.string().nullable(),
      address: z.string(),
    })
    .nullable(),
  /** Jobs offered to it or accepted by it now. */
  liveContracts: z.number().int(),
});
export type TContractorDetails = z.infer<typeof ZContractorDetailsSchema>;

/** An invitation or connection as the contractor sees it: the company that hires it. */
export const ZHiringCompanySchema = z.object({
  connectionId: z.string(),
  companyId: z.string(),
  companyName: z.string(),
  status: ZConnectionStatusSchema,
  invitedOn: z.string(),
  respondedOn: z.string().nullable(),
});
export type THiringCompany = z.infer<typeof ZHiringCompanySchema>;
export const ZHiringCompanyPageSchema = pageOf(ZHiringCompanySchema);
export type THiringCompanyPage = z.infer<typeof ZHiringCompanyPageSchema>;
export const ZInviteListQuerySchema = ZTablePageQuerySchema.extend({
  status: z.enum(['pending', 'accepted'], { error: 'Status must be pending or accepted.' }).optional(),
});
export type TInviteListQuery = z.input<typeof ZInviteListQuerySchema>;

// POST /api/v3/associate/accept-reject
export const ZAcceptRejectSchema = z.object({
  companyId: z.uuid({ error: 'Must be a valid id.' }),
  accept: z.boolean({ error: 'Accept must be true or false.' }),
});
export type TAcceptRejectInput = z.input<typeof ZAcceptRejectSchema>;

// POST /api/v3/job/{id}/contract
export const ZContractJobSchema = z.object({
  contractorCompanyId: z.uuid({ error: CONTRACTOR_MESSAGES.contractorRequired }),
});
export type TContractJobInput = z.input<typeof ZContractJobSchema>;

export const ZContractEventSchema = z.object({
  id: z.string(),
  kind: z.enum(CONTRACT_EVENT_KINDS),
  label: z.string(),
  by: z.string().nullable(),
  at: z.string(),
});
export type TContractEvent = z.infer<typeof ZContractEventSchema>;

export const ZJobContractSchema = z.object({
  id: z.string(),
  status: ZContractStatusSchema,
  stage: ZContractStageSchema,
  contractorCompanyId: z.string(),
  contractorName: z.string(),
  offeredOn: z.string(),
  respondedOn: z.string().nullable(),
  onsiteAt: z.string().nullable(),
  leftSiteAt: z.string().nullable(),
  completedAt: z.string().nullable(),
});
export type TJobContract = z.infer<typeof ZJobContractSchema>;

/** GET /api/v3/job/{id}/contract: the job, and its current (or last) contract with its timeline. */
export const ZContractedJobSchema = z.object({
  /** Which side is looking: the company that hires, or the contractor. */
  side: z.enum(['hiring', 'contractor']),
  job: z.object({
    id: z.string(),
    worksiteId: z.string(),
    projectId: z.string(),
    title: z.string(),
    jobNumber: z.string().nullable(),
    status: z.string(),
    when: z.string(),
    description: z.string().nullable(),
    scope: z.string().nullable(),
    projectName: z.string(),
    siteName: z.string(),
    siteAddress: z.string(),
    hiringCompanyName: z.string(),
  }),
  contract: ZJobContractSchema.nullable(),
  events: z.array(ZContractEventSchema),
});
export type TContractedJob = z.infer<typeof ZContractedJobSchema>;

/** A row of review-contracts (hiring side) and of the contractor's own job list. */
export const ZContractRowSchema = z.object({
  contractId: z.string(),
  jobId: z.string(),
  worksiteId: z.string(),
  projectId: z.string(),
  title: z.string(),
  jobNumber: z.string().nullable(),
  jobStatus: z.string(),
  when: z.string(),
  siteName: z.string(),
  /** The other side: the contractor for the hiring company, the hiring company for the contractor. */
  companyName: z.string(),
  stage: ZContractStageSchema,
  offeredOn: z.string(),
});
export type TContractRow = z.infer<typeof ZContractRowSchema>;
export const ZContractPageSchema = pageOf(ZContractRowSchema);
export type TContractPage = z.infer<typeof ZContractPageSchema>;

export const ZContractListQuerySchema = ZTablePageQuerySchema.extend({
  stage: ZContractStageSchema.optional(),
  /** Hiring side: one contractor's contracts; contractor side: one hiring company's. */
  companyId: z.uuid({ error: 'Must be a valid id.' }).optional(),
});
export type TContractListQuery = z.input<typeof ZContractListQuerySchema>;

export const CONTRACT_PROGRESS = ['onsite', 'left-site', 'complete'] as const;
export type TContractProgress = (typeof CONTRACT_PROGRESS)[number];

/** GET /api/v3/associate/invite/{token}: the invitation a person not on HiVis was mailed (public). */
export const ZContractorInviteSchema = z.object({
  hiringCompanyName: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  /** False once used, answered or withdrawn. */
  open: z.boolean(),
});
export type TContractorInvite = z.infer<typeof ZContractorInviteSchema>;

export const CONTRACTOR_SIGNUP_MESSAGES = {
  used: 'This invitation was already used or withdrawn. Log in, or ask the company to invite you again.',
} as const;

/**
 * POST /api/v3/associate/invite/{token}/signup: a free contractor account for the invited email.
 * The email is the invitation's own, so it is not asked again.
 */
export const ZContractorSignupSchema = z
  .object({
    companyName: requiredText(SIGNUP_MESSAGES.companyName, 200),
    abn: z.string().trim().max(20, 'Must be at most 20 characters.').optional(),
    firstName: requiredText(SIGNUP_MESSAGES.firstName, 100),
    lastName: requiredText(SIGNUP_MESSAGES.lastName, 100),
    phoneNumber: requiredText(SIGNUP_MESSAGES.phoneNumber, 20).refine(
      (value) => value.replace(/\D/g, '').length >= PHONE_MIN_LENGTH,
      SIGNUP_MESSAGES.phoneShort,
    ),
    password: newPasswordField(SIGNUP_MESSAGES.password),
    confirmPassword: passwordField(SIGNUP_MESSAGES.confirmPassword),
    agreedPrivacyPolicy: z.literal(true, { error: SIGNUP_MESSAGES.privacyPolicy }),
    agreedTermsOfService: z.literal(true, { error: SIGNUP_MESSAGES.terms }),
  })
  .superRefine((body, issues) => {
    if (body.abn && !isValidAbn(body.abn)) issues.addIssue({ code: 'custom', path: ['abn'], message: CONTRACTOR_MESSAGES.abnInvalid });
    if (body.password !== body.confirmPassword) issues.addIssue({ code: 'custom', path: ['confirmPassword'], message: SIGNUP_MESSAGES.passwordMismatch });
  })
  .transform((body) => ({ ...body, abn: body.abn ? abnDigits(body.abn) : null }));
export type TContractorSignupInput = z.input<typeof ZContractorSignupSchema>;
