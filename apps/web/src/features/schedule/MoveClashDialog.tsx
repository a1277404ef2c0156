import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { TPersonClash } from '@hivis/contracts';
import { ClashList } from '../assignments/ClashList';
import { jobPath } from '../jobs/job-paths';

type TMoveClashDialogProps = {
  jobTitle: string | null;
  /** The new times in words (DD/MM/YYYY hh:mm A). */
  when: string;
  clashes: TPersonClash[];
  busy: boolean;
  onKeep: () => void;
  onConfirm: () => void;
};

/** Before a move double-books anyone, the office sees who, on which job and where, and chooses. */
export function MoveClashDialog({ jobTitle, when, clashes, busy, onKeep, onConfirm }: TMoveClashDialogProps) {
  return (
    <Modal opened={jobTitle !== null} onClose={onKeep} title="People already booked then" centered size="lg" closeButtonProps={{ 'aria-label': 'Close' }}>
      <Stack gap="md">
        <Text>
          Moving <strong>{jobTitle}</strong> to {when} overlaps other jobs of these people:
        </Text>
        <ClashList clashes={clashes} linkOf={(job) => jobPath(job, job.jobId)} />
        <Group justify="flex-end" wrap="wrap">
          <Button variant="default" onClick={onKeep} disabled={busy}>
            Keep the old time
          </Button>
          <Button color="orange" onClick={onConfirm} loading={busy}>
            Move anyway
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
