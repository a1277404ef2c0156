import * as z from 'zod/mini';

/*
 * What a SWMS signing link's page reads (GET /api/v3/swms/request/{id}), written with zod/mini.
 * The page is opened from an email by people who have never used HiVis, often on a weak signal,
 * and loads without the rest of the app (apps/web/src/link-pages, docs/web.md "The first load"):
 * zod/mini keeps only the checks a schema uses, where the full zod brings all of them (about
 * 25 KiB gzip). The schemas are zod schemas like the others: the server answers with them, the
 * API document describes them, and full-zod schemas elsewhere (z.array, z.nullable) take them.
 */

export const SWMS_SIGN_CHECKLIST = [
  { code: 'induction', label: 'I have completed the site safety induction.' },
  { code: 'ppe', label: 'I have the correct PPE for this work and will wear it.' },
  { code: 'responsibilities', label: 'I understand my responsibilities under this SWMS.' },
  { code: 'reporting', label: 'I understand my responsibility to report hazards, incidents and near misses.' },
  { code: 'consultation', label: 'I was consulted on this SWMS and agree to follow it.' },
  { code: 'emergency', label: 'I will comply with the emergency and evacuation procedures.' },
] as const;
export type TSwmsChecklistCode = (typeof SWMS_SIGN_CHECKLIST)[number]['code'];

export const SWMS_PRE_START_TALK_OPTIONS = [
  { code: 'presented', label: 'I presented the Pre-Start Talk.' },
  { code: 'attended', label: 'I was present at, or was briefed on, the Pre-Start Talk.' },
] as const;
export type TSwmsPreStartTalk = (typeof SWMS_PRE_START_TALK_OPTIONS)[number]['code'];

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

export const ZSwmsFileLinkSchema = z.object({ id: z.string(), name: z.string(), url: z.string(), inlineUrl: z.string() });
export type TSwmsFileLink = z.infer<typeof ZSwmsFileLinkSchema>;

/** A sign-on in the register: who signed which version, and when. */
export const ZSwmsSignatureSchema = z.object({
  id: z.string(),
  version: z.int(),
  signerName: z.string(),
  signerEmail: z.nullable(z.string()),
  userId: z.nullable(z.string()),
  signedAt: z.string(),
  /** Signed the current version; false means asked to sign again. */
  current: z.boolean(),
});
export type TSwmsSignature = z.infer<typeof ZSwmsSignatureSchema>;

/** A signing link's page: the SWMS, its PDF, the register, and what this link has signed. */
export const ZSwmsSigningRequestSchema = z.object({
  id: z.string(),
  signingRequestId: z.string(),
  swmsId: z.string(),
  title: z.string(),
  companyName: z.string(),
  job: z.object({ title: z.string(), jobNumber: z.nullable(z.string()), projectName: z.string(), worksiteName: z.string(), worksiteAddress: z.string() }),
  email: z.string(),
  /** The name the signature goes under when the email is someone of the company; null: ask. */
  signerName: z.nullable(z.string()),
  version: z.int(),
  file: z.nullable(ZSwmsFileLinkSchema),
  /** The sign-on register of the current version. */
  signatures: z.array(ZSwmsSignatureSchema),
  /** This link's signature is on the current version (`version`). */
  signed: z.boolean(),
  /**
   * The version this link signed, or null while unused. Lower than `version`: a newer version was
   * issued since, which this link cannot sign (the person was mailed a new link for it).
   */
  signedVersion: z.nullable(z.int()),
  expiresAt: z.string(),
});
export type TSwmsSigningRequest = z.infer<typeof ZSwmsSigningRequestSchema>;
