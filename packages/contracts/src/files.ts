import { z } from 'zod';

/** Kinds of content the store accepts; each file type allows some of them. */
export type TContentKind = 'image' | 'pdf' | 'audio' | 'video' | 'document' | 'archive' | 'text';

type TFileTypeRule = { kinds: readonly TContentKind[]; maxBytes: number };

const MB = 1024 * 1024;
const photo: TFileTypeRule = { kinds: ['image'], maxBytes: 15 * MB };
const audio: TFileTypeRule = { kinds: ['audio'], maxBytes: 25 * MB };
const anyDocument: TFileTypeRule = { kinds: ['pdf', 'image', 'document', 'text', 'archive'], maxBytes: 25 * MB };

/** Refusals of an upload sent from the device outbox with its own id or the time a photo was taken. */
export const FILE_MESSAGES = {
  deviceId: 'This file has no valid id. Please reload HiVis and add it again.',
  idTaken: 'This file was already sent for something else. Please add it again.',
  takenAt: 'Please send the time the photo was taken as a date and time with its offset.',
  takenInFuture: 'The photo’s time is ahead of the real time. Please check the phone’s date and time, then add it again.',
} as const;

/** Every file type the product uses, with what it may contain and how big it may be. */

export const FILE_TYPE_RULES = {
  swms_template_pdf: { kinds: ['pdf', 'document', 'archive', 'text'], maxBytes: 25 * MB },
  swms_signature_photo: { kinds: ['image'], maxBytes: 2 * MB },
  swms_document: { kinds: ['pdf'], maxBytes: 25 * MB },
  /** A safety data sheet for a hazardous substance named in a SWMS. */
  sds_msds: { kinds: ['pdf', 'image', 'document'], maxBytes: 15 * MB },
  variation_scope_audio: audio,
  variation_scope_file: anyDocument,
  variation_notes_audio: audio,
  variation_photo: photo,
  variation_additional_file: anyDocument,
  variation_signature_photo: { kinds: ['image'], maxBytes: 2 * MB },
  defect_photo: photo,
  defect_file: anyDocument,
  audit_photo: photo,
  audit_audio: audio,
  audit_file: anyDocument,
  audit_signature_photo: { kinds: ['image'], maxBytes: 2 * MB },
  /** A submitted audit's report, made by the server (POST /api/v3/export/audit/pdf); its photos make it large. */
  audit_document: { kinds: ['pdf'], maxBytes: 50 * MB },
  /** An incident's report, made by the server (POST /api/v3/export/incident/pdf); its photos make it large. */
  incident_document: { kinds: ['pdf'], maxBytes: 50 * MB },
  /** A pre-start talk's PDF with its attendance register (the paperwork core's, made again after each sign-on). */
  prestart_talk_document: { kinds: ['pdf'], maxBytes: 25 * MB },
  prestart_talk_signature: { kinds: ['image'], maxBytes: 2 * MB },
  /** A JSA's PDF with its sign-on register (the paperwork core's, made again after each sign-on). */
  jsa_document: { kinds: ['pdf'], maxBytes: 25 * MB },
  jsa_signature: { kinds: ['image'], maxBytes: 2 * MB },
  document: anyDocument,
  company_logo: { kinds: ['image'], maxBytes: 5 * MB },
  profile_photo: { kinds: ['image'], maxBytes: 5 * MB },
  job_in_hazard_photo: photo,
  job_out_completed_work_photo: photo,
  hazard_photo: photo,
  incident_photo: photo,
  job_file: anyDocument,
  worksite_photo: photo,
  qualification_file: { kinds: ['pdf', 'image'], maxBytes: 15 * MB },
  import_csv: { kinds: ['text'], maxBytes: 10 * MB },
} as const satisfies Record<string, TFileTypeRule>;

export type TFileType = keyof typeof FILE_TYPE_RULES;
export const FILE_TYPES = Object.keys(FILE_TYPE_RULES) as [TFileType, ...TFileType[]];
export const ZFileTypeSchema = z.enum(FILE_TYPES, { error: 'Please choose a known file type.' });

export const ZFileSchema = z.object({
  id: z.string(),
  name: z.string(),
  fileType: ZFileTypeSchema,
  contentType: z.string(),
  size: z.number().int(),
  createdOn: z.string(),
  /** A photo's moment of taking, as the device that took it said; null when it was not sent. */
  takenAt: z.string().nullable(),
  /** Short-lived signed link that downloads the file (Content-Disposition: attachment). */
  url: z.string(),
  /** Short-lived signed link that shows the file in the browser (inline). */
  inlineUrl: z.string(),
});
export type TFile = z.infer<typeof ZFileSchema>;
