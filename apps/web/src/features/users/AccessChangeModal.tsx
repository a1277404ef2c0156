import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { SEAT_LABELS, seatKindOf } from '@hivis/contracts';
import type { TCompanyUser } from '@hivis/contracts';
import { displayName } from './user-rules';

export type TAccessChange = { user: TCompanyUser; action: 'deactivate' | 'reactivate' };

type TProps = {
  change: TAccessChange | null;
  busy: boolean;
  onConfirm: (change: TAccessChange) => void;
  onClose: () => void;
};

/** What deactivating or reactivating does, said before it is done. */
function consequences({ user, action }: TAccessChange): string {
  const name = displayName(user);
  if (action === 'deactivate') {
    return user.status === 'pending_setup'
      ? `The invitation to ${name} will be cancelled and their set-up link will stop working. Their seat becomes free.`
      : `${name} will be signed out on every device and cannot log in until reactivated. Their seat becomes free.`;
  }
  const kind = seatKindOf(user.role);
  const seat = kind ? ` They take a ${SEAT_LABELS[kind]} seat again.` : '';
  return `${name} can log in again with their password, or gets a new invitation email if they never set up their account.${seat}`;
}

export function AccessChangeModal({ change, busy, onConfirm, onClose }: TProps) {
  const deactivating = change?.action === 'deactivate';
  const title = change ? `${deactivating ? 'Deactivate' : 'Reactivate'} ${displayName(change.user)}?` : '';
  return (
    <Modal opened={change !== null} onClose={onClose} title={title} centered closeButtonProps={{ 'aria-label': 'Close' }}>
      {change && (
        <Stack gap="md">
          <Text>{consequences(change)}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={busy}>
              Cancel
            </Button>
            <Button color={deactivating ? 'red.8' : 'teal.9'} loading={busy} onClick={() => onConfirm(change)}>
              {deactivating ? 'Deactivate' : 'Reactivate'}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
