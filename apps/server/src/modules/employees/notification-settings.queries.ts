import { and, eq } from 'drizzle-orm';
import { resolveNotificationSettings } from '@hivis/contracts';
import type { TNotificationChannel, TNotificationSettingsValues, TNotificationTopic } from '@hivis/contracts';
import type { DbOrTx } from '../../db/client.js';
import { employeeProfiles } from '../../db/schema/index.js';

/*
 * What a person has chosen to be told about, and how. Stored on their profile; a person without a
 * profile or without a saved choice gets the defaults of contracts/employees.ts.
 */

export async function findNotificationSettings(
  db: DbOrTx,
  companyId: string,
  userId: string,
): Promise<{ saved: boolean; settings: TNotificationSettingsValues }> {
  const [row] = await db
    .select({ stored: employeeProfiles.notificationSettings })
    .from(employeeProfiles)
    .where(and(eq(employeeProfiles.userId, userId), eq(employeeProfiles.companyId, companyId)));
  const stored = row?.stored ?? {};
  return { saved: Object.keys(stored).length > 0, settings: resolveNotificationSettings(stored) };
}

/**
 * Whether to tell a person about a topic on a channel. For code that sends mail or in-app
 * messages (work requests, timesheet approvals, licence reminders); run it inside the tenant
 * transaction of the person's company, which row-level security limits the read to.
 */
export async function wantsNotification(db: DbOrTx, userId: string, topic: TNotificationTopic, channel: TNotificationChannel): Promise<boolean> {
  const [row] = await db.select({ stored: employeeProfiles.notificationSettings }).from(employeeProfiles).where(eq(employeeProfiles.userId, userId));
  return resolveNotificationSettings(row?.stored)[topic][channel];
}
