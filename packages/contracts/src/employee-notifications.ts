import { z } from 'zod';
import { LICENCE_WARNING_DAYS } from './employees.js';

/*
 * What each person is told about, and how (/staff/employee/notification/{employeeId}). Stored per
 * person on their profile; people who never chose get DEFAULT_NOTIFICATION_SETTINGS.
 */

export const NOTIFICATION_TOPICS = ['job_assigned', 'job_changed', 'job_declined', 'timesheet_approved', 'licence_expiring'] as const;
export type TNotificationTopic = (typeof NOTIFICATION_TOPICS)[number];
export const NOTIFICATION_CHANNELS = ['email', 'inApp'] as const;
export type TNotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export const NOTIFICATION_TOPIC_LABELS: Record<TNotificationTopic, { label: string; description: string }> = {
  job_assigned: { label: 'A job is given to them', description: 'A work request to accept or decline.' },
  job_changed: { label: 'A job of theirs changes', description: 'New dates, a new scope, or the job is cancelled.' },
  job_declined: { label: 'Someone declines a job', description: 'For people who hand out work: a work request was declined.' },
  timesheet_approved: { label: 'Their timesheet is approved', description: 'The office has approved their hours.' },
  licence_expiring: { label: 'A licence is about to expire', description: `A licence or ticket expires within ${LICENCE_WARNING_DAYS} days.` },
};

const ZChannelsSchema = z.object({ email: z.boolean({ error: 'Must be on or off.' }), inApp: z.boolean({ error: 'Must be on or off.' }) });
export type TNotificationChannels = z.infer<typeof ZChannelsSchema>;

export const ZNotificationSettingsValuesSchema = z.object(
  Object.fromEntries(NOTIFICATION_TOPICS.map((topic) => [topic, ZChannelsSchema])) as Record<TNotificationTopic, typeof ZChannelsSchema>,
);
export type TNotificationSettingsValues = z.infer<typeof ZNotificationSettingsValuesSchema>;

/** What a person is told when nobody has chosen: everything in the app, mail for what needs action. */
export const DEFAULT_NOTIFICATION_SETTINGS: TNotificationSettingsValues = {
  job_assigned: { email: true, inApp: true },
  job_changed: { email: true, inApp: true },
  job_declined: { email: true, inApp: true },
  timesheet_approved: { email: false, inApp: true },
  licence_expiring: { email: true, inApp: true },
};

// PUT /api/v3/employee/{id}/notification-settings
export const ZNotificationSettingsInputSchema = z.object({ settings: ZNotificationSettingsValuesSchema });
export type TNotificationSettingsInput = z.infer<typeof ZNotificationSettingsInputSchema>;

// GET /api/v3/employee/{id}/notification-settings
export const ZNotificationSettingsSchema = z.object({
  employeeId: z.string(),
  /** False while the defaults apply (nobody has saved a choice yet). */
  saved: z.boolean(),
  settings: ZNotificationSettingsValuesSchema,
});
export type TNotificationSettings = z.infer<typeof ZNotificationSettingsSchema>;

/** Saved choices over the defaults: a topic added later starts from its default. */
export function resolveNotificationSettings(stored: Record<string, Partial<TNotificationChannels>> | null | undefined): TNotificationSettingsValues {
  const resolved = { ...DEFAULT_NOTIFICATION_SETTINGS };
  for (const topic of NOTIFICATION_TOPICS) {
    const saved = stored?.[topic];
    if (saved) {
      resolved[topic] = {
        email: typeof saved.email === 'boolean' ? saved.email : DEFAULT_NOTIFICATION_SETTINGS[topic].email,
        inApp: typeof saved.inApp === 'boolean' ? saved.inApp : DEFAULT_NOTIFICATION_SETTINGS[topic].inApp,
      };
    }
  }
  return resolved;
}
