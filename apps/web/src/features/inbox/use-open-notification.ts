import type { TUserNotification } from '@hivis/contracts';
import { useNavigate } from 'react-router';
import { markNotificationRead, useRefreshInbox } from './inbox-api';

/** Opening a notification marks it read and goes where it points. */
export function useOpenNotification(after?: () => void) {
  const refreshInbox = useRefreshInbox();
  const navigate = useNavigate();
  return async (notification: TUserNotification) => {
    after?.();
    if (notification.readOn === null) {
      // The job offer page marks its own notification read; others are marked here.
      if (notification.kind !== 'job_assigned') await markNotificationRead(notification.id).catch(() => undefined);
      void refreshInbox();
    }
    if (notification.link) await navigate(notification.link);
  };
}
