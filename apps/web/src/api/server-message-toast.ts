import { notifications } from '@mantine/notifications';

/**
 * A `message` in a successful answer is shown as a toast (spec 7), in the colours of ui/notify.
 * Here rather than through ui/, which builds on this layer: the fetch client stays at the bottom.
 */
export function toastServerMessage(message: string, kind: 'success' | 'info'): void {
  notifications.show({ color: kind === 'success' ? 'green' : 'blue', message });
}
