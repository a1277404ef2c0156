import { z } from 'zod';
import { ZUuidSchema } from './fields.js';
import { ZCommandFieldsSchema } from './commands.js';
import { SWMS_PRE_START_TALK_OPTIONS, ZSwmsFileLinkSchema, ZSwmsSignatureSchema } from './swms.js';
import type { TSwmsPreStartTalk } from './swms.js';

/*
 * Signing, sending and viewing a SWMS (spec 7 "SWMS signing"). A signing link (/swms/sign/{id})
 * lets a person sign without logging in; signed-in people sign as themselves.
 */

export const SWMS_SIGNING_MESSAGES = {
  email: 'Please enter valid email address',
  duplicate: 'Email address already exist',
  tooMany: 'Please send to 50 email addresses or fewer at a time.',
  notIssued: 'Generate the SWMS before sending it for signing.',
  expired: 'This signing link has expired. Please ask for a new one.',
  used: 'This link has already been used to sign.',
  signedAlready: 'You have already signed this version of the SWMS.',
  name: 'Please enter your name.',
  signature: 'Please sign again: the signature was not saved.',
  rateLimited: 'Too many attempts from this connection. Please wait a few minutes and try again.',
  sendLimit: 'Your company has sent a lot of signing emails in the last hour. Please wait a while and try again.',
  tooManySignatureUploads: 'Too many signatures were uploaded through this link. Please ask for a new link.',
  signedCurrent: 'Already signed this version.',
  newerVersion: 'A newer version of this SWMS was issued after you read it. Please read the new version and sign again.',
} as const;

/**
 * Signing from the device outbox (docs/field.md): the command's id and tapped time, and the
 * version the person read; a newer version issued meanwhile refuses the signature rather than put
 * it on a document they have not seen.
 */
const ZSignCommandFieldsSchema = ZCommandFieldsSchema.extend({
  version: z.int({ error: 'Please send the version you read as a whole number.' }).positive('Please send the version you read as a whole number.').optional(),
});

export const SWMS_SEND_MAX = 50;
/** A signing link lasts 30 days; a newer one to the same person replaces it. */
export const SWMS_SIGNING_LINK_DAYS = 30;

/** The pattern the Send SWMS modal checks as the person types (spec 5 "Send SWMS"). */
export const SWMS_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
export function isSendableEmail(value: string): boolean {
  return value.length <= 254 && SWMS_EMAIL_PATTERN.test(value.trim());
}

const ZSendEmailSchema = z
  .string({ error: SWMS_SIGNING_MESSAGES.email })
  .trim()
  .refine(isSendableEmail, SWMS_SIGNING_MESSAGES.email)
  .transform((value) => value.toLowerCase());

// POST /api/v3/swms/send
export const ZSendSwmsSchema = z.object({
  swmsId: z.uuid({ error: 'Please choose a SWMS.' }),
  emails: z
    .array(ZSendEmailSchema, { error: SWMS_SIGNING_MESSAGES.email })
    .min(1, SWMS_SIGNING_MESSAGES.email)
    .max(SWMS_SEND_MAX, SWMS_SIGNING_MESSAGES.tooMany)
    .superRefine((emails, context) => {
      const seen = new Set<string>();
      emails.forEach((email, index) => {
        if (seen.has(email)) context.addIssue({ code: 'custom', message: SWMS_SIGNING_MESSAGES.duplicate, path: [index] });
        seen.add(email);
      });
    }),
});
export type TSendSwmsInput = z.input<typeof ZSendSwmsSchema>;

export const ZSendSwmsResultSchema = z.object({
  message: z.string(),
  /** The addresses a signing link was mailed to. */
  sent: z.array(z.string()),
  /** Addresses left out, each with why (someone who signed the current version is not asked twice). */
  skipped: z.array(z.object({ email: z.string(), reason: z.string() })),
});
export type TSendSwmsResult = z.infer<typeof ZSendSwmsResultSchema>;

