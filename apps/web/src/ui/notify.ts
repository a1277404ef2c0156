import { notifications } from '@mantine/notifications';

/* Toasts (spec 8): info, success, error; position and 3 s timing are set once on <Notifications>. */

export function notifySuccess(message: string): void {
  notifications.show({ color: 'green', message });
}

export function notifyInfo(message: string): void {
  notifications.show({ color: 'blue', message });
}

export function notifyError(message: string): void {
  notifications.show({ color: 'red', message });
}
