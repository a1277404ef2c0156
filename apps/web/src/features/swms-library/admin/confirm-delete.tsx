import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';

/** Asks before deleting from the library: SWMS already written keep their copies, the library loses it. */
export function confirmDelete(what: string, name: string, onConfirm: () => void): void {
  modals.openConfirmModal({
    title: `Delete this ${what}?`,
    children: <Text>“{name}” will be removed from the library. SWMS already written keep their own copy.</Text>,
    labels: { confirm: `Delete ${what}`, cancel: 'Keep it' },
    confirmProps: { color: 'red', size: 'md' },
    cancelProps: { size: 'md' },
    onConfirm,
  });
}
