import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZReadAllSchema, ZUnreadCountSchema, ZUserNotificationSchema, ZUserNotificationsPageSchema } from '@hivis/contracts';
import { apiRequest } from '../../api/client';

export const inboxKeys = {
  all: ['inbox'] as const,
  unread: ['inbox', 'unread'] as const,
  page: (page: number, take: number) => ['inbox', 'page', page, take] as const,
};

/** Cheap enough to poll: one indexed count. Also asked again when the window gets focus. */
const UNREAD_POLL_MS = 60_000;

export function useUnreadCount(enabled: boolean) {
  return useQuery({
    queryKey: inboxKeys.unread,
    queryFn: ({ signal }) => apiRequest('/api/v3/user-notification/unread-count', { schema: ZUnreadCountSchema, signal }),
    enabled,
    refetchInterval: UNREAD_POLL_MS,
    refetchOnWindowFocus: true,
    // A failed poll on weak data is not worth an error on screen; the next one tries again.
    retry: false,
  });
}

export function useNotifications(page: number, take: number, enabled = true) {
  return useQuery({
    queryKey: inboxKeys.page(page, take),
    queryFn: ({ signal }) => apiRequest(`/api/v3/user-notification?page=${page}&take=${take}`, { schema: ZUserNotificationsPageSchema, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export const markNotificationRead = (id: string) => apiRequest(`/api/v3/user-notification/${id}/read`, { method: 'PUT', schema: ZUserNotificationSchema });

export const markAllNotificationsRead = () => apiRequest('/api/v3/user-notification/read-all', { method: 'PUT', schema: ZReadAllSchema });

/** The inbox and its unread count ask the server again. */
export function useRefreshInbox() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: inboxKeys.all });
}
