import { z } from 'zod';
import { ZCommandFieldsSchema, withDeviceId } from './commands.js';
import { ZFileSchema } from './files.js';
import { optionalText, requiredText } from './fields.js';
import { NOTIFIABLE_CATEGORIES, NOTIFIABLE_CRITERION_CODES, WRITTEN_NOTICE_HOURS } from './incident-notification.js';
import type { TIncidentJurisdiction } from './incident-notification.js';
import { SWMS_JURISDICTIONS } from './swms-reference.js';
import { ISO_DATE_PATTERN, isIsoDate } from './rules/timesheet-time.js';

/*
 * Incident reports (spec 2.2 /incident-reports): what happened, to whom, what was done; whether
 * it is notifiable (incident-notification.ts) and the notice given; the investigation with its
 * corrective actions; the sign-off. Near misses and property damage are incidents too.
 */

export const INCIDENT_TYPES = ['injury', 'illness', 'near_miss', 'property_damage', 'dangerous_incident'] as const;
export type TIncidentType = (typeof INCIDENT_TYPES)[number];
export const INCIDENT_TYPE_LABELS: Record<TIncidentType, string> = {
  injury: 'Injury',
  illness: 'Illness',
  near_miss: 'Near miss',
  property_damage: 'Property damage',
  dangerous_incident: 'Dangerous incident',
};

export const INCIDENT_PERSON_KINDS = ['worker', 'contractor', 'public'] as const;
export const INCIDENT_PERSON_KIND_LABELS: Record<(typeof INCIDENT_PERSON_KINDS)[number], string> = {
  worker: 'Our worker',
  contractor: 'Contractor',
  public: 'Member of the public',
};

export const INCIDENT_HARMS = ['injury', 'illness', 'none'] as const;
export const INCIDENT_HARM_LABELS: Record<(typeof INCIDENT_HARMS)[number], string> = { injury: 'Injured', illness: 'Ill', none: 'Not hurt' };

export const INCIDENT_TREATMENTS = ['none', 'first_aid', 'doctor', 'hospital', 'inpatient'] as const;
export type TIncidentTreatment = (typeof INCIDENT_TREATMENTS)[number];
export const INCIDENT_TREATMENT_LABELS: Record<TIncidentTreatment, string> = {
  none: 'No treatment',
  first_aid: 'First aid',
  doctor: 'Doctor or medical centre',
  hospital: 'Hospital emergency',
  inpatient: 'Admitted to hospital (in-patient)',
};

export const BODY_PARTS = [
  'head',
  'face',
  'eye',
  'ear',
  'neck',
  'shoulder',
  'arm',
  'elbow',
  'wrist',
  'hand',
  'finger',
  'chest',
  'back',
  'abdomen',
  'hip',
  'leg',
  'knee',
  'ankle',
  'foot',
  'toe',
  'internal',
] as const;
export const BODY_PART_LABELS: Record<(typeof BODY_PARTS)[number], string> = {
  head: 'Head',
  face: 'Face',
  eye: 'Eye',
  ear: 'Ear',
  neck: 'Neck',
  shoulder: 'Shoulder',
  arm: 'Arm',
  elbow: 'Elbow',
  wrist: 'Wrist',
  hand: 'Hand',
  finger: 'Finger or thumb',
  chest: 'Chest',
  back: 'Back',
  abdomen: 'Abdomen',
  hip: 'Hip',
  leg: 'Leg',
  knee: 'Knee',
  ankle: 'Ankle',
  foot: 'Foot',
  toe: 'Toe',
  internal: 'Internal organs',
};

export const INCIDENT_STATUSES = ['reported', 'investigating', 'closed'] as const;
export type TIncidentStatus = (typeof INCIDENT_STATUSES)[number];
export const INCIDENT_STATUS_LABELS: Record<TIncidentStatus, string> = { reported: 'Reported', investigating: 'Investigating', closed: 'Signed off' };

export const NOTIFICATION_METHODS = ['phone', 'online', 'email', 'in_person'] as const;
export const NOTIFICATION_METHOD_LABELS: Record<(typeof NOTIFICATION_METHODS)[number], string> = {
  phone: 'Phone',
  online: 'Online form',
  email: 'Email',
  in_person: 'In person (an inspector on site)',
};

