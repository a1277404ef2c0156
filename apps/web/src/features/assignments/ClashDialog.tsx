import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { TPersonClash } from '@hivis/contracts';
import { ClashList } from './ClashList';

type TClashDialogProps = {
  clashes: TPersonClash[];
  opened: boolean;
  sending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
};

/** Before double-booking anyone, the office sees each clashing job and chooses. */
export function ClashDialog({ clashes, opened, sending, onCancel, onConfirm }: TClashDialogProps) {
  return (
    <Modal opened={opened} onClose={onCancel} title="Already booked at this time" centered size="lg" closeButtonProps={{ 'aria-label': 'Close' }}>
      <Stack gap="md">
        <Text>These people are already on another job that overlaps this one:</Text>
        <ClashList clashes={clashes} linkOf={(job) => `/worksite/${job.worksiteId}/project/${job.projectId}/job/${job.jobId}/view`} />
        <Group justify="flex-end" wrap="wrap">
          <Button variant="default" size="md" onClick={onCancel} disabled={sending}>
            Go back
          </Button>
          <Button size="md" color="orange" onClick={onConfirm} loading={sending}>
            Assign anyway
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
