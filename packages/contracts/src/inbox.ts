import { z } from 'zod';
import { ZPageQuerySchema, pageOf } from './pagination.js';

/*
 * The in-app inbox (/user/notifications and the bell in the header): what happened that a person
 * should know about, such as a job offered to them or a work request declined.
 */

export const NOTIFICATION_KINDS = [
  'job_assigned',
  'job_declined',
  'job_accepted',
  'job_removed',
  'incident_reported',
  'incident_notifiable',
  'incident_action',
] as const;

export const ZUserNotificationSchema = z.object({
  id: z.string(),
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  jobId: z.string().nullable(),
  link: z.string().nullable(),
  readOn: z.string().nullable(),
  createdOn: z.string(),
});
export type TUserNotification = z.infer<typeof ZUserNotificationSchema>;

// GET /api/v3/user-notification
export const ZUserNotificationsQuerySchema = ZPageQuerySchema.extend({ take: ZPageQuerySchema.shape.take.default(20) });
export type TUserNotificationsQuery = z.infer<typeof ZUserNotificationsQuerySchema>;
export const ZUserNotificationsPageSchema = pageOf(ZUserNotificationSchema);
export type TUserNotificationsPage = z.infer<typeof ZUserNotificationsPageSchema>;

// GET /api/v3/user-notification/unread-count
export const ZUnreadCountSchema = z.object({ count: z.number().int() });
export type TUnreadCount = z.infer<typeof ZUnreadCountSchema>;

// PUT /api/v3/user-notification/read-all
export const ZReadAllSchema = z.object({ updated: z.number().int() });
export type TReadAll = z.infer<typeof ZReadAllSchema>;