export const CONTRIBUTING_FACTORS = ['people', 'plant', 'environment', 'procedures', 'training', 'supervision', 'design', 'communication'] as const;
export const CONTRIBUTING_FACTOR_LABELS: Record<(typeof CONTRIBUTING_FACTORS)[number], string> = {
  people: 'People: fatigue, rushing, not following the procedure',
  plant: 'Plant, tools or equipment',
  environment: 'Site conditions: weather, ground, lighting, housekeeping',
  procedures: 'Procedures or the SWMS missing or wrong',
  training: 'Training, tickets or experience',
  supervision: 'Supervision',
  design: 'Design or layout of the work',
  communication: 'Communication or handover',
};

export const INCIDENT_MESSAGES = {
  notFound: 'Incident not found.',
  types: 'Please choose what kind of incident this was.',
  occurredAt: 'Please enter when it happened.',
  occurredFuture: 'When it happened cannot be in the future.',
  timeFuture: 'This time is in the future. Please check the date and time.',
  description: 'Please say what happened.',
  place: 'Please choose the worksite, or say where it happened.',
  worksiteUnknown: 'Please choose one of your worksites.',
  jobUnknown: 'Please choose one of your jobs at this worksite.',
  personName: 'Please enter the person’s name.',
  personUnknown: 'Please choose someone of your company.',
  witnessName: 'Please enter the witness’s name.',
  photoUnknown: 'This photo was not found. Please add it again.',
  jurisdiction: 'Please choose the state or country where it happened.',
  criterion: 'Please answer with the events the wizard lists.',
  notifiedAt: 'Please enter when the regulator was told.',
  notifiedBy: 'Please enter who told the regulator.',
  method: 'Please choose how the regulator was told.',
  writtenNoticeBeforeNotice: 'The written notice cannot be before the regulator was told.',
  signedOff: 'This incident was signed off and can no longer be changed.',
  openActions: 'Please finish the corrective actions before signing off, or change their due dates.',
  notNotified: 'This incident is notifiable: please record the notice given to the regulator before signing off.',
  notAssessed: 'Please answer the notification questions before signing off.',
  keptForYears: 'This incident was notifiable: its record must be kept for 5 years from the day it happened, so it cannot be deleted before then.',
  actionDescription: 'Please say what will be done.',
  actionOwner: 'Please choose who will do it.',
  actionDue: 'Please enter the due day.',
  actionDone: 'This action was already marked done.',
  whys: 'Please keep to five whys.',
} as const;

const ZJurisdictionSchema = z.enum(SWMS_JURISDICTIONS.map((item) => item.code) as [TIncidentJurisdiction, ...TIncidentJurisdiction[]], {
  error: INCIDENT_MESSAGES.jurisdiction,
});

export const ZIncidentPersonSchema = z.object({
  name: requiredText(INCIDENT_MESSAGES.personName, 120),
  kind: z.enum(INCIDENT_PERSON_KINDS, { error: 'Please choose who they are.' }),
  /** A person of the company, when they are one. */
  userId: z.uuid({ error: INCIDENT_MESSAGES.personUnknown }).nullable().default(null),
  harm: z.enum(INCIDENT_HARMS, { error: 'Please say whether they were hurt.' }),
  /** The injury or illness in words: "cut to the left palm". */
  injury: optionalText(500),
  bodyParts: z
    .array(z.enum(BODY_PARTS, { error: 'Please choose from the list.' }))
    .max(BODY_PARTS.length)
    .default([]),
  treatment: z.enum(INCIDENT_TREATMENTS, { error: 'Please choose the treatment.' }).default('none'),
});
export type TIncidentPerson = z.output<typeof ZIncidentPersonSchema>;

export const ZIncidentWitnessSchema = z.object({
  name: requiredText(INCIDENT_MESSAGES.witnessName, 120),
  phone: optionalText(40),
  statement: optionalText(2000),
});
export type TIncidentWitness = z.output<typeof ZIncidentWitnessSchema>;

export const ZGeoPointSchema = z.object({
  lat: z.number({ error: 'Latitude must be a number.' }).min(-90).max(90),
  lng: z.number({ error: 'Longitude must be a number.' }).min(-180).max(180),
});

