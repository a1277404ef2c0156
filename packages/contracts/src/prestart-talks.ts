import { z } from 'zod';
import { ZCommandFieldsSchema, withDeviceId } from './commands.js';
import { optionalText, requiredText } from './fields.js';
import { ISO_DATE_PATTERN, isIsoDate } from './rules/timesheet-time.js';

/*
 * Pre-start talks (spec 2.2 /pst; toolbox talks): before work, the supervisor talks the crew
 * through the day's tasks and hazards, and each person there signs on, usually on the
 * presenter's phone passed around. A talk is recorded once (what was said does not change after
 * people signed it) and kept as a paperwork document of its job (category prestart_talks): one
 * version, its sign-ons the attendance register, its PDF printed with their signatures.
 */

/** What crews usually cover; the presenter picks some and adds their own. */
export const PRESTART_TALK_SUGGESTED_TOPICS = [
  'Today’s tasks and the SWMS',
  'Working at heights',
  'Manual handling',
  'Plant and traffic movements',
  'Electrical safety',
  'Hazardous substances and dust',
  'Weather, heat and UV',
  'Housekeeping and access',
  'PPE for today',
  'Emergency procedures and first aid',
  'Incidents and near misses since the last talk',
] as const;

export const PRESTART_TALK_LIMITS = { topics: 20, topicLength: 200, attendees: 200 } as const;

export const PRESTART_TALK_MESSAGES = {
  jobId: 'Please choose the job this talk is for.',
  topics: 'Please add at least one topic you talked about.',
  topic: 'Please enter the topic.',
  tooManyTopics: `Please keep to ${PRESTART_TALK_LIMITS.topics} topics.`,
  signerName: 'Please enter the name of the person signing on.',
  signature: 'Please sign in the box.',
  attendeeUser: 'This person is not one of your company’s people.',
  signedAlready: 'This person has already signed on to this talk.',
  tooManyAttendees: `A talk takes up to ${PRESTART_TALK_LIMITS.attendees} sign-ons.`,
  date: 'Please enter the date as YYYY-MM-DD.',
} as const;

const ZTopicsSchema = z
  .array(requiredText(PRESTART_TALK_MESSAGES.topic, PRESTART_TALK_LIMITS.topicLength), { error: PRESTART_TALK_MESSAGES.topics })
  .min(1, PRESTART_TALK_MESSAGES.topics)
  .max(PRESTART_TALK_LIMITS.topics, PRESTART_TALK_MESSAGES.tooManyTopics);

/**
 * POST /api/v3/prestart-talk: a command (the talk is held when the presenter taps Start, `at`),
 * with the talk's id made on the phone so the crew's sign-ons, queued after it offline, can name it.
 * The presenter is the person recording it.
 */
export const ZNewPrestartTalkSchema = withDeviceId(
  ZCommandFieldsSchema.extend({
    jobId: z.uuid({ error: PRESTART_TALK_MESSAGES.jobId }),
    topics: ZTopicsSchema,
    /** The hazards of the day: what is different today (weather, a crane lift, an open edge). */
    hazards: optionalText(2000),
    notes: optionalText(2000),
  }),
);
export type TNewPrestartTalkInput = z.input<typeof ZNewPrestartTalkSchema>;
export type TNewPrestartTalkValues = z.output<typeof ZNewPrestartTalkSchema>;

/**
 * POST /api/v3/prestart-talk/{id}/attendee: one person signs on, in person, on the presenter's
 * phone. A command: queued offline, applied once, dated when they signed. `userId` when the
 * person is one of the company's people (their name is then theirs); a visitor or another
 * company's worker gives a name only.
 */
