import type { TNotificationSettings, TNotificationSettingsInput } from '@hivis/contracts';
import { withAccess } from '../../platform/access/with-access.js';
import type { AuthContext } from '../../platform/auth/access-token.js';
import type { AppContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import { lockedEmployee } from './employees.access.js';
import { findCompanyEmployee, upsertProfile } from './employees.queries.js';
import { findNotificationSettings } from './notification-settings.queries.js';

/** GET /api/v3/employee/{id}/notification-settings: saved choices, or the defaults. */
export function getNotificationSettings(ctx: AppContext, auth: AuthContext, userId: string): Promise<TNotificationSettings> {
  return withAccess(ctx, auth, 'employees.read', async ({ tx, auth: holder }) => {
    if (!(await findCompanyEmployee(tx, holder.companyId, userId))) throw notFound('Employee');
    return { employeeId: userId, ...(await findNotificationSettings(tx, holder.companyId, userId)) };
  });
}

/** PUT /api/v3/employee/{id}/notification-settings: every topic at once (a retry changes nothing). */
export function saveNotificationSettings(
  ctx: AppContext,
  auth: AuthContext,
  userId: string,
  input: TNotificationSettingsInput,
): Promise<TNotificationSettings> {
  return withAccess(ctx, auth, 'employees.manage', async ({ tx, auth: holder }) => {
    const user = await lockedEmployee(tx, holder, userId);
    await upsertProfile(tx, holder.companyId, user.id, { notificationSettings: input.settings });
    return { employeeId: user.id, ...(await findNotificationSettings(tx, holder.companyId, user.id)) };
  });
}