/** The notification questions answered: the events that happened, where. */
export const ZIncidentAnswersSchema = z.object({
  jurisdiction: ZJurisdictionSchema,
  /** The codes of the events answered yes; none answered yes is an answer too (not notifiable). */
  criteria: z.array(z.enum(NOTIFIABLE_CRITERION_CODES as [string, ...string[]], { error: INCIDENT_MESSAGES.criterion })).max(40),
});
export type TIncidentAnswers = z.output<typeof ZIncidentAnswersSchema>;

/** What happened: the report a person on site fills in, and changes until it is signed off. */
export const ZIncidentReportSchema = z.object({
  types: z
    .array(z.enum(INCIDENT_TYPES, { error: INCIDENT_MESSAGES.types }), { error: INCIDENT_MESSAGES.types })
    .min(1, INCIDENT_MESSAGES.types)
    .max(INCIDENT_TYPES.length),
  occurredAt: z.iso.datetime({ offset: true, error: INCIDENT_MESSAGES.occurredAt }),
  worksiteId: z.uuid({ error: INCIDENT_MESSAGES.worksiteUnknown }).nullable().default(null),
  jobId: z.uuid({ error: INCIDENT_MESSAGES.jobUnknown }).nullable().default(null),
  /** Where on site, or where off site: "Level 2 balcony, unit 3". */
  location: optionalText(300),
  point: ZGeoPointSchema.nullable().default(null),
  description: requiredText(INCIDENT_MESSAGES.description, 4000),
  immediateActions: optionalText(4000),
  people: z.array(ZIncidentPersonSchema).max(30, 'Please keep to 30 people.').default([]),
  witnesses: z.array(ZIncidentWitnessSchema).max(30, 'Please keep to 30 witnesses.').default([]),
  photoFileIds: z
    .array(z.uuid({ error: INCIDENT_MESSAGES.photoUnknown }))
    .max(20, 'Please keep to 20 photos.')
    .default([]),
});
export type TIncidentReportInput = z.input<typeof ZIncidentReportSchema>;
export type TIncidentReportValues = z.output<typeof ZIncidentReportSchema>;

/**
 * POST /api/v3/incident: the report and, when the person answered the wizard on the phone, its
 * answers; sent from the outbox with the id the phone made, dated when they tapped Send.
 */
export const ZNewIncidentSchema = withDeviceId(
  ZCommandFieldsSchema.extend(ZIncidentReportSchema.shape).extend({ answers: ZIncidentAnswersSchema.nullable().default(null) }),
);
export type TNewIncidentInput = z.input<typeof ZNewIncidentSchema>;
export type TNewIncidentValues = z.output<typeof ZNewIncidentSchema>;

/** PUT /api/v3/incident/{id}/assessment: the wizard answered (again). */
export const ZIncidentAssessmentBodySchema = ZCommandFieldsSchema.extend(ZIncidentAnswersSchema.shape);
export type TIncidentAssessmentBody = z.input<typeof ZIncidentAssessmentBodySchema>;

/** PUT /api/v3/incident/{id}/notification: who told the regulator, when, how, and their reference. */
export const ZIncidentNotificationBodySchema = z
  .object({
    notifiedAt: z.iso.datetime({ offset: true, error: INCIDENT_MESSAGES.notifiedAt }),
    notifiedBy: requiredText(INCIDENT_MESSAGES.notifiedBy, 120),
    method: z.enum(NOTIFICATION_METHODS, { error: INCIDENT_MESSAGES.method }),
    reference: optionalText(120),
    /** When the written notice (or Victoria's written record) was given; null while it is not. */
    writtenNoticeAt: z.iso.datetime({ offset: true, error: 'Please enter when the written notice was given.' }).nullable().default(null),
    /**
     * The regulator asked for a written notice (model WHS Act s38(4), HSWA s56): it is then due
     * within 48 hours of the asking. In Victoria the written record is always due, asked or not.
     */
    writtenNoticeAsked: z.boolean().default(false),
  })
  .refine((body) => !body.writtenNoticeAt || Date.parse(body.writtenNoticeAt) >= Date.parse(body.notifiedAt), {
    path: ['writtenNoticeAt'],
    message: INCIDENT_MESSAGES.writtenNoticeBeforeNotice,
  });
export type TIncidentNotificationBody = z.input<typeof ZIncidentNotificationBodySchema>;
export type TIncidentNotificationValues = z.output<typeof ZIncidentNotificationBodySchema>;