export const ZPrestartTalkAttendeeSchema = ZCommandFieldsSchema.extend({
  /** The signature image, uploaded first as a `prestart_talk_signature` file. */
  fileId: z.uuid({ error: PRESTART_TALK_MESSAGES.signature }),
  signerName: requiredText(PRESTART_TALK_MESSAGES.signerName, 120),
  userId: z.uuid({ error: PRESTART_TALK_MESSAGES.attendeeUser }).nullish(),
});
export type TPrestartTalkAttendeeInput = z.input<typeof ZPrestartTalkAttendeeSchema>;

const ZNamedSchema = z.object({ id: z.string(), name: z.string() });

export const ZPrestartTalkAttendeeRowSchema = z.object({
  id: z.string(),
  signerName: z.string(),
  userId: z.string().nullable(),
  signedAt: z.string(),
});
export type TPrestartTalkAttendee = z.infer<typeof ZPrestartTalkAttendeeRowSchema>;

/** GET /api/v3/prestart-talk/{id} */
export const ZPrestartTalkSchema = z.object({
  id: z.string(),
  job: z.object({ id: z.string(), title: z.string(), jobNumber: z.string().nullable(), worksiteName: z.string() }),
  heldAt: z.string(),
  topics: z.array(z.string()),
  hazards: z.string().nullable(),
  notes: z.string().nullable(),
  presentedBy: ZNamedSchema.nullable(),
  /** Oldest first: the register as it was signed. */
  attendees: z.array(ZPrestartTalkAttendeeRowSchema),
  /** The talk's PDF with the register (a `prestart_talk_document` file), null until first made. */
  documentFileId: z.string().nullable(),
});
export type TPrestartTalk = z.infer<typeof ZPrestartTalkSchema>;

export const ZPrestartTalkDaySchema = z.string().regex(ISO_DATE_PATTERN, PRESTART_TALK_MESSAGES.date).refine(isIsoDate, PRESTART_TALK_MESSAGES.date);

/** GET /api/v3/prestart-talk: newest first, keyset pages; by job and by day (the company's day). */
export const ZPrestartTalksQuerySchema = z.object({
  jobId: z.uuid({ error: PRESTART_TALK_MESSAGES.jobId }).optional(),
  on: ZPrestartTalkDaySchema.optional(),
  after: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,200}$/, 'This page link is not valid. Please go back to the first page.')
    .optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export type TPrestartTalksQueryInput = z.input<typeof ZPrestartTalksQuerySchema>;
export type TPrestartTalksQuery = z.output<typeof ZPrestartTalksQuerySchema>;

export const ZPrestartTalkListItemSchema = z.object({
  id: z.string(),
  job: z.object({ id: z.string(), title: z.string(), worksiteName: z.string() }),
  heldAt: z.string(),
  topics: z.array(z.string()),
  presenterName: z.string().nullable(),
  attendeeCount: z.number().int(),
});
export type TPrestartTalkListItem = z.infer<typeof ZPrestartTalkListItemSchema>;

export const ZPrestartTalksPageSchema = z.object({ items: z.array(ZPrestartTalkListItemSchema), nextCursor: z.string().nullable() });
export type TPrestartTalksPage = z.infer<typeof ZPrestartTalksPageSchema>;

/**
 * GET /api/v3/prestart-talk/today: the jobs on today (in progress, or scheduled over today and
 * not finished) that the person reaches, each with today's talk or null: done or missing.
 * `date` is today in the company's time zone.
 */
export const ZPrestartTalksTodaySchema = z.object({
  date: z.string(),
  jobs: z.array(
    z.object({
      jobId: z.string(),
      title: z.string(),
      worksiteName: z.string(),
      talk: z.object({ id: z.string(), heldAt: z.string(), attendeeCount: z.number().int() }).nullable(),
    }),
  ),
});
export type TPrestartTalksToday = z.infer<typeof ZPrestartTalksTodaySchema>;

/** POST /api/v3/prestart-talk/{id}/pdf: the talk's PDF as it stands (made again if a sign-on is not in it yet). */
export const ZPrestartTalkPdfSchema = z.object({ url: z.string() });