const PRE_START_CODES = SWMS_PRE_START_TALK_OPTIONS.map((option) => option.code) as [TSwmsPreStartTalk, ...TSwmsPreStartTalk[]];
export const ZSwmsPreStartTalkSchema = z.enum(PRE_START_CODES, { error: 'Please choose how you took part in the Pre-Start Talk.' });

// POST /api/v3/swms/sign/request (no login)
export const ZSignSwmsByRequestSchema = ZSignCommandFieldsSchema.extend({
  signingRequestId: ZUuidSchema,
  fileId: z.uuid({ error: SWMS_SIGNING_MESSAGES.signature }),
  /** Needed only when the link's email is not someone of the company (the server knows their name). */
  signerName: z.string().trim().max(120, 'Must be at most 120 characters.').optional(),
  preStartTalk: ZSwmsPreStartTalkSchema.optional(),
});
export type TSignSwmsByRequestInput = z.input<typeof ZSignSwmsByRequestSchema>;

// POST /api/v3/swms/sign/user
export const ZSignSwmsAsUserSchema = ZSignCommandFieldsSchema.extend({
  swmsId: z.uuid({ error: 'Please choose a SWMS.' }),
  fileId: z.uuid({ error: SWMS_SIGNING_MESSAGES.signature }),
  preStartTalk: ZSwmsPreStartTalkSchema.optional(),
});
export type TSignSwmsAsUserInput = z.input<typeof ZSignSwmsAsUserSchema>;

// The answer of POST /api/v3/swms/sign/user: the new sign-on (the client reloads the SWMS).
export const ZSwmsSignedSchema = z.object({
  message: z.string(),
  swmsId: z.string(),
  signature: ZSwmsSignatureSchema,
});
export type TSwmsSigned = z.infer<typeof ZSwmsSignedSchema>;

// GET /api/v3/swms/request/{id} (no login): what the person with the link may see.
export const ZSwmsSigningRequestSchema = z.object({
  id: z.string(),
  signingRequestId: z.string(),
  swmsId: z.string(),
  title: z.string(),
  companyName: z.string(),
  job: z.object({ title: z.string(), jobNumber: z.string().nullable(), projectName: z.string(), worksiteName: z.string(), worksiteAddress: z.string() }),
  email: z.string(),
  /** The name the signature goes under when the email is someone of the company; null: ask. */
  signerName: z.string().nullable(),
  version: z.number().int(),
  file: ZSwmsFileLinkSchema.nullable(),
  /** The sign-on register of the current version. */
  signatures: z.array(ZSwmsSignatureSchema),
  /** This link's signature is on the current version (`version`). */
  signed: z.boolean(),
  /**
   * The version this link signed, or null while unused. Lower than `version`: a newer version was
   * issued since, which this link cannot sign (the person was mailed a new link for it).
   */
  signedVersion: z.number().int().nullable(),
  expiresAt: z.string(),
});
export type TSwmsSigningRequest = z.infer<typeof ZSwmsSigningRequestSchema>;

/** A version of a SWMS with its PDF (view-swms lists them). */
export const ZSwmsVersionFileSchema = z.object({
  version: z.number().int(),
  issuedAt: z.string(),
  file: ZSwmsFileLinkSchema.nullable(),
});
export type TSwmsVersionFile = z.infer<typeof ZSwmsVersionFileSchema>;

/** A signing link sent for a SWMS, as its company sees it (who still has to sign). */
export const ZSwmsSigningInviteSchema = z.object({
  id: z.string(),
  email: z.string(),
  version: z.number().int(),
  sentAt: z.string(),
  expiresAt: z.string(),
  status: z.enum(['open', 'signed', 'expired', 'revoked']),
});
export type TSwmsSigningInvite = z.infer<typeof ZSwmsSigningInviteSchema>;

// GET /api/v3/swms/{id}/signing: versions with their PDFs and the links sent.
export const ZSwmsSigningOverviewSchema = z.object({
  swmsId: z.string(),
  versions: z.array(ZSwmsVersionFileSchema),
  invites: z.array(ZSwmsSigningInviteSchema),
});
export type TSwmsSigningOverview = z.infer<typeof ZSwmsSigningOverviewSchema>;