/** PUT /api/v3/incident/{id}/investigation */
export const ZIncidentInvestigationBodySchema = z.object({
  contributingFactors: z
    .array(z.enum(CONTRIBUTING_FACTORS, { error: 'Please choose from the list.' }))
    .max(CONTRIBUTING_FACTORS.length)
    .default([]),
  otherFactors: optionalText(2000),
  /** The five whys, each asked of the answer before. */
  whys: z.array(z.string().trim().max(500, 'Please keep each answer to 500 characters.')).max(5, INCIDENT_MESSAGES.whys).default([]),
  rootCause: optionalText(2000),
});
export type TIncidentInvestigationBody = z.input<typeof ZIncidentInvestigationBodySchema>;
export type TIncidentInvestigationValues = z.output<typeof ZIncidentInvestigationBodySchema>;

const ZDaySchema = z
  .string({ error: INCIDENT_MESSAGES.actionDue })
  .regex(ISO_DATE_PATTERN, INCIDENT_MESSAGES.actionDue)
  .refine(isIsoDate, INCIDENT_MESSAGES.actionDue);

/** POST /api/v3/incident/{id}/action and PUT /api/v3/incident/action/{actionId} */
export const ZIncidentActionBodySchema = z.object({
  description: requiredText(INCIDENT_MESSAGES.actionDescription, 1000),
  ownerId: z.uuid({ error: INCIDENT_MESSAGES.actionOwner }),
  dueOn: ZDaySchema,
});
export type TIncidentActionBody = z.input<typeof ZIncidentActionBodySchema>;

/** PUT /api/v3/incident/action/{actionId}/done: from the phone, once. */
export const ZIncidentActionDoneSchema = ZCommandFieldsSchema.extend({ note: optionalText(2000) });
export type TIncidentActionDone = z.input<typeof ZIncidentActionDoneSchema>;

/** PUT /api/v3/incident/{id}/sign-off */
export const ZIncidentSignOffBodySchema = z.object({ comment: optionalText(2000) });

const ZNamedSchema = z.object({ id: z.string(), name: z.string() });

export const ZIncidentActionSchema = z.object({
  id: z.string(),
  description: z.string(),
  owner: ZNamedSchema.nullable(),
  dueOn: z.string(),
  status: z.enum(['open', 'done']),
  done: z.object({ by: ZNamedSchema.nullable(), on: z.string(), note: z.string().nullable() }).nullable(),
  createdOn: z.string(),
});
export type TIncidentAction = z.infer<typeof ZIncidentActionSchema>;

export const ZIncidentDetailsSchema = z.object({
  id: z.string(),
  status: z.enum(INCIDENT_STATUSES),
  types: z.array(z.enum(INCIDENT_TYPES)),
  occurredAt: z.string(),
  reportedAt: z.string(),
  reportedBy: ZNamedSchema.nullable(),
  worksite: ZNamedSchema.nullable(),
  job: ZNamedSchema.nullable(),
  location: z.string().nullable(),
  point: ZGeoPointSchema.nullable(),
  description: z.string(),
  immediateActions: z.string().nullable(),
  people: z.array(ZIncidentPersonSchema),
  witnesses: z.array(ZIncidentWitnessSchema),
  photos: z.array(ZFileSchema),
  /** The jurisdiction the wizard suggests: the worksite's state, else the company's. */
  suggestedJurisdiction: ZJurisdictionSchema.nullable(),
  /** The wizard's answers and the decision; null until answered. */
  assessment: z
    .object({
      jurisdiction: ZJurisdictionSchema,
      criteria: z.array(z.string()),
      notifiable: z.boolean(),
      category: z.enum(NOTIFIABLE_CATEGORIES).nullable(),
      answeredAt: z.string(),
      answeredBy: ZNamedSchema.nullable(),
    })
    .nullable(),
  notification: z
    .object({
      notifiedAt: z.string(),
      notifiedBy: z.string(),
      method: z.enum(NOTIFICATION_METHODS),
      reference: z.string().nullable(),
      writtenNoticeAt: z.string().nullable(),
      writtenNoticeAsked: z.boolean(),
    })
    .nullable(),
  /** The 48-hour clock of the written notice while it is owed (writtenNoticeDue); null when not. */
  writtenNoticeDueAt: z.string().nullable(),
  investigation: z.object({
    contributingFactors: z.array(z.enum(CONTRIBUTING_FACTORS)),
    otherFactors: z.string().nullable(),
    whys: z.array(z.string()),
    rootCause: z.string().nullable(),
    updatedAt: z.string().nullable(),
  }),
  actions: z.array(ZIncidentActionSchema),
  signOff: z.object({ by: ZNamedSchema.nullable(), on: z.string(), comment: z.string().nullable() }).nullable(),
  /** Kept until (a notifiable incident's record may not be deleted before this day). */
  keepUntil: z.string().nullable(),
  /** What the caller may do with it. */
  can: z.object({ edit: z.boolean(), manage: z.boolean(), delete: z.boolean() }),
});
export type TIncidentDetails = z.infer<typeof ZIncidentDetailsSchema>;

