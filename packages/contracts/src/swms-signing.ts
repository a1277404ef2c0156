import { z } from 'zod';
import { ZUuidSchema } from './fields.js';
import { ZCommandFieldsSchema } from './commands.js';
import { SWMS_PRE_START_TALK_OPTIONS, SWMS_SIGNING_MESSAGES, ZSwmsFileLinkSchema, ZSwmsSignatureSchema } from './swms-link-page.js';
import type { TSwmsPreStartTalk } from './swms-link-page.js';

/*
 * Signing, sending and viewing a SWMS (spec 7 "SWMS signing"). A signing link (/swms/sign/{id})
 * lets a person sign without logging in; signed-in people sign as themselves.
 */

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

/** A version of a SWMS with its PDF (view-swms lists them). */
export const ZSwmsVersionFileSchema = z.object({
  version: z.number().int(),
  issuedAt: z.string(),
  file: z.nullable(ZSwmsFileLinkSchema),
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
