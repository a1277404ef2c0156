import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZReadAllSchema,
  ZUnreadCountSchema,
  ZUserNotificationSchema,
  ZUserNotificationsPageSchema,
  ZUserNotificationsQuerySchema,
  ZUuidSchema,
} from '@hivis/contracts';
import { authOf } from '../../platform/auth/authenticate.js';
import type { AppContext } from '../../platform/context.js';
import { listNotifications, readAllNotifications, readNotification, unreadCount } from './inbox.service.js';

const tags = ['user-notification'];
const params = z.object({ id: ZUuidSchema });

/** The in-app inbox (/user/notifications and the header's bell). */
export function inboxRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/v3/user-notification', {
      schema: { tags, querystring: ZUserNotificationsQuerySchema, response: { 200: ZUserNotificationsPageSchema } },
      handler: (request) => listNotifications(ctx, authOf(request), request.query),
    });

    app.get('/api/v3/user-notification/unread-count', {
      schema: { tags, response: { 200: ZUnreadCountSchema } },
      handler: (request) => unreadCount(ctx, authOf(request)),
    });

    app.put('/api/v3/user-notification/read-all', {
      schema: { tags, response: { 200: ZReadAllSchema } },
      handler: (request) => readAllNotifications(ctx, authOf(request)),
    });

    app.put('/api/v3/user-notification/:id/read', {
      schema: { tags, params, response: { 200: ZUserNotificationSchema } },
      handler: (request) => readNotification(ctx, authOf(request), request.params.id),
    });
  };
}