// GET /api/v3/incident?status=&notifiable=&worksiteId=&search=&after=&take=
export const ZIncidentCursorSchema = z.string().regex(/^[A-Za-z0-9_-]{1,200}$/, 'This page link is not valid. Please go back to the first page.');
export const ZIncidentsQuerySchema = z.object({
  take: z.coerce
    .number()
    .int('Page size must be a whole number.')
    .min(1, 'Page size must be at least 1.')
    .max(100, 'Page size can be at most 100.')
    .default(20),
  after: ZIncidentCursorSchema.optional(),
  status: z.enum([...INCIDENT_STATUSES, 'open'], { error: 'Status must be reported, investigating, closed or open.' }).optional(),
  notifiable: z.enum(['true', 'false'], { error: 'Notifiable must be true or false.' }).optional(),
  worksiteId: z.uuid({ error: 'Must be a valid id.' }).optional(),
  search: z.string().trim().max(100, 'Search can be at most 100 characters.').optional(),
});
export type TIncidentsQuery = z.output<typeof ZIncidentsQuerySchema>;
export type TIncidentsQueryInput = z.input<typeof ZIncidentsQuerySchema>;

export const ZIncidentListItemSchema = z.object({
  id: z.string(),
  status: z.enum(INCIDENT_STATUSES),
  types: z.array(z.enum(INCIDENT_TYPES)),
  occurredAt: z.string(),
  description: z.string(),
  worksite: ZNamedSchema.nullable(),
  /** Where on site, or where off site. */
  location: z.string().nullable(),
  reportedBy: ZNamedSchema.nullable(),
  /** null until the wizard is answered. */
  notifiable: z.boolean().nullable(),
  /** The notice to the regulator is recorded. */
  noticeRecorded: z.boolean(),
  writtenNoticeDueAt: z.string().nullable(),
  openActions: z.number().int(),
});
export type TIncidentListItem = z.infer<typeof ZIncidentListItemSchema>;

export const ZIncidentsPageSchema = z.object({ items: z.array(ZIncidentListItemSchema), nextCursor: z.string().nullable() });
export type TIncidentsPage = z.infer<typeof ZIncidentsPageSchema>;

/** POST /api/v3/export/incident/pdf */
export const ZIncidentPdfRequestSchema = z.object({ incidentId: z.uuid({ error: 'Must be a valid id.' }) });

/**
 * When the written notice is due, while it is owed: in Victoria 48 hours from when the company knew
 * (the report), always; elsewhere 48 hours from the regulator asking for one (taken as the time it
 * was told, when it asked then). Not owed once given, or when the notice was made through the
 * online form (a written notice), or when the incident is not notifiable.
 */
export function writtenNoticeDue(
  incident: { reportedAt: Date; jurisdiction: string | null; notifiable: boolean },
  notification: { notifiedAt: string; method: string; writtenNoticeAt: string | null; writtenNoticeAsked: boolean } | null,
): Date | null {
  if (!incident.notifiable) return null;
  if (notification && (notification.writtenNoticeAt || notification.method === 'online')) return null;
  const from = incident.jurisdiction === 'VIC' ? incident.reportedAt : notification?.writtenNoticeAsked ? new Date(notification.notifiedAt) : null;
  return from ? new Date(from.getTime() + WRITTEN_NOTICE_HOURS * 3_600_000) : null;
}
